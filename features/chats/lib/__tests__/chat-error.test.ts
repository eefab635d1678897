import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES } from '../../../../config/chat-limits';
import { ApiError } from '../../../../lib/errors/api-error';
import { CHAT_ERROR_VALUES, chatErrorKey } from '../chat-error';

describe('chatErrorKey', () => {
  it('says why a chat is closed while a parent’s consent or the birth date is missing, on either side (decision 029)', () => {
    expect(chatErrorKey(new ApiError('ForbiddenError', { reason: 'parentalConsentRequired', message: 'x' }, 403))).toBe('chats:errors.parentalConsent');
    expect(chatErrorKey(new ApiError('ForbiddenError', { reason: 'ageConfirmationRequired', message: 'x' }, 403))).toBe('chats:errors.ageConfirmation');
    expect(chatErrorKey(new ApiError('ForbiddenError', { reason: 'partnerParentalConsentRequired', message: 'x' }, 403))).toBe('chats:errors.partnerCannotChat');
  });

  it('names the typed refusals of chats: blocked, too many, not an image, too large, gone', () => {
    expect(chatErrorKey(new ApiError('ForbiddenError', { reason: 'One of you blocked the other.' }, 403))).toBe('chats:errors.forbidden');
    expect(chatErrorKey(new ApiError('TooManyRequestsError', {}, 429))).toBe('chats:errors.tooMany');
    expect(chatErrorKey(new ApiError('InvalidMIMETypeError', { detected: null }, 400))).toBe('chats:errors.imageType');
    expect(chatErrorKey(new ApiError('PayloadTooLargeError', {}, 413))).toBe('chats:errors.imageTooLarge');
    expect(chatErrorKey(new ApiError('NotFoundError', {}, 404))).toBe('chats:errors.notFound');
  });

  it("states the server's image limit: CHAT_IMAGE_MAX_BYTES in MB", () => {
    expect(CHAT_ERROR_VALUES.maxMb * 1024 * 1024).toBe(CHAT_IMAGE_MAX_BYTES);
    expect(Number.isInteger(CHAT_ERROR_VALUES.maxMb)).toBe(true);
  });

  it("uses the spec's texts for no connection and server errors, and a generic one for the rest", () => {
    expect(chatErrorKey(new ApiError('UnknownError', {}, undefined))).toBe('common:errorNoConnection');
    expect(chatErrorKey(new ApiError('UnknownError', {}, 500))).toBe('common:errorServer');
    expect(chatErrorKey(new ApiError('BadRequestError', {}, 400))).toBe('chats:errors.generic');
    expect(chatErrorKey(new Error('boom'))).toBe('common:errorUnknown');
  });
});
