// Reads a text/event-stream answer (the streaming routes of server/http/stream-route.ts) in the browser, where
// EventSource can neither POST nor send a bearer token: a parser fed with text as it arrives, split anywhere, that
// hands on each complete event (its `event` name, `id` and `data` lines joined), after the WHATWG rules — comment lines
// (the heartbeat) ignored, LF, CR LF or CR line ends, one leading space of a value dropped.

export type StreamEvent = { event: string; id: string | undefined; data: string };

export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let name = '';
  let id: string | undefined;

  function dispatch() {
    if (data.length > 0) onEvent({ event: name || 'message', id, data: data.join('\n') });
    data = [];
    name = '';
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') name = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return {
    /** More text of the stream. */
    feed(chunk: string) {
      buffer += chunk;
      // A CR at the very end may be the first half of CR LF: it waits for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
    /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
    end() {
      if (buffer.endsWith('\r')) this.feed('\n');
      buffer = '';
      data = [];
    },
  };
}

/** Feeds a response body to a parser until it ends (or its reader is cancelled by the request's abort signal). */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const parser = createEventStreamParser(onEvent);
  const reader = body.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  parser.end();
}
