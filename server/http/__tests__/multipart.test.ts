import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { Readable } from 'node:stream';
import { parseMultipartFile, readMultipartFiles } from '../multipart';

const LIMIT = { maxBytes: 1024 * 1024 };

async function multipart(fill: (form: FormData) => void): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  fill(form);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('parseMultipartFile', () => {
  it('answers the named file part with its name, declared type and bytes', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 13, 10, 45, 45]);
    const { body, contentType } = await multipart((form) => {
      form.append('note', 'ignored');
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'me.png');
    });
    const file = await parseMultipartFile(body, contentType, LIMIT);
    expect(file).toEqual({ name: 'me.png', type: 'image/png', data: bytes });
  });

  it('reads file names as the UTF-8 browsers send', async () => {
    const { body, contentType } = await multipart((form) => form.append('file', new Blob(['%PDF']), 'Fotosentez Özeti – ışık.pdf'));
    expect((await parseMultipartFile(body, contentType, LIMIT)).name).toBe('Fotosentez Özeti – ışık.pdf');
  });

  it('reads another field when asked', async () => {
    const { body, contentType } = await multipart((form) => form.append('document', new Blob(['%PDF']), 'a.pdf'));
    expect((await parseMultipartFile(body, contentType, { field: 'document', ...LIMIT })).data.toString()).toBe('%PDF');
  });

  it.each([
    ['no file field', (form: FormData) => form.append('other', new Blob(['x']), 'x.png')],
    ['a text value instead of a file', (form: FormData) => form.append('file', 'just text')],
    ['an empty file', (form: FormData) => form.append('file', new Blob([]), 'empty.png')],
  ])('refuses %s with FormValidationError on the field', async (_case, fill) => {
    const { body, contentType } = await multipart(fill);
    const error = await failure(parseMultipartFile(body, contentType, LIMIT));
    expect(error.type).toBe('FormValidationError');
    expect(Object.keys(error.data.fields as object)).toEqual(['file']);
  });

  it('refuses a body that is not multipart, has no boundary, or is garbled', async () => {
    const { body, contentType } = await multipart((form) => form.append('file', new Blob(['x'.repeat(100)]), 'a.png'));
    const cases: [Buffer | undefined, string | undefined][] = [
      [Buffer.from('{"file":"x"}'), 'application/json'],
      [body, undefined],
      [body, 'multipart/form-data'],
      [body.subarray(0, 60), contentType],
      [Buffer.from('garbage without any boundary'), contentType],
      [undefined, contentType],
    ];
    for (const [raw, type] of cases) {
      const error = await failure(parseMultipartFile(raw, type, LIMIT));
      expect(error.type).toBe('FormValidationError');
      expect(error.data.fields).toHaveProperty('file');
    }
  });

  it('answers PayloadTooLargeError above maxBytes', async () => {
    const { body, contentType } = await multipart((form) => form.append('file', new Blob([Buffer.alloc(2048)]), 'a.png'));
    const error = await failure(parseMultipartFile(body, contentType, { maxBytes: 1024 }));
    expect(error).toMatchObject({ type: 'PayloadTooLargeError', data: { limitBytes: 1024 } });
  });
});

describe('readMultipartFiles (streamed)', () => {
  it('reads every file of the field from a stream, in order, skipping other fields', async () => {
    const { body, contentType } = await multipart((form) => {
      form.append('file', new Blob(['first']), '1.png');
      form.append('title', 'skipped');
      form.append('file', new Blob(['second']), '2.png');
    });
    const files = await readMultipartFiles(Readable.from([body.subarray(0, 50), body.subarray(50)]), contentType, { field: 'file', maxFiles: 5, maxBytes: 1024 });
    expect(files.map((file) => [file.name, file.data.toString()])).toEqual([
      ['1.png', 'first'],
      ['2.png', 'second'],
    ]);
  });

  it('refuses a body cut off in the middle of a file with FormValidationError, and throws nothing elsewhere', async () => {
    const { body, contentType } = await multipart((form) => {
      form.append('other', new Blob(['y'.repeat(5000)]), 'b.png');
      form.append('file', new Blob(['x'.repeat(5000)]), 'a.png');
    });
    // Cut inside the part of another field (skipped), then inside the file itself.
    for (const end of [2000, 7000]) {
      const error = await failure(readMultipartFiles(Readable.from([body.subarray(0, end)]), contentType, { field: 'file', maxFiles: 1, maxBytes: 1e6 }));
      expect(error.type).toBe('FormValidationError');
    }
  });

  it('refuses more files than allowed with FormValidationError (limit imageCount)', async () => {
    const { body, contentType } = await multipart((form) => {
      for (let index = 0; index < 3; index++) form.append('file', new Blob([`page ${index}`]), `${index}.png`);
    });
    const error = await failure(readMultipartFiles(body, contentType, { field: 'file', maxFiles: 2, maxBytes: 1024 }));
    expect(error).toMatchObject({ type: 'FormValidationError', data: { limit: 'imageCount', maximum: 2 } });
  });

  it('security: bodies read before authorization — refuses a body past the limit as it arrives, without reading the rest', async () => {
    const { contentType } = await multipart((form) => form.append('file', new Blob(['x']), 'a.png'));
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    let produced = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    // A 64 MB upload that would go on and on: only about the limit's worth of it may be read.
    const endless = new Readable({
      read() {
        if (produced === 0) this.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
        produced += chunk.length;
        this.push(produced > 64 * 1024 * 1024 ? null : chunk);
      },
    });
    const error = await failure(readMultipartFiles(endless, contentType, { field: 'file', maxFiles: 1, maxBytes: 1024 * 1024 }));
    expect(error).toMatchObject({ type: 'PayloadTooLargeError', data: { limitBytes: 1024 * 1024 } });
    expect(produced).toBeLessThan(4 * 1024 * 1024);
  });
});
