// Page-wide base styles: the colour tokens of both themes, the fonts' metric-matched fallbacks, box model, typography,
// focus rings and reduced motion.
import { createGlobalStyle } from 'styled-components';
import { focusRing } from '../components/ui/focus-ring';
import { COLOR_SCHEME_CSS } from './color-scheme';
import { FALLBACK_FONT_FACES } from './font-fallbacks';

export const GlobalStyle = createGlobalStyle`
  ${COLOR_SCHEME_CSS}
  ${FALLBACK_FONT_FACES}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.display};
    line-height: 1.15;
    margin: 0 0 0.5em;
  }
  code, kbd, pre { font-family: ${({ theme }) => theme.fonts.mono}; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; }
  img, svg { max-width: 100%; }
  /* The one focus ring (components/ui/focus-ring.ts); components keep it rather than drawing fainter ones. */
  :focus-visible {
    ${focusRing()}
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
