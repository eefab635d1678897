// summarize(): a summary of the pages at one of three lengths, its statements citing the passages as [n] (renumbered
// in order of first use, like an answer), each citation quoting the passage's best-matching sentence.
import { z } from 'zod';
import type { AiSummary, AiSummaryInput, AiSummaryLength } from '../provider';
import { renumberCitations } from './citation-markers';
import { citationsOf } from './cite-text';
import { systemPrompt } from './instructions';
import { completeJson } from './json-reply';
import type { ModelEndpoint } from './model-endpoint';
import { pagesWithinBudget } from './passages';

/** About how many words each length asks for. */
const SUMMARY_WORDS: Record<AiSummaryLength, number> = { short: 80, medium: 200, long: 450 };

const summaryReplySchema = z.object({ summary: z.string().trim().min(1) });

export async function summarize(endpoint: ModelEndpoint, input: AiSummaryInput): Promise<AiSummary> {
  const pages = pagesWithinBudget(input.pages);
  const task = [
    `Summarize the material in about ${SUMMARY_WORDS[input.length]} words: its main ideas, terms and results, in a clear order.`,
    'After each sentence, cite the passage it comes from with its number in square brackets, e.g. [2].',
    'Reply with one JSON object and nothing else: {"summary": "<the summary>"}',
  ].join('\n');
  const reply = await completeJson(endpoint, {
    messages: [
      { role: 'system', content: systemPrompt({ task, passages: pages, language: input.language }) },
      { role: 'user', content: 'Summarize the passages.' },
    ],
    schema: summaryReplySchema,
    signal: input.signal,
  });
  const markers = renumberCitations(pages.length);
  const summary = (markers.push(reply.summary) + markers.flush()).trim();
  return { summary, citations: citationsOf(summary, markers.passagesInOrder(), pages, input.language) };
}
