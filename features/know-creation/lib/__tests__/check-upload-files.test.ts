import { describe, expect, it } from 'vitest';
import { KNOW_IMAGE_MAX_BYTES, KNOW_PDF_MAX_BYTES } from '../../../../config/know-uploads';
import { checkUploadFiles, uploadProblemOfError } from '../check-upload-files';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('checkUploadFiles', () => {
  it('takes one PDF, by its declared type or its extension', () => {
    expect(checkUploadFiles([file('a.pdf', 10, 'application/pdf')])).toEqual({ ok: true, kind: 'pdf' });
    expect(checkUploadFiles([file('a.PDF')])).toEqual({ ok: true, kind: 'pdf' });
  });

  it('takes several JPEG, PNG and WebP images as one know', () => {
    expect(checkUploadFiles([file('1.jpg'), file('2.png', 5, 'image/png'), file('3.webp')])).toEqual({ ok: true, kind: 'images' });
  });

  it('refuses other types, HEIC with its own message, and a PDF together with other files', () => {
    expect(checkUploadFiles([file('notes.docx')])).toMatchObject({ ok: false, problem: 'wrongType', filename: 'notes.docx' });
    expect(checkUploadFiles([file('IMG_1.HEIC')])).toMatchObject({ ok: false, problem: 'heicNotSupported' });
    expect(checkUploadFiles([file('a.pdf'), file('b.png')])).toMatchObject({ ok: false, problem: 'onePdfOnly' });
    expect(checkUploadFiles([])).toMatchObject({ ok: false, problem: 'noFile' });
    expect(checkUploadFiles([file('a.png', 0)])).toMatchObject({ ok: false, problem: 'emptyFile' });
  });

  it('allows a PDF of exactly 30 MB and an image of exactly 15 MB, not a byte more', () => {
    expect(checkUploadFiles([file('a.pdf', KNOW_PDF_MAX_BYTES)]).ok).toBe(true);
    expect(checkUploadFiles([file('a.pdf', KNOW_PDF_MAX_BYTES + 1)])).toMatchObject({ problem: 'pdfTooLarge' });
    expect(checkUploadFiles([file('a.png', KNOW_IMAGE_MAX_BYTES)]).ok).toBe(true);
    expect(checkUploadFiles([file('a.png', KNOW_IMAGE_MAX_BYTES + 1)])).toMatchObject({ problem: 'imageTooLarge' });
  });

  it('allows 30 images, not 31, and at most 60 MB together', () => {
    expect(checkUploadFiles(Array.from({ length: 30 }, (_, n) => file(`${n}.png`))).ok).toBe(true);
    expect(checkUploadFiles(Array.from({ length: 31 }, (_, n) => file(`${n}.png`)))).toMatchObject({ problem: 'tooManyImages' });
    expect(checkUploadFiles(Array.from({ length: 5 }, (_, n) => file(`${n}.png`, 14 * 1024 * 1024)))).toMatchObject({ problem: 'uploadTooLarge' });
  });
});

describe('uploadProblemOfError', () => {
  it('reads the server’s typed errors', () => {
    expect(uploadProblemOfError('InvalidMIMETypeError', { detected: 'text/plain' })).toBe('wrongType');
    expect(uploadProblemOfError('InvalidMIMETypeError', { detected: 'image/heic' })).toBe('heicNotSupported');
    expect(uploadProblemOfError('FormValidationError', { limit: 'pdfPages' })).toBe('pdfTooManyPages');
    expect(uploadProblemOfError('FormValidationError', { reason: 'unreadablePdf' })).toBe('unreadablePdf');
    expect(uploadProblemOfError('PayloadTooLargeError', {})).toBe('uploadTooLarge');
    expect(uploadProblemOfError('FormValidationError', { reason: 'pdfTooComplex', limit: 'pdfImagePixels' })).toBe('pdfTooComplex');
    expect(uploadProblemOfError('FormValidationError', { reason: 'pdfTooComplex', limit: 'memory' })).toBe('pdfTooComplex');
    expect(uploadProblemOfError('TooManyRequestsError', { retryAfterSeconds: 120 })).toBe('tooManyUploads');
    expect(uploadProblemOfError('NoErrorType', {})).toBeNull();
  });
});
