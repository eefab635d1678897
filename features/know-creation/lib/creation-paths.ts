// Where the creation pages are: the site's (/knows/create/…) or the app area's (/app/knows/…) variants, each leading
// to its own next step; /knows (the knower's knows) ends both.
import { routes } from '../../../lib/routes/page-routes';

export type CreationArea = 'site' | 'app';

export const creationAreaOf = (pathname: string): CreationArea => (pathname.startsWith('/app/') ? 'app' : 'site');

export const uploadPath = (area: CreationArea) => (area === 'app' ? '/app/knows/create' : '/knows/create/upload');
/** Flashcard sets are made on the site's page in both areas (its details page is the site's too). */
export const IMPORT_FLASHCARDS_PATH = '/knows/create/import-flashcards';
export const detailsPath = (area: CreationArea) => (area === 'app' ? '/app/knows/details' : '/knows/create/details');
export const editPath = routes.editKnow;
export const MY_KNOWS_PATH = '/knows';

/** Query values of the spec's creation routes that travel from the upload page on to the details page (a `filename`
 *  of /app/knows/create becomes the details page's title suggestion). */
export const CARRIED_QUERY = ['hasFlashcards', 'makeKnowPrivate', 'saveToFolderUuid', 'filename', 'title', 'url', 'utm_content'] as const;

/** Spec §2 /app/knows/create?tab: the way of making a know that opens — a document upload (the default) or a
 *  flashcard set. */
export function createTabOf(value: string | string[] | undefined): 'upload' | 'flashcards' {
  return firstValue(value) === 'flashcards' ? 'flashcards' : 'upload';
}

export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
