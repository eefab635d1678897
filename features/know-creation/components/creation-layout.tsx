// The frame of the creation pages: a narrow column with the step ("1 of 2") above the heading.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const CreationWrap = styled.div`
  max-width: 820px;
  margin: 0 auto;
  padding: clamp(24px, 5vw, 56px) 16px;
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Step = styled.p`
  margin: 0 0 6px;
  color: ${({ theme }) => theme.colors.brandBlue};
  font-weight: 700;
`;

const Heading = styled.h1`
  margin: 0 0 8px;
  font: 800 clamp(1.7rem, 4vw, 2.3rem) / 1.2 ${({ theme }) => theme.fonts.display};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function CreationHeader({ step, title, lead }: { step?: string; title: string; lead?: ReactNode }) {
  return (
    <header>
      {step ? <Step>{step}</Step> : null}
      <Heading>{title}</Heading>
      {lead ? <Lead>{lead}</Lead> : null}
    </header>
  );
}
