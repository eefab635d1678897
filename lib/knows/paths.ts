// Addresses of knows and knowers: /knows/{slug}-{uuid} (the slug is the readable, canonical part) and
// /knowers/{name-uuid}/profile (spec §2: the name lowercased, spaces → hyphens, other characters stripped).
import { UUID_FORM } from '../contracts/forms';

const UUID_AT_END = new RegExp(`(${UUID_FORM.source.replace(/^\^|\$$/g, '')})$`, 'i');

/** Lowercase, accents folded (ä → a, ç → c, ß → ss), runs of anything but letters and digits → one hyphen.
 *  Letters of other scripts (Greek, …) are kept as they are: a slug may be non-Latin. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/** Spec §2 name part of a knower profile: lowercased, spaces → hyphens, other characters stripped. */
export function knowerNameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function knowPath(know: { uuid: string; slug: string }): string {
  return `/knows/${know.slug ? `${know.slug}-` : ''}${know.uuid}`;
}

/** The id of a page of the know page (its #fragment): AI citations link to the page they quote. */
export const knowPageAnchor = (pageNumber: number) => `page-${pageNumber}`;

export function knowerProfilePath(knower: { uuid: string; name: string }, { app = false }: { app?: boolean } = {}): string {
  const name = knowerNameSlug(knower.name);
  return `${app ? '/app' : ''}/knowers/${name ? `${name}-` : ''}${knower.uuid}/profile`;
}

/** The uuid at the end of a `{slug}-{uuid}` (or bare `{uuid}`) path segment, and the slug before it; null without one. */
export function parseSlugAndUuid(segment: string): { slug: string; uuid: string } | null {
  const match = UUID_AT_END.exec(segment);
  if (!match) return null;
  const uuid = match[1]!.toLowerCase();
  const rest = segment.slice(0, segment.length - uuid.length);
  if (rest !== '' && !rest.endsWith('-')) return null;
  return { slug: rest.replace(/-$/, ''), uuid };
}
