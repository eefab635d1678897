// The time-zone sync as the shell mounts it: for a signed-in user only, its code loaded once the page is interactive.
import dynamic from 'next/dynamic';
import { useUser } from '../../auth';

const TimezoneSync = dynamic(() => import('./timezone-sync').then((module) => module.TimezoneSync), { ssr: false });

export function DeferredTimezoneSync() {
  const { data: user } = useUser();
  return user ? <TimezoneSync /> : null;
}
