// The editor's own check of a card image before it is kept as a data: URL: the types and the size the API takes
// (config/flashcards.ts; the server checks again, by content).
import { CARD_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../config/flashcards';

export function checkCardImage(file: { type: string; size: number }): 'wrongType' | 'tooLarge' | null {
  if (!(CARD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return file.size > MAX_IMAGE_BYTES ? 'tooLarge' : null;
}

export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}
