// The one getServerSideProps helper: the request's site, translations for the page's namespaces, the visitor's
// experiment variants (assigned by proxy.ts), whether the browser is signed in (the shell's frame), and whatever the
// page loads. A signed-in page asked for in another language than the account's moves to it (decision 038).
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { ExperimentAssignments } from '../../config/experiments';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, type Locale } from '../../config/locales';
import { assertKnownLocale, UnknownLocaleError } from '../../lib/i18n/locale';
import type { User } from '../../lib/contracts/users';
import { localizedHref, type Site } from '../../lib/site/site';
import { sessionOf } from '../auth/session-user';
import { verifiedExperiments } from '../experiments/experiment-signer';
import { accountLanguageAddress } from './account-language';
import { redirectTo } from './redirect';
import { requestSite } from './request-site';
import { isSignedInBrowser } from './signed-in-browser';
import { routes } from '../../lib/routes/page-routes';

export const SHELL_NAMESPACES = [DEFAULT_NAMESPACE, 'shell'];

type Loader<P> = (context: GetServerSidePropsContext, site: Site, user: User | null) => Promise<P>;

export type PageAuth = {
  /**
   * 'required': signed-in pages. Without any token the visitor is sent to sign-in (with a redirect back); with a
   * valid access token the page renders with the user; with only a refresh token the client renews it and loads.
   * 'optional': the user is read when the access token is valid. Unset: the page never reads the session
   * (public pages stay cacheable).
   */
  auth?: 'required' | 'optional';
};

function signInRedirect(site: Site, returnTo: string): string {
  return localizedHref(routes.signIn({ redirect: returnTo }), site.locale, site.defaultLocale);
}

export function pageProps<P extends Record<string, unknown> = Record<string, never>>(
  namespaces: string[],
  load?: Loader<P>,
  { auth }: PageAuth = {},
): GetServerSideProps<P & { site: Site; initialUser?: User | null; experiments: ExperimentAssignments; signedIn: boolean }> {
  return async (context) => {
    let locale: Locale;
    try {
      locale = assertKnownLocale(context.locale ?? DEFAULT_LOCALE);
    } catch (error) {
      if (error instanceof UnknownLocaleError) return { notFound: true };
      throw error;
    }
    const site = requestSite(context.req, { locale, path: context.resolvedUrl });
    const session = auth ? await sessionOf(context.req) : undefined;
    if (auth === 'required' && !session?.hasTokens) {
      return redirectTo(signInRedirect(site, context.resolvedUrl), { permanent: false });
    }
    const user = session?.user ?? null;
    const inAccountLanguage = auth === 'required' ? accountLanguageAddress(site, user, context.resolvedUrl) : null;
    if (inAccountLanguage) return redirectTo(inAccountLanguage, { permanent: false });
    const [translations, loaded] = await Promise.all([
      serverSideTranslations(locale, [...SHELL_NAMESPACES, ...namespaces]),
      load ? load(context, site, user) : Promise.resolve({} as P),
    ]);
    const experiments = verifiedExperiments(context.req.headers);
    return { props: { ...translations, ...loaded, site, experiments, signedIn: isSignedInBrowser(context.req), ...(session ? { initialUser: user } : {}) } };
  };
}
