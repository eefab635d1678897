// The one styled <select> of the forms, matching the text inputs (height, border, radius, theme colours).
import styled from 'styled-components';

export const Select = styled.select`
  min-height: 48px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font: 400 1rem ${({ theme }) => theme.fonts.body};
  max-width: 100%;
  &:focus { border-color: ${({ theme }) => theme.colors.brandBlue}; }
`;
