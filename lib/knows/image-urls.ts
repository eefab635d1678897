// The URLs of a know's images (page, blurred preview, card thumbnail) with a version that changes with its document.
// Apart from lib/knows/paths.ts, whose page paths every page's links use, so that those do not carry the endpoints.
import { endpointUrl, knowPageImage, knowPagePreview, knowThumbnail } from '../api/endpoints';

/** Version part of a know's image URLs: changes whenever the know's document changes, so the files cache forever. */
const imageVersion = (updatedOn: string | Date) => new Date(updatedOn).getTime().toString(36);

/** A page's full web image (served only to those entitled to see the page: see the know page's blur rule). */
export function knowPageImageUrl(knowUuid: string, pageNumber: number, updatedOn: string | Date): string {
  return `${endpointUrl(knowPageImage, { id: knowUuid, n: pageNumber })}?v=${imageVersion(updatedOn)}`;
}

/** Narrower copies of a page's web image (px) that a browser may take instead (srcset): a phone's screen needs about
 *  720 px of a page, not the full 1,240, and loads a third of the bytes for it. Made on first request and kept. */
export const PAGE_IMAGE_WIDTHS = [480, 720, 960] as const;
export type PageImageWidth = (typeof PAGE_IMAGE_WIDTHS)[number];

/** The srcset of a page's web image (`imageUrl`, `fullWidth` px wide): its narrower copies and the image itself. */
export function knowPageImageSrcSet(imageUrl: string, fullWidth: number): string {
  const narrower = PAGE_IMAGE_WIDTHS.filter((width) => width < fullWidth).map((width) => `${imageUrl}&w=${width} ${width}w`);
  return [...narrower, `${imageUrl} ${fullWidth}w`].join(', ');
}

/** A page's small blurred preview, which anyone may load. */
export function knowPagePreviewUrl(knowUuid: string, pageNumber: number, updatedOn: string | Date): string {
  return `${endpointUrl(knowPagePreview, { id: knowUuid, n: pageNumber })}?v=${imageVersion(updatedOn)}`;
}

/** The card image of a know: its first page, small. */
export function knowThumbnailUrl(knowUuid: string, updatedOn: string | Date): string {
  return `${endpointUrl(knowThumbnail, { id: knowUuid })}?v=${imageVersion(updatedOn)}`;
}
