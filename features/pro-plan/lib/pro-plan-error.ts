// What the pro plan's pages say when a call fails, in the user's language: the typed errors of checkout and of
// redeeming a code (unknown, already used, expired), a checkout on another country's site than the account's
// (decision 037), the spec's connection and server texts for the rest.
import { errorToastFor } from '../../../lib/api/error-toasts';
import { ApiError } from '../../../lib/errors/api-error';

export function proPlanErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'common:errorUnknown';
  const toast = errorToastFor(error);
  if (toast && toast.key !== 'errorUnknown') return `common:${toast.key}`;
  if (error.type === 'NotFoundError') return error.data.resource === 'subscriptionCode' ? 'pro-plan:errors.codeUnknown' : 'pro-plan:errors.notFound';
  if (error.type === 'DuplicateError') return error.data.resource === 'subscriptionCode' ? 'pro-plan:errors.codeUsed' : 'pro-plan:errors.alreadyPro';
  if (error.type === 'BadRequestError' && error.data.reason === 'subscriptionCodeExpired') return 'pro-plan:errors.codeExpired';
  if (error.type === 'BadRequestError' && error.data.reason === 'accountOfAnotherSite') return 'pro-plan:errors.otherSite';
  return 'pro-plan:errors.generic';
}
