// The form of file keys, shared by every storage implementation (and valid as S3 object keys as they are).

/** Keys: lowercase a–z, 0–9, `_`, `.`, `-`, segments joined by `/`; no empty segment, no `..`, at most 512 chars. */
const KEY_FORM = /^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 512;

export function isValidFileKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_FORM.test(key) && !key.includes('..') && !key.split('/').some((segment) => segment === '.');
}

/** Throws (a programming error, not a client one: keys are built by the server) for a key outside the form. */
export function assertValidFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}

/** Content type by extension, for files stored without one (and as the sidecar fallback). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const types: Record<string, string> = {
    webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', avif: 'image/avif',
    pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', json: 'application/json',
  };
  return key.includes('.') ? (types[extension] ?? 'application/octet-stream') : 'application/octet-stream';
}
