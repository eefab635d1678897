// The app shell: translations, theme (the global style comes with the document: pages/_document.tsx), the site of the
// request, the visitor's experiment variants, the signed-in user (a store of its own, seeded by the server render),
// React Query around the pages that call the services from the browser (its own chunk; pages marked `fetchesInBrowser =
// false` go without, pages wrapped in `withQueryProvider` bring it in their own chunks), the signed-in user's
// light/dark preference, the layout frame with the account menu, the cookie banner where the country's switch says, and
// — loaded once the page is interactive — the tags that run under consent, analytics and the time-zone sync; toasts
// load when the first one is shown. The body and display fonts' rules are inline in the document's head
// (pages/_document.tsx, decision 050); the monospace one comes with the app area's frame
// (components/layout/app-layout.tsx).
import type { AppProps } from 'next/app';
import type { NextComponentType, NextPageContext } from 'next';
import type { ReactNode } from 'react';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { SiteLayout } from '../components/layout/site-layout';
import { deferredInBrowser } from '../components/deferred';
import { SiteProvider } from '../components/site-context';
import { Toasts } from '../components/toasts';
import { AnalyticsProvider } from '../features/analytics';
import { AccountMenu, QueryProvider, SessionProvider, UserMenu, useUser } from '../features/auth';
import { ConsentedTags, CookieBanner } from '../features/consent';
import { ExperimentsProvider } from '../features/experiments';
import { TimezoneSync } from '../features/profile';
import { AccountThemePreference } from '../features/theme';
import type { ExperimentAssignments } from '../config/experiments';
import type { User } from '../lib/contracts/users';
import type { QueryFreePage } from '../lib/react-query';
import { loadRouteTableOnDemand } from '../lib/routes/client-route-table';
import { shellMemory, withShellProps } from '../lib/layout/shell-props';
import type { Site } from '../lib/site/site';
import { theme } from '../styles/theme';

// Next's client route table, left out of the document: loaded when the router first asks for it (decision 052).
if (typeof window !== 'undefined') loadRouteTableOnDemand();

/** The unread chats badge on the app navigation's "Chats" (issue 21). Loaded when an app page shows it: its live
 *  events and their zod schemas stay out of every public page's first load. */
const UnreadChatsBadge = deferredInBrowser(() => import('../features/chats').then((chats) => chats.UnreadChatsBadge));
const PLACE_BADGES = { chats: <UnreadChatsBadge /> };

type ShellProps = { site?: Site; initialUser?: User | null; experiments?: ExperimentAssignments; signedIn?: boolean };

/** The frame with the account's parts. Signed in is what the session store knows once it knows; until then what the
 *  server render saw (the browser's session cookie), so that server and browser draw the same frame (issue 33). */
function Frame({ signedIn, notice, children }: { signedIn: boolean; notice: ReactNode; children: ReactNode }) {
  const { data: user } = useUser();
  const signedInNow = user === undefined ? signedIn : user !== null;
  return (
    <SiteLayout
      account={signedInNow ? <AccountMenu /> : undefined}
      userMenu={(placement) => <UserMenu placement={placement} />}
      placeBadges={PLACE_BADGES}
      notice={notice}
      signedIn={signedInNow}
    >
      {children}
    </SiteLayout>
  );
}

function KnowlyApp({ Component, pageProps }: AppProps<ShellProps> & { Component: NextComponentType<NextPageContext, unknown, ShellProps> & QueryFreePage }) {
  const site = pageProps.site ?? null;
  const page = <Component {...pageProps} />;
  return (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site}>
        <ExperimentsProvider assignments={pageProps.experiments}>
          <SessionProvider initialUser={pageProps.initialUser}>
            <AccountThemePreference>
              <Frame signedIn={pageProps.signedIn === true} notice={site?.features.cookieBanner ? <CookieBanner /> : null}>
                {Component.fetchesInBrowser === false || Component.ownQueryProvider ? page : <QueryProvider>{page}</QueryProvider>}
              </Frame>
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

const TranslatedApp = appWithTranslation(KnowlyApp);

/** The app with the shell's props of the last page where a page rendered in the browser lacks them (the crash screen:
 *  lib/layout/shell-props.ts). */
function KnowlyAppWithShell(props: Parameters<typeof TranslatedApp>[0]) {
  return <TranslatedApp {...props} pageProps={withShellProps(props.pageProps, shellMemory())} />;
}

export default KnowlyAppWithShell;
