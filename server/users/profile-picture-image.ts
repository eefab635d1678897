// A profile picture's bytes made safe to store: typed by content (never by name or declared type), decoded with a pixel
// limit, turned upright by its EXIF orientation, cropped to a 400×400 square and encoded as WebP without any metadata.
// Runs only in the file sandbox (server/files/sandbox/, task 'image.profilePicture'): decoding a user's image is the
// kind of work that must not cost the web process.
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const PROFILE_PICTURE_SIZE = 400;
export const PROFILE_PICTURE_CONTENT_TYPE = 'image/webp';
/** Image types accepted, by content. HEIC is not among them: sharp's bundled libheif decodes AVIF only (no HEVC). */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** Decompression-bomb guard: more pixels than a 60-megapixel photo are refused before decoding. */
const PROFILE_PICTURE_MAX_PIXELS = 60_000_000;

const WEBP_QUALITY = 82;

function invalidType(detected: string | null): AppError {
  return new AppError('InvalidMIMETypeError', { allowed: [...PROFILE_PICTURE_TYPES], detected });
}

/** The image type by magic bytes; anything else (text, PDF, HEIC, …) is InvalidMIMETypeError. */
async function detectPictureType(data: Uint8Array): Promise<string> {
  // file-type is ESM-only: imported when needed so that every bundler and test runner loads it the same way.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(data))?.mime ?? null;
  if (!detected || !(PROFILE_PICTURE_TYPES as readonly string[]).includes(detected)) throw invalidType(detected);
  return detected;
}

/** Decodes, orients, crops to the square and encodes as WebP; undecodable or truncated images are InvalidMIMETypeError. */
export async function toProfilePicture(data: Uint8Array): Promise<Buffer> {
  if (data.length > PROFILE_PICTURE_MAX_BYTES) throw new AppError('PayloadTooLargeError', { limitBytes: PROFILE_PICTURE_MAX_BYTES });
  const detected = await detectPictureType(data);
  try {
    // failOn 'error': truncated or corrupt data fails, harmless warnings (odd EXIF, extra bytes) do not.
    // Animated GIF/WebP: the first frame (sharp's default). Metadata is dropped unless asked for: none is kept.
    return await sharp(data, { failOn: 'error', limitInputPixels: PROFILE_PICTURE_MAX_PIXELS })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PayloadTooLargeError', { limitPixels: PROFILE_PICTURE_MAX_PIXELS });
    }
    throw invalidType(detected);
  }
}
