// The bytes of an Anki package, read within caps (server/flashcards/limits.ts) before any work they bound: the zip's
// central directory first (names and declared sizes; the sum and each size checked), then each entry inflated with
// node:zlib's maxOutputLength at its declared size (a lying entry stops there, never at what its data would inflate
// to), and zstd streams only after every frame header's window and content size has been checked and with a running
// count of the output that stops past the cap. Runs inside the file sandbox (server/files/sandbox/).
import { inflateRawSync } from 'node:zlib';
import { Decompress } from 'fzstd';
import { AppError } from '../../../lib/errors';

export const unreadableApkg = (detail: string) => new AppError('BadRequestError', { reason: 'UNREADABLE_APKG', detail });
/** Past one of the package caps (or, from the sandbox, one of its bounds): the limit's name is what the page says. */
export const apkgTooComplex = (limit: string) => new AppError('BadRequestError', { reason: 'FILE_TOO_COMPLEX', limit });

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; dataOffset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const U32_MAX = 0xffffffff;

/** The entries of a zip archive as its central directory declares them (no byte of them inflated). */
export function zipDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = bytes.length - 22;
  while (end >= 0 && end >= bytes.length - 22 - 0xffff && u32(end) !== EOCD) end -= 1;
  if (end < 0 || end < bytes.length - 22 - 0xffff) throw unreadableApkg('not a zip archive');
  const count = u16(end + 10);
  let at = u32(end + 16);
  if (count === 0xffff || at === U32_MAX) throw unreadableApkg('a ZIP64 archive, which Anki does not write at this size');
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || u32(at) !== CENTRAL) throw unreadableApkg('a damaged zip directory');
    const flags = u16(at + 8);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    let localOffset = u32(at + 42);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // ZIP64 sizes of one entry (a writer may use them for any entry): in the extra field, in this order, when the
    // 32-bit field holds the marker.
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength; extra += 4 + u16(extra + 2)) {
      if (u16(extra) !== ZIP64_EXTRA) continue;
      let field = extra + 4;
      const next = () => {
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (size === U32_MAX) size = next();
      if (compressedSize === U32_MAX) compressedSize = next();
      if (localOffset === U32_MAX) localOffset = next();
    }
    if (flags & 1) throw unreadableApkg('an encrypted zip entry');
    if (localOffset + 30 > bytes.length || u32(localOffset) !== LOCAL) throw unreadableApkg('a damaged zip entry');
    const dataOffset = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28);
    if (dataOffset + compressedSize > bytes.length) throw unreadableApkg('a truncated zip entry');
    entries.set(name, { name, method: u16(at + 10), compressedSize, size, dataOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's bytes: exactly its declared size, or UNREADABLE_APKG (inflating stops as soon as it would pass it). */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let out: Uint8Array;
  if (entry.method === 0) out = data;
  else if (entry.method === 8) {
    try {
      const inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
      out = new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.byteLength); // a plain Uint8Array, not a Buffer
    } catch (error) {
      throw unreadableApkg((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? `the entry ${entry.name} is larger than it says` : `the entry ${entry.name} is damaged`);
    }
  } else throw unreadableApkg(`the entry ${entry.name} uses compression method ${entry.method}`);
  if (out.length !== entry.size) throw unreadableApkg(`the entry ${entry.name} is not the size it says`);
  return out;
}

const ZSTD_MAGIC = 0xfd2fb528;
const isSkippableFrame = (magic: number) => magic >>> 4 === 0x184d2a5;
const BLOCK_RAW = 0;
const BLOCK_RLE = 1;
const BLOCK_RESERVED = 3;

export const isZstd = (bytes: Uint8Array) => bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === ZSTD_MAGIC;

/** Checks every frame header of a zstd stream before anything is decompressed: the window and declared content size
 *  are what a decoder allocates up front, so neither may pass `cap`; and raw and RLE blocks say exactly how many bytes
 *  they make (an RLE block makes 128 KB of 4), so a stream whose such blocks alone pass `cap` is refused unread. */
function checkZstdFrames(bytes: Uint8Array, cap: number, limit: string): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const truncated = () => unreadableApkg('a truncated zstd stream');
  let exactBytes = 0;
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) throw truncated();
    const magic = view.getUint32(at, true);
    if (isSkippableFrame(magic)) {
      at += 8 + view.getUint32(at + 4, true);
      continue;
    }
    if (magic !== ZSTD_MAGIC) throw unreadableApkg('not a zstd stream');
    const descriptor = bytes[at + 4]!;
    const singleSegment = (descriptor >> 5) & 1;
    const contentSizeBytes = [singleSegment, 2, 4, 8][descriptor >> 6]!;
    let field = at + 5;
    let window = 0;
    if (!singleSegment) {
      const exponent = bytes[field]! >> 3;
      const base = 2 ** (10 + exponent);
      window = base + (base / 8) * (bytes[field]! & 7);
      field += 1;
    }
    field += [0, 1, 2, 4][descriptor & 3]!;
    if (field + contentSizeBytes > bytes.length) throw truncated();
    let contentSize = 0;
    for (let byte = contentSizeBytes - 1; byte >= 0; byte -= 1) contentSize = contentSize * 256 + bytes[field + byte]!;
    if (contentSizeBytes === 2) contentSize += 256;
    if (singleSegment) window = contentSize;
    if (window > cap || contentSize > cap) throw apkgTooComplex(limit);
    field += contentSizeBytes;
    for (let last = 0; !last; ) {
      if (field + 3 > bytes.length) throw truncated();
      const header = bytes[field]! | (bytes[field + 1]! << 8) | (bytes[field + 2]! << 16);
      last = header & 1;
      const type = (header >> 1) & 3;
      if (type === BLOCK_RESERVED) throw unreadableApkg('a damaged zstd block');
      if (type === BLOCK_RAW || type === BLOCK_RLE) exactBytes += header >>> 3;
      if (exactBytes > cap) throw apkgTooComplex(limit);
      field += 3 + (type === BLOCK_RLE ? 1 : header >>> 3);
    }
    at = field + ((descriptor >> 2) & 1) * 4;
  }
}

/** A zstd stream decompressed, refused (FILE_TOO_COMPLEX, `limit`) as soon as its output passes `cap` bytes. */
export function unzstdWithin(bytes: Uint8Array, cap: number, limit: string): Uint8Array {
  checkZstdFrames(bytes, cap, limit);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    if (total > cap) throw apkgTooComplex(limit);
    chunks.push(chunk);
  });
  try {
    stream.push(bytes, true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadableApkg('a damaged zstd stream');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
