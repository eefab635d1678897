// What the flashcard import preview's client reads without zod (the editor's and the preview's first load): the
// address of an import image and the reasons an import could not read a line. The zod contracts in flashcards.ts
// build on these.
import { flashcardImportImage } from '../api/endpoints';

/** An import image's name: the SHA-256 of its bytes and the extension of its checked type. The same store and route
 *  keep an import's sounds and videos (IMPORT_MEDIA_NAME, lib/flashcards/card-media.ts). */
export const IMPORT_IMAGE_NAME = /^[0-9a-f]{64}\.(png|jpg|gif|webp|avif)$/;
/** Where an import preview's image is read (GET, signed in, the caller's own only): the URL the preview's cards carry. */
export const importImageUrl = (name: string) => flashcardImportImage.path.replace('{name}', name);
/** The import image a card image URL refers to, or null (a data: URL, anything else). */
export function importImageNameOf(url: string): string | null {
  const prefix = importImageUrl('');
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return IMPORT_IMAGE_NAME.test(name) ? name : null;
}

/** Why a line or note of an import could not be read (the client translates each). */
export const IMPORT_PROBLEM_REASONS = [
  'EMPTY_FRONT', 'EMPTY_BACK', 'UNCLOSED_QUOTE', 'SIDE_TOO_LONG', 'NO_CLOZE_DELETION', 'UNSUPPORTED_NOTE_TYPE', 'MISSING_IMAGE',
  'IMAGE_TOO_LARGE', 'MORE_THAN_ONE_IMAGE', 'TOO_MANY_CARDS', 'MEDIA_NOT_KEPT', 'IMAGE_OCCLUSION', 'STYLE_NOT_KEPT',
] as const;
