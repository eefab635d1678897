// The database thread's side of pglite-thread.ts: one PGlite in a data directory, answering the web thread's
// statements and transactions. It knows nothing of the app: statements come as SQL text and parameters.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { KeptPlans } from './pglite-kept-plans';
import { errorFields, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol';

const port = parentPort!;
const start = workerData as ThreadStart;
/** Open transactions by id: the transaction object, how to end it, and PGlite's promise of its end. */
type OpenTransaction = { tx: Transaction; commit: () => void; rollback: () => void; done: Promise<unknown> };
const transactions = new Map<number, OpenTransaction>();
/** How a transaction the web thread rolls back ends its callback (PGlite then rolls back and rethrows it). */
const ROLLED_BACK = new Error('rolled back by the web thread');

const reply = (message: ThreadReply) => port.postMessage(message);
const failed = (id: number, error: unknown) => reply({ id, ok: false, error: errorFields(error) });

/** Values of these types come as the database's text; the web thread applies the caller's own parsers to them. */
const rawParsers = (types: number[]): QueryOptions['parsers'] => Object.fromEntries(types.map((type) => [type, (value: string) => value]));

async function main() {
  const pg = await PGlite.create(start.dataDir, { extensions: PGLITE_EXTENSIONS });
  const keptPlans = await KeptPlans.for(pg);

  async function handle(request: ThreadRequest) {
    switch (request.op) {
      case 'query': {
        const target = request.transaction === undefined ? pg : transactions.get(request.transaction)?.tx;
        if (!target) throw new Error(`transaction ${request.transaction} is not open`);
        const options = { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) };
        const result = keptPlans
          ? await keptPlans.query(target, request.sql, request.params, options, request.transaction !== undefined)
          : await target.query(request.sql, request.params, options);
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case 'begin': {
        // PGlite holds its transaction lock until the callback settles: the web thread's 'end' settles it.
        let opened!: () => void;
        const ready = new Promise<void>((resolve) => (opened = resolve));
        const entry = {} as OpenTransaction;
        entry.done = pg.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              Object.assign(entry, { tx, commit: () => commit(), rollback: () => rollback(ROLLED_BACK) });
              transactions.set(request.id, entry);
              opened();
            }),
        );
        const { done } = entry;
        // `done` settles first only when the transaction could not begin (a closed database).
        await Promise.race([ready, done]);
        return null;
      }
      case 'end': {
        const open = transactions.get(request.transaction);
        if (!open) throw new Error(`transaction ${request.transaction} is not open`);
        transactions.delete(request.transaction);
        if (request.commit) open.commit();
        else open.rollback();
        // A commit can fail (a deferred constraint): that error is the answer.
        await open.done.catch((error: unknown) => {
          if (error !== ROLLED_BACK) throw error;
        });
        return null;
      }
      case 'dump':
        return await pg.dumpDataDir('none');
      case 'close':
        await pg.close();
        return null;
    }
  }

  port.on('message', (request: ThreadRequest) => {
    handle(request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => failed(request.id, error),
    );
  });
  reply({ id: 0, ok: true, value: null });
}

main().catch((error: unknown) => failed(0, error));
