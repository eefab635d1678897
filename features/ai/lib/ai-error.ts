// What the AI pages say when a call fails, in the user's language: the daily limit (NoTutoringMinutesAvailableError)
// with when it resets and, when the error names one, the pro plan's address; the spec's connection and server texts
// (lib/api/error-toasts.ts) for the rest; a few AI-specific refusals in their own words.
import { ApiError } from '../../../lib/errors/api-error';
import { errorToastFor } from '../../../lib/api/error-toasts';

export type AiErrorNotice =
  | { kind: 'limit'; resetsOn: string | undefined; proPlanUrl: string | undefined }
  | { kind: 'message'; key: string; values?: Record<string, string> };

const AI_MESSAGES: Partial<Record<ApiError['type'], string>> = {
  TooManyRequestsError: 'ai:errors.tooManyRequests',
  NotFoundError: 'ai:errors.notFound',
  FormValidationError: 'ai:errors.invalid',
  BadRequestError: 'ai:errors.invalid',
  ForbiddenError: 'ai:errors.forbidden',
  PayloadTooLargeError: 'ai:errors.tooLarge',
  InvalidMIMETypeError: 'ai:errors.notPdf',
};

const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** Only an address of this site or an https one becomes a link. */
const safeUrl = (value: unknown) => {
  const url = stringOf(value);
  return url && (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)) ? url : undefined;
};

export function aiErrorNotice(error: unknown): AiErrorNotice {
  if (!(error instanceof ApiError)) return { kind: 'message', key: 'common:errorUnknown', values: { type: 'UnknownError' } };
  if (error.type === 'NoTutoringMinutesAvailableError') return { kind: 'limit', resetsOn: stringOf(error.data.resetsOn), proPlanUrl: safeUrl(error.data.proPlanUrl) };
  const toast = errorToastFor(error);
  if (toast && toast.key !== 'errorUnknown') return { kind: 'message', key: `common:${toast.key}` };
  const own = AI_MESSAGES[error.type];
  if (own) return { kind: 'message', key: own };
  return { kind: 'message', key: 'common:errorUnknown', values: { type: error.type } };
}
