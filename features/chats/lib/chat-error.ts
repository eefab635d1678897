// What the chats say when a call fails, in the user's language: the typed errors of starting a chat, sending a
// message and uploading an image (blocked, too many, wrong image type, image too large; a parent's consent or the
// birth date still missing, or the other person waiting for theirs — decision 029), the spec's connection and server
// texts for the rest.
import { CHAT_IMAGE_MAX_BYTES } from '../../../config/chat-limits';
import { errorToastFor } from '../../../lib/api/error-toasts';
import { ApiError } from '../../../lib/errors/api-error';

const TYPED: Record<string, string> = {
  ForbiddenError: 'chats:errors.forbidden',
  TooManyRequestsError: 'chats:errors.tooMany',
  InvalidMIMETypeError: 'chats:errors.imageType',
  PayloadTooLargeError: 'chats:errors.imageTooLarge',
  NotFoundError: 'chats:errors.notFound',
};

/** The ForbiddenError reasons of decision 029 (server/chats/chat-consent.ts), each with its own text. */
const CONSENT_REASONS: Record<string, string> = {
  parentalConsentRequired: 'chats:errors.parentalConsent',
  ageConfirmationRequired: 'chats:errors.ageConfirmation',
  partnerParentalConsentRequired: 'chats:errors.partnerCannotChat',
};

/** The values the error texts state: the image limit ('at most {{maxMb}} MB') is the server's. */
export const CHAT_ERROR_VALUES = { maxMb: CHAT_IMAGE_MAX_BYTES / (1024 * 1024) };

export function chatErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'common:errorUnknown';
  const toast = errorToastFor(error);
  if (toast && toast.key !== 'errorUnknown') return `common:${toast.key}`;
  const reason = error.type === 'ForbiddenError' && typeof error.data.reason === 'string' ? CONSENT_REASONS[error.data.reason] : undefined;
  return reason ?? TYPED[error.type] ?? 'chats:errors.generic';
}
