// What parsing one user file may cost its sandbox process (server/files/sandbox/file-sandbox.ts), per task: resident
// memory and CPU time (read from /proc on Linux), wall time (everywhere) and the child's JavaScript heap
// (--max-old-space-size). Past one, the child is killed and the file refused as too complex. Every parser of a user's
// file runs under one of these rows; none runs in the web process.
export type FileSandboxLimits = { memoryMb: number; heapMb: number; cpuSeconds: number; wallSeconds: number };

/** Interactive imports are answered while the student waits: seconds, not minutes. */
const IMPORT_LIMITS = { memoryMb: 768, heapMb: 512, cpuSeconds: 20, wallSeconds: 30 } as const;

export const FILE_SANDBOX_LIMITS = {
  /** Page count and image sizes of an uploaded PDF, without decoding images (pdf-lib): cheap; the bounds of a render. */
  'pdf.inspect': { memoryMb: 768, heapMb: 512, cpuSeconds: 240, wallSeconds: 300 },
  /** Rendering every page of a PDF of up to 200 pages (a background job): minutes may pass. */
  'pdf.render': { memoryMb: 768, heapMb: 512, cpuSeconds: 240, wallSeconds: 300 },
  /** One uploaded photo as a know's page: decoded (≤ 100 MP, KNOW_IMAGE_MAX_PIXELS), rotated and encoded twice. */
  'image.page': { memoryMb: 1024, heapMb: 256, cpuSeconds: 60, wallSeconds: 90 },
  /** A profile picture (≤ 5 MB, ≤ 60 MP) or a chat image (≤ 8 MB, ≤ 40 MP): decoded, turned, resized, encoded once. */
  'image.profilePicture': { memoryMb: 768, heapMb: 256, cpuSeconds: 20, wallSeconds: 30 },
  'image.chat': { memoryMb: 768, heapMb: 256, cpuSeconds: 20, wallSeconds: 30 },
  /** An Anki package: unzip, zstd and SQLite within the caps of server/flashcards/limits.ts (collection ≤ 128 MB,
   *  all entries ≤ 256 MB); the largest legitimate decks we measured take a few seconds and under 500 MB. */
  'flashcards.apkg': IMPORT_LIMITS,
  /** CSV/TSV and Quizlet text: at most 50 MB of text, parsed in one pass. */
  'flashcards.csv': IMPORT_LIMITS,
  'flashcards.quizlet': IMPORT_LIMITS,
} as const satisfies Record<string, FileSandboxLimits>;

export type FileSandboxTask = keyof typeof FILE_SANDBOX_LIMITS;

/** Lanes of sandbox processes, each with the number that may work at once per server process (further tasks wait):
 *  background document rendering never keeps a student's upload check, import or picture waiting, and the reverse.
 *  (The upload check had shared the documents lane: behind two other knows' renders, a knower's PDF waited for its
 *  answer until those finished.) */
export const FILE_SANDBOX_LANES = { documents: 2, uploadChecks: 2, imports: 2, images: 2 } as const;

export const FILE_SANDBOX_LANE_OF: Record<FileSandboxTask, keyof typeof FILE_SANDBOX_LANES> = {
  'pdf.inspect': 'uploadChecks',
  'pdf.render': 'documents',
  'image.page': 'documents',
  'image.profilePicture': 'images',
  'image.chat': 'images',
  'flashcards.apkg': 'imports',
  'flashcards.csv': 'imports',
  'flashcards.quizlet': 'imports',
};
