// What the import page says when the API refuses a file or a text outright (not a line of it: those are the
// preview's problems): the message key in upload:flashcards.importErrors, or null for errors the usual toast tells.
import type { ApiError } from '../../../lib/errors/api-error';

type ImportError = 'unreadableApkg' | 'fileTooComplex' | 'wrongFileType' | 'fileTooLarge' | 'unreadableFile';

export function importErrorOf(error: Pick<ApiError, 'type' | 'data'>): ImportError | null {
  if (error.type === 'BadRequestError' && error.data.reason === 'UNREADABLE_APKG') return 'unreadableApkg';
  // Past a cap or a bound of the file sandbox (data.limit names which): too many notes, too large, too slow to read.
  if (error.type === 'BadRequestError' && error.data.reason === 'FILE_TOO_COMPLEX') return 'fileTooComplex';
  if (error.type === 'InvalidMIMETypeError') return 'wrongFileType';
  if (error.type === 'PayloadTooLargeError') return 'fileTooLarge';
  if (error.type === 'BadRequestError' || error.type === 'FormValidationError') return 'unreadableFile';
  return null;
}

/** Files each import tab takes, by name (the server checks the content). */
export const CSV_FILE_ACCEPT = '.csv,.tsv,text/csv,text/tab-separated-values';
export const APKG_FILE_ACCEPT = '.apkg';

export function fileKindOf(name: string): 'csv' | 'tsv' | 'apkg' | null {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'csv';
  if (extension === 'tsv') return 'tsv';
  return extension === 'apkg' ? 'apkg' : null;
}
