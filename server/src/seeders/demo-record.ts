import type { EntityManager } from '@mikro-orm/postgresql';
import { keyedTables, keyJson, quoteIdent, type KeyedTable } from '../core/db/table-keys.js';
import { NOT_DEMO_TABLES } from '../modules/system/demo-seed.entity.js';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Records which rows the demo seed inserts (issue 52): `before()` notes the key of every row there
 * is, `record()` (later, in the same transaction) writes the keys of the rows that were not there
 * into demo_seed_row. Run in a REPEATABLE READ transaction, so rows other sessions commit
 * meanwhile are not seen, hence not taken for demo rows.
 */
export async function demoRowRecorder(em: EntityManager) {
  const tables = (await keyedTables(em)).filter((table) => !NOT_DEMO_TABLES.has(table.table));
  await em.execute(`create temporary table demo_seed_before (table_name text, row_key jsonb, primary key (table_name, row_key)) on commit drop`);
  for (const { table, columns } of tables) {
    await em.execute(`insert into demo_seed_before select ${literal(table)}, ${keyJson('t', columns)} from ${quoteIdent(table)} t`);
  }
  return {
    /** Writes the new rows' keys; answers how many rows each table gained. */
    async record(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const { table, columns } of tables as KeyedTable[]) {
        const rows = await em.execute<Array<{ n: number }>>(
          `with added as (
             insert into demo_seed_row (table_name, row_key)
             select ${literal(table)}, k from (select ${keyJson('t', columns)} as k from ${quoteIdent(table)} t) rows
              where not exists (select 1 from demo_seed_before b where b.table_name = ${literal(table)} and b.row_key = rows.k)
             returning 1)
           select count(*)::int as n from added`,
        );
        if (rows[0].n) counts[table] = rows[0].n;
      }
      return counts;
    },
  };
}
