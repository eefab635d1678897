// What the chats say when a call fails, in the user's language: the typed errors of starting a chat, sending a
// message and uploading an image (blocked, too many, wrong image type, image too large), the spec's connection and
// server texts for the rest.
import { errorToastFor } from '../../../lib/api/error-toasts';
import { ApiError } from '../../../lib/errors/api-error';

const TYPED: Record<string, string> = {
  ForbiddenError: 'chats:errors.forbidden',
  TooManyRequestsError: 'chats:errors.tooMany',
  InvalidMIMETypeError: 'chats:errors.imageType',
  PayloadTooLargeError: 'chats:errors.imageTooLarge',
  NotFoundError: 'chats:errors.notFound',
};

export function chatErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'common:errorUnknown';
  const toast = errorToastFor(error);
  if (toast && toast.key !== 'errorUnknown') return `common:${toast.key}`;
  return TYPED[error.type] ?? 'chats:errors.generic';
}
