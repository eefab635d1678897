// One titled card of the analytics dashboard.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';

const Frame = styled(Card)`
  min-width: 0;
  padding: clamp(16px, 3vw, 28px);
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Title = styled.h2`
  margin: 0;
  font: 800 1.2rem ${({ theme }) => theme.fonts.display};
`;

const Lead = styled.p`
  margin: -6px 0 4px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9rem;
`;

export const EmptyNote = styled.p`
  margin: 0;
  padding: 32px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

export function ChartCard({ title, lead, className, children }: { title: string; lead?: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Frame aria-labelledby={id} className={className}>
      <Title id={id}>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Frame>
  );
}
