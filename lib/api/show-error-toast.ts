// Shows the spec §8 toast for a failed call, in the interface language (common namespace).
import type { TFunction } from 'i18next';
import { showToast } from '../toast';
import type { ApiError } from '../errors/api-error';
import { errorToastFor } from './error-toasts';

export function showErrorToast(error: ApiError, t: TFunction): void {
  const rule = errorToastFor(error);
  if (!rule) return;
  void showToast('error', t(`common:${rule.key}`, { type: rule.type }), { toastId: `${rule.key}:${rule.type ?? ''}` });
}
