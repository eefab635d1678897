// The look the payout pages share: a grid of panels (cards with a heading and muted lines) and a list of rows with a
// label on the left and an amount on the right (earnings per know, a competition's prizes).
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';

export const PanelGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

export const Panel = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  align-content: start;
  padding: clamp(16px, 3vw, 24px);
  min-width: 0;
  h2 { margin: 0; font: 800 1.15rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

export const AmountRows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  li:last-child { border-bottom: 0; }
  span { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  strong { white-space: nowrap; }
`;
