// The one toast container: top right, closing after 5 s, its style tag carrying the page's CSP nonce, and drawn in the
// theme's colours (raised surface, ink text, the brand, success and danger colours; light or dark with the page). It
// is loaded and mounted only once a toast is asked for (lib/toast.ts), so pages without toasts do not carry
// react-toastify.
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../config/ui';
import { readCspNonce } from '../lib/csp-nonce';
import { subscribeToToasts, toastsWanted } from '../lib/toast';
import { fade } from '../styles/colors';

const ToastContainer = dynamic(() => import('react-toastify').then((library) => library.ToastContainer), { ssr: false });

/** The library's own custom properties, set from the theme's tokens for the container's subtree. */
const ToastTheme = styled.div`
  display: contents;
  --toastify-color-light: ${({ theme }) => theme.colors.surfaceRaised};
  --toastify-text-color-light: ${({ theme }) => theme.colors.ink};
  --toastify-color-info: ${({ theme }) => theme.colors.brandBlue};
  --toastify-color-success: ${({ theme }) => theme.colors.success};
  --toastify-color-error: ${({ theme }) => theme.colors.danger};
  --toastify-color-warning: ${({ theme }) => theme.colors.plusPlanYellow};
  --toastify-color-progress-light: ${({ theme }) => theme.colors.brandBlue};
  --toastify-toast-shadow: 0 4px 12px ${({ theme }) => fade(theme.colors.shadow, 0.1)};
  --toastify-font-family: ${({ theme }) => theme.fonts.body};
  .Toastify__close-button--light { color: ${({ theme }) => theme.colors.ink}; }
`;

const noSubscription = () => () => {};

export function Toasts() {
  const nonce = useSyncExternalStore(noSubscription, readCspNonce, () => undefined);
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!nonce || !wanted) return null;
  return (
    <ToastTheme>
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} nonce={nonce} newestOnTop closeOnClick />
    </ToastTheme>
  );
}
