// The signed-in user's own knows (drafts and published) as material for the AI, and the ones a page's `filenames`
// parameter names (spec §2: /app/ai-summary?filenames=…): the summary opened from an upload starts with that file.
import { useEffect, useRef } from 'react';
import { useOwnKnows } from '../../know-creation';
import type { PickedKnow } from './citation-links';

export function useOwnMaterial(enabled = true): { knows: PickedKnow[]; isLoading: boolean } {
  const drafts = useOwnKnows('DRAFT', enabled);
  const published = useOwnKnows('PUBLISHED', enabled);
  // A draft may have no title yet: it goes by its file name.
  const knows = [...(drafts.data?.knows ?? []), ...(published.data?.knows ?? [])].map((know) => ({ uuid: know.uuid, title: know.title || (know.originalFilename ?? ''), slug: know.slug, filename: know.originalFilename ?? undefined }));
  return { knows, isLoading: drafts.isLoading || published.isLoading };
}

/** The file names a query parameter carries: repeated (`?filenames=a&filenames=b`) or one comma-separated value. */
export function filenamesOfQuery(value: string | string[] | undefined): string[] {
  const values = typeof value === 'string' ? [value] : (value ?? []);
  const names = values.flatMap((entry) => entry.split(',')).map((name) => name.trim());
  return [...new Set(names.filter((name) => name !== ''))];
}

/** The knows named by file name (or, for a know without one, by title), in the order the names were given. */
export function knowsNamedIn(knows: readonly PickedKnow[], filenames: readonly string[]): PickedKnow[] {
  const key = (name: string) => name.normalize('NFC').toLocaleLowerCase();
  return filenames.flatMap((name) => knows.find((know) => [know.filename, know.title].some((known) => known !== undefined && key(known) === key(name))) ?? []);
}

/** Adds, once, the own knows the `filenames` parameter names; the user may remove them afterwards. */
export function usePickNamedMaterial(filenames: readonly string[], add: (know: PickedKnow) => void): void {
  const own = useOwnMaterial(filenames.length > 0);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || filenames.length === 0 || own.isLoading || own.knows.length === 0) return;
    done.current = true;
    for (const know of knowsNamedIn(own.knows, filenames)) add(know);
  }, [filenames, add, own.isLoading, own.knows]);
}
