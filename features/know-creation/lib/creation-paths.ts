// Where the creation pages are: the site's (/knows/create/…) or the app area's (/app/knows/…) variants, each leading
// to its own next step; /knows (the knower's knows) ends both.
import { isAppAreaPath, routes } from '../../../lib/routes/page-routes';

export type CreationArea = 'site' | 'app';

export const creationAreaOf = (pathname: string): CreationArea => (isAppAreaPath(pathname) ? 'app' : 'site');

export const uploadPath = routes.upload;
/** Flashcard sets are made on the site's page in both areas (its details page is the site's too). */
export const IMPORT_FLASHCARDS_PATH = routes.importFlashcards();
export const detailsPath = routes.knowDetailsPage;
export const editPath = routes.editKnow;
export const MY_KNOWS_PATH = routes.myKnows('site');

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
