// A real HTTP server on loopback that speaks the OpenAI chat-completions protocol, for the integration tests and the
// AI evaluation: `POST /v1/chat/completions` (streamed as Server-Sent Events ending with `data: [DONE]`, or whole as
// JSON) and `GET /v1/models`. It is no model: its replies are computed from the request — it reads the passages
// quoted in the system prompt (<passage id="n">…</passage>) and answers with their first sentences, cited [n]; a JSON
// request (response_format json_object) gets a summary, exam questions or flashcards made the same way, the kind read
// from the JSON shape the instructions ask for ("summary", "questions", "cards").
// Failures on demand, one per request in the order queued (`failNext`): a request that never answers, 429 with
// Retry-After, 500/502/503, a stream cut in the middle, a stream that stalls, a reply that is not JSON. Every request
// is recorded (its body, and whether the client went away before the end).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Failure = 'timeout' | '429' | '500' | '502' | '503' | 'cut-stream' | 'stall-stream' | 'bad-json';

type ChatMessage = { role: string; content: string };
type ChatRequestBody = { model?: string; messages?: ChatMessage[]; stream?: boolean; response_format?: { type?: string } };

type ReceivedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatRequestBody | undefined;
  /** True when the client closed the connection before the reply was complete (an abort, a timeout). */
  closedEarly: boolean;
};

export type FakeOpenAiServer = {
  /** What AI_BASE_URL says: http://127.0.0.1:<port>/v1. */
  baseURL: string;
  model: string;
  apiKey: string;
  requests: ReceivedRequest[];
  /** The system prompt of the last chat-completions request. */
  lastSystemPrompt(): string;
  /** The next request fails this way (queued: one failure per request). */
  failNext(failure: Failure): void;
  close(): Promise<void>;
};

type Options = {
  model?: string;
  /** The Bearer token it requires (401 otherwise). */
  apiKey?: string;
  /** Pause between two streamed chunks. */
  chunkDelayMs?: number;
  /** Retry-After of its 429 answers, in seconds. */
  retryAfterSeconds?: number;
  /** Like servers that ignore response_format: the JSON reply comes wrapped in prose and a code fence. */
  ignoresResponseFormat?: boolean;
};

type Passage = { id: number; text: string };

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

function passagesOf(systemPrompt: string): Passage[] {
  return [...systemPrompt.matchAll(/<passage id="(\d+)"[^>]*>\n?([\s\S]*?)\n?<\/passage>/g)].map((match) => ({ id: Number(match[1]), text: unescape(match[2] ?? '') }));
}

function firstSentence(text: string): string {
  for (const part of new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text)) {
    if (part.segment.trim()) return part.segment.trim();
  }
  return text.trim();
}

/** The sentence's longest word (letters only): what a cloze leaves out. */
function keyWord(sentence: string): string {
  return (sentence.match(/\p{L}+/gu) ?? []).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

function chatAnswer(passages: Passage[]): string {
  if (passages.length === 0) return 'The material does not say.';
  return passages
    .slice(0, 2)
    .map((passage) => `${firstSentence(passage.text)} [${passage.id}]`)
    .join(' ');
}

function jsonReply(systemPrompt: string, passages: Passage[]): unknown {
  const sentences = passages.map((passage) => ({ id: passage.id, sentence: firstSentence(passage.text), word: keyWord(firstSentence(passage.text)) }));
  if (systemPrompt.includes('{"questions"')) {
    const kinds = ['cloze', 'multiple-choice', 'true-false', 'short-answer'] as const;
    return {
      questions: sentences.map(({ id, sentence, word }, index) => {
        const cloze = sentence.replace(word, '___');
        const kind = kinds[index % kinds.length];
        if (kind === 'multiple-choice') {
          const others = sentences.map((other) => other.word).filter((other) => other !== word);
          return { kind, prompt: `Which word completes: ${cloze}`, options: [word, ...new Set(others)].slice(0, 4), answer: word, passage: id };
        }
        if (kind === 'true-false') return { kind, prompt: sentence, answer: 'true', passage: id };
        if (kind === 'short-answer') return { kind, prompt: `What does the material say about ${word}?`, answer: sentence, passage: id };
        return { kind, prompt: cloze, answer: word, passage: id };
      }),
    };
  }
  if (systemPrompt.includes('{"cards"')) {
    return { cards: sentences.map(({ id, sentence, word }) => ({ front: sentence.replace(word, '___'), back: word, passage: id })) };
  }
  return { summary: sentences.map(({ id, sentence }) => `${sentence} [${id}]`).join(' ') };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const errorBody = (message: string, type: string) => ({ error: { message, type, param: null, code: null } });

export async function startFakeOpenAiServer(options: Options = {}): Promise<FakeOpenAiServer> {
  const model = options.model ?? 'knowly-fake-model';
  const apiKey = options.apiKey ?? 'fake-openai-key';
  const chunkDelayMs = options.chunkDelayMs ?? 2;
  const requests: ReceivedRequest[] = [];
  const failures: Failure[] = [];
  let sequence = 0;

  async function streamReply(res: ServerResponse, content: string, failure: Failure | undefined) {
    const id = `chatcmpl-fake-${(sequence += 1)}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, string>, finishReason: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }, null));
    // A few words per chunk: the client sees the answer arrive in pieces.
    const pieces = content.match(/(?:\S+\s*){1,3}/g) ?? [content];
    for (const [index, piece] of pieces.entries()) {
      if (res.destroyed) return;
      if (index === 1 && failure === 'cut-stream') {
        res.socket?.destroy(); // the connection drops before [DONE]
        return;
      }
      if (index === 1 && failure === 'stall-stream') return; // says nothing more until the client gives up
      if (index === 1 && failure === 'bad-json') {
        res.end('data: {"choices": [{"delta": {"content": \n\n');
        return;
      }
      res.write(chunk({ content: piece }, null));
      await wait(chunkDelayMs);
    }
    if (res.destroyed) return;
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  function wholeReply(res: ServerResponse, content: string, failure: Failure | undefined) {
    const body = JSON.stringify({
      id: `chatcmpl-fake-${(sequence += 1)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: failure === 'bad-json' ? 'Sure! Here are your questions: {"questions": [' : content }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    if (failure === 'cut-stream') {
      // Half the body reaches the client, then the connection drops.
      res.write(body.slice(0, body.length / 2), () => setTimeout(() => res.socket?.destroy(), 20));
      return;
    }
    res.end(body);
  }

  async function chatCompletion(res: ServerResponse, body: ChatRequestBody) {
    const failure = failures.shift();
    if (failure === 'timeout') return; // never answers
    if (failure === '429') return sendJson(res, 429, errorBody('Rate limit reached for requests', 'requests'), { 'Retry-After': String(options.retryAfterSeconds ?? 7) });
    if (failure === '500' || failure === '502' || failure === '503') return sendJson(res, Number(failure), errorBody('The server had an error while processing your request.', 'server_error'));
    const systemPrompt = body.messages?.find((message) => message.role === 'system')?.content ?? '';
    const passages = passagesOf(systemPrompt);
    let content: string;
    if (body.response_format?.type === 'json_object') {
      const json = JSON.stringify(jsonReply(systemPrompt, passages));
      content = options.ignoresResponseFormat ? `Here is the JSON you asked for:\n\`\`\`json\n${json}\n\`\`\`\nGood luck!` : json;
    } else content = chatAnswer(passages);
    if (body.stream) await streamReply(res, content, failure);
    else wholeReply(res, content, failure);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let body: ChatRequestBody | undefined;
    try {
      body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody) : undefined;
    } catch {
      return sendJson(res, 400, errorBody('We could not parse the JSON body of your request.', 'invalid_request_error'));
    }
    const record: ReceivedRequest = { method: req.method ?? 'GET', path, authorization: req.headers.authorization, body, closedEarly: false };
    requests.push(record);
    res.on('close', () => {
      record.closedEarly = !res.writableFinished;
    });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return sendJson(res, 401, errorBody('Incorrect API key provided.', 'invalid_request_error'));
    if (req.method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: [{ id: model, object: 'model', created: 0, owned_by: 'knowly-tests' }] });
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') return chatCompletion(res, body ?? {});
    return sendJson(res, 404, errorBody(`Unknown request URL: ${req.method} ${path}`, 'invalid_request_error'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    model,
    apiKey,
    requests,
    lastSystemPrompt: () => requests.findLast((request) => request.path === '/v1/chat/completions')?.body?.messages?.find((message) => message.role === 'system')?.content ?? '',
    failNext: (failure) => {
      failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
