// The few marks the card editor's text fields understand, and the rich text (lib/flashcards/rich-text.ts) they stand
// for: **bold**, _italic_, lines starting with "- " (a bulleted list) or "1. " (a numbered list), line breaks. The
// toolbar writes the same marks, so what a card looks like never depends on a hidden editor state. Imported cards
// opened in the editor go the other way; what the marks cannot say (underline, sub- and superscript) stays as text.
import { withoutStyleReferences } from '../../../lib/flashcards/note-style';
import { decodeEntities, sanitizeRichText } from '../../../lib/flashcards/rich-text';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const BOLD = /\*\*(?=\S)([\s\S]*?\S)\*\*/g;
/** An underscore pair at word edges, so that snake_case and __init__ stay as they are. */
const ITALIC = /(^|[\s([{"'«„“])_(?=[^\s_])([^_\n]*?[^\s_])_(?=$|[\s)\]}.,;:!?"'»“”])/g;
const BULLET = /^\s*[-•*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

function inline(line: string): string {
  return escapeHtml(line).replace(BOLD, '<b>$1</b>').replace(ITALIC, '$1<i>$2</i>');
}

/** The rich text of what was typed with the editor's marks. */
export function richTextFromMarkup(markup: string): string {
  const lines = markup.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  // Written in the closures below too: typed wide, so that the narrowing of `null` does not stick.
  let list = null as { tag: 'ul' | 'ol'; items: string[] } | null;
  let paragraph: string[] = [];
  const closeList = () => {
    if (list) blocks.push(`<${list.tag}>${list.items.map((item) => `<li>${item}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join('<br>'));
    paragraph = [];
  };
  for (const line of lines) {
    const tag = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : null;
    if (tag) {
      closeParagraph();
      if (list?.tag !== tag) closeList();
      list ??= { tag, items: [] };
      list.items.push(inline(line.replace(tag === 'ul' ? BULLET : NUMBERED, '')));
      continue;
    }
    closeList();
    paragraph.push(inline(line));
  }
  closeList();
  closeParagraph();
  // A list is a block of its own: no line break is needed before or after it.
  const isList = (block: string | undefined) => Boolean(block && /^<(ul|ol)>/.test(block));
  return sanitizeRichText(blocks.map((block, index) => (index > 0 && !isList(block) && !isList(blocks[index - 1]) ? `<br>${block}` : block)).join(''));
}

/** The editor's marks for stored or imported rich text. */
export function markupFromRichText(html: string): string {
  let numbered = 0;
  let inOrdered = false;
  // An imported side's deck classes (lib/flashcards/note-style.ts) and stylesheet reference are not the editor's.
  const text = sanitizeRichText(withoutStyleReferences(html))
    .replace(/ class="[^"]*"/g, '')
    .replace(/<(\/?)(b|strong)>/g, '**')
    .replace(/<(\/?)(i|em)>/g, '_')
    .replace(/<(\/?)(ol|ul)>|<li>|<\/li>/g, (tag, closing: string, list: string | undefined) => {
      if (list) {
        inOrdered = list === 'ol' && !closing;
        numbered = 0;
        return '\n';
      }
      if (tag === '</li>') return '\n';
      numbered += 1;
      return inOrdered ? `${numbered}. ` : '- ';
    })
    .replace(/<br>|<\/(p|div)>/g, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\n{2,}/g, '\n').trim();
}

/** What the toolbar does with the selected text of a field: wraps it in a mark, or starts its lines as a list. */
export function applyMark(value: string, start: number, end: number, mark: 'bold' | 'italic' | 'list'): { value: string; start: number; end: number } {
  if (mark === 'list') {
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    const selected = value.slice(lineStart, end);
    const listed = selected
      .split('\n')
      .map((line) => (BULLET.test(line) ? line : `- ${line}`))
      .join('\n');
    return { value: value.slice(0, lineStart) + listed + value.slice(end), start: lineStart, end: lineStart + listed.length };
  }
  const wrap = mark === 'bold' ? '**' : '_';
  const inner = value.slice(start, end);
  return { value: `${value.slice(0, start)}${wrap}${inner}${wrap}${value.slice(end)}`, start: start + wrap.length, end: end + wrap.length };
}
