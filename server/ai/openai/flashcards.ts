// flashcards(): question–answer cards written by the model from the numbered pages, each naming the passage it was
// made from; the card's `source` quotes that passage (our text, the sentence that best matches the card). Cards
// without a passage, or repeating a front, are dropped; a reply without one usable card is a typed failure.
import { z } from 'zod';
import type { AiFlashcardsInput, AiGeneratedFlashcard } from '../provider';
import { systemPrompt } from './instructions';
import { completeJson, validItems } from './json-reply';
import type { ModelEndpoint } from './model-endpoint';
import { pagesWithinBudget } from './passages';
import { aiUnavailable } from './provider-errors';
import { citationFrom } from './quote-passage';

const cardReplySchema = z.object({
  front: z.string().trim().min(1),
  back: z.string().trim().min(1),
  passage: z.coerce.number().int().min(1),
});

const cardsReplySchema = z.object({ cards: z.array(z.unknown()) });

function cardsTask(maxCards: number): string {
  return [
    `Write up to ${maxCards} flashcards for learning the material: its key terms, definitions, facts and relations.`,
    '"front" is a short question or term, "back" its answer or definition (at most two sentences), both from the material.',
    '"passage" is the number of the passage the card was made from.',
    'Reply with one JSON object and nothing else: {"cards": [{"front": "…", "back": "…", "passage": 1}]}',
  ].join('\n');
}

export async function flashcards(endpoint: ModelEndpoint, input: AiFlashcardsInput): Promise<AiGeneratedFlashcard[]> {
  const pages = pagesWithinBudget(input.pages);
  const reply = await completeJson(endpoint, {
    messages: [
      { role: 'system', content: systemPrompt({ task: cardsTask(input.maxCards), passages: pages, language: input.language }) },
      { role: 'user', content: 'Write the flashcards.' },
    ],
    schema: cardsReplySchema,
    signal: input.signal,
  });
  const fronts = new Set<string>();
  const cards = validItems(reply.cards, cardReplySchema).flatMap((card) => {
    const page = pages[card.passage - 1];
    const front = card.front.toLocaleLowerCase();
    if (!page || fronts.has(front)) return [];
    fronts.add(front);
    return [{ front: card.front, back: card.back, source: citationFrom(page, `${card.front} ${card.back}`) }];
  });
  if (cards.length === 0) throw aiUnavailable('malformed-reply', 'no usable card in the reply');
  return cards.slice(0, input.maxCards);
}
