// The theme preference as React state: read and set from any component (the switch in the footer, the user menu and
// the settings page); a choice is written to the cookie and the page at once and, when the provider was given a way
// to keep it (a signed-in user: features/theme), kept on the account too. A user's stored choice wins over the cookie,
// except over a newer choice of this browser that is still on its way to the account.
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ThemePreference } from '../../config/ui';
import { forgetPendingChoice, readThemePreference, reconcileWithAccount, rememberPendingChoice, writeThemePreference } from './theme-preference';

type ThemeChoiceListener = (preference: ThemePreference) => void;

const ThemeChoiceContext = createContext<{ onChoose?: ThemeChoiceListener }>({});

const subscribers = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}

/** The server cannot know the cookie (rendered pages are shared): it renders 'system', the browser corrects it. */
const serverPreference = (): ThemePreference => 'system';

function apply(preference: ThemePreference): void {
  writeThemePreference(preference);
  for (const notify of subscribers) notify();
}

export function useThemePreference(): { preference: ThemePreference; setPreference: (preference: ThemePreference) => void } {
  const preference = useSyncExternalStore(subscribe, readThemePreference, serverPreference);
  const { onChoose } = useContext(ThemeChoiceContext);
  const setPreference = useCallback(
    (next: ThemePreference) => {
      apply(next);
      if (onChoose) {
        rememberPendingChoice(next);
        onChoose(next);
      }
    },
    [onChoose],
  );
  return { preference, setPreference };
}

/** `accountPreference`: the signed-in user's stored choice, adopted when it differs from this browser's — unless this
 *  browser chose differently minutes ago and the account has not got it yet (then the choice is sent again);
 *  `onChoose`: keeps a new choice on the account. */
export function ThemePreferenceProvider({
  accountPreference,
  onChoose,
  children,
}: {
  accountPreference?: ThemePreference;
  onChoose?: ThemeChoiceListener;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!accountPreference) return;
    const step = reconcileWithAccount(accountPreference);
    if (step === 'in-sync') forgetPendingChoice();
    else if (step === 'send') onChoose?.(readThemePreference());
    else apply(accountPreference);
  }, [accountPreference, onChoose]);
  const value = useMemo(() => ({ onChoose }), [onChoose]);
  return <ThemeChoiceContext.Provider value={value}>{children}</ThemeChoiceContext.Provider>;
}
