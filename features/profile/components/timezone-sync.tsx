// Keeps the signed-in user's time-zone offset current: when this device's offset differs from the stored one, it
// is sent once per page load (spec §7 PATCH users/{id}/timezone), e.g. after travelling or a change to summer time.
// Mounted by the shell for signed-in users only, after the page is interactive; a failure stays silent.
import { useEffect, useRef } from 'react';
import { useRefreshUser, useUser } from '../../auth';
import { deviceOffsetMinutes, setTimezone } from '../api/set-timezone';

export function TimezoneSync() {
  const { data: user } = useUser();
  const refreshUser = useRefreshUser();
  const sent = useRef(false);
  useEffect(() => {
    if (!user || sent.current) return;
    const offset = deviceOffsetMinutes();
    if (user.timezoneOffsetMinutes === offset) return;
    sent.current = true;
    setTimezone(user.uuid, offset).then(refreshUser, () => undefined);
  }, [user, refreshUser]);
  return null;
}
