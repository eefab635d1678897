// The one styled <select> of the forms, matching the text inputs (height, border, radius, theme colours); framed with
// its label, hint and error by FormField (components/ui/form-field).
import styled from 'styled-components';
import { controlLook } from '../ui/form-field';

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 48px;
  padding: 0 12px;
  max-width: 100%;
`;
