// The frame of the sign-in, sign-up and password pages: a centred card with a heading and a short lead.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';
import { fade } from '../../../styles/colors';

const Backdrop = styled.div`
  display: flex;
  justify-content: center;
  padding: clamp(24px, 6vw, 72px) 16px;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surfaceMuted} 0%, ${({ theme }) => theme.colors.surface} 100%);
  min-height: calc(100vh - ${({ theme }) => theme.navbarHeight}px - 120px);
`;

const Frame = styled(Card).attrs({ $radius: 'xl' } as const)`
  width: 100%;
  max-width: 460px;
  align-self: flex-start;
  padding: clamp(24px, 5vw, 40px);
  box-shadow: 0 12px 40px ${({ theme }) => fade(theme.colors.shadow, 0.08)};
`;

const Heading = styled.h1`
  margin: 0 0 8px;
  font: 800 clamp(1.6rem, 4vw, 2rem) / 1.2 ${({ theme }) => theme.fonts.display};
  color: ${({ theme }) => theme.colors.ink};
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: 1.5;
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  & > button[type='submit'] { width: 100%; margin-top: 4px; }
`;

export const AuthFooter = styled.p`
  margin: 24px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 700; }
`;

export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Backdrop>
      <Frame>
        <Heading>{title}</Heading>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Frame>
    </Backdrop>
  );
}
