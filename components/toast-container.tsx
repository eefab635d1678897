// The one toast container: top right, closing after 5 s, its style tag carrying the page's CSP nonce, and drawn in the
// theme's colours (raised surface, ink text, the brand, success and danger colours; light or dark with the page). This
// module and react-toastify are loaded once a toast is asked for (components/toasts.tsx, lib/toast.ts).
import { useSyncExternalStore } from 'react';
import { ToastContainer as LibraryToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../config/ui';
import { readCspNonce } from '../lib/csp-nonce';
import { fade } from '../styles/colors';

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

export function ToastContainer() {
  const nonce = useSyncExternalStore(noSubscription, readCspNonce, () => undefined);
  if (!nonce) return null;
  return (
    <ToastTheme>
      <LibraryToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} nonce={nonce} newestOnTop closeOnClick />
    </ToastTheme>
  );
}
