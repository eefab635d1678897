// Not-found and error pages. Rendered per request (not prerendered like pages/404) so that they carry the
// response's CSP nonce; on the server they get the request's site and translations, on the client the app's.
// Every error other than not-found is reported as a `render_error` event with its status (spec §8).
import type { NextPageContext } from 'next';
import { useEffect } from 'react';
import { ErrorScreen, NotFoundScreen } from '../components/error-screen';
import { track } from '../lib/analytics/track';

type Props = { statusCode: number };

function ErrorPage({ statusCode }: Props) {
  useEffect(() => {
    if (statusCode !== 404) track('render_error', { value: statusCode });
  }, [statusCode]);
  return statusCode === 404 ? <NotFoundScreen /> : <ErrorScreen />;
}

ErrorPage.getInitialProps = async ({ res, err, locale, req, asPath }: NextPageContext): Promise<Props & Record<string, unknown>> => {
  // An error thrown while rendering in the browser has no status: it is a 500, not a missing page.
  const statusCode = res?.statusCode ?? (err ? (err.statusCode ?? 500) : 404);
  // `typeof window` is replaced at compile time, so the client bundle drops this branch and its server imports.
  if (typeof window !== 'undefined' || !req) return { statusCode };
  const [{ serverSideTranslations }, { requestSite }, { SHELL_NAMESPACES }] = await Promise.all([
    import('next-i18next/pages/serverSideTranslations'),
    import('../server/pages/request-site'),
    import('../server/pages/page-props'),
  ]);
  const site = requestSite(req, { locale, path: asPath ?? '/' });
  return { statusCode, site, ...(await serverSideTranslations(locale ?? 'en', SHELL_NAMESPACES)) };
};

export default ErrorPage;
