// How an Anki note type maps onto Knowly's notes, read from its templates: a type whose one card shows one field and
// answers with one other is basic; with a second card the other way round it is reversed (for each note that has
// that card); a cloze type whose question is only its cloze field is cloze, with the answer's other fields as the
// extra. Anything else (three or more cards, cards combining fields, several cloze fields) has no such shape: its cards
// are rendered from its templates instead (../../../lib/flashcards/anki-template.ts, issue 31).

/** `css`: the note type's own styling (./note-type-css.ts keeps it, scoped and sanitised). */
export type AnkiNoteType = { name: string; isCloze: boolean; fieldNames: string[]; templates: { qfmt: string; afmt: string; name: string }[]; css?: string };

export type NoteShape =
  | { kind: 'basic'; front: number; back: number; reverseTemplate: boolean }
  | { kind: 'cloze'; text: number; extra: number[] };

const SPECIAL_FIELDS = new Set(['frontside', 'tags', 'type', 'deck', 'subdeck', 'card', 'cardflag']);

/** Field names a template shows, in order, each once. `type:` fields (an answer box) count only when `withTyped`. */
function fieldRefs(template: string, withTyped: boolean): { name: string; filters: string[] }[] {
  const refs: { name: string; filters: string[] }[] = [];
  for (const match of template.matchAll(/\{\{([^{}]+)\}\}/g)) {
    const tag = match[1]!.trim();
    if (/^[#^/!]/.test(tag)) continue;
    const parts = tag.split(':').map((part) => part.trim());
    const name = parts.pop()!;
    if (SPECIAL_FIELDS.has(name.toLowerCase())) continue;
    if (parts.includes('type') && !withTyped) continue;
    if (!refs.some((ref) => ref.name === name)) refs.push({ name, filters: parts });
  }
  return refs;
}

/** [question field, answer field] of a card template that shows one field and answers with one other, else null. */
function basicSides(template: { qfmt: string; afmt: string }): [string, string] | null {
  const question = fieldRefs(template.qfmt, false);
  const answer = fieldRefs(template.afmt, true).filter((ref) => !question.some((q) => q.name === ref.name));
  return question.length === 1 && answer.length === 1 ? [question[0]!.name, answer[0]!.name] : null;
}

export function noteShapeOf(type: AnkiNoteType): NoteShape | null {
  // A type-in answer ({{type:…}}, Anki's "Basic (type in the answer)") is rendered, so its card keeps the type-in
  // marker that makes Learn grade it as Anki does (lib/flashcards/type-answer.ts).
  if (type.templates.some((template) => /\{\{\s*type:/.test(template.qfmt + template.afmt))) return null;
  const index = (name: string) => type.fieldNames.indexOf(name);
  const [first, second, ...more] = type.templates;
  if (!first) return null;
  if (type.isCloze) {
    const question = fieldRefs(first.qfmt, false);
    const cloze = question.find((ref) => ref.filters.includes('cloze'));
    if (!cloze || question.length !== 1 || index(cloze.name) < 0) return null;
    const extra = fieldRefs(first.afmt, true).filter((ref) => ref.name !== cloze.name).map((ref) => index(ref.name));
    return extra.some((at) => at < 0) ? null : { kind: 'cloze', text: index(cloze.name), extra };
  }
  if (more.length > 0) return null;
  const sides = basicSides(first);
  if (!sides || sides.some((name) => index(name) < 0)) return null;
  if (!second) return { kind: 'basic', front: index(sides[0]), back: index(sides[1]), reverseTemplate: false };
  const reverse = basicSides(second);
  if (!reverse || reverse[0] !== sides[1] || reverse[1] !== sides[0]) return null;
  return { kind: 'basic', front: index(sides[0]), back: index(sides[1]), reverseTemplate: true };
}
