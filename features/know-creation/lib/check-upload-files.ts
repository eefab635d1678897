// The upload page's own check of the chosen files, before anything is sent (the server checks again, by content):
// one PDF or up to 30 images (JPEG, PNG, WebP), within the size limits of config/know-uploads.ts.
import {
  KNOW_IMAGE_MAX_BYTES,
  KNOW_IMAGE_TYPES,
  KNOW_IMAGES_MAX_COUNT,
  KNOW_PDF_MAX_BYTES,
  KNOW_PDF_TYPE,
  KNOW_UPLOAD_MAX_BYTES,
} from '../../../config/know-uploads';

export type UploadProblem =
  | 'noFile'
  | 'wrongType'
  | 'heicNotSupported'
  | 'onePdfOnly'
  | 'pdfTooLarge'
  | 'imageTooLarge'
  | 'tooManyImages'
  | 'uploadTooLarge'
  | 'emptyFile';

export type UploadCheck = { ok: true; kind: 'pdf' | 'images' } | { ok: false; problem: UploadProblem; filename?: string };

type FileLike = { name: string; size: number; type: string };

const BY_EXTENSION: Record<string, string> = { pdf: KNOW_PDF_TYPE, jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic', heif: 'image/heif' };

/** The file's type as the browser declares it, else as its extension says. */
function declaredType(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

export function checkUploadFiles(files: readonly FileLike[]): UploadCheck {
  if (files.length === 0) return { ok: false, problem: 'noFile' };
  const types = files.map(declaredType);
  for (const [index, type] of types.entries()) {
    const filename = files[index]!.name;
    if (type === 'image/heic' || type === 'image/heif') return { ok: false, problem: 'heicNotSupported', filename };
    if (type !== KNOW_PDF_TYPE && !(KNOW_IMAGE_TYPES as readonly string[]).includes(type)) return { ok: false, problem: 'wrongType', filename };
    if (files[index]!.size === 0) return { ok: false, problem: 'emptyFile', filename };
  }
  if (types.includes(KNOW_PDF_TYPE)) {
    if (files.length > 1) return { ok: false, problem: 'onePdfOnly' };
    if (files[0]!.size > KNOW_PDF_MAX_BYTES) return { ok: false, problem: 'pdfTooLarge', filename: files[0]!.name };
    return { ok: true, kind: 'pdf' };
  }
  if (files.length > KNOW_IMAGES_MAX_COUNT) return { ok: false, problem: 'tooManyImages' };
  const tooLarge = files.find((file) => file.size > KNOW_IMAGE_MAX_BYTES);
  if (tooLarge) return { ok: false, problem: 'imageTooLarge', filename: tooLarge.name };
  if (files.reduce((sum, file) => sum + file.size, 0) > KNOW_UPLOAD_MAX_BYTES) return { ok: false, problem: 'uploadTooLarge' };
  return { ok: true, kind: 'images' };
}

/** The problem a refused upload's error names (the server's typed error and its data), or null for other errors. */
export function uploadProblemOfError(
  type: string,
  data: Record<string, unknown>,
): UploadProblem | 'pdfTooManyPages' | 'unreadablePdf' | 'imageTooManyPixels' | 'pdfTooComplex' | 'tooManyUploads' | null {
  if (type === 'TooManyRequestsError') return 'tooManyUploads';
  if (type === 'InvalidMIMETypeError') return data.detected === 'image/heic' || data.detected === 'image/heif' ? 'heicNotSupported' : 'wrongType';
  if (type === 'PayloadTooLargeError') return 'uploadTooLarge';
  if (type !== 'FormValidationError') return null;
  const byLimit: Record<string, ReturnType<typeof uploadProblemOfError>> = {
    pdfBytes: 'pdfTooLarge',
    pdfPages: 'pdfTooManyPages',
    imageBytes: 'imageTooLarge',
    imageCount: 'tooManyImages',
    imagePixels: 'imageTooManyPixels',
  };
  if (typeof data.limit === 'string' && byLimit[data.limit]) return byLimit[data.limit]!;
  if (data.reason === 'unreadablePdf') return 'unreadablePdf';
  if (data.reason === 'pdfTooComplex') return 'pdfTooComplex';
  if (data.reason === 'onePdfOnly') return 'onePdfOnly';
  return 'wrongType';
}
