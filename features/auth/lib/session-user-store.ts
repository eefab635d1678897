// The signed-in user of this browser tab, kept apart from React Query so that the shell (navbar, user menu, theme,
// analytics) knows the user on pages that load no query code: one small store per app, seeded by the server render.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { User } from '../../../lib/contracts/users';

/** The user; null when signed out; undefined while not known yet (the browser is asking GET users/me). */
export type SessionUser = User | null | undefined;

export type SessionUserStore = {
  get: () => SessionUser;
  set: (user: User | null) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createSessionUserStore(initial: SessionUser): SessionUserStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (user) => {
      if (user === current) return;
      current = user;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's store (features/auth SessionProvider); outside one (a component test) the user stays unknown. */
export const SessionUserContext = createContext<SessionUserStore>(createSessionUserStore(undefined));

export const useSessionUserStore = () => useContext(SessionUserContext);

/** The signed-in user: `data` undefined while loading (isPending), null when signed out. */
export function useUser(): { data: SessionUser; isPending: boolean } {
  const store = useSessionUserStore();
  const data = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { data, isPending: data === undefined };
}

/** Puts the user a call answered with (sign-in, sign-up, profile changes) into the store. */
export const useSetUser = (): ((user: User | null) => void) => useSessionUserStore().set;
