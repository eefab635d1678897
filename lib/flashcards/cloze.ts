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
