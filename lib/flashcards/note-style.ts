// An Anki note type's own CSS on its cards (issue 31), the parts every side of the app shares. The import scopes and
// sanitises the CSS (server/flashcards/anki/note-type-css.ts) into a stylesheet named by its content hash,
// `<32 hex>.css`, whose every rule applies inside a card's wrapper only: the side's HTML is kept as
// `<div class="ak-s-<hash> ak-card">…</div>`, and each class the deck's HTML used is kept with an `ak-` prefix, so
// neither the deck's classes nor its rules ever meet the page's own. The stored text names the stylesheet only by that
// class; the API answers a side with a `[style:<URL>]` reference in front of it (the import image route for a preview,
// the set's style route for a stored set), as it answers `[sound:…]` (./card-media.ts), and a page loads only such URLs
// of ours, through the API client (an import file wants the access token), as a constructed stylesheet of the document
// (components/card-html.tsx).
// Pure (no DOM): runs in the browser and the server.
import { flashcardImportImage, flashcardStyle } from '../api/endpoints';

/** The class every deck class is kept under. */
const DECK_CLASS_PREFIX = 'ak-';
/** A kept class: the prefix, then what CSS allows in a plain class name. */
export const DECK_CLASS = /^ak-[A-Za-z0-9_-]{1,80}$/;
/** A note type stylesheet's file name: the first 32 hex of its SHA-256. */
export const NOTE_STYLE_NAME = /^[0-9a-f]{32}\.css$/;
/** The wrapper class that scopes a stylesheet, from which its name is read. */
const STYLE_CLASS = /\bak-s-([0-9a-f]{32})\b/g;

/** The wrapper's classes for a stylesheet (`name` without `.css`). */
const noteStyleClasses = (hash: string) => `ak-s-${hash} ak-card`;

/** The side wrapped in its note type's scope (an empty side stays empty: it shows nothing to style). */
export function wrapInNoteStyle(html: string, hash: string | null): string {
  return hash === null || html.trim() === '' ? html : `<div class="${noteStyleClasses(hash)}">${html}</div>`;
}

/** The side with a stylesheet's scope class taken out (its stylesheet is not there: the class would name nothing). */
export function withoutNoteStyle(html: string, name: string): string {
  return html.replaceAll(`ak-s-${name.replace(/\.css$/, '')} `, '');
}

/** The HTML with the classes of its elements prefixed (`class="cloze big"` → `class="ak-cloze ak-big"`), as a deck's
 *  field or rendered template arrives, before the sanitiser keeps only prefixed classes. */
export function withDeckClasses(html: string): string {
  return html.replace(/(<[a-zA-Z][^<>]*?\sclass\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'<>=`]+))/g, (_, start: string, double?: string, single?: string, bare?: string) => {
    const classes = (double ?? single ?? bare ?? '').split(/\s+/).filter(Boolean).map((name) => `${DECK_CLASS_PREFIX}${name}`);
    return `${start}"${classes.join(' ')}"`;
  });
}

/** The stylesheet names (`<hash>.css`) a side's wrappers use, each once. */
export function noteStyleNamesOf(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_CLASS)].map((match) => `${match[1]}.css`))];
}

/** `[style:…]` as the API writes it in front of a side. */
const STYLE_TOKEN = /\[style:([^\]<>\s]*)\]/g;

/** The side as the API answers it: a `[style:<url>]` per stylesheet its wrappers use, then the side. */
export function withStyleReferences(html: string, urlOf: (name: string) => string): string {
  return noteStyleNamesOf(html).map((name) => `[style:${urlOf(name)}]`).join('') + html;
}

/** The side without its `[style:…]` references (what a reader sees, what is stored). */
export function withoutStyleReferences(html: string): string {
  return html.replace(STYLE_TOKEN, '');
}

/** The URL of a set's stylesheet. */
export const noteStyleUrl = (knowUuid: string, name: string) => flashcardStyle.path.replace('{id}', knowUuid).replace('{name}', name);
/** The URL of an import preview's stylesheet (the caller's own import file). */
export const importStyleUrl = (name: string) => flashcardImportImage.path.replace('{name}', name);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NAME = '[0-9a-f]{32}\\.css';
const SET_STYLE_URL = new RegExp(`^${flashcardStyle.path.replace('{id}', `(${UUID})`).replace('{name}', `(${NAME})`)}$`, 'i');
const IMPORT_STYLE_URL = new RegExp(`^${flashcardImportImage.path.replace('{name}', `(${NAME})`)}$`, 'i');

/** The route and parameters a stylesheet URL of ours names (a set's, or the caller's own import file), else null. */
export function styleRouteOf(url: string): { endpoint: typeof flashcardStyle; params: { id: string; name: string } } | { endpoint: typeof flashcardImportImage; params: { name: string } } | null {
  const set = SET_STYLE_URL.exec(url);
  if (set) return { endpoint: flashcardStyle, params: { id: set[1]!, name: set[2]! } };
  const imported = IMPORT_STYLE_URL.exec(url);
  return imported ? { endpoint: flashcardImportImage, params: { name: imported[1]! } } : null;
}

/** The side without its `[style:…]` references, and those of them that are URLs of ours (the only ones a page loads). */
export function splitStyleReferences(html: string): { html: string; stylesheets: string[] } {
  const stylesheets = [...html.matchAll(STYLE_TOKEN)].map((match) => match[1]!).filter((url) => styleRouteOf(url) !== null);
  return { html: withoutStyleReferences(html), stylesheets: [...new Set(stylesheets)] };
}
