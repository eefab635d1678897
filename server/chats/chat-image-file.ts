// A chat image's bytes made safe to store: typed by content (JPEG, PNG or WebP, else InvalidMIMETypeError), decoded with
// a pixel limit (a decompression bomb is PayloadTooLargeError), turned upright, shrunk to CHAT_IMAGE_MAX_EDGE a side and
// encoded as WebP without metadata. Runs only in the file sandbox (server/files/sandbox/, task 'image.chat').
import sharp from 'sharp';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MAX_EDGE, CHAT_IMAGE_MAX_PIXELS, CHAT_IMAGE_TYPES } from '../../config/chat-limits';
import { AppError } from '../../lib/errors';

const WEBP_QUALITY = 80;

export const invalidChatImageType = (detected: string | null, name: string) => new AppError('InvalidMIMETypeError', { allowed: [...CHAT_IMAGE_TYPES], detected, filename: name.slice(0, 200) });

/** The image as stored: upright, at most CHAT_IMAGE_MAX_EDGE a side, WebP, no metadata. */
export async function toChatImage(data: Uint8Array, name: string): Promise<{ data: Buffer; width: number; height: number }> {
  if (data.length > CHAT_IMAGE_MAX_BYTES) throw new AppError('PayloadTooLargeError', { limitBytes: CHAT_IMAGE_MAX_BYTES });
  // file-type is ESM-only: imported when needed (as in server/users/profile-picture-image.ts).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(data))?.mime ?? null;
  if (!detected || !(CHAT_IMAGE_TYPES as readonly string[]).includes(detected)) throw invalidChatImageType(detected, name);
  try {
    // failOn 'error': truncated or corrupt data fails; animated images keep their first frame.
    const { data: out, info } = await sharp(data, { failOn: 'error', limitInputPixels: CHAT_IMAGE_MAX_PIXELS })
      .rotate()
      .resize(CHAT_IMAGE_MAX_EDGE, CHAT_IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('PayloadTooLargeError', { limitPixels: CHAT_IMAGE_MAX_PIXELS });
    throw invalidChatImageType(detected, name);
  }
}
