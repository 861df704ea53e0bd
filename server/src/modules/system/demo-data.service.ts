import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMAND_LINE, recordAudit, type Actor } from '../../core/audit/audit.service.js';
import { AuditLog } from '../../core/audit/audit-log.entity.js';
import { foreignKeys, keyedTables, keyJson, quoteIdent, type ForeignKey } from '../../core/db/table-keys.js';
import { AppError } from '../../core/errors/app-error.js';
import type { Services } from '../../core/services.js';
import { NOT_DEMO_TABLES } from './demo-seed.entity.js';

/** What the administrator types to confirm 清除演示数据 (the server checks it too). */
export const CLEAR_DEMO_CONFIRMATION = '清除演示数据';

/**
 * Rows of these tables own what points at them: a demo reader's later activity (logins, loans,
 * points, cloud files…) is removed with the reader, not taken for the library's own data.
 */
const OWNER_TABLES = new Set(['reader']);

export interface DemoTableCount {
  table: string;
  count: number;
}

export interface DemoClearResult {
  removedRows: number;
  removedFiles: number;
  /** Rows removed per table. */
  removed: DemoTableCount[];
  /** Demo rows kept because the library's own rows point at them (and the demo rows those point at), per table. */
  kept: DemoTableCount[];
  /** Files kept because a kept row names them. */
  keptFiles: number;
}

/** What the demo seed recorded and is still there to clear. */
export async function demoDataStatus(em: EntityManager): Promise<{ rows: number; files: number }> {
  const [row] = await em.execute<Array<{ rows: number; files: number }>>(
    `select (select count(*)::int from demo_seed_row) as rows, (select count(*)::int from demo_seed_file) as files`,
  );
  return row;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** `p."a" = c."x" and …` for a foreign key's columns. */
const joinOn = (fk: ForeignKey, parent: string, child: string) =>
  fk.parentColumns.map((column, i) => `${parent}.${quoteIdent(column)} = ${child}.${quoteIdent(fk.childColumns[i])}`).join(' and ');
/**
 * The rows of `table` listed in `list` (demo_doomed, demo_kept) as `alias`, found by their key: the
 * key's columns are read back through the table's row type, so the table's primary key index serves.
 */
const listedRows = (list: string, table: string, columns: string[], alias: string) =>
  `${list} d cross join lateral jsonb_populate_record(null::${quoteIdent(table)}, d.row_key) r
   join ${quoteIdent(table)} ${alias} on d.table_name = ${literal(table)} and ${columns
     .map((column) => `${alias}.${quoteIdent(column)} = r.${quoteIdent(column)}`)
     .join(' and ')}`;

/**
 * 清除演示数据 (issue 52): removes exactly what the demo seed recorded (demo_seed_row, demo_seed_file),
 * with what the demo readers did since; in one transaction, children before parents. The library's
 * own data is never lost: a demo row that a non-demo row points at (a staff news item in a demo
 * column, a real reader's loan of a demo book) is kept, with the demo rows it points at, and counted
 * in `kept`. The files are removed after the commit. `actor` undefined: the command line.
 */
export async function clearDemoData(services: Services, actor: Actor | undefined, confirmation: string): Promise<DemoClearResult> {
  if (confirmation.trim() !== CLEAR_DEMO_CONFIRMATION) {
    throw AppError.badInput('confirmation', `请输入“${CLEAR_DEMO_CONFIRMATION}”以确认清除`);
  }
  const em = services.orm.em.fork();
  const { result, files } = await em.transactional(async (tx) => {
    // One clear (or demo seed) at a time.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('library-portal.demo-data'))`);
    const tables = new Map((await keyedTables(tx)).filter((t) => !NOT_DEMO_TABLES.has(t.table)).map((t) => [t.table, t.columns]));
    const fks = (await foreignKeys(tx)).filter((fk) => !NOT_DEMO_TABLES.has(fk.child));
    await tx.execute(`create temporary table demo_doomed (table_name text, row_key jsonb, primary key (table_name, row_key)) on commit drop`);
    await tx.execute(`create temporary table demo_kept (table_name text, row_key jsonb, primary key (table_name, row_key)) on commit drop`);
    await tx.execute(`insert into demo_doomed select table_name, row_key from demo_seed_row`);

    // What the demo readers did after the seed goes with them.
    for (const fk of fks.filter((fk) => OWNER_TABLES.has(fk.parent) && tables.has(fk.child) && fk.child !== fk.parent)) {
      const parentColumns = tables.get(fk.parent)!;
      await tx.execute(
        `insert into demo_doomed select ${literal(fk.child)}, ${keyJson('c', tables.get(fk.child)!)}
           from ${listedRows('demo_doomed', fk.parent, parentColumns, 'p')}
           join ${quoteIdent(fk.child)} c on ${joinOn(fk, 'p', 'c')}
         on conflict do nothing`,
      );
    }

    // Keep every doomed row a kept or non-demo row points at, until nothing more is kept.
    for (let changed = true; changed;) {
      changed = false;
      const doomedTables = new Set((await tx.execute<Array<{ t: string }>>(`select distinct table_name as t from demo_doomed`)).map((r) => r.t));
      for (const fk of fks.filter((fk) => doomedTables.has(fk.parent) && tables.has(fk.parent))) {
        const childKey = tables.get(fk.child);
        // A table without a primary key holds no demo rows: every row of it is the library's.
        const notDoomed = childKey
          ? `not exists (select 1 from demo_doomed dc where dc.table_name = ${literal(fk.child)} and dc.row_key = ${keyJson('c', childKey)})`
          : 'true';
        const [{ n }] = await tx.execute<Array<{ n: number }>>(
          `with held as (
             select distinct d.table_name, d.row_key from ${listedRows('demo_doomed', fk.parent, tables.get(fk.parent)!, 'p')}
              where exists (select 1 from ${quoteIdent(fk.child)} c where ${joinOn(fk, 'p', 'c')} and ${notDoomed})),
           moved as (delete from demo_doomed x using held where x.table_name = held.table_name and x.row_key = held.row_key returning x.*),
           added as (insert into demo_kept select * from moved on conflict do nothing returning 1)
           select count(*)::int as n from added`,
        );
        if (n) changed = true;
      }
    }

    const removed = await deleteDoomed(tx, tables, fks); // Files a kept row names stay (its cover, its picture…).
    const keptText = await keptRowsText(tx, tables);
    const allFiles = (await tx.execute<Array<{ key: string }>>(`select storage_key as key from demo_seed_file`)).map((r) => r.key);
    const files = allFiles.filter((key) => !keptText.some((text) => text.includes(key)));
    await tx.execute(`delete from demo_seed_file where storage_key in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(files)]);
    await tx.execute(`delete from demo_seed_row s using demo_doomed d where s.table_name = d.table_name and s.row_key = d.row_key`);
    const kept = await tx.execute<DemoTableCount[]>(
      `select table_name as "table", count(*)::int as count from demo_kept group by table_name order by table_name`,
    );
    const removedRows = removed.reduce((sum, t) => sum + t.count, 0);
    const result: DemoClearResult = {
      removedRows,
      removedFiles: files.length,
      removed,
      kept,
      keptFiles: allFiles.length - files.length,
    };
    const keptRows = kept.reduce((sum, t) => sum + t.count, 0);
    const detail = `删除演示数据 ${removedRows} 行、文件 ${files.length} 个${keptRows ? `；仍被其他数据引用而保留 ${keptRows} 行` : ''}`;
    if (actor) recordAudit(tx, actor, 'clearDemo', 'DemoData', [], [], detail);
    else
      tx.persist(tx.create(AuditLog, { adminName: COMMAND_LINE, action: 'clearDemo', entity: 'DemoData', ip: null, detail, createdAt: new Date() }));
    return { result, files };
  });
  for (const key of files) {
    await services.storage.remove(key).catch((err: unknown) => services.log.warn({ err, key }, 'a demo file could not be removed'));
  }
  // Answers kept from before show news and books that are gone.
  await services.publicCache.invalidate(Object.values(services.orm.getMetadata().getAll()).map((meta) => meta.root.className));
  services.log.info({ removed: result.removedRows, files: result.removedFiles, kept: result.kept }, 'cleared the demo data');
  return result;
}

/** Deletes the doomed rows table by table, each table after the ones pointing at it. */
async function deleteDoomed(tx: EntityManager, tables: Map<string, string[]>, fks: ForeignKey[]): Promise<DemoTableCount[]> {
  const pending = new Set((await tx.execute<Array<{ t: string }>>(`select distinct table_name as t from demo_doomed`)).map((r) => r.t));
  const removed: DemoTableCount[] = [];
  while (pending.size) {
    // Next: a table no other pending table points at (a table pointing at itself is deleted in one statement).
    const next =
      [...pending].find((table) => !fks.some((fk) => fk.parent === table && fk.child !== table && pending.has(fk.child))) ?? [...pending][0];
    pending.delete(next);
    const columns = tables.get(next);
    if (!columns) continue;
    const [{ n }] = await tx.execute<Array<{ n: number }>>(
      `with gone as (delete from ${quoteIdent(next)} t using demo_doomed d cross join lateral jsonb_populate_record(null::${quoteIdent(next)}, d.row_key) r
         where d.table_name = ${literal(next)} and ${columns.map((column) => `t.${quoteIdent(column)} = r.${quoteIdent(column)}`).join(' and ')}
         returning 1)
       select count(*)::int as n from gone`,
    );
    if (n) removed.push({ table: next, count: n });
  }
  return removed.sort((a, b) => a.table.localeCompare(b.table));
}

/** The kept demo rows as JSON text, to find the files they name. */
async function keptRowsText(tx: EntityManager, tables: Map<string, string[]>): Promise<string[]> {
  const texts: string[] = [];
  const keptTables = (await tx.execute<Array<{ t: string }>>(`select distinct table_name as t from demo_kept`)).map((r) => r.t);
  for (const table of keptTables) {
    const columns = tables.get(table);
    if (!columns) continue;
    const rows = await tx.execute<Array<{ text: string }>>(
      `select row_to_json(k)::text as text from ${listedRows('demo_kept', table, columns, 'k')}`,
    );
    texts.push(...rows.map((row) => row.text));
  }
  return texts;
}
