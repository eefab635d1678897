// The one toast container as the shell mounts it: nothing until a page first asks for a toast (lib/toast.ts); then
// the container (toast-container.tsx) and react-toastify are loaded and mounted — no page's first load carries them.
import { useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsWanted } from '../lib/toast';
import { deferredInBrowser } from './deferred';

const ToastContainer = deferredInBrowser(() => import('./toast-container').then((module) => module.ToastContainer));

export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  return wanted ? <ToastContainer /> : null;
}
