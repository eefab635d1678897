// TextRank (Mihalcea & Tarau, 2004) over sentences: a graph whose edges weigh how many terms two sentences share,
// normalised by their lengths (|common| / (log |a| + log |b|)), ranked by PageRank. The sentences most similar to many
// others are the most central to the text: an extractive summary takes the top ones. Written here because it is
// twenty lines and the npm packages that offer it are unmaintained or English-only.

const DAMPING = 0.85;
const MAX_ITERATIONS = 50;
const TOLERANCE = 1e-6;

/** The TextRank score of each sentence, given each sentence's terms (stemmed content words). */
export function textRank(sentenceTerms: string[][]): number[] {
  const count = sentenceTerms.length;
  const sets = sentenceTerms.map((terms) => new Set(terms));
  // Shared terms per pair, found through each term's sentences rather than by comparing every pair's sets.
  const postings = new Map<string, number[]>();
  sets.forEach((set, index) =>
    set.forEach((term) => {
      const sentences = postings.get(term);
      if (sentences) sentences.push(index);
      else postings.set(term, [index]);
    }),
  );
  const shared = new Map<number, number>();
  for (const sentences of postings.values()) {
    for (let a = 0; a < sentences.length; a += 1) {
      for (let b = a + 1; b < sentences.length; b += 1) {
        const key = sentences[a]! * count + sentences[b]!;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }
  const edges: { from: number; to: number; weight: number }[][] = Array.from({ length: count }, () => []);
  const outWeight = new Array<number>(count).fill(0);
  for (const [key, common] of shared) {
    const a = Math.floor(key / count);
    const b = key % count;
    const weight = common / (Math.log(sets[a]!.size + 1) + Math.log(sets[b]!.size + 1));
    edges[a]!.push({ from: b, to: a, weight });
    edges[b]!.push({ from: a, to: b, weight });
    outWeight[a]! += weight;
    outWeight[b]! += weight;
  }
  let scores = new Array<number>(count).fill(1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const next = edges.map((incoming) => 1 - DAMPING + DAMPING * incoming.reduce((sum, { from, weight }) => sum + (weight / outWeight[from]!) * scores[from]!, 0));
    const change = next.reduce((sum, score, index) => sum + Math.abs(score - scores[index]!), 0);
    scores = next;
    if (change < TOLERANCE) break;
  }
  return scores;
}
