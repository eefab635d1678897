// The app shell: translations, theme, global style and the three self-hosted font families (global CSS may only
// be imported here).
import '@fontsource-variable/nunito';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

function KnowlyApp({ Component, pageProps }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Component {...pageProps} />
    </ThemeProvider>
  );
}

export default appWithTranslation(KnowlyApp);
