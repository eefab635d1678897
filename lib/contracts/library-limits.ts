// The library's limits without zod, for forms that check as the user types (the contract in library.ts uses them too).
export const FOLDER_NAME_MAX_LENGTH = 60;
/** Saved knows per page of GET library/items. */
export const LIBRARY_PAGE_SIZE = 48;

/** Why a folder name is refused before asking the server (which also refuses a name you already use), or null. */
export function folderNameProblem(name: string): 'empty' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > FOLDER_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}
