// A button that reads as a link in running text: for a secondary action beside a form field ("use a recovery code
// instead"), never for navigation (that is a Link).
import styled from 'styled-components';

export const TextButton = styled.button`
  align-self: flex-start;
  padding: 4px 0;
  border: 0;
  background: none;
  font: 600 0.95rem ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.brandBlue};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;
