// The app shell: translations, theme, global style, the site of the request, the layout frame, the cookie banner
// where the country's switch says, and toasts. The three self-hosted font families are imported here (global
// CSS may only be imported in _app).
import '@fontsource-variable/nunito';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { SiteLayout } from '../components/layout/site-layout';
import { SiteProvider } from '../components/site-context';
import { Toasts } from '../components/toasts';
import { CookieBanner } from '../features/consent';
import type { Site } from '../lib/site/site';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

function KnowlyApp({ Component, pageProps }: AppProps<{ site?: Site }>) {
  const site = pageProps.site ?? null;
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteProvider site={site}>
        <SiteLayout>
          <Component {...pageProps} />
        </SiteLayout>
        {site?.features.cookieBanner ? <CookieBanner /> : null}
        <Toasts />
      </SiteProvider>
    </ThemeProvider>
  );
}

export default appWithTranslation(KnowlyApp);
