// The URLs of a know's images (page, blurred preview, card thumbnail) with a version that changes with its document.
// Apart from lib/knows/paths.ts, whose page paths every page's links use, so that those do not carry the endpoints.
import { endpointUrl, knowPageImage, knowPagePreview, knowThumbnail } from '../api/endpoints';

/** Version part of a know's image URLs: changes whenever the know's document changes, so the files cache forever. */
const imageVersion = (updatedOn: string | Date) => new Date(updatedOn).getTime().toString(36);

/** A page's full web image (served only to those entitled to see the page: see the know page's blur rule). */
export function knowPageImageUrl(knowUuid: string, pageNumber: number, updatedOn: string | Date): string {
  return `${endpointUrl(knowPageImage, { id: knowUuid, n: pageNumber })}?v=${imageVersion(updatedOn)}`;
}

/** A page's small blurred preview, which anyone may load. */
export function knowPagePreviewUrl(knowUuid: string, pageNumber: number, updatedOn: string | Date): string {
  return `${endpointUrl(knowPagePreview, { id: knowUuid, n: pageNumber })}?v=${imageVersion(updatedOn)}`;
}

/** The card image of a know: its first page, small. */
export function knowThumbnailUrl(knowUuid: string, updatedOn: string | Date): string {
  return `${endpointUrl(knowThumbnail, { id: knowUuid })}?v=${imageVersion(updatedOn)}`;
}
