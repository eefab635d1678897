// SQLite in WebAssembly (sql.js) for Anki collections, loaded once per process. Anki's schema declares
// `collate unicase`, a collation sql.js does not have (and cannot be given: it exposes no create_collation), so the
// schema text is rewritten to `collate nocase ` — same length, so the file's records stay valid — before opening. The
// collation only orders names; the import reads whole tables and never relies on that order.
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
