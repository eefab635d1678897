// answer(): a chat completion streamed from the endpoint, passed on delta by delta, its [n] markers renumbered in
// order of first use; then the citations, each quoting the cited passage (our text, not the model's). A stream that
// ends without a finish_reason was cut (the SDK ends quietly when the connection closes before [DONE]); a silence
// longer than the timeout ends it too. Both are typed failures; the caller's abort is rethrown as it came.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiAnswerChunk, AiAnswerInput } from '../provider';
import { startCallDeadline } from './call-deadline';
import { renumberCitations, withoutCitationMarkers } from './citation-markers';
import { citationsOf } from './cite-text';
import { systemPrompt } from './instructions';
import type { ModelEndpoint } from './model-endpoint';
import { aiUnavailable, providerFailure } from './provider-errors';

const ANSWER_TASK = [
  "Answer the student's question from the passages.",
  'After each sentence that uses a passage, cite it with its number in square brackets, e.g. [2] or [1][3].',
  'If the passages do not answer the question, say so briefly and cite nothing; do not invent an answer.',
].join('\n');

function answerMessages(input: AiAnswerInput): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: systemPrompt({ task: ANSWER_TASK, passages: input.passages, language: input.language, tutor: input.tutor }) },
    ...input.history.map((turn): ChatCompletionMessageParam => ({ role: turn.role, content: turn.role === 'assistant' ? withoutCitationMarkers(turn.text) : turn.text })),
    { role: 'user', content: input.question },
  ];
}

export async function* streamAnswer(endpoint: ModelEndpoint, input: AiAnswerInput): AsyncGenerator<AiAnswerChunk> {
  const call = startCallDeadline(endpoint.timeoutMs, input.signal);
  const markers = renumberCitations(input.passages.length);
  let text = '';
  let finished = false;
  try {
    const stream = await endpoint.client.chat.completions.create({ model: endpoint.model, messages: answerMessages(input), stream: true }, { signal: call.signal });
    for await (const chunk of stream) {
      call.extend();
      const choice = chunk.choices[0];
      if (choice?.finish_reason) finished = true;
      const shown = markers.push(choice?.delta?.content ?? '');
      if (shown) {
        text += shown;
        yield { type: 'text', text: shown };
      }
    }
  } catch (error) {
    throw providerFailure(error, call);
  } finally {
    call.end();
  }
  if (!finished) throw providerFailure(aiUnavailable('stream-cut', 'the stream ended before its finish_reason'), call);
  const rest = markers.flush();
  if (rest) {
    text += rest;
    yield { type: 'text', text: rest };
  }
  yield { type: 'citations', citations: citationsOf(text, markers.passagesInOrder(), input.passages, input.language) };
}
