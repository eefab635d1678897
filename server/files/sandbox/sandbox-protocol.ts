// The messages between the web process and a file sandbox process (file-sandbox.ts ↔ sandbox-child.ts), sent over
// Node's IPC channel with the structured-clone ('advanced') serialization, so that bytes travel as bytes. The parent
// asks one thing at a time and waits for its answer: run a task, start a streaming one, or give its next result.
import type { ErrorType } from '../../../lib/errors';
import type { FileSandboxTask } from '../../../config/file-sandbox';
import type { SANDBOX_TASKS } from './sandbox-tasks';

type Tasks = typeof SANDBOX_TASKS;

/** Tasks that answer once, and tasks that yield results one at a time. */
export type RunTask = { [K in FileSandboxTask]: Tasks[K] extends { run: (input: never) => unknown } ? K : never }[FileSandboxTask];
export type StreamTask = { [K in FileSandboxTask]: Tasks[K] extends { stream: (input: never) => unknown } ? K : never }[FileSandboxTask];

export type TaskInput<K extends FileSandboxTask> = Tasks[K] extends { run: (input: infer I) => unknown } ? I : Tasks[K] extends { stream: (input: infer I) => unknown } ? I : never;
export type TaskOutput<K extends RunTask> = Tasks[K] extends { run: (input: never) => Promise<infer O> } ? O : never;
export type TaskItem<K extends StreamTask> = Tasks[K] extends { stream: (input: never) => AsyncGenerator<infer T> } ? T : never;

/** Why a task failed inside the child: a typed error of the catalogue (kept as it is), a bound of the parser itself
 *  (e.g. a PDF image's pixels), or an unreadable file. */
export type SandboxFailure =
  | { kind: 'appError'; type: ErrorType; data: Record<string, unknown> }
  | { kind: 'tooComplex'; limit: string }
  | { kind: 'unreadable'; message: string };

export type SandboxRequest =
  | { type: 'run'; task: FileSandboxTask; input: unknown }
  | { type: 'start'; task: FileSandboxTask; input: unknown }
  | { type: 'next' }
  | { type: 'finish' };

export type SandboxReply =
  | { type: 'ready' }
  | { type: 'result'; output: unknown }
  | { type: 'started' }
  | { type: 'item'; item: unknown }
  | { type: 'end' }
  | { type: 'finished' }
  | { type: 'failed'; failure: SandboxFailure };
