// The `local` AI provider (ARCHITECTURE §5): a deterministic engine over the user's own material, no network and no
// model weights. It answers with quoted sentences of the retrieved passages and numbered citations, summarises by
// TextRank, and makes exams and flashcards from the material's sentences and definitions. Its own words are a few
// fixed phrases in the asker's language (engine-phrases.ts); it never writes a claim that is not a quote.
import type { AiAnswerChunk, AiAnswerInput, AiProvider } from '../provider';
import { chooseQuotes, overviewQuotes } from './compose-answer';
import { enginePhrases } from './engine-phrases';
import { flashcards } from './flashcards';
import { mockExam } from './mock-exam';
import { questionTypeOf } from './question-reading';
import { summarize } from './summarize';

async function* answer({ question, passages, language, signal }: AiAnswerInput): AsyncGenerator<AiAnswerChunk> {
  const phrases = enginePhrases(language);
  if (signal.aborted) return;
  // "What is this about": retrieval handed over the sections' openings. Every quote is shown under its section's heading.
  const overview = passages.length > 0 && questionTypeOf(question, passages[0]!.language) === 'overview' ? overviewQuotes(passages) : [];
  const lines = overview.length ? overview : chooseQuotes(question, passages);
  if (lines.length === 0) {
    yield { type: 'text', text: phrases.nothingFound };
    yield { type: 'citations', citations: [] };
    return;
  }
  yield { type: 'text', text: `${phrases.answerIntro}\n` };
  let heading = '';
  for (const [index, line] of lines.entries()) {
    // Let the consumer send the chunk (and notice a closed connection) before the next one.
    await new Promise((resolve) => setImmediate(resolve));
    if (signal.aborted) return;
    // The heading as a Markdown heading of its own: the chat renders the answer as Markdown, where a plain line would
    // run on with the quote below it.
    const title = line.heading && line.heading !== heading ? `\n### ${line.heading}` : '';
    heading = line.heading || heading;
    yield { type: 'text', text: `${title}\n${phrases.quoteOpen}${line.citation.quote}${phrases.quoteClose} [${index + 1}]` };
  }
  yield { type: 'citations', citations: lines.map((line) => line.citation) };
}

export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    answer,
    summarize: async (input) => summarize(input),
    mockExam: async (input) => mockExam(input),
    flashcards: async (input) => flashcards(input),
  };
}
