// The rich text of a flashcard side: an HTML subset with no attributes — bold, italic, underline, sub/superscript,
// lists, paragraphs, line breaks, and what Anki decks format with (issue 31): headings, tables, ruby, code, emphasis
// and strike-through, quotes, rules, and <details> (Anki's `hint:` filter). Everything else is dropped here, on the way in (editor, imports), so that what is
// stored can be rendered as it is. The one attribute kept is `class`, with only a deck's prefixed classes (`ak-…`,
// ./note-style.ts: they meet no rule but the deck's own scoped stylesheet), and a <span> only when it carries one.
// Runs in the browser and on the server (no DOM).
import { withoutSoundReferences } from './card-media';
import { DECK_CLASS, withoutStyleReferences } from './note-style';

const ALLOWED_TAGS = new Set([
  'b', 'strong', 'i', 'em', 'u', 'sub', 'sup', 'ul', 'ol', 'li', 'p', 'div', 'br',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'ruby', 'rb', 'rt', 'rp',
  'code', 'pre', 'kbd', 's', 'del', 'ins', 'mark', 'small', 'blockquote', 'hr', 'details', 'summary', 'dl', 'dt', 'dd',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Kept only with a deck class (a deck's `<span class="…">`; a bare span carries nothing). */
const CLASS_ONLY_TAGS = new Set(['span']);
/** At most this many classes on an element (Anki's templates use one or two). */
const MAX_CLASSES = 8;
const CLASS_ATTRIBUTE = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>=`]+))/i;

/** ` class="…"` with the element's deck classes, or nothing. */
function classAttribute(attributes: string): string {
  const match = CLASS_ATTRIBUTE.exec(attributes);
  if (!match) return '';
  const classes = [...new Set(decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/).filter((name) => DECK_CLASS.test(name)))].slice(0, MAX_CLASSES);
  return classes.length > 0 ? ` class="${classes.join(' ')}"` : '';
}
/** Elements whose content is not text a reader should see: dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title', 'textarea', 'select']);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** The allowed subset of the given HTML: unknown tags go (their text stays), attributes go, tags are balanced. */
export function sanitizeRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let skipUntil: string | null = null;
  let last = 0;
  const close = () => {
    const name = open.pop()!;
    if (!name.startsWith('!')) out += `</${name}>`;
  };
  const text = (chunk: string) => {
    if (skipUntil === null) out += escapeHtml(decodeEntities(chunk)).replace(/&quot;/g, '"');
  };
  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (skipUntil !== null) {
      if (closing && name === skipUntil) skipUntil = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !match[3]?.trimEnd().endsWith('/')) skipUntil = name;
      continue;
    }
    const isClassOnly = CLASS_ONLY_TAGS.has(name);
    if (!ALLOWED_TAGS.has(name) && !isClassOnly) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      const classes = classAttribute(match[3] ?? '');
      // A span left out still counts as open, so that its closing tag closes it and not a kept one around it.
      if (isClassOnly && classes === '') {
        open.push(`!${name}`);
        continue;
      }
      out += `<${name}${classes}>`;
      open.push(name);
      continue;
    }
    const at = Math.max(open.lastIndexOf(name), open.lastIndexOf(`!${name}`));
    if (at < 0) continue;
    while (open.length > at) close();
  }
  text(html.slice(last));
  while (open.length > 0) close();
  return tidy(out);
}

/** Empty blocks and line breaks at either end carry nothing. */
function tidy(html: string): string {
  let result = html;
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result
      .replace(/<(b|strong|i|em|u|sub|sup|p|div|li|ul|ol)>(?:\s|&nbsp;|\u00a0)*<\/\1>/g, '')
      .replace(/^(?:\s|<br>)+/, '')
      .replace(/(?:\s|<br>)+$/, '');
  }
  return result;
}

/** Plain text typed or pasted (Quizlet, CSV) as rich text: escaped, line breaks kept. */
export function richTextFromPlainText(text: string): string {
  return tidy(escapeHtml(text.replace(/\r\n?/g, '\n').trim()).replace(/&quot;/g, '"').replace(/\n/g, '<br>'));
}

/** What a reader sees of the rich text, as plain text: blocks and breaks become line breaks, list items lines, and a
 *  sound or video (`[sound:…]`, ./card-media.ts) is not text. */
export function plainTextOf(html: string): string {
  return decodeEntities(
    withoutSoundReferences(withoutStyleReferences(html))
      // A type-in answer's marker (./type-answer.ts) reads as its expected text.
      .replace(/\[\[type(?:-nc)?:((?:(?!\]\])[\s\S])*)\]\]/g, '$1')
      .replace(/<(?:br|hr)\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|ul|ol|h[1-6]|tr|table|pre|blockquote|details|summary|dt|dd)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
