// Reads the files of a know upload: every part named `file` of a multipart/form-data body, in the order sent (several
// images make one know's pages). The Web platform's parser does the work, as in server/http/multipart.ts.
import { KNOW_IMAGES_MAX_COUNT } from '../../../config/know-uploads';
import { AppError } from '../../../lib/errors';
import type { UploadedFile } from '../../http/multipart';

export const UPLOAD_FIELD = 'file';

export function uploadFieldError(message: string, details: Record<string, unknown> = {}, code = 'custom'): AppError {
  return new AppError('FormValidationError', {
    fields: { [UPLOAD_FIELD]: [message] },
    issues: [{ in: 'body', path: [UPLOAD_FIELD], code, message, ...details }],
    ...details,
  });
}

export async function readUploadFiles(rawBody: Buffer | undefined, contentType: string | string[] | undefined): Promise<UploadedFile[]> {
  const type = typeof contentType === 'string' ? contentType : '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) throw uploadFieldError(`Send the files as multipart/form-data in the field "${UPLOAD_FIELD}".`);
  if (!rawBody || rawBody.length === 0) throw uploadFieldError('The request has no file.');
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', { method: 'POST', headers: { 'content-type': type }, body: rawBody as Uint8Array<ArrayBuffer> }).formData();
  } catch {
    throw uploadFieldError('The multipart body could not be read.');
  }
  const parts = form.getAll(UPLOAD_FIELD);
  if (parts.length === 0) throw uploadFieldError(`The field "${UPLOAD_FIELD}" must hold a file.`);
  if (parts.length > KNOW_IMAGES_MAX_COUNT) {
    throw uploadFieldError(`Send at most ${KNOW_IMAGES_MAX_COUNT} files.`, { maximum: KNOW_IMAGES_MAX_COUNT, limit: 'imageCount' }, 'too_big');
  }
  const files: UploadedFile[] = [];
  for (const part of parts) {
    if (typeof part === 'string') throw uploadFieldError(`The field "${UPLOAD_FIELD}" must hold files, not text.`);
    if (part.size === 0) throw uploadFieldError('A file is empty.');
    files.push({ name: part.name, type: part.type, data: Buffer.from(await part.arrayBuffer()) });
  }
  return files;
}
