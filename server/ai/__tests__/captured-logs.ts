// The server's own logger (server/logger.ts, pino, one per process) captured in memory at its most verbose level, for
// the tests that show nothing of a conversation reaches the logs.
import pino from 'pino';
import { expect } from 'vitest';

const holder = globalThis as typeof globalThis & { __knowlyLogger?: pino.Logger };

/** Installs the capturing logger (before anything asks for the logger: the AI provider keeps a child of it); answers
 *  the lines written from then on. */
export function captureServerLogs(): string[] {
  const lines: string[] = [];
  holder.__knowlyLogger = pino({ level: 'trace', base: { service: 'knowly' } }, { write: (line: string) => void lines.push(line) });
  return lines;
}

export function releaseServerLogs(): void {
  delete holder.__knowlyLogger;
}

/** The request lines of the log: path and status. */
export const requestLinesOf = (lines: readonly string[]) =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; path?: string; status?: number })
    .filter((entry) => entry.msg === 'request')
    .map((entry) => [entry.path, entry.status]);

/** No line holds any of the texts, whole or JSON-escaped, nor any of the words. */
export function expectNoLineHolds(lines: readonly string[], { texts, words }: { texts: readonly string[]; words: readonly string[] }) {
  for (const line of lines) {
    for (const text of texts) {
      expect(line).not.toContain(text);
      expect(line).not.toContain(JSON.stringify(text).slice(1, -1));
    }
  }
  for (const word of words) expect(lines.filter((line) => line.includes(word))).toEqual([]);
}
