// The "choose files" button of the upload page and the flashcard import: the label of a visually hidden file input,
// drawn as the primary button, showing the input's focus.
import styled from 'styled-components';
import { buttonLook } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/focus-ring';

export const PickButton = styled.label<{ $variant: 'primary'; $size: 'md' }>`
  ${buttonLook}
  &:focus-within { ${focusRing()} }
  &[aria-disabled='true'] { cursor: not-allowed; opacity: 0.6; }
`;

export const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;
