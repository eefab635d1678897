// The one card: a raised surface with a hairline edge and large rounded corners, for a block that stands on the page
// (a profile section, a chart, the sign-in form, a know in a list). It draws the surface only; whoever uses it sets
// its padding and inner layout (styled(Card)`…`), and renders it as the element that fits (`as="article"`).
import styled from 'styled-components';

export const Card = styled.section<{ $radius?: 'lg' | 'xl' }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $radius = 'lg' }) => theme.radii[$radius]}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
`;
