// The one toast container: top right, closing after 5 s, its style tag carrying the page's CSP nonce. It is loaded
// and mounted only once a toast is asked for (lib/toast.ts), so pages without toasts do not carry react-toastify.
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../config/ui';
import { readCspNonce } from '../lib/csp-nonce';
import { subscribeToToasts, toastsWanted } from '../lib/toast';

const ToastContainer = dynamic(() => import('react-toastify').then((library) => library.ToastContainer), { ssr: false });

const noSubscription = () => () => {};

export function Toasts() {
  const nonce = useSyncExternalStore(noSubscription, readCspNonce, () => undefined);
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!nonce || !wanted) return null;
  return <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} nonce={nonce} newestOnTop closeOnClick />;
}
