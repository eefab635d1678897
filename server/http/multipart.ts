// Reads one file out of a multipart/form-data request body (uploads). The Web platform's own parser (undici's
// Request.formData in Node 20) does the work, so there is no parser dependency. Routes that take a file set
// `bodyLimit` and `upload` on the route, no `body`, and call this with ctx.rawBody.
import { AppError } from '../../lib/errors';

export type UploadedFile = {
  /** The file name the client sent; informational only, never trusted for the type. */
  name: string;
  /** The content type the client declared; informational only. */
  type: string;
  data: Buffer;
};

function fileFieldError(field: string, message: string): AppError {
  return new AppError('FormValidationError', { fields: { [field]: [message] }, issues: [{ in: 'body', path: [field], code: 'custom', message }] });
}

/**
 * The file in `field` of a multipart/form-data body. A body that is not multipart, cannot be parsed, or has no
 * non-empty file in that field answers FormValidationError on `field`; a body over `maxBytes` PayloadTooLargeError
 * (the Next adapter already stops reading at the route's bodyLimit; this covers other callers).
 */
export async function parseMultipartFile(
  rawBody: Buffer | undefined,
  contentType: string | string[] | undefined,
  { field = 'file', maxBytes }: { field?: string; maxBytes?: number } = {},
): Promise<UploadedFile> {
  const type = typeof contentType === 'string' ? contentType : '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) {
    throw fileFieldError(field, `Send the file as multipart/form-data in the field "${field}".`);
  }
  if (!rawBody || rawBody.length === 0) throw fileFieldError(field, 'The request has no file.');
  if (maxBytes !== undefined && rawBody.length > maxBytes) throw new AppError('PayloadTooLargeError', { limitBytes: maxBytes });

  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', { method: 'POST', headers: { 'content-type': type }, body: rawBody as Uint8Array<ArrayBuffer> }).formData();
  } catch {
    throw fileFieldError(field, 'The multipart body could not be read.');
  }
  const part = form.get(field);
  if (part === null || typeof part === 'string') throw fileFieldError(field, `The field "${field}" must hold a file.`);
  if (part.size === 0) throw fileFieldError(field, 'The file is empty.');
  return { name: part.name, type: part.type, data: Buffer.from(await part.arrayBuffer()) };
}
