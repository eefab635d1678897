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

/** PDFs are read and rendered in a separate process (server/files/sandbox/, bounds in config/file-sandbox.ts), never in
 *  the web process. One image embedded in a PDF may have at most this many pixels (a 400 dpi A4 scan has 15.5 million); a larger one is
 *  refused on upload, and pdf.js refuses to decode it (its maxImageSize) should it hide where the upload check cannot
 *  see it (an inline image). */
export const KNOW_PDF_MAX_IMAGE_PIXELS = 20_000_000;
/** All images drawn on all pages of a PDF together (an image drawn on 200 pages counts 200 times): decoding is what
 *  costs, so a small file that draws one large image on every page is refused on upload. 115 pages of 300 dpi A4 scans fit. */
export const KNOW_PDF_MAX_DRAWN_PIXELS = 1_000_000_000;
/** Documents one user may upload (each costs its rendering): per hour and per day. A class's notes after a school trip
 *  fit; a script turning the server into a renderer does not. */
export const KNOW_UPLOAD_QUOTA = { perHour: 30, perDay: 100 } as const;

export const KNOW_TITLE_MIN_LENGTH = 3;
export const KNOW_TITLE_MAX_LENGTH = 120;
export const KNOW_DESCRIPTION_MAX_LENGTH = 2000;
export const KNOW_SUBJECTS_MAX = 3;
export const KNOW_GRADES_MAX = 13;

/** How often the details page asks whether the document is processed. */
export const KNOW_DRAFT_POLL_MS = 1500;
