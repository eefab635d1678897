// Metric-matched fallbacks of the self-hosted fonts: until a web font has loaded (font-display: swap), text is set in
// a local Arial-compatible font scaled and spaced to the web font's metrics, so the swap moves nothing (no CLS).
// Values as next/font computes them from the capsize metrics Next ships (node_modules/next/dist/server/
// capsize-font-metrics.json): size-adjust = the fonts' average-width ratio, overrides = metric / (unitsPerEm × that).
// Liberation Sans and Arimo have Arial's metrics (Linux, where Arial is often missing).
const ARIAL_LIKE = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')";

export const FALLBACK_FONT_FACES = `
  @font-face { font-family: 'Inter Fallback'; src: ${ARIAL_LIKE}; size-adjust: 107.12%; ascent-override: 90.44%; descent-override: 22.52%; line-gap-override: 0%; }
  @font-face { font-family: 'Nunito Fallback'; src: ${ARIAL_LIKE}; size-adjust: 101.39%; ascent-override: 99.71%; descent-override: 34.82%; line-gap-override: 0%; }
`;
