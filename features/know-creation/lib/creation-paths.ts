// Where the creation pages are: the site's (/knows/create/…) or the app area's (/app/knows/…) variants, each leading
// to its own next step; /knows (the knower's knows) ends both.
import { routes } from '../../../lib/routes/page-routes';

export type CreationArea = 'site' | 'app';

export const creationAreaOf = (pathname: string): CreationArea => (pathname.startsWith('/app/') ? 'app' : 'site');

export const uploadPath = (area: CreationArea) => (area === 'app' ? '/app/knows/create' : '/knows/create/upload');
export const detailsPath = (area: CreationArea) => (area === 'app' ? '/app/knows/details' : '/knows/create/details');
export const editPath = routes.editKnow;
export const MY_KNOWS_PATH = '/knows';

/** Query values of the spec's creation routes that travel from the upload page on to the details page. */
export const CARRIED_QUERY = ['hasFlashcards', 'makeKnowPrivate', 'saveToFolderUuid', 'title', 'url', 'utm_content'] as const;

export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
