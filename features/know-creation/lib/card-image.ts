// The editor's own check of a card image before it is kept as a data: URL: the types and the 1 MB the API takes
// (server/flashcards/limits.ts, where the server checks again, by content).

/** Media types a card image may have (no SVG). */
export const CARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
/** Bytes of one card image. */
const CARD_IMAGE_MAX_BYTES = 1024 * 1024;

export function checkCardImage(file: { type: string; size: number }): 'wrongType' | 'tooLarge' | null {
  if (!(CARD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return file.size > CARD_IMAGE_MAX_BYTES ? 'tooLarge' : null;
}

export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}
