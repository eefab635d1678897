// The upload limits the upload texts name (config/know-uploads), and the count a problem's plural text follows.
import { KNOW_IMAGE_MAX_BYTES, KNOW_IMAGES_MAX_COUNT, KNOW_PDF_MAX_BYTES, KNOW_PDF_MAX_PAGES } from '../../../config/know-uploads';

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = { pdfMb: KNOW_PDF_MAX_BYTES / MB, pdfPages: KNOW_PDF_MAX_PAGES, imageMb: KNOW_IMAGE_MAX_BYTES / MB, images: KNOW_IMAGES_MAX_COUNT };

/** The problems whose text counts something: "at most {{pdfPages}} pages" takes the page limit as its plural count. */
const COUNTED: Partial<Record<string, number>> = { pdfTooManyPages: UPLOAD_LIMITS.pdfPages, tooManyImages: UPLOAD_LIMITS.images };

/** The interpolation values of upload:problems.<problem>: the limits, the file's name and, where it counts, the count. */
export function uploadProblemValues(problem: string, filename: string): Record<string, string | number> {
  const count = COUNTED[problem];
  return { ...UPLOAD_LIMITS, filename, ...(count === undefined ? {} : { count }) };
}
