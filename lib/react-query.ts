// The app's React Query client: failed calls show the spec §8 toast unless a query or mutation says it handles
// its errors itself (meta.handlesErrors: forms show field errors instead); 4xx answers are not retried.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors/api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

const STALE_TIME_MS = 60_000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(onError: (error: ApiError) => void): QueryClient {
  const report = (error: unknown, meta?: { handlesErrors?: boolean }) => {
    if (meta?.handlesErrors) return;
    onError(error instanceof ApiError ? error : new ApiError('UnknownError', {}, undefined));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * A page component that calls no service from the browser says so with `fetchesInBrowser = false`: _app then mounts
 * no React Query provider around it and the page downloads none of React Query (ARCHITECTURE §7, issue 16). Every
 * other page gets the provider (features/auth QueryProvider), unless it brings the provider in its own chunks
 * (`ownQueryProvider`, features/auth withQueryProvider: one copy of React Query instead of two, issue 29).
 */
export type QueryFreePage = { fetchesInBrowser?: false; ownQueryProvider?: true };
