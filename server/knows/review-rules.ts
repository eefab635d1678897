// The automatic checks a know passes before it is published (review-know.ts), each with the rejection code the
// knower sees. Documented in docs/decisions/014-know-review-and-deletion.md.
//  - UNREADABLE_DOCUMENT: the document could not be rendered (documentState FAILED).
//  - DOCUMENT_TOO_COMPLEX: rendering the document went past a bound of its sandbox (memory, CPU or wall time, image
//    size; documentState FAILED, server/knows/documents/pdf-sandbox.ts).
//  - NO_PAGES: the document has no page.
//  - BLANK_DOCUMENT: every page of the document measured blank (documents/measure-page-ink.ts, decision 048): a scan of
//    empty sheets, or writing too faint to read.
//  - TITLE_TOO_SHORT: fewer than KNOW_TITLE_MIN_LENGTH letters or digits.
//  - TITLE_NOT_DESCRIPTIVE: a camera or scanner file name ("IMG_2041", "Scan 3", "Dokument1", "untitled").
//  - DUPLICATE_DOCUMENT: the same file(s) as another know of the same knower that is in review or published.
//  - BANNED_WORDS: the title or description holds a word of the small per-language list below. The document's own text
//    is not checked: study material quotes literature and history, and a word list cannot tell a quote from abuse.
import { KNOW_TITLE_MIN_LENGTH } from '../../config/know-uploads';
import type { KnowRejectionReason } from '../../lib/contracts/know-creation';

export const REJECTION_REASONS = {
  unreadableDocument: 'UNREADABLE_DOCUMENT',
  documentTooComplex: 'DOCUMENT_TOO_COMPLEX',
  noPages: 'NO_PAGES',
  blankDocument: 'BLANK_DOCUMENT',
  titleTooShort: 'TITLE_TOO_SHORT',
  titleNotDescriptive: 'TITLE_NOT_DESCRIPTIVE',
  duplicateDocument: 'DUPLICATE_DOCUMENT',
  bannedWords: 'BANNED_WORDS',
} as const satisfies Record<string, KnowRejectionReason>;

/** File names cameras, scanners and editors give: not a title a student can find. */
const GENERIC_TITLE =
  /^(img|image|bild|scan|scanned|dsc|dcim|pxl|photo|foto|screenshot|bildschirmfoto|capture|document|dokument|documento|doc|untitled|unbenannt|sans titre|senza titolo|sin título|file|datei|fichier|pdf|page|seite|new document|neues dokument|nouveau document)[\s_.-]*\d*$/iu;

/** A few unmistakable insults and spam words per language (base language of the content language); `all` applies to
 *  every language. Kept small on purpose: the list catches the obvious, people catch the rest. */
const BANNED_WORDS: Record<string, readonly string[]> = {
  all: ['viagra', 'casino', 'onlyfans', 'porn', 'porno', 'xxx'],
  en: ['fuck', 'fucking', 'shit', 'bitch', 'cunt', 'asshole', 'nigger', 'faggot', 'retard'],
  de: ['scheiße', 'scheisse', 'fotze', 'hurensohn', 'wichser', 'arschloch', 'missgeburt', 'schlampe'],
  fr: ['putain', 'salope', 'connard', 'enculé', 'pute', 'nique'],
  es: ['puta', 'mierda', 'cabrón', 'gilipollas', 'pendejo', 'coño'],
  it: ['cazzo', 'stronzo', 'puttana', 'vaffanculo', 'merda'],
  pl: ['kurwa', 'chuj', 'jebać', 'skurwysyn', 'pierdolić'],
  tr: ['siktir', 'orospu', 'piç', 'yarrak'],
  pt: ['caralho', 'porra', 'puta', 'merda', 'foda-se'],
  ro: ['pula', 'pizda', 'muie', 'futu'],
  el: ['μαλάκα', 'μαλάκας', 'πουτάνα', 'γαμώ'],
  cs: ['kurva', 'píča', 'zmrd', 'čurák'],
  fil: ['tangina', 'putangina', 'gago', 'puta'],
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function bannedWordPattern(contentLanguage: string): RegExp {
  const base = contentLanguage.split('-')[0]!.toLowerCase();
  const words = [...BANNED_WORDS.all!, ...(BANNED_WORDS[base] ?? [])];
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

export function containsBannedWord(text: string, contentLanguage: string): boolean {
  return bannedWordPattern(contentLanguage).test(text.normalize('NFC'));
}

/** The first failed title rule, or null. */
export function titleProblem(title: string): KnowRejectionReason | null {
  const trimmed = title.trim();
  if ((trimmed.match(/[\p{L}\p{N}]/gu) ?? []).length < KNOW_TITLE_MIN_LENGTH) return REJECTION_REASONS.titleTooShort;
  if (!/\p{L}/u.test(trimmed) || GENERIC_TITLE.test(trimmed)) return REJECTION_REASONS.titleNotDescriptive;
  return null;
}

/** The checks of the words a knower typed (title, description): run by the review and on edits of a published know. */
export function textProblem({ title, description, contentLanguage }: { title: string; description: string; contentLanguage: string }): KnowRejectionReason | null {
  const ofTitle = titleProblem(title);
  if (ofTitle) return ofTitle;
  if (containsBannedWord(`${title}\n${description}`, contentLanguage)) return REJECTION_REASONS.bannedWords;
  return null;
}
