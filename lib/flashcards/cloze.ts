// Cloze cards as Anki writes them: `{{c1::answer}}` or `{{c1::answer::hint}}` in a text; each cloze number is one
// card, which hides its own deletions (showing the hint, or […]) and shows the others' answers.

const CLOZE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/** The cloze numbers a text holds, ascending, each once. */
export function clozeNumbers(text: string): number[] {
  const numbers = new Set<number>();
  for (const match of text.matchAll(CLOZE)) {
    const number = Number(match[1]);
    if (number > 0) numbers.add(number);
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The card of cloze `number`: on the front its deletions are hidden, on the back they are shown in bold. */
export function renderCloze(text: string, number: number, side: 'front' | 'back'): string {
  return text.replace(CLOZE, (_, n: string, answer: string, hint: string | undefined) => {
    if (Number(n) !== number) return answer;
    if (side === 'back') return `<b>${answer}</b>`;
    return hint ? `[${hint}]` : '[…]';
  });
}

/** The text with every deletion answered (what a search engine or a list of cards shows). */
export function clozeAnswered(text: string): string {
  return text.replace(CLOZE, (_, _n: string, answer: string) => answer);
}

/** A text's cloze deletions as Anki's cloze.rs reads them: `{{c1::…}}` (or `{{c1,2::…}}`) opens, `}}` closes, so
 *  deletions nest; the first `::` inside a deletion's own text starts its hint; at most 10 open at once. */
type ClozeNode = string | { numbers: number[]; hint: string | null; nodes: ClozeNode[] };

const CLOZE_OPEN = /^\{\{c([\d,]+)::/;

function parseAnkiCloze(text: string): ClozeNode[] {
  const output: ClozeNode[] = [];
  const open: Extract<ClozeNode, object>[] = [];
  const push = (node: ClozeNode) => (open.at(-1)?.nodes ?? output).push(node);
  let at = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end <= textStart) return;
    let chunk = text.slice(textStart, end);
    const cloze = open.at(-1);
    if (cloze && cloze.hint === null && !chunk.startsWith('image-occlusion:')) {
      const split = chunk.indexOf('::');
      if (split >= 0) {
        cloze.hint = chunk.slice(split + 2);
        chunk = chunk.slice(0, split);
      }
    }
    push(chunk);
  };
  while (at < text.length) {
    const opening = text.startsWith('{{c', at) ? CLOZE_OPEN.exec(text.slice(at, at + 40)) : null;
    const numbers = opening ? [...new Set(opening[1]!.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b) : [];
    if (opening && numbers.length > 0) {
      flushText(at);
      if (open.length < 10) open.push({ numbers, hint: null, nodes: [] });
      at += opening[0].length;
      textStart = at;
    } else if (text.startsWith('}}', at)) {
      flushText(at);
      const closed = open.pop();
      if (closed) push(closed);
      else push('}}');
      at += 2;
      textStart = at;
    } else at += 1;
  }
  flushText(text.length);
  // Deletions left open are dropped, their text kept (Anki keeps only closed ones).
  while (open.length > 0) {
    const unclosed = open.pop()!;
    for (const node of unclosed.nodes) push(node);
  }
  return output;
}

/** Every cloze number of the text, nested deletions included, ascending, each once. */
export function ankiClozeNumbers(text: string): number[] {
  const numbers = new Set<number>();
  const visit = (nodes: ClozeNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      node.numbers.forEach((number) => numbers.add(number));
      visit(node.nodes);
    }
  };
  visit(parseAnkiCloze(text));
  return [...numbers].sort((a, b) => a - b);
}

/** Whether a text holds an image occlusion deletion (`{{c1::image-occlusion:rect:…}}`). */
export function hasImageOcclusion(text: string): boolean {
  return /\{\{c[\d,]+::image-occlusion:/.test(text);
}

/** What card `number` of a cloze text asks to be typed (`{{type:cloze:Text}}`), as rslib's extract_cloze_for_typing
 *  gives it: the text of each of its deletions (nested ones too), one of them when all are the same, else joined by
 *  ", ". */
export function ankiClozeForTyping(text: string, number: number): string {
  const found: string[] = [];
  const textOf = (nodes: ClozeNode[]): string => nodes.map((node) => (typeof node === 'string' ? node : textOf(node.nodes))).join('');
  const visit = (node: ClozeNode) => {
    if (typeof node === 'string') return;
    if (node.numbers.includes(number)) found.push(textOf(node.nodes));
    node.nodes.forEach(visit);
  };
  parseAnkiCloze(text).forEach(visit);
  return found.length > 0 && found.every((entry) => entry === found[0]) ? found[0]! : found.join(', ');
}

/** Card `number` of a cloze text as Anki's reveal_cloze renders it: on the question the active deletion (and all it
 *  holds) becomes its hint in brackets or `[...]`; on the answer it is shown, in bold; inactive deletions show their
 *  text, their nested active deletions still hidden or shown. */
export function renderAnkiCloze(text: string, number: number, question: boolean): string {
  const render = (nodes: ClozeNode[]): string =>
    nodes
      .map((node) => {
        if (typeof node === 'string') return node;
        const active = node.numbers.includes(number);
        if (active && question) return `[${node.hint ?? '...'}]`;
        return active ? `<b>${render(node.nodes)}</b>` : render(node.nodes);
      })
      .join('');
  return render(parseAnkiCloze(text));
}
