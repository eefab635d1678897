// pageProps for pages whose loader may find nothing (NotFoundError → the 404 page) or find the thing under another
// address (PageRedirect → a permanent 308 to the canonical one): catalogue, knower profile and library folder pages.
import type { GetServerSideProps } from 'next';
import { AppError } from '../../lib/errors';
import { pageProps } from '../pages/page-props';
import { redirectTo } from '../pages/redirect';

export class PageRedirect extends Error {
  constructor(readonly destination: string) {
    super(`redirect to ${destination}`);
    this.name = 'PageRedirect';
  }
}

export function pagePropsOrNotFound<P extends Record<string, unknown>>(...args: Parameters<typeof pageProps<P>>): GetServerSideProps {
  const inner = pageProps<P>(...args);
  return async (context) => {
    try {
      return await inner(context);
    } catch (error) {
      if (error instanceof AppError && error.type === 'NotFoundError') return { notFound: true };
      if (error instanceof PageRedirect) return redirectTo(error.destination);
      throw error;
    }
  };
}
