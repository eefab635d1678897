// Limits of know uploads and know details, shared by the upload page (checked before sending) and the server (checked
// again, by content). One upload is one PDF or several images, which become one know's pages in the order sent.
export const KNOW_PDF_TYPE = 'application/pdf';
/** Images accepted as pages, by content. HEIC is refused, as for profile pictures: sharp's libheif decodes AVIF only. */
export const KNOW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const KNOW_UPLOAD_TYPES = [KNOW_PDF_TYPE, ...KNOW_IMAGE_TYPES] as const;

export const KNOW_PDF_MAX_BYTES = 30 * 1024 * 1024; // one PDF up to 30 MB
export const KNOW_PDF_MAX_PAGES = 200; // and up to 200 pages
export const KNOW_IMAGE_MAX_BYTES = 15 * 1024 * 1024; // each image up to 15 MB
export const KNOW_IMAGES_MAX_COUNT = 30; // up to 30 images (pages) in one know
export const KNOW_UPLOAD_MAX_BYTES = 60 * 1024 * 1024; // all files of one upload together
/** Decompression-bomb guard: an image of more pixels than this (a 100-megapixel photo) is refused before decoding. */
export const KNOW_IMAGE_MAX_PIXELS = 100_000_000;

export const KNOW_TITLE_MIN_LENGTH = 3;
export const KNOW_TITLE_MAX_LENGTH = 120;
export const KNOW_DESCRIPTION_MAX_LENGTH = 2000;
export const KNOW_SUBJECTS_MAX = 3;
export const KNOW_GRADES_MAX = 13;

/** How often the details page asks whether the document is processed. */
export const KNOW_DRAFT_POLL_MS = 1500;
