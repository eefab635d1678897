// Every parser of a user's file (PDF, photo, Anki package, CSV, Quizlet text) runs here: in separate processes
// (sandbox-child.ts), never in the web process. A file can cost seconds of CPU and gigabytes of memory (a
// decompression bomb, an SQLite view that recurses, a PDF drawing one huge image on every page does it on purpose), and
// in the web process that would freeze every request. Each task gets bounds (config/file-sandbox.ts
// FILE_SANDBOX_LIMITS): resident memory and CPU time, read from /proc every POLL_MS on Linux, wall time everywhere, and
// the child's JavaScript heap (--max-old-space-size). Past one, the child is killed and the task fails with
// FileTooComplexError naming the bound.
//
// Small pools keep the children, one per lane (FILE_SANDBOX_LANES): at most so many work at once (further tasks wait),
// an idle one is reused for the next task of its lane and heap (starting one costs about half a second) until
// REUSE_LIMIT tasks or IDLE_MS of idleness, and idle children never keep the server from exiting.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_SANDBOX_LANE_OF, FILE_SANDBOX_LANES, FILE_SANDBOX_LIMITS, type FileSandboxLimits, type FileSandboxTask } from '../../../config/file-sandbox';
import { AppError } from '../../../lib/errors';
import type { RunTask, SandboxFailure, SandboxReply, SandboxRequest, StreamTask, TaskInput, TaskItem, TaskOutput } from './sandbox-protocol';

const CHILD_MODULE = path.join('server', 'files', 'sandbox', 'sandbox-child.ts');
const POLL_MS = 100;
const REUSE_LIMIT = 50;
const IDLE_MS = 30_000;
/** Linux reports CPU time in clock ticks of USER_HZ, 100 per second on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The bounds the sandbox itself measures; a parser may name its own (e.g. a PDF's 'imagePixels', an archive's 'notes'). */
export type SandboxLimit = 'memory' | 'cpuTime' | 'wallTime';

/** The file went past a bound: what reading it cost (memory, cpuTime, wallTime) or one of its parser's caps. */
export class FileTooComplexError extends Error {
  constructor(readonly limit: SandboxLimit | (string & {})) {
    super(`The file went past the ${limit} limit.`);
    this.name = 'FileTooComplexError';
  }
}

/** The parser could not read the file (or stopped on its own, e.g. crashed). */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

type Usage = { rssMb: number; cpuSeconds: number };

/** Resident memory and CPU time of a process, from /proc; null where the system has no /proc. */
export function processUsage(pid: number): Usage | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rssKb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
    return { rssMb: rssKb / 1024, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function errorOf(failure: SandboxFailure): Error {
  if (failure.kind === 'appError') return new AppError(failure.type, failure.data);
  if (failure.kind === 'tooComplex') return new FileTooComplexError(failure.limit);
  return new UnreadableFileError(failure.message);
}

/** One child process and the request it is answering. */
class SandboxProcess {
  tasks = 0;
  private pending: { resolve: (reply: SandboxReply) => void; reject: (error: Error) => void } | undefined;
  private exceeded: SandboxLimit | undefined;
  private watcher: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private exited = false;

  private constructor(
    private readonly child: ChildProcess,
    readonly poolKey: string,
  ) {
    child.on('message', (reply: SandboxReply) => this.settle((pending) => pending.resolve(reply)));
    child.on('exit', (code, signal) => {
      this.exited = true;
      this.stopWatching();
      clearTimeout(this.idleTimer);
      const outOfMemory = signal === 'SIGABRT' || code === 134; // V8's "reached heap limit" aborts the process
      const limit = this.exceeded ?? (outOfMemory ? 'memory' : undefined);
      this.settle((pending) => pending.reject(limit ? new FileTooComplexError(limit) : new UnreadableFileError(`the file reader stopped (${signal ?? code})`)));
    });
    child.on('error', () => undefined); // an 'exit' follows
  }

  static start(heapMb: number, poolKey: string): Promise<SandboxProcess> {
    const modulePath = path.resolve(process.cwd(), CHILD_MODULE);
    if (!fs.existsSync(modulePath)) return Promise.reject(new Error(`The file sandbox program is missing at ${modulePath}: start the server from the project folder.`));
    // spawn with an 'ipc' stdio slot, not fork: Turbopack's build resolves fork()'s path as a module and fails
    // (vercel/next.js#97952).
    const child = spawn(process.execPath, ['--import', 'tsx', `--max-old-space-size=${heapMb}`, '--expose-gc', modulePath], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_OPTIONS: '' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const sandbox = new SandboxProcess(child, poolKey);
    return new Promise((resolve, reject) => {
      sandbox.pending = {
        resolve: () => resolve(sandbox),
        // Not starting is the machine's failure, not the file's: a plain Error (a job is then retried).
        reject: (error) => reject(new Error(`The file sandbox could not start: ${error.message}`)),
      };
    });
  }

  get alive(): boolean {
    return !this.exited;
  }

  private settle(action: (pending: NonNullable<SandboxProcess['pending']>) => void) {
    const pending = this.pending;
    this.pending = undefined;
    if (pending) action(pending);
  }

  /** Sends one request and waits for its answer; a 'failed' answer becomes the task's error. */
  async ask(request: SandboxRequest): Promise<SandboxReply> {
    if (this.exited) throw new UnreadableFileError('the file reader has stopped');
    const reply = await new Promise<SandboxReply>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.send(request);
    });
    if (reply.type === 'failed') throw errorOf(reply.failure);
    return reply;
  }

  /** Starts a task: bounds from now on, counted from this moment's CPU time. */
  begin(limits: FileSandboxLimits): void {
    clearTimeout(this.idleTimer);
    this.child.ref();
    this.child.channel?.ref();
    this.tasks += 1;
    const pid = this.child.pid!;
    const startedAt = Date.now();
    const cpuAtStart = processUsage(pid)?.cpuSeconds ?? 0;
    this.watcher = setInterval(() => {
      const usage = processUsage(pid);
      if (Date.now() - startedAt > limits.wallSeconds * 1000) this.stop('wallTime');
      else if (usage && usage.rssMb > limits.memoryMb) this.stop('memory');
      else if (usage && usage.cpuSeconds - cpuAtStart > limits.cpuSeconds) this.stop('cpuTime');
    }, POLL_MS);
  }

  /** Ends a task; the process waits, unreferenced, for the next one or exits after IDLE_MS. */
  rest(): void {
    this.stopWatching();
    this.child.unref();
    this.child.channel?.unref();
    this.idleTimer = setTimeout(() => this.kill(), IDLE_MS);
    this.idleTimer.unref();
  }

  private stopWatching() {
    clearInterval(this.watcher);
    this.watcher = undefined;
  }

  private stop(limit: SandboxLimit) {
    this.exceeded = limit;
    this.kill();
  }

  kill(): void {
    this.stopWatching();
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

type Lane = keyof typeof FILE_SANDBOX_LANES;
const lanes = new Map<Lane, { busy: number; waiting: Array<() => void> }>();
const idle: SandboxProcess[] = [];

const laneOf = (name: Lane) => lanes.get(name) ?? lanes.set(name, { busy: 0, waiting: [] }).get(name)!;

function freeSlot(name: Lane) {
  const lane = laneOf(name);
  lane.busy -= 1;
  lane.waiting.shift()?.();
}

async function acquire(name: Lane, heapMb: number): Promise<SandboxProcess> {
  const lane = laneOf(name);
  while (lane.busy >= FILE_SANDBOX_LANES[name]) await new Promise<void>((resolve) => lane.waiting.push(resolve));
  lane.busy += 1;
  const poolKey = `${name}:${heapMb}`;
  try {
    for (let index = idle.findIndex((one) => one.poolKey === poolKey); index >= 0; index = idle.findIndex((one) => one.poolKey === poolKey)) {
      const [candidate] = idle.splice(index, 1);
      if (candidate!.alive) return candidate!;
    }
    return await SandboxProcess.start(heapMb, poolKey);
  } catch (error) {
    freeSlot(name);
    throw error;
  }
}

/** Gives a process back: kept for the next task when it is well and reset, killed otherwise. */
async function release(name: Lane, sandbox: SandboxProcess): Promise<void> {
  freeSlot(name);
  let reusable = sandbox.alive && sandbox.tasks < REUSE_LIMIT;
  if (reusable) reusable = await sandbox.ask({ type: 'finish' }).then(() => true, () => false);
  if (reusable && sandbox.alive) {
    sandbox.rest();
    idle.push(sandbox);
  } else {
    sandbox.kill();
  }
}

export type SandboxOptions = { limits?: Partial<FileSandboxLimits> };

/** A process for one task, its bounds counting from now; give it back with release(). */
async function lease(task: FileSandboxTask, { limits }: SandboxOptions): Promise<{ sandbox: SandboxProcess; lane: Lane }> {
  const bounds = { ...FILE_SANDBOX_LIMITS[task], ...limits };
  const lane = FILE_SANDBOX_LANE_OF[task];
  const sandbox = await acquire(lane, bounds.heapMb);
  sandbox.begin(bounds);
  return { sandbox, lane };
}

/** Runs one task in a sandbox process and answers its result (FileTooComplexError, UnreadableFileError, or the
 *  parser's own AppError as it threw it). */
export async function runInSandbox<K extends RunTask>(task: K, input: TaskInput<K>, options: SandboxOptions = {}): Promise<TaskOutput<K>> {
  const { sandbox, lane } = await lease(task, options);
  try {
    const reply = await sandbox.ask({ type: 'run', task, input });
    if (reply.type !== 'result') throw new Error(`The file sandbox answered ${reply.type} to run.`);
    return reply.output as TaskOutput<K>;
  } finally {
    await release(lane, sandbox);
  }
}

/** Runs a streaming task in a sandbox process, one result at a time as the caller asks for them. */
export async function* streamInSandbox<K extends StreamTask>(task: K, input: TaskInput<K>, options: SandboxOptions = {}): AsyncGenerator<TaskItem<K>> {
  const { sandbox, lane } = await lease(task, options);
  try {
    await sandbox.ask({ type: 'start', task, input });
    for (;;) {
      const reply = await sandbox.ask({ type: 'next' });
      if (reply.type === 'end') return;
      if (reply.type !== 'item') throw new Error(`The file sandbox answered ${reply.type} to next.`);
      yield reply.item as TaskItem<K>;
    }
  } finally {
    await release(lane, sandbox);
  }
}

/** Stops every idle sandbox process (shutdown, tests); working ones stop when their task is done. */
export function stopFileSandboxes(): void {
  for (let one = idle.pop(); one; one = idle.pop()) one.kill();
}
