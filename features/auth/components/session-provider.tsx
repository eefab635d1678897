// The session of the app shell: the signed-in user in a store of its own (lib/session-user-store.ts), seeded by the
// server render's user so that a signed-in page renders signed in from the first paint; when the server did not read
// the session (public pages), the browser asks GET users/me after the first render, and only with a token. An ended
// session (logout, or a refresh the server refused) empties it. No React Query here: pages that load none stay lean.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type ReactNode } from 'react';
import { onSessionEnded } from '../../../lib/api/session-events';
import type { User } from '../../../lib/contracts/users';
import { createSessionUserStore, SessionUserContext } from '../lib/session-user-store';

export function SessionProvider({ initialUser, children }: { initialUser?: User | null; children: ReactNode }) {
  const { i18n } = useTranslation('common');
  // Seeded before the first render (server and browser render the same user), and again on later navigations.
  const [store] = useState(() => createSessionUserStore(initialUser ?? undefined));
  useEffect(() => {
    if (initialUser) store.set(initialUser);
  }, [store, initialUser]);
  useEffect(() => {
    // The API code loads only then (and asks nothing without a token).
    if (store.get() === undefined) void import('../api/get-me').then(({ refreshUser }) => refreshUser(store, i18n.t.bind(i18n)));
  }, [store, i18n]);
  useEffect(() => onSessionEnded(() => store.set(null)), [store]);
  return <SessionUserContext.Provider value={store}>{children}</SessionUserContext.Provider>;
}
