// Reads and renders PDFs in separate processes (pdf-sandbox-child.ts), never in the web process: a PDF can cost
// seconds of CPU and gigabytes of memory per page (a decompression bomb does on purpose), and in the web process that
// would freeze every request. Each document gets bounds (config/know-uploads.ts PDF_SANDBOX_LIMITS): resident memory
// and CPU time, read from /proc every POLL_MS on Linux, wall time everywhere, and the child's JavaScript heap
// (--max-old-space-size). Past one, the child is killed and the document refused with DocumentTooComplexError.
//
// A small pool keeps the children: at most PDF_SANDBOX_CONCURRENCY work at once (further requests wait), an idle one
// is reused for the next document (starting one costs about half a second) until REUSE_LIMIT documents or IDLE_MS of
// idleness, and idle children never keep the server from exiting.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PDF_SANDBOX_CONCURRENCY, PDF_SANDBOX_LIMITS } from '../../../config/know-uploads';
import { DocumentTooComplexError, UnreadableDocumentError, type DocumentLimit } from './document-errors';
import type { SandboxReply, SandboxRequest, WirePage } from './pdf-sandbox-protocol';
import type { PdfInspection, RenderedPage } from './render-pages';

type SandboxLimits = { memoryMb: number; cpuSeconds: number; wallSeconds: number };

const CHILD_MODULE = path.join('server', 'knows', 'documents', 'pdf-sandbox-child.ts');
const POLL_MS = 100;
const REUSE_LIMIT = 50;
const IDLE_MS = 30_000;
/** Linux reports CPU time in clock ticks of USER_HZ, 100 per second on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

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

/** One child process and the request it is answering. */
class SandboxProcess {
  tasks = 0;
  private pending: { resolve: (reply: SandboxReply) => void; reject: (error: Error) => void } | undefined;
  private exceeded: DocumentLimit | undefined;
  private watcher: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private exited = false;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: SandboxReply) => this.settle((pending) => pending.resolve(reply)));
    child.on('exit', (code, signal) => {
      this.exited = true;
      this.stopWatching();
      clearTimeout(this.idleTimer);
      const outOfMemory = signal === 'SIGABRT' || code === 134; // V8's "reached heap limit" aborts the process
      const limit = this.exceeded ?? (outOfMemory ? 'memory' : undefined);
      this.settle((pending) => pending.reject(limit ? new DocumentTooComplexError(limit) : new UnreadableDocumentError(`the PDF reader stopped (${signal ?? code})`)));
    });
    child.on('error', () => undefined); // an 'exit' follows
  }

  static start(heapMb: number): Promise<SandboxProcess> {
    const modulePath = path.resolve(process.cwd(), CHILD_MODULE);
    if (!fs.existsSync(modulePath)) return Promise.reject(new Error(`The PDF sandbox program is missing at ${modulePath}: start the server from the project folder.`));
    // spawn with an 'ipc' stdio slot, not fork: Turbopack's build resolves fork()'s path as a module and fails
    // (vercel/next.js#97952).
    const child = spawn(process.execPath, ['--import', 'tsx', `--max-old-space-size=${heapMb}`, '--expose-gc', modulePath], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_OPTIONS: '' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const sandbox = new SandboxProcess(child);
    return new Promise((resolve, reject) => {
      sandbox.pending = {
        resolve: () => resolve(sandbox),
        // Not starting is the machine's failure, not the document's: a plain Error, so that the job is retried.
        reject: (error) => reject(new Error(`The PDF sandbox could not start: ${error.message}`)),
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

  /** Sends one request and waits for its answer; a 'failed' answer becomes the document's error. */
  async ask(request: SandboxRequest): Promise<SandboxReply> {
    if (this.exited) throw new UnreadableDocumentError('the PDF reader has stopped');
    const reply = await new Promise<SandboxReply>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.send(request);
    });
    if (reply.type === 'failed') throw reply.limit ? new DocumentTooComplexError(reply.limit) : new UnreadableDocumentError(reply.message);
    return reply;
  }

  /** Starts a task: bounds from now on, counted from this moment's CPU time. */
  begin(limits: SandboxLimits): void {
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

  private stop(limit: DocumentLimit) {
    this.exceeded = limit;
    this.kill();
  }

  kill(): void {
    this.stopWatching();
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

const pool = { idle: [] as SandboxProcess[], busy: 0, waiting: [] as Array<() => void> };

function freeSlot() {
  pool.busy -= 1;
  pool.waiting.shift()?.();
}

async function acquire(): Promise<SandboxProcess> {
  while (pool.busy >= PDF_SANDBOX_CONCURRENCY) await new Promise<void>((resolve) => pool.waiting.push(resolve));
  pool.busy += 1;
  try {
    for (let idle = pool.idle.pop(); idle; idle = pool.idle.pop()) if (idle.alive) return idle;
    return await SandboxProcess.start(PDF_SANDBOX_LIMITS.heapMb);
  } catch (error) {
    freeSlot();
    throw error;
  }
}

/** Gives a process back: kept for the next document when it is well and reset, killed otherwise. */
async function release(sandbox: SandboxProcess): Promise<void> {
  freeSlot();
  let reusable = sandbox.alive && sandbox.tasks < REUSE_LIMIT;
  if (reusable) reusable = await sandbox.ask({ type: 'finish' }).then(() => true, () => false);
  if (reusable && sandbox.alive) {
    sandbox.rest();
    pool.idle.push(sandbox);
  } else {
    sandbox.kill();
  }
}

type TaskOptions = { limits?: Partial<SandboxLimits> };

/** A process for one document, its bounds counting from now; give it back with release(). */
async function lease({ limits }: TaskOptions): Promise<SandboxProcess> {
  const sandbox = await acquire();
  sandbox.begin({ ...PDF_SANDBOX_LIMITS, ...limits });
  return sandbox;
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const toRenderedPage = (page: WirePage): RenderedPage => ({ ...page, image: toBuffer(page.image), preview: toBuffer(page.preview) });

/** The page count of a PDF and the sizes of the images it draws (UnreadableDocumentError, DocumentTooComplexError). */
export async function inspectPdfInSandbox(data: Buffer, options: TaskOptions = {}): Promise<PdfInspection> {
  const sandbox = await lease(options);
  try {
    const reply = await sandbox.ask({ type: 'inspect', data });
    if (reply.type !== 'inspected') throw new Error(`The PDF sandbox answered ${reply.type} to inspect.`);
    return reply.inspection;
  } finally {
    await release(sandbox);
  }
}

/** The pages of a PDF, rendered one at a time in a sandbox process as the caller asks for them. */
export async function* renderPdfPagesInSandbox(data: Buffer, { maxPages, ...options }: TaskOptions & { maxPages: number }): AsyncGenerator<RenderedPage> {
  const sandbox = await lease(options);
  try {
    await sandbox.ask({ type: 'render', data, maxPages });
    for (;;) {
      const reply = await sandbox.ask({ type: 'next' });
      if (reply.type === 'end') return;
      if (reply.type !== 'page') throw new Error(`The PDF sandbox answered ${reply.type} to next.`);
      yield toRenderedPage(reply.page);
    }
  } finally {
    await release(sandbox);
  }
}

/** Stops every idle sandbox process (shutdown, tests); working ones stop when their document is done. */
export function stopPdfSandboxes(): void {
  for (let idle = pool.idle.pop(); idle; idle = pool.idle.pop()) idle.kill();
}
