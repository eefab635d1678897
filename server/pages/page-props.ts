// The one getServerSideProps helper: translations for the page's namespaces plus whatever the page loads.
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE } from '../../config/locales';

type Loader<P> = (context: GetServerSidePropsContext) => Promise<P>;

export function pageProps<P extends Record<string, unknown> = Record<string, never>>(
  namespaces: string[],
  load?: Loader<P>,
): GetServerSideProps<P> {
  return async (context) => {
    const locale = context.locale ?? DEFAULT_LOCALE;
    const [translations, loaded] = await Promise.all([
      serverSideTranslations(locale, [DEFAULT_NAMESPACE, ...namespaces]),
      load ? load(context) : Promise.resolve({} as P),
    ]);
    return { props: { ...translations, ...loaded } };
  };
}
