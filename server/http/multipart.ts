// Reads the files of a multipart/form-data request body as its bytes arrive (busboy, the parser Node servers use):
// each file of the named field is kept once in memory, in the order sent; a body that grows past the route's limit or
// brings too many files is refused as soon as it does, without reading the rest (security finding "bodies read before
// authorization": the whole body used to be buffered, then copied twice by the Web platform's FormData parser).
// Routes that take files set `bodyLimit` and `upload` on the route, no `body`: the API handler hands them the request
// stream as ctx.bodyStream (tests through executeRoute send ctx.rawBody, read the same way).
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '../../lib/errors';

export type UploadedFile = {
  /** The file name the client sent; informational only, never trusted for the type. */
  name: string;
  /** The content type the client declared; informational only. */
  type: string;
  data: Buffer;
};

/** FormValidationError on a file field, with a zod-like issue (what the forms show next to the field). */
export function fileFieldError(field: string, message: string, details: Record<string, unknown> = {}, code = 'custom'): AppError {
  return new AppError('FormValidationError', {
    fields: { [field]: [message] },
    issues: [{ in: 'body', path: [field], code, message, ...details }],
    ...details,
  });
}

type ReadOptions = { field: string; maxFiles: number; maxBytes: number };

/** A whole body handed over as a Buffer is parsed in socket-sized pieces, so that a large one never holds the event
 *  loop for the length of one parse. */
const PIECE_BYTES = 64 * 1024;
function* piecesOf(buffer: Buffer): Generator<Buffer> {
  for (let start = 0; start < buffer.length; start += PIECE_BYTES) yield buffer.subarray(start, start + PIECE_BYTES);
}

/** Small text fields a form may carry besides its files; anything else about them is not read. */
const TEXT_FIELD_LIMITS = { fields: 20, fieldSize: 16 * 1024 };

/**
 * Every non-empty file in `field`, in the order sent. Not multipart, unreadable, no file or an empty one:
 * FormValidationError on `field`; more than `maxFiles` files: FormValidationError (limit 'imageCount'); more than
 * `maxBytes` of file data: PayloadTooLargeError. Parts of other fields are skipped.
 */
export async function readMultipartFiles(source: Readable | Buffer | undefined, contentType: string | string[] | undefined, { field, maxFiles, maxBytes }: ReadOptions): Promise<UploadedFile[]> {
  const type = typeof contentType === 'string' ? contentType : '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) throw fileFieldError(field, `Send the file as multipart/form-data in the field "${field}".`);
  if (!source || (Buffer.isBuffer(source) && source.length === 0)) throw fileFieldError(field, 'The request has no file.');
  const input = Buffer.isBuffer(source) ? Readable.from(piecesOf(source)) : source;
  const unreadable = () => fileFieldError(field, 'The multipart body could not be read.');

  let parser: busboy.Busboy;
  try {
    // Browsers send file names as UTF-8 bytes; busboy would read them as Latin-1 unless told ("Özeti" → "Ã\x96zeti").
    parser = busboy({ headers: { 'content-type': type }, defParamCharset: 'utf8', limits: { ...TEXT_FIELD_LIMITS, files: maxFiles + 1 } });
  } catch {
    throw unreadable();
  }

  return new Promise<UploadedFile[]>((resolve, reject) => {
    const files: Promise<UploadedFile>[] = [];
    let bytes = 0;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      // The rest of the body is not read: the API handler answers with Connection: close.
      input.unpipe(parser);
      reject(error);
    };

    parser.on('file', (name, file, info) => {
      // A body cut off in the middle of any file part fails that part's own stream too ("Unexpected end of form").
      file.on('error', () => fail(unreadable()));
      if (name !== field || settled) {
        file.resume();
        return;
      }
      if (files.length >= maxFiles) {
        file.resume();
        fail(fileFieldError(field, `Send at most ${maxFiles} files.`, { maximum: maxFiles, limit: 'imageCount' }, 'too_big'));
        return;
      }
      const chunks: Buffer[] = [];
      files.push(
        new Promise<UploadedFile>((done) => {
          file.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > maxBytes) fail(new AppError('PayloadTooLargeError', { limitBytes: maxBytes }));
            if (!settled) chunks.push(chunk);
          });
          file.on('end', () => done({ name: info.filename ?? '', type: info.mimeType, data: Buffer.concat(chunks) }));
        }),
      );
    });
    parser.on('error', () => fail(unreadable()));
    input.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      if (settled) return;
      void Promise.all(files).then((read) => {
        if (read.length === 0) fail(fileFieldError(field, `The field "${field}" must hold a file.`));
        else if (read.some((file) => file.data.length === 0)) fail(fileFieldError(field, 'A file is empty.'));
        else {
          settled = true;
          resolve(read);
        }
      });
    });
    input.pipe(parser);
  });
}

/** The one file in `field` of a multipart/form-data body (profile pictures). */
export async function parseMultipartFile(source: Readable | Buffer | undefined, contentType: string | string[] | undefined, { field = 'file', maxBytes }: { field?: string; maxBytes: number }): Promise<UploadedFile> {
  const [file] = await readMultipartFiles(source, contentType, { field, maxFiles: 1, maxBytes });
  return file!;
}
