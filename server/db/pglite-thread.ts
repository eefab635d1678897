// PGlite in a thread of its own. The embedded database runs its engine (WebAssembly) on the thread that calls it, and
// under load that was most of the web process's time (decision 017, 2026-11-30 night: 47 % of the server's busy time
// in PGlite's WebAssembly, 11 % in its protocol code): every request's own JavaScript waited for the statements of the
// others. Here the engine runs in a worker thread (pglite-thread-worker.ts) and the web thread only sends SQL and
// receives rows, so the two run side by side on two cores. PGlite still answers one statement at a time, as before;
// there, statements the app sends again and again run by plans kept between them (pglite-kept-plans.ts).
//
// `PgliteThread` answers what drizzle's PGlite driver calls — `query` (with its row mode and parsers) and `transaction`
// — plus `dumpDataDir` and `close`. A transaction holds the database thread's PGlite transaction open until its
// callback on the web thread settles, exactly as PGlite's own does. Errors come back with their PostgreSQL fields
// (code, constraint …), so `isUniqueViolation` and the callers' checks read them as before.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, RowMode } from '@electric-sql/pglite';
import { logger } from '../logger';
import { errorFrom, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol';

const WORKER_MODULE = path.join('server', 'db', 'pglite-thread-worker.ts');
// The worker's entry: tsx compiles the TypeScript module (Node 20 applies no `--import` hooks to a worker's entry).
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.module, pathToFileURL(workerData.module).href));
`;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export type ThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (reply: ThreadReply) => this.settle(reply));
    // A thread that dies (PGlite's WebAssembly aborted, out of memory) leaves the process without its database: every
    // statement fails from then on, /api/health says so, and the log says why.
    const died = (error: Error) => {
      if (!this.stopped) logger().error({ err: error.message }, 'the database thread stopped');
      this.stop(error);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and opens the data directory in it (PGlite creates the cluster when the directory is empty). */
  static async open(dataDir: string): Promise<PgliteThread> {
    const start: ThreadStart = { module: path.resolve(process.cwd(), WORKER_MODULE), dataDir };
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: start });
    const thread = new PgliteThread(worker);
    try {
      await thread.waitFor(0);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, transaction?: number): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const rowMode: RowMode = options.rowMode ?? 'object';
    const result = (await this.call({ op: 'query', sql, params, rowMode, rawTypes, ...(transaction === undefined ? {} : { transaction }) })) as Results<T>;
    if (rawTypes.length === 0) return result;
    // The caller's parsers, applied here (functions do not cross threads): the thread sent those types' text as is.
    result.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID];
      if (!parse) return;
      const key = rowMode === 'array' ? index : field.name;
      for (const row of result.rows as Record<string | number, unknown>[]) {
        if (row[key] !== null) row[key] = parse(row[key] as string);
      }
    });
    return result;
  }

  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    // The transaction is named by the id of the request that begins it.
    const id = this.nextId;
    await this.call({ op: 'begin' });
    let closed = false;
    const end = async (commit: boolean) => {
      closed = true;
      await this.call({ op: 'end', transaction: id, commit });
    };
    const tx: ThreadTransaction = {
      query: (sql, params, options) => {
        if (closed) return Promise.reject(new Error('the transaction is closed'));
        return this.query(sql, params, options, id);
      },
      // As PGlite's: rolls back now; the callback's later statements are refused.
      rollback: () => (closed ? Promise.resolve() : end(false)),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return (await this.call({ op: 'dump' })) as Blob;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' });
    this.stop(new Error('the database thread was closed'));
    await this.worker.terminate();
  }

  private call(request: Request): Promise<unknown> {
    const id = this.nextId++;
    return this.waitFor(id, () => this.worker.postMessage({ ...request, id }));
  }

  private waitFor(id: number, send?: () => void): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      // Keeps the process alive while the thread owes an answer, and only then: an idle database never holds it.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      send?.();
    });
  }

  private settle(reply: ThreadReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(errorFrom(reply.error));
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
