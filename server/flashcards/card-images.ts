// Card images, sounds and videos: bytes checked by content (file-type) against the allowed types and size; the name an import gives a
// checked image (its content hash, so one image is stored once however often it is imported); and the data: URLs
// the editor sends its own images in.
import { createHash } from 'node:crypto';
import { CARD_MEDIA_TYPES } from '../../lib/flashcards/card-media';
import { CARD_IMAGE_TYPES, MAX_CARD_MEDIA_BYTES, MAX_IMAGE_BYTES } from './limits';

export type CardImageFile = { data: Uint8Array; mediaType: string };

export type CardImageCheck = { ok: true; image: CardImageFile } | { ok: false; reason: 'IMAGE_TOO_LARGE' | 'UNSUPPORTED_IMAGE' };

export async function checkCardImage(data: Uint8Array): Promise<CardImageCheck> {
  if (data.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: 'IMAGE_TOO_LARGE' };
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(data))?.mime;
  if (!mime || !(CARD_IMAGE_TYPES as readonly string[]).includes(mime)) return { ok: false, reason: 'UNSUPPORTED_IMAGE' };
  return { ok: true, image: { data, mediaType: mime } };
}

/** A card's sound or video (issue 31), checked as images are: by its bytes (file-type), never its name. */
export type CardMediaCheck = { ok: true; media: CardImageFile & { extension: string } } | { ok: false; reason: 'MEDIA_TOO_LARGE' | 'UNSUPPORTED_MEDIA' };

export async function checkCardMedia(data: Uint8Array): Promise<CardMediaCheck> {
  if (data.byteLength > MAX_CARD_MEDIA_BYTES) return { ok: false, reason: 'MEDIA_TOO_LARGE' };
  const { fileTypeFromBuffer } = await import('file-type');
  const type = CARD_MEDIA_TYPES[(await fileTypeFromBuffer(data))?.mime ?? ''];
  if (!type) return { ok: false, reason: 'UNSUPPORTED_MEDIA' };
  return { ok: true, media: { data, mediaType: type.contentType, extension: type.extension } };
}

/** The SHA-256 of a file's bytes, hex. */
export const contentHash = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' };

/** A checked image's content-addressed name: `<sha256 hex>.<extension of its checked type>`. */
export function cardImageName(image: CardImageFile): string {
  return `${contentHash(image.data)}.${IMAGE_EXTENSIONS[image.mediaType]}`;
}

/** The bytes of a base64 data: URL, or null for anything else. */
export function bytesOfDataUrl(url: string): Uint8Array | null {
  const match = /^data:[a-z0-9.+/-]+;base64,([a-z0-9+/=\s]*)$/i.exec(url);
  return match ? new Uint8Array(Buffer.from(match[1]!, 'base64')) : null;
}
