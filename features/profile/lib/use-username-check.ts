// Live availability of a username while it is typed: checked 400 ms after the last key, only in the valid form and
// when it is not reserved.
import { useEffect, useState } from 'react';
import { isReservedUsername } from '../../../config/reserved-usernames';
import { USERNAME_FORM } from '../../../lib/contracts/forms';
import { useUsernameAvailability } from '../api/check-username';

const USERNAME_CHECK_DELAY_MS = 400;

export type UsernameState = 'unchanged' | 'invalid' | 'reserved' | 'checking' | 'available' | 'taken';

export function useUsernameCheck(value: string, current: string | null): UsernameState {
  const normalized = value.trim().toLowerCase();
  const [debounced, setDebounced] = useState(normalized);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(normalized), USERNAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [normalized]);
  const valid = USERNAME_FORM.test(normalized);
  const reserved = valid && isReservedUsername(normalized);
  const unchanged = normalized === (current ?? '').toLowerCase();
  const query = useUsernameAvailability(debounced, valid && !reserved && !unchanged && debounced === normalized);
  if (unchanged) return 'unchanged';
  if (!valid) return 'invalid';
  if (reserved) return 'reserved';
  if (debounced !== normalized || query.isPending) return 'checking';
  return query.data?.available ? 'available' : 'taken';
}
