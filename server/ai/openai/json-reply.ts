// A non-streamed completion whose reply is a JSON object (summaries, exams, flashcards). It asks for JSON mode
// (`response_format: json_object`); servers that ignore it often wrap the object in prose or a code fence, so the
// first balanced {...} of the reply is read. A reply without one, or one the schema refuses, is a typed failure.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { startCallDeadline } from './call-deadline';
import type { ModelEndpoint } from './model-endpoint';
import { aiUnavailable, providerFailure } from './provider-errors';

/** The first balanced JSON object in `text` (braces inside strings skipped), or undefined. */
function firstJsonObject(text: string): string | undefined {
  const start = text.indexOf('{');
  if (start === -1) return undefined;
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  return undefined;
}

function parsedReply(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    const object = firstJsonObject(content);
    if (object === undefined) throw aiUnavailable('malformed-reply', 'no JSON object in the reply');
    try {
      return JSON.parse(object);
    } catch {
      throw aiUnavailable('malformed-reply', 'the JSON object of the reply does not parse');
    }
  }
}

export async function completeJson<S extends z.ZodType>(
  endpoint: ModelEndpoint,
  { messages, schema, signal }: { messages: ChatCompletionMessageParam[]; schema: S; signal?: AbortSignal },
): Promise<z.output<S>> {
  const call = startCallDeadline(endpoint.timeoutMs, signal);
  let content: string;
  try {
    const completion = await endpoint.client.chat.completions.create(
      { model: endpoint.model, messages, response_format: { type: 'json_object' }, stream: false },
      { signal: call.signal },
    );
    content = completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    throw providerFailure(error, call);
  } finally {
    call.end();
  }
  const result = schema.safeParse(parsedReply(content));
  if (!result.success) throw aiUnavailable('malformed-reply', result.error.message);
  return result.data;
}

/** The items of a reply's list that `schema` accepts: a model that botches one question of ten loses that one only. */
export function validItems<S extends z.ZodType>(items: readonly unknown[], schema: S): z.output<S>[] {
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}
