// The model cites passages by their number in the request ([3], [1, 2]); the provider interface wants the markers of
// an answer numbered [1], [2]… in order of first use, matching its list of citations. This renumbers them as the text
// streams by (a marker split over two deltas, "[1" + "2]", is held back until it is whole) and drops markers that
// name no passage.
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** An unfinished marker at the end of a delta: "[", "[1", "[1, ". */
const OPEN_MARKER_AT_END = /\[[\d,\s]{0,12}$/;

export type CitationRenumbering = {
  /** The text of `delta` that can be shown now, markers renumbered. */
  push(delta: string): string;
  /** What was held back, at the end of the text. */
  flush(): string;
  /** The passage numbers (1-based, as sent) in the order of the new markers: [k] cites passage passagesInOrder()[k-1]. */
  passagesInOrder(): number[];
};

export function renumberCitations(passageCount: number): CitationRenumbering {
  const order: number[] = [];
  let held = '';
  const renumber = (text: string) =>
    text.replace(MARKER, (_marker, list: string) =>
      list
        .split(',')
        .map(Number)
        .filter((id) => id >= 1 && id <= passageCount)
        .map((id) => {
          if (!order.includes(id)) order.push(id);
          return `[${order.indexOf(id) + 1}]`;
        })
        .filter((marker, index, markers) => markers.indexOf(marker) === index)
        .join(''),
    );
  return {
    push(delta) {
      const text = held + delta;
      const open = text.search(OPEN_MARKER_AT_END);
      held = open === -1 ? '' : text.slice(open);
      return renumber(open === -1 ? text : text.slice(0, open));
    },
    flush() {
      const rest = renumber(held);
      held = '';
      return rest;
    },
    passagesInOrder: () => [...order],
  };
}

/** Text without citation markers (earlier answers in a chat's history: their numbers named other passages). */
export function withoutCitationMarkers(text: string): string {
  return text.replace(MARKER, '').replace(/[ \t]+([.,;:!?])/g, '$1');
}
