// Toasts loaded on first use: react-toastify (≈18 kB gzip) is fetched only when a page first shows a toast, and the
// container (components/toasts.tsx) mounts at that moment; toasts asked for before it mounts are queued by the library.
export type ToastKind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was asked for on this page yet (the container mounts from then on). */
export const toastsWanted = (): boolean => wanted;

export async function showToast(kind: ToastKind, message: string, options: { toastId?: string } = {}): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('react-toastify');
  toast[kind](message, options);
}
