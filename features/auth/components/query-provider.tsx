// React Query for the pages that call the services from the browser (loaded by _app as its own chunk, so a page that
// calls nothing never downloads it): failed calls toast in the interface language, an ended session (logout or a
// refused refresh) drops the cached knower. In the browser one client serves every page, so the cache outlives a
// navigation; on the server each render has its own.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type ReactNode } from 'react';
import { onSessionEnded } from '../../../lib/api/session-events';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { createQueryClient } from '../../../lib/react-query';
import { sessionKeys } from '../api/query-keys';

let browserClient: QueryClient | undefined;

export function QueryProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('common');
  const [client] = useState(() => {
    const create = () => createQueryClient((error) => showErrorToast(error, i18n.t.bind(i18n)));
    if (typeof window === 'undefined') return create();
    browserClient ??= create();
    return browserClient;
  });
  useEffect(() => onSessionEnded(() => client.removeQueries({ queryKey: sessionKeys.myKnower })), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
