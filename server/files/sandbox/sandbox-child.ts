// The file sandbox process: started by file-sandbox.ts with `node --import tsx`, it runs the parsers of
// sandbox-tasks.ts for the web process, one request at a time, so that an expensive or hostile file costs this process
// — which the parent watches and stops — and never the event loop that answers users. It exits when the parent goes away.
import { AppError } from '../../../lib/errors';
import type { SandboxFailure, SandboxReply, SandboxRequest } from './sandbox-protocol';
import { SANDBOX_TASKS } from './sandbox-tasks';

type AnyTask = { run?: (input: unknown) => Promise<unknown>; stream?: (input: unknown) => AsyncGenerator<unknown> };

let items: AsyncGenerator<unknown> | undefined;

function send(reply: SandboxReply): void {
  process.send?.(reply);
}

function taskOf(name: string): AnyTask {
  const task = (SANDBOX_TASKS as Record<string, AnyTask>)[name];
  if (!task) throw new Error(`No sandbox task ${name}.`);
  return task;
}

async function answer(request: SandboxRequest): Promise<SandboxReply> {
  switch (request.type) {
    case 'run': {
      const { run } = taskOf(request.task);
      if (!run) throw new Error(`The sandbox task ${request.task} streams.`);
      return { type: 'result', output: await run(request.input) };
    }
    case 'start': {
      const { stream } = taskOf(request.task);
      if (!stream) throw new Error(`The sandbox task ${request.task} does not stream.`);
      await items?.return(undefined);
      items = stream(request.input);
      return { type: 'started' };
    }
    case 'next': {
      if (!items) throw new Error('No task is streaming.');
      const next = await items.next();
      if (next.done) {
        items = undefined;
        return { type: 'end' };
      }
      return { type: 'item', item: next.value };
    }
    case 'finish':
      await items?.return(undefined);
      items = undefined;
      // The next request starts from a small heap, so that the parent's memory bound measures that request alone.
      (globalThis as { gc?: () => void }).gc?.();
      return { type: 'finished' };
  }
}

/** A failure as it crosses the channel: typed errors keep their type and data; a parser's own bound (an error with a
 *  `limit`, e.g. DocumentTooComplexError) stays a bound; anything else is an unreadable file. */
function failureOf(error: unknown): SandboxFailure {
  if (error instanceof AppError) return { kind: 'appError', type: error.type, data: error.data };
  const limit = (error as { limit?: unknown } | null)?.limit;
  if (typeof limit === 'string') return { kind: 'tooComplex', limit };
  return { kind: 'unreadable', message: error instanceof Error ? error.message : String(error) };
}

process.on('message', (request: SandboxRequest) => {
  answer(request).then(send, (error: unknown) => {
    items = undefined;
    send({ type: 'failed', failure: failureOf(error) });
  });
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
