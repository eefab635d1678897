// Signing out: the refresh token is revoked on the server and the user is dropped here (the session-ended event also
// drops the cached knower). Without React Query, so that the shell's user menu works on pages that load none; it
// never fails for the user (lib/api signOut ends the sign-in here whatever the server answers).
import { useCallback, useState } from 'react';
import { signOut } from '../../../lib/api/sign-out';
import { useSetUser } from '../lib/session-user-store';

export function useSignOut(): { isPending: boolean; mutateAsync: () => Promise<void> } {
  const setUser = useSetUser();
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setUser(null);
      setPending(false);
    }
  }, [setUser]);
  return { isPending, mutateAsync };
}
