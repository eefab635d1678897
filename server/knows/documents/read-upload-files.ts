// Reads the files of a know upload: every part named `file` of a multipart/form-data body, in the order sent (several
// images make one know's pages), as the bytes arrive (server/http/multipart.ts), within the upload's body limit.
import type { Readable } from 'node:stream';
import { KNOW_IMAGES_MAX_COUNT } from '../../../config/know-uploads';
import type { AppError } from '../../../lib/errors';
import { fileFieldError, readMultipartFiles, type UploadedFile } from '../../http/multipart';

export const UPLOAD_FIELD = 'file';

export const uploadFieldError = (message: string, details: Record<string, unknown> = {}, code = 'custom'): AppError => fileFieldError(UPLOAD_FIELD, message, details, code);

/** `maxBytes`: the route's body limit, for all files together. */
export function readUploadFiles(body: Readable | Buffer | undefined, contentType: string | string[] | undefined, maxBytes: number): Promise<UploadedFile[]> {
  return readMultipartFiles(body, contentType, { field: UPLOAD_FIELD, maxFiles: KNOW_IMAGES_MAX_COUNT, maxBytes });
}
