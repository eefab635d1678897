// The React Query client of the app with the session around it: failed calls toast in the interface language,
// a user rendered by the server seeds the cache, and an ended session (logout or a refused refresh) drops it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type ReactNode } from 'react';
import { onSessionEnded } from '../../../lib/api/session-events';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { User } from '../../../lib/contracts/users';
import { createQueryClient } from '../../../lib/react-query';
import { sessionKeys } from '../api/query-keys';

function seedUser(client: QueryClient, initialUser: User | null | undefined) {
  if (initialUser) client.setQueryData(sessionKeys.me, initialUser);
}

export function SessionProvider({ initialUser, children }: { initialUser?: User | null; children: ReactNode }) {
  const { i18n } = useTranslation('common');
  // Seeded before the first render (so server and browser render the same user), and again on later navigations.
  const [client] = useState(() => {
    const created = createQueryClient((error) => showErrorToast(error, i18n.t.bind(i18n)));
    seedUser(created, initialUser);
    return created;
  });
  useEffect(() => seedUser(client, initialUser), [client, initialUser]);
  useEffect(
    () =>
      onSessionEnded(() => {
        client.setQueryData(sessionKeys.me, null);
        client.removeQueries({ queryKey: sessionKeys.myKnower });
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
