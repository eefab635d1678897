// A button that reads as a link in running text: for a secondary action beside a form field ("use a recovery code
// instead", "remove from my library"), never for navigation (that is a Link). The danger tone is for removing things.
import styled from 'styled-components';

export const TextButton = styled.button<{ $tone?: 'brand' | 'danger' }>`
  align-self: flex-start;
  padding: 4px 0;
  border: 0;
  background: none;
  font: 600 0.95rem ${({ theme }) => theme.fonts.body};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.brandBlue)};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled { cursor: not-allowed; opacity: 0.55; }
`;
