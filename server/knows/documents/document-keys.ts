// Storage keys of a know's files (form of server/files/file-keys.ts). The original's key carries the first 32 hex
// digits of its SHA-256, so that the review can tell a re-upload of the same file (review-know.ts) without reading it.
const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function originalFileKey(knowUuid: string, index: number, sha256: string, extension: string): string {
  return `knows/${knowUuid.toLowerCase()}/original-${pad(index, 2)}-${sha256.slice(0, 32).toLowerCase()}.${extension}`;
}

export function pageImageKey(knowUuid: string, pageNumber: number): string {
  return `knows/${knowUuid.toLowerCase()}/pages/${pad(pageNumber, 4)}.webp`;
}

export function pagePreviewKey(knowUuid: string, pageNumber: number): string {
  return `knows/${knowUuid.toLowerCase()}/previews/${pad(pageNumber, 4)}.webp`;
}

const ORIGINAL_HASH = /\/original-\d+-([0-9a-f]{32})\.[a-z]+$/;

/** The document's fingerprint: the sorted hashes of its originals; null when a key has none (e.g. seeded knows). */
export function documentFingerprint(originalFiles: readonly string[]): string | null {
  if (originalFiles.length === 0) return null;
  const hashes = originalFiles.map((key) => ORIGINAL_HASH.exec(key)?.[1]);
  if (hashes.some((hash) => !hash)) return null;
  return (hashes as string[]).sort().join(',');
}
