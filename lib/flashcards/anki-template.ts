// Anki's card templates rendered as Anki's rslib/src/template.rs and template_filters.rs do: `{{Field}}` replaced by
// the note's field, `{{#Field}}…{{/Field}}` shown when the field is not empty (only whitespace, <br> and <div> count
// as empty), `{{^Field}}…{{/Field}}` when it is, filters applied from the one nearest the field outwards (`text:`,
// `cloze:`, `hint:`, `type:`, `furigana:`, `kana:`, `kanji:`; an unknown filter leaves the text as it is), and the
// special fields {{FrontSide}}, {{Tags}}, {{Deck}}, {{Subdeck}}, {{Card}}, {{CardFlag}}. Differences, for a study
// card that shows its question above its answer: the answer is rendered with {{FrontSide}} empty, and what precedes
// `<hr id=answer>` is left out when it only repeats the question (a cloze revealed there stays); `hint:` becomes a <details> the learner opens (no script);
// `type:` asks nothing on the question and shows the expected answer on the answer (the field's text), and the field
// is reported so that Learn can ask for it typed. Pure (no DOM): runs in the file sandbox and in the browser.
import { ankiClozeForTyping, renderAnkiCloze } from './cloze';
import { strippedExpected, typedAnswerMarker } from './type-answer';

export type AnkiCardContext = {
  /** The note's fields by name. */
  fields: Record<string, string>;
  /** The card's template ordinal (0-based); for a cloze note type, its cloze number − 1. */
  ordinal: number;
  isCloze: boolean;
  tags: string[];
  deck: string;
  templateName: string;
};

export type RenderedAnkiCard = { question: string; answer: string; typedField: string | null };

type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'field'; name: string; filters: string[] }
  | { kind: 'section'; name: string; negated: boolean; children: TemplateNode[] };

/** Templates parse once per note type; a deck with many notes reuses them. */
const parsed = new Map<string, TemplateNode[]>();

function parseTemplate(template: string): TemplateNode[] {
  const cached = parsed.get(template);
  if (cached) return cached;
  const root: TemplateNode[] = [];
  const stack: { name: string; children: TemplateNode[] }[] = [{ name: '', children: root }];
  const TAG = /\{\{([\s\S]*?)\}\}/g;
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const children = stack.at(-1)!.children;
    if (match.index > last) children.push({ kind: 'text', text: template.slice(last, match.index) });
    last = match.index + match[0].length;
    const body = match[1]!.trim();
    if (body.startsWith('#') || body.startsWith('^')) {
      const section: TemplateNode = { kind: 'section', name: body.slice(1).trim(), negated: body[0] === '^', children: [] };
      children.push(section);
      stack.push({ name: section.name, children: section.children });
    } else if (body.startsWith('/')) {
      // A closing tag closes its own section; a stray one is kept as text, as Anki reports it instead of guessing.
      const name = body.slice(1).trim();
      if (stack.length > 1 && stack.at(-1)!.name === name) stack.pop();
      else children.push({ kind: 'text', text: match[0] });
    } else {
      const parts = body.split(':');
      const name = parts.pop()!.trim();
      children.push({ kind: 'field', name, filters: parts.map((filter) => filter.trim()).reverse() });
    }
  }
  if (last < template.length) stack.at(-1)!.children.push({ kind: 'text', text: template.slice(last) });
  if (parsed.size > 500) parsed.clear();
  parsed.set(template, root);
  return root;
}

/** Anki's field_is_empty: only whitespace and empty <br>/<div> tags. */
export function ankiFieldIsEmpty(text: string): boolean {
  return /^(?:\s|<\/?(?:br|div) ?\/?>)*$/i.test(text);
}

/** Anki's strip_html, enough for `text:`: tags gone, entities decoded by the sanitiser later. */
function stripHtml(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '');
}

const FURIGANA = / ?([^ >]+?)\[(.+?)\]/g;
const furigana = (text: string, pick: (base: string, reading: string) => string) =>
  text.replace(/&nbsp;/g, ' ').replace(FURIGANA, (whole, base: string, reading: string) => (reading.startsWith('sound:') ? whole : pick(base, reading)));

type Side = { question: boolean; context: AnkiCardContext; typed: { field: string | null } };

function applyFilter(filter: string, text: string, fieldName: string, side: Side): string {
  switch (filter) {
    case '':
      return text;
    case 'text':
      return stripHtml(text);
    case 'cloze':
      return side.context.isCloze ? renderAnkiCloze(text, side.context.ordinal + 1, side.question) : text;
    case 'cloze-only':
      return side.context.isCloze ? renderAnkiCloze(text, side.context.ordinal + 1, side.question) : text;
    case 'hint':
      return text.trim() === '' ? text : `<details><summary>${fieldName}</summary>${text}</details>`;
    case 'furigana':
      return furigana(text, (base, reading) => `<ruby><rb>${base}</rb><rt>${reading}</rt></ruby>`);
    case 'kana':
      return furigana(text, (_, reading) => reading);
    case 'kanji':
      return furigana(text, (base) => base);
    default:
      // Unknown filters (add-ons, `tts`) leave the text as it is.
      return text;
  }
}

function specialField(name: string, side: Side, frontSide: string): string | null {
  const { context } = side;
  switch (name) {
    case 'FrontSide':
      return frontSide;
    case 'Tags':
      return context.tags.join(' ');
    case 'Deck':
      return context.deck;
    case 'Subdeck':
      return context.deck.split('::').at(-1) ?? '';
    case 'Card':
      return context.templateName;
    case 'CardFlag':
      return '';
    default:
      return null;
  }
}

function renderNodes(nodes: TemplateNode[], side: Side, frontSide: string): string {
  let out = '';
  const { fields, isCloze, ordinal } = side.context;
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'section') {
      const clozeCondition = isCloze && /^c\d+$/.test(node.name) ? Number(node.name.slice(1)) === ordinal + 1 : null;
      const nonEmpty = clozeCondition ?? (node.name in fields && !ankiFieldIsEmpty(fields[node.name]!));
      if (nonEmpty !== node.negated) out += renderNodes(node.children, side, frontSide);
    } else if (node.filters.at(-1) === 'type') {
      // `type:Field` (also `type:cloze:Field`, `type:nc:Field`): nothing on the question (Learn asks for it typed), on
      // the answer the expected text as a type-in marker (./type-answer.ts), which a study face shows as the answer.
      const value = fields[node.name];
      if (value === undefined) continue;
      side.typed.field ??= node.name;
      if (!side.question) {
        const expected = strippedExpected(node.filters.includes('cloze') ? ankiClozeForTyping(value, ordinal + 1) : value);
        if (expected !== '') out += typedAnswerMarker(expected, !node.filters.includes('nc'));
      }
    } else {
      const special = node.filters.length === 0 ? specialField(node.name, side, frontSide) : null;
      if (special !== null) {
        out += special;
        continue;
      }
      // A field the note type does not have renders as nothing (Anki shows an error on the card instead).
      let text = fields[node.name] ?? specialField(node.name, side, frontSide) ?? '';
      for (const filter of node.filters) text = applyFilter(filter, text, node.name, side);
      out += text;
    }
  }
  return out;
}

const ANSWER_RULE = /<hr\b[^>]*\bid\s*=\s*["']?answer\b["']?[^>]*>/i;

/** Question and answer of one card. */
export function renderAnkiCard(template: { qfmt: string; afmt: string; name?: string }, context: AnkiCardContext): RenderedAnkiCard {
  const typed = { field: null as string | null };
  const question = renderNodes(parseTemplate(template.qfmt), { question: true, context, typed }, '');
  const fullAnswer = renderNodes(parseTemplate(template.afmt), { question: false, context, typed }, '');
  const rule = ANSWER_RULE.exec(fullAnswer);
  if (!rule) return { question, answer: fullAnswer, typedField: typed.field };
  // Above the rule an answer repeats the question ({{FrontSide}}, or its fields again) or reveals it (a cloze shown):
  // a repeat is left out, a reveal kept above a plain rule.
  const above = fullAnswer.slice(0, rule.index);
  const below = fullAnswer.slice(rule.index + rule[0].length);
  const visible = (html: string) => stripHtml(html).replace(/\[sound:[^\]]*\]/g, '').replace(/\s+/g, '');
  const repeats = visible(question).includes(visible(above));
  return { question, answer: repeats ? below : `${above}<hr>${below}`, typedField: typed.field };
}
