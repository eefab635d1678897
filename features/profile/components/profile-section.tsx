// One titled card of the profile page.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';

const Frame = styled(Card)`
  scroll-margin-top: 72px;
  padding: clamp(20px, 4vw, 32px);
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Title = styled.h2`
  margin: 0;
  font: 800 1.25rem ${({ theme }) => theme.fonts.display};
`;

const Lead = styled.p`
  margin: -8px 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const SectionForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 480px;
  & > button { align-self: flex-start; }
`;

/** `anchor`: the section's id, for a link straight to it (the menu's "Settings"). */
export function ProfileSection({ title, lead, anchor, children }: { title: string; lead?: string; anchor?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Frame id={anchor} aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Frame>
  );
}
