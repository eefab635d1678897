// Not-found and error pages. Rendered per request (not prerendered like pages/404) so that they carry the
// response's CSP nonce; translations come from the server render, or from the already loaded app on the client.
import type { NextPageContext } from 'next';
import { ErrorScreen, NotFoundScreen } from '../components/error-screen';

type Props = { statusCode: number };

function ErrorPage({ statusCode }: Props) {
  return statusCode === 404 ? <NotFoundScreen /> : <ErrorScreen />;
}

ErrorPage.getInitialProps = async ({ res, err, locale, req }: NextPageContext): Promise<Props & Record<string, unknown>> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // `typeof window` is replaced at compile time, so the client bundle drops this branch and its fs imports.
  if (typeof window !== 'undefined' || !req) return { statusCode };
  const { serverSideTranslations } = await import('next-i18next/pages/serverSideTranslations');
  return { statusCode, ...(await serverSideTranslations(locale ?? 'en', ['common'])) };
};

export default ErrorPage;
