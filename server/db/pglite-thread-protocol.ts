// Messages between the web thread and the database thread (pglite-thread.ts, pglite-thread-worker.ts).
import type { RowMode } from '@electric-sql/pglite';

/** What the database thread starts with (its workerData). */
export type ThreadStart = { module: string; dataDir: string };

/** Every request carries an id its reply echoes; a transaction is named by the id of the request that began it. */
export type ThreadRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; rawTypes: number[]; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

/** Id 0 answers the start: the database is open (or could not be). */
export type ThreadReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: ErrorFields });

/** A database error as data: its message and its PostgreSQL fields (code, constraint, detail …). */
export type ErrorFields = { message: string; name: string } & Record<string, string | number | boolean>;

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const fields = Object.fromEntries(
    Object.entries(error).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1])),
  );
  return { ...fields, message: error.message, name: error.name };
}

/** The error again on the web thread, with the caller's stack. */
export function errorFrom(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  return Object.assign(error, fields);
}
