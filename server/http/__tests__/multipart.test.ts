import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { parseMultipartFile } from '../multipart';

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
    const file = await parseMultipartFile(body, contentType);
    expect(file).toEqual({ name: 'me.png', type: 'image/png', data: bytes });
  });

  it('reads another field when asked', async () => {
    const { body, contentType } = await multipart((form) => form.append('document', new Blob(['%PDF']), 'a.pdf'));
    expect((await parseMultipartFile(body, contentType, { field: 'document' })).data.toString()).toBe('%PDF');
  });

  it.each([
    ['no file field', (form: FormData) => form.append('other', new Blob(['x']), 'x.png')],
    ['a text value instead of a file', (form: FormData) => form.append('file', 'just text')],
    ['an empty file', (form: FormData) => form.append('file', new Blob([]), 'empty.png')],
  ])('refuses %s with FormValidationError on the field', async (_case, fill) => {
    const { body, contentType } = await multipart(fill);
    const error = await failure(parseMultipartFile(body, contentType));
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
      const error = await failure(parseMultipartFile(raw, type));
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
