// SQLite in WebAssembly (sql.js) for Anki collections, loaded once per process. Anki's schema declares
// `collate unicase`, a collation sql.js does not have (and cannot be given: it exposes no create_collation), so the
// schema text is rewritten to `collate nocase ` — same length, so the file's records stay valid — before opening. The
// collation only orders names; the import reads whole tables and never relies on that order.
// An uploaded collection is the uploader's SQL: before a row is read, its schema must be Anki's plain tables, with no
// view (a `notes` that is a view over a recursive CTE costs whatever its author wants) and no trigger.
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';

let sqlJs: Promise<SqlJsStatic> | undefined;

export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs();
  return sqlJs;
}

const UNICASE = new TextEncoder().encode('collate unicase');
const NOCASE = new TextEncoder().encode('collate nocase ');

/** The file with every `collate unicase` (any letter case) replaced in place. */
function withoutUnicase(file: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(file);
  const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
  for (let index = bytes.indexOf(0x63) /* c */; index >= 0 && index <= bytes.length - UNICASE.length; index = bytes.indexOf(0x63, index + 1)) {
    if (UNICASE.every((byte, offset) => lower(bytes[index + offset]!) === byte)) bytes.set(NOCASE, index);
  }
  for (let index = bytes.indexOf(0x43) /* C */; index >= 0 && index <= bytes.length - UNICASE.length; index = bytes.indexOf(0x43, index + 1)) {
    if (UNICASE.every((byte, offset) => lower(bytes[index + offset]!) === byte)) bytes.set(NOCASE, index);
  }
  return bytes;
}

export async function openAnkiCollection(file: Uint8Array): Promise<Database> {
  const SQL = await loadSqlJs();
  return new SQL.Database(withoutUnicase(file));
}

/** Rows of a query as objects. */
export function selectRows<T extends Record<string, unknown>>(db: Database, query: string): T[] {
  const statement = db.prepare(query);
  const rows: T[] = [];
  try {
    while (statement.step()) rows.push(statement.getAsObject() as T);
  } finally {
    statement.free();
  }
  return rows;
}

/** The tables the import reads, by layout: both have notes, cards and col; the current one also its note types'. */
const TABLES_READ = { legacy: ['notes', 'cards', 'col'], current: ['notes', 'cards', 'col', 'notetypes', 'fields', 'templates'] } as const;

export type CollectionLayout = keyof typeof TABLES_READ;

/** The collection's layout, once its schema is known to be plain tables; null when it is not one Anki writes (a view or
 *  trigger anywhere, a table the import reads missing or not an ordinary table). */
export function collectionLayout(db: Database): CollectionLayout | null {
  const schema = selectRows<{ type: string; name: string; sql: string | null }>(db, 'select type, name, sql from sqlite_master');
  if (schema.some((row) => row.type === 'view' || row.type === 'trigger')) return null;
  const isPlainTable = (name: string) =>
    schema.some((row) => row.type === 'table' && row.name.toLowerCase() === name && !/^\s*create\s+virtual\b/i.test(row.sql ?? ''));
  const layout: CollectionLayout = schema.some((row) => row.name.toLowerCase() === 'notetypes') ? 'current' : 'legacy';
  return TABLES_READ[layout].every(isPlainTable) ? layout : null;
}

/** The number of rows of a table the schema check has passed. */
export function countRows(db: Database, table: string): number {
  const [row] = selectRows<{ count: number }>(db, `select count(*) as count from "${table.replaceAll('"', '""')}"`);
  return Number(row?.count ?? 0);
}
