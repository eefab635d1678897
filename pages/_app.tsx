// The app shell: translations, theme, global style, the site of the request, the visitor's experiment variants,
// the session (React Query), the signed-in user's light/dark preference, the layout frame with the account menu,
// the cookie banner where the country's switch says, the tags that run under consent, toasts and analytics. The three
// self-hosted font families are imported here (global CSS may only be imported in _app).
import '@fontsource-variable/nunito';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { SiteLayout } from '../components/layout/site-layout';
import { SiteProvider } from '../components/site-context';
import { Toasts } from '../components/toasts';
import { AnalyticsProvider } from '../features/analytics';
import { AccountMenu, SessionProvider, UserMenu } from '../features/auth';
import { ConsentedTags, CookieBanner } from '../features/consent';
import { ExperimentsProvider } from '../features/experiments';
import { TimezoneSync } from '../features/profile';
import { AccountThemePreference } from '../features/theme';
import type { ExperimentAssignments } from '../config/experiments';
import type { User } from '../lib/contracts/users';
import type { Site } from '../lib/site/site';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

function KnowlyApp({ Component, pageProps }: AppProps<{ site?: Site; initialUser?: User | null; experiments?: ExperimentAssignments }>) {
  const site = pageProps.site ?? null;
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteProvider site={site}>
        <ExperimentsProvider assignments={pageProps.experiments}>
          <SessionProvider initialUser={pageProps.initialUser}>
            <AccountThemePreference>
              <SiteLayout
                account={<AccountMenu />}
                userMenu={(placement) => <UserMenu placement={placement} />}
                notice={site?.features.cookieBanner ? <CookieBanner /> : null}
              >
                <Component {...pageProps} />
              </SiteLayout>
            </AccountThemePreference>
            <ConsentedTags />
            <Toasts />
            <TimezoneSync />
            <AnalyticsProvider />
          </SessionProvider>
        </ExperimentsProvider>
      </SiteProvider>
    </ThemeProvider>
  );
}

export default appWithTranslation(KnowlyApp);
