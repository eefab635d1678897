// Keeps the signed-in user's time-zone offset current: when this device's offset differs from the stored one, it
// is sent once per page load (spec §7 PATCH users/{id}/timezone), e.g. after travelling or a change to summer time.
import { useEffect, useRef } from 'react';
import { useUser } from '../../auth';
import { deviceOffsetMinutes, useSetTimezone } from '../api/set-timezone';

export function TimezoneSync() {
  const { data: user } = useUser();
  const setTimezone = useSetTimezone(user?.uuid ?? '');
  const sent = useRef(false);
  useEffect(() => {
    if (!user || sent.current) return;
    const offset = deviceOffsetMinutes();
    if (user.timezoneOffsetMinutes === offset) return;
    sent.current = true;
    setTimezone.mutate(offset);
  }, [user, setTimezone]);
  return null;
}
