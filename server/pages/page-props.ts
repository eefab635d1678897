// The one getServerSideProps helper: the request's site, translations for the page's namespaces, and whatever
// the page loads.
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, type Locale } from '../../config/locales';
import { assertKnownLocale, UnknownLocaleError } from '../../lib/i18n/locale';
import type { Site } from '../../lib/site/site';
import { requestSite } from './request-site';

export const SHELL_NAMESPACES = [DEFAULT_NAMESPACE, 'shell'];

type Loader<P> = (context: GetServerSidePropsContext, site: Site) => Promise<P>;

export function pageProps<P extends Record<string, unknown> = Record<string, never>>(
  namespaces: string[],
  load?: Loader<P>,
): GetServerSideProps<P & { site: Site }> {
  return async (context) => {
    let locale: Locale;
    try {
      locale = assertKnownLocale(context.locale ?? DEFAULT_LOCALE);
    } catch (error) {
      if (error instanceof UnknownLocaleError) return { notFound: true };
      throw error;
    }
    const site = requestSite(context.req, { locale, path: context.resolvedUrl });
    const [translations, loaded] = await Promise.all([
      serverSideTranslations(locale, [...SHELL_NAMESPACES, ...namespaces]),
      load ? load(context, site) : Promise.resolve({} as P),
    ]);
    return { props: { ...translations, ...loaded, site } };
  };
}
