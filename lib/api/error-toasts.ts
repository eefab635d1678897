// Spec §8: which toast a failed call shows — no connection, 500, 502, 504, or an unknown error with its type.
// Authorization errors are handled by the refresh queue and show nothing here.
import type { ApiError } from '../errors/api-error';

export type ErrorToast = { key: 'errorNoConnection' | 'errorServer' | 'errorUnreachable' | 'errorTimeout' | 'errorUnknown'; type?: string };

export function errorToastFor(error: ApiError): ErrorToast | null {
  if (error.status === undefined) return { key: 'errorNoConnection' };
  if (error.status === 500) return { key: 'errorServer' };
  if (error.status === 502) return { key: 'errorUnreachable' };
  if (error.status === 504) return { key: 'errorTimeout' };
  if (error.type === 'AuthorizationError') return null;
  return { key: 'errorUnknown', type: error.type };
}
