// The browser's reading of Server-Sent Events (lib/api/event-stream.ts): events split anywhere between chunks,
// heartbeat comments, CR LF line ends, multi-line data and named events, as server/http/stream-route.ts writes them.
import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from '../event-stream';

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

describe('the event-stream parser', () => {
  it('hands on each event once its blank line arrives, however the text is split', () => {
    const text = 'data: {"type":"delta","text":"Photo"}\n\ndata: {"type":"delta","text":"synthese"}\n\n';
    const whole = parse([text]);
    const byCharacter = parse(text.split(''));
    expect(whole.map((event) => JSON.parse(event.data))).toEqual([{ type: 'delta', text: 'Photo' }, { type: 'delta', text: 'synthese' }]);
    expect(byCharacter).toEqual(whole);
  });

  it('ignores heartbeat comments and reads the event name and id', () => {
    expect(parse([': heartbeat\n\n', 'id: 7\nevent: error\ndata: {"error":{"type":"NotFoundError","data":{}}}\n\n'])).toEqual([
      { event: 'error', id: '7', data: '{"error":{"type":"NotFoundError","data":{}}}' },
    ]);
  });

  it('joins multi-line data and accepts CR LF and CR line ends, even a CR LF split between chunks', () => {
    expect(parse(['data: a\r', '\ndata: b\r\n\r\n', 'data:c\r\r'])).toEqual([
      { event: 'message', id: undefined, data: 'a\nb' },
      { event: 'message', id: undefined, data: 'c' },
    ]);
  });

  it('drops an event the stream cut off before its blank line', () => {
    expect(parse(['data: {"type":"delta","text":"x"}\n\ndata: {"type":"del'])).toHaveLength(1);
  });
});
