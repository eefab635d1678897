// mockExam(): exam questions written by the model from the numbered pages, each naming the passage it was made from.
// A question's `source` quotes that passage (our text, the sentence that best matches the question and its answer),
// never the model. Questions that break their kind's rules (a multiple-choice answer missing from its options, a
// true-false answer that is neither) are dropped; a reply without one usable question is a typed failure.
import { z } from 'zod';
import { AI_QUESTION_KINDS } from '../../../lib/contracts/ai';
import type { AiGeneratedQuestion, AiMockExamInput, AiPage } from '../provider';
import { systemPrompt } from './instructions';
import { completeJson, validItems } from './json-reply';
import type { ModelEndpoint } from './model-endpoint';
import { pagesWithinBudget } from './passages';
import { aiUnavailable } from './provider-errors';
import { citationFrom } from './quote-passage';

const questionReplySchema = z.object({
  kind: z.enum(AI_QUESTION_KINDS),
  prompt: z.string().trim().min(1),
  options: z.array(z.string().trim().min(1)).optional(),
  answer: z.union([z.string(), z.boolean()]).transform((answer) => String(answer).trim()).pipe(z.string().min(1)),
  passage: z.coerce.number().int().min(1),
});
type QuestionReply = z.output<typeof questionReplySchema>;

const examReplySchema = z.object({ questions: z.array(z.unknown()) });

function examTask(questionCount: number): string {
  return [
    `Write ${questionCount} exam questions that test understanding of the material, in the order of the material.`,
    'Mix these kinds:',
    '- "multiple-choice": "options" holds 4 answers, exactly one correct; the wrong ones are plausible, taken from the same material.',
    '- "cloze": a sentence of the material with the key word(s) replaced by ___; "answer" is the missing word(s).',
    '- "true-false": a statement about the material; "answer" is "true" or "false".',
    '- "short-answer": an open question; "answer" is a model answer in one or two sentences.',
    '"passage" is the number of the passage the question was made from.',
    'Reply with one JSON object and nothing else:',
    '{"questions": [{"kind": "multiple-choice", "prompt": "…", "options": ["…", "…", "…", "…"], "answer": "…", "passage": 1}]}',
  ].join('\n');
}

/** The question in the provider's form, or undefined when it breaks its kind's rules or names no passage. */
function examQuestion(reply: QuestionReply, pages: readonly AiPage[]): AiGeneratedQuestion | undefined {
  const page = pages[reply.passage - 1];
  if (!page) return undefined;
  const source = citationFrom(page, `${reply.prompt} ${reply.answer}`);
  if (reply.kind === 'multiple-choice') {
    const options = [...new Set(reply.options ?? [])];
    const answer = options.find((option) => option.toLocaleLowerCase() === reply.answer.toLocaleLowerCase());
    if (options.length < 2 || answer === undefined) return undefined;
    return { kind: reply.kind, prompt: reply.prompt, options, answer, source };
  }
  if (reply.kind === 'true-false') {
    const answer = reply.answer.toLowerCase();
    return answer === 'true' || answer === 'false' ? { kind: reply.kind, prompt: reply.prompt, answer, source } : undefined;
  }
  return { kind: reply.kind, prompt: reply.prompt, answer: reply.answer, source };
}

export async function mockExam(endpoint: ModelEndpoint, input: AiMockExamInput): Promise<AiGeneratedQuestion[]> {
  const pages = pagesWithinBudget(input.pages);
  const wishes = input.userInput?.trim();
  const reply = await completeJson(endpoint, {
    messages: [
      { role: 'system', content: systemPrompt({ task: examTask(input.questionCount), passages: pages, language: input.language }) },
      { role: 'user', content: wishes ? `Write the exam. My wishes for it: ${wishes}` : 'Write the exam.' },
    ],
    schema: examReplySchema,
    signal: input.signal,
  });
  const questions = validItems(reply.questions, questionReplySchema)
    .map((question) => examQuestion(question, pages))
    .filter((question): question is AiGeneratedQuestion => question !== undefined)
    .slice(0, input.questionCount);
  if (questions.length === 0) throw aiUnavailable('malformed-reply', 'no usable question in the reply');
  return questions;
}
