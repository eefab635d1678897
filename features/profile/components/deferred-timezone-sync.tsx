// The time-zone sync as the shell mounts it: for a signed-in user only, its code loaded once the page is interactive.
import { deferredInBrowser } from '../../../components/deferred';
import { useUser } from '../../auth';

const TimezoneSync = deferredInBrowser(() => import('./timezone-sync').then((module) => module.TimezoneSync));

export function DeferredTimezoneSync() {
  const { data: user } = useUser();
  return user ? <TimezoneSync /> : null;
}
