// The one focus ring (the global style draws it on every :focus-visible element): brand blue, 3 px, 2 px off the edge —
// 5:1 on the light page and 7:1 on the dark one, over the 3:1 WCAG asks of a focus indicator. Components that show
// focus somewhere else than on the focused element (a label around a hidden file input, a card's link area, a radio's
// drawn face) draw this same ring there instead of one of their own.
import { css } from 'styled-components';

/** The ring's declarations; a negative offset draws it inside an element that clips its overflow. */
export const focusRing = (offset = 2) => css`
  outline: 3px solid ${({ theme }) => theme.colors.brandBlue};
  outline-offset: ${offset}px;
`;
