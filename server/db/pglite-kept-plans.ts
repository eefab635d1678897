// Prepared statements for PGlite: a statement the app sends again and again is planned once and kept.
//
// PGlite's `query` parses and plans every statement anew (the extended protocol's unnamed statement), and planning was
// about a third of a search's engine time (decision 017). A statement seen for the second time is PREPAREd and from
// then on EXECUTEd, so PostgreSQL's plan cache does what it does for any driver's named statements: custom plans for
// the first five executions, then the generic plan when it costs no more (`plan_cache_mode = auto`). DDL invalidates
// a kept plan as it does for any prepared statement.
//
// EXECUTE takes its arguments as literals: each value is written as the text PGlite's own bind would send for the
// parameter's type (its serializers) and quoted, so the type's input function reads exactly what it would have read.
// Only SELECT, INSERT, UPDATE, DELETE (and WITH, VALUES) with parameters are kept, and a statement is prepared only
// outside a transaction (a PREPARE that fails there would abort it); a kept one is executed inside them too. While a
// statement's PREPARE is under way (waiting, perhaps, for a transaction to end), the statement runs as sent.
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** Statements kept at most; the least recently used is deallocated past it. */
const CAPACITY = 200;
/** Statements counted before their second use (or found unpreparable), at most (then the count starts over). */
const SEEN_CAPACITY = 2_000;
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

type Kept = { name: string; types: number[] };

export class KeptPlans {
  private readonly kept = new Map<string, Kept>();
  private readonly preparing = new Set<string>();
  private readonly seen = new Map<string, number>();
  private readonly unpreparable = new Set<string>();
  private nextName = 1;

  private constructor(private readonly pg: PGlite) {}

  /** Kept plans for `pg`; none (every statement planned anew) unless strings are standard-conforming, as quoting needs. */
  static async for(pg: PGlite): Promise<KeptPlans | null> {
    const { rows } = await pg.query<{ standard_conforming_strings: string }>('show standard_conforming_strings');
    return rows[0]?.standard_conforming_strings === 'on' ? new KeptPlans(pg) : null;
  }

  /** Runs a statement on `target` (the database, or an open transaction of it), by its kept plan when it has one. */
  async query<T>(target: PGlite | Transaction, sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    const kept = params.length > 0 ? await this.keptFor(sql, inTransaction) : null;
    if (!kept) return target.query<T>(sql, params, options);
    return target.query<T>(`execute ${kept.name}(${params.map((value, index) => this.literal(value, kept.types[index]!)).join(', ')})`, [], options);
  }

  /** How many statements are kept (tests). */
  get size(): number {
    return this.kept.size;
  }

  private async keptFor(sql: string, inTransaction: boolean): Promise<Kept | null> {
    const kept = this.kept.get(sql);
    if (kept) {
      // Most recently used last: the first entry is the one deallocated when the map is full.
      this.kept.delete(sql);
      this.kept.set(sql, kept);
      return kept;
    }
    // A statement being prepared runs as sent meanwhile: its PREPARE may be waiting for the very transaction that asks.
    if (inTransaction || this.preparing.has(sql) || this.unpreparable.has(sql) || !PREPARABLE.test(sql)) return null;
    const count = (this.seen.get(sql) ?? 0) + 1;
    if (count < 2) {
      if (this.seen.size >= SEEN_CAPACITY) this.seen.clear();
      this.seen.set(sql, count);
      return null;
    }
    this.seen.delete(sql);
    this.preparing.add(sql);
    try {
      const prepared = await this.prepare(sql);
      if (!prepared) {
        if (this.unpreparable.size >= SEEN_CAPACITY) this.unpreparable.clear();
        this.unpreparable.add(sql);
        return null;
      }
      this.kept.set(sql, prepared);
      await this.evict();
      return prepared;
    } finally {
      this.preparing.delete(sql);
    }
  }

  private async prepare(sql: string): Promise<Kept | null> {
    const name = `knowly_kept_${this.nextName++}`;
    try {
      await this.pg.exec(`prepare ${name} as ${sql}`);
      const { rows } = await this.pg.query<{ types: number[] }>('select parameter_types::oid[] as types from pg_prepared_statements where name = $1', [name]);
      return { name, types: rows[0]!.types.map(Number) };
    } catch {
      // The statement cannot be prepared (its own error comes when it runs as sent).
      return null;
    }
  }

  private async evict(): Promise<void> {
    while (this.kept.size > CAPACITY) {
      const [sql, oldest] = this.kept.entries().next().value!;
      this.kept.delete(sql);
      await this.pg.exec(`deallocate ${oldest.name}`).catch(() => undefined);
    }
  }

  /** The value as PGlite's bind would send it for `type` (its serializers, else its text), as a quoted literal. */
  private literal(value: unknown, type: number): string {
    if (value === null || value === undefined) return 'null';
    const serialize = this.pg.serializers[type];
    const text = serialize ? serialize(value) : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  }
}
