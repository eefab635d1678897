// The centred column every app page stands in: its width (narrow for reading and forms, wide for grids of cards), the
// breathing room around it, and the space between its sections.
import styled from 'styled-components';

const WIDTHS = { narrow: 960, wide: 1200 } as const;

export const PageColumn = styled.div<{ $width?: keyof typeof WIDTHS; $gap?: string }>`
  max-width: ${({ $width = 'wide' }) => WIDTHS[$width]}px;
  margin: 0 auto;
  padding: clamp(20px, 4vw, 48px) 16px 64px;
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = '24px' }) => $gap};
`;
