// The one toast container: top right, closing after 5 s, its style tag carrying the page's CSP nonce.
import { useSyncExternalStore } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../config/ui';
import { readCspNonce } from '../lib/csp-nonce';

const noSubscription = () => () => {};

export function Toasts() {
  const nonce = useSyncExternalStore(noSubscription, readCspNonce, () => undefined);
  if (!nonce) return null;
  return <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} nonce={nonce} newestOnTop closeOnClick />;
}
