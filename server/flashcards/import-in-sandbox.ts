// The import parsers (Anki packages, CSV/TSV, Quizlet text) as the import route calls them: each in the file sandbox
// (server/files/sandbox/, bounds FILE_SANDBOX_LIMITS['flashcards.*']), never in the web process, whose event loop an
// uploader's SQLite or zip would otherwise hold. A bound passed is BadRequestError FILE_TOO_COMPLEX with the bound's
// name (memory, cpuTime, wallTime, or a cap of ./limits.ts the parser names); a reader that stops on its own is an
// unreadable file; the parsers' own typed errors pass through unchanged.
import { AppError } from '../../lib/errors';
import { FileTooComplexError, UnreadableFileError, runInSandbox, type SandboxOptions } from '../files/sandbox/file-sandbox';
import type { CsvColumnMapping, CsvImportResult } from './import/parse-csv-file';
import type { ImportResult } from './import/import-result';
import type { QuizletSeparators } from './import/parse-quizlet-text';

function importError(error: unknown, unreadableReason: string): unknown {
  if (error instanceof FileTooComplexError) return new AppError('BadRequestError', { reason: 'FILE_TOO_COMPLEX', limit: error.limit });
  if (error instanceof UnreadableFileError) return new AppError('BadRequestError', { reason: unreadableReason, detail: error.message });
  return error;
}

export function readApkgInSandbox(data: Uint8Array, options: SandboxOptions = {}): Promise<ImportResult> {
  return runInSandbox('flashcards.apkg', { data }, options).catch((error: unknown) => Promise.reject(importError(error, 'UNREADABLE_APKG')));
}

export function parseCsvFileInSandbox(text: string, input: { fileName?: string; mapping?: CsvColumnMapping }, options: SandboxOptions = {}): Promise<CsvImportResult> {
  return runInSandbox('flashcards.csv', { text, ...input }, options).catch((error: unknown) => Promise.reject(importError(error, 'UNREADABLE_FILE')));
}

export function parseQuizletTextInSandbox(text: string, separators: QuizletSeparators, options: SandboxOptions = {}): Promise<ImportResult> {
  return runInSandbox('flashcards.quizlet', { text, separators }, options).catch((error: unknown) => Promise.reject(importError(error, 'UNREADABLE_FILE')));
}
