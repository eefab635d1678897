// Kept plans (pglite-kept-plans.ts): a repeated statement is prepared once and then executed by its plan, with every
// value reaching the database exactly as PGlite's own bind would send it.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptPlans } from '../pglite-kept-plans';

let pg: PGlite;
let plans: KeptPlans;

beforeAll(async () => {
  pg = await PGlite.create();
  plans = (await KeptPlans.for(pg))!;
  await pg.exec(`create table items (id uuid primary key, name text not null, data jsonb, bytes bytea, tags text[], at timestamptz, active boolean, price numeric)`);
});

afterAll(() => pg.close());

const keptCount = async () => (await pg.query<{ count: number }>(`select count(*)::int as count from pg_prepared_statements where name like 'knowly_kept_%'`)).rows[0]!.count;

describe('kept plans', () => {
  it('sends every kind of value as a bind would: the kept statement answers what the plain one does', async () => {
    const insert = 'insert into items (id, name, data, bytes, tags, at, active, price) values ($1, $2, $3, $4, $5, $6, $7, $8)';
    const values = (n: number) => [
      `00000000-0000-4000-8000-00000000000${n}`,
      // Quotes, a backslash, a statement's end and a comment: data, never SQL.
      `O'Brien's "notes" \\ ${n}'); drop table items; --`,
      { nested: { list: [1, 'two', null], quote: "it's" } },
      new Uint8Array([0, 39, 92, n]),
      ['a', "b'c", 'd e', 'f,g', '{h}'],
      new Date(Date.UTC(2026, 11, 1, 10, n)),
      n % 2 === 0,
      '12.50',
    ];
    for (const n of [1, 2, 3]) {
      const result = await plans.query(pg, insert, values(n), {}, false);
      expect(result.affectedRows).toBe(1);
    }
    // Prepared at its second use: the first row went in as sent, the next two through the kept plan.
    expect(plans.size).toBe(1);
    const select = 'select * from items where id = $1';
    for (const n of [1, 2, 3]) {
      const kept = await plans.query(pg, select, [values(n)[0]], {}, false);
      const plain = await pg.query(select, [values(n)[0]]);
      expect(kept.rows).toEqual(plain.rows);
      expect(kept.fields).toEqual(plain.fields);
      expect(kept.rows[0]).toMatchObject({ name: values(n)[1], data: values(n)[2], tags: values(n)[4], active: n % 2 === 0, price: '12.50' });
      expect([...(kept.rows[0] as { bytes: Uint8Array }).bytes]).toEqual([...(values(n)[3] as Uint8Array)]);
      expect((kept.rows[0] as { at: Date }).at.toISOString()).toBe((values(n)[5] as Date).toISOString());
    }
    expect(await pg.query('select count(*)::int as count from items')).toMatchObject({ rows: [{ count: 3 }] });
  });

  it('plans a kept statement once: PostgreSQL moves to its generic plan', async () => {
    const sql = 'select count(*)::int as count from items where name like $1 and active = $2';
    for (let run = 0; run < 8; run++) await plans.query(pg, sql, ['O%', true], {}, false);
    const { rows } = await pg.query<{ generic_plans: number }>(`select generic_plans::int from pg_prepared_statements where statement like '%name like $1 and active = $2'`);
    expect(rows[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('reports an update’s rows and a statement’s error as PGlite does', async () => {
    const update = 'update items set active = $1 where price = $2';
    for (let run = 0; run < 3; run++) expect((await plans.query(pg, update, [true, '12.50'], {}, false)).affectedRows).toBe(3);
    const broken = 'select * from items where id = $1';
    for (let run = 0; run < 3; run++) await expect(plans.query(pg, broken, ['not a uuid'], {}, false)).rejects.toThrow(/invalid input syntax for type uuid/);
    const wrong = 'select nosuchcolumn from items where id = $1';
    for (let run = 0; run < 3; run++) await expect(plans.query(pg, wrong, ['00000000-0000-4000-8000-000000000001'], {}, false)).rejects.toThrow(/nosuchcolumn/);
  });

  it('prepares nothing inside a transaction, and uses a kept plan there', async () => {
    const before = plans.size;
    const fresh = 'select name from items where id = $1 and active';
    await pg.transaction(async (tx) => {
      for (let run = 0; run < 3; run++) await plans.query(tx, fresh, ['00000000-0000-4000-8000-000000000002'], {}, true);
    });
    expect(plans.size).toBe(before);
    const kept = 'select * from items where id = $1';
    await pg.transaction(async (tx) => {
      const { rows } = await plans.query<{ name: string }>(tx, kept, ['00000000-0000-4000-8000-000000000002'], {}, true);
      expect(rows[0]!.name).toMatch(/^O'Brien/);
    });
  });

  it('never makes a transaction wait for a statement being prepared behind it', async () => {
    const sql = 'select count(*)::int as count from items where name <> $1';
    await plans.query(pg, sql, ['a'], {}, false);
    let outside: Promise<unknown> | undefined;
    await pg.transaction(async (tx) => {
      // While the transaction holds PGlite, the statement's second use outside it starts its PREPARE, which waits.
      outside = plans.query(pg, sql, ['b'], {}, false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The same statement inside the transaction runs as sent instead of waiting for that PREPARE (a deadlock).
      expect((await plans.query<{ count: number }>(tx, sql, ['c'], {}, true)).rows).toEqual([{ count: 3 }]);
    });
    expect(await outside).toMatchObject({ rows: [{ count: 3 }] });
  });

  it('keeps at most 200 statements, deallocating the least recently used', async () => {
    for (let n = 0; n < 230; n++) {
      const sql = `select ${n} as n, count(*) from items where name <> $1`;
      await plans.query(pg, sql, ['x'], {}, false);
      await plans.query(pg, sql, ['x'], {}, false);
    }
    expect(plans.size).toBe(200);
    expect(await keptCount()).toBe(200);
    // The newest are kept; the first of the run was let go.
    const { rows } = await pg.query<{ statement: string }>(`select statement from pg_prepared_statements where statement like '%select 229 as n%' or statement like '%select 0 as n,%'`);
    expect(rows.map((row) => row.statement)).toEqual([expect.stringContaining('select 229 as n')]);
  });
});
