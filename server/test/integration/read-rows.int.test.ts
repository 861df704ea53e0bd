/**
 * readRows runs a read on a pooled connection without knex's layers (issue 12): it must still count
 * the statement against the request's cap, write its parameters as MikroORM does, and read inside
 * a transaction what that transaction wrote.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../../src/core/db/fast-read/read-rows.js';
import { queryCounter, statementLimitMessage } from '../../src/core/db/query-counter.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
}, 60_000);

afterAll(async () => {
  await portal?.close();
});

describe('readRows', () => {
  it('answers the rows, with parameters of every kind written into the statement as MikroORM writes them (an array as a list)', async () => {
    const em = portal.services.orm.em.fork();
    const rows = await readRows(em, `select ?::int + 1 as n, ?::text as t, array[?]::int[] as a, ?::boolean as b`, [41, "引号'与\\", [1, 2], true]);
    expect(rows).toEqual([{ n: 42, t: "引号'与\\", a: [1, 2], b: true }]);
  });

  it('counts each statement in the request and refuses one past its cap', async () => {
    const em = portal.services.orm.em.fork();
    const store = { statements: 0, limit: 2 };
    await queryCounter.run(store, async () => {
      await readRows(em, 'select 1 as one', []);
      await readRows(em, 'select 2 as two', []);
      expect(store.statements).toBe(2);
      await expect(readRows(em, 'select 3 as three', [])).rejects.toThrow(statementLimitMessage(2));
    });
  });

  it('reads inside a transaction what the transaction wrote, and outside it not before its commit', async () => {
    const em = portal.services.orm.em.fork();
    const name = `读行测试-${Date.now()}`;
    const count = (within: typeof em) => readRows(within, 'select count(*)::int as n from resource_class where name = ?', [name]);
    await em.transactional(async (tx) => {
      await tx
        .getConnection()
        .execute(
          `insert into resource_class (kind, name, code, created_at, updated_at) values ('book', ?, 'T1', now(), now())`,
          [name],
          'run',
          tx.getTransactionContext(),
        );
      expect(await count(tx)).toEqual([{ n: 1 }]);
      expect(await count(portal.services.orm.em.fork())).toEqual([{ n: 0 }]);
    });
    expect(await count(em)).toEqual([{ n: 1 }]);
  });

  it('gives back its connection on a failing statement', async () => {
    const em = portal.services.orm.em.fork();
    // More failures than the pool has connections: a connection kept by a failure would stall the next read.
    for (let i = 0; i < 12; i++) await expect(readRows(em, 'select * from no_such_table', [])).rejects.toThrow(/no_such_table/);
    expect(await readRows(em, 'select 1 as one', [])).toEqual([{ one: 1 }]);
  });
});
