import type { ClientBase } from 'pg';
import type { Services } from '../../core/services.js';
import { clientOf, COPY_SETTINGS, copyIntoTable, excludedTables, migrationsTable, quoteIdent, sequencesOf, tablesOf } from './backup-copy.js';
import type { BackupManifest, CopyTable } from './backup.entity.js';

/** A portal-format backup this portal cannot restore (made by a newer one): refused before anything changes. */
export class BackupRefusedError extends Error {}

/** A portal-format restore that failed: its transaction is rolled back, the database is as it was. */
export class CopyRestoreError extends Error {}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Holds the backup list and the migrations table while schema public is dropped and built again. */
const KEEP = 'library_portal_restore_keep';

/** The names of this portal's migrations, in order. */
export const codeMigrations = (services: Services): string[] =>
  (services.orm.config.get('migrations').migrationsList ?? []).map((migration) => migration.name);

/**
 * The backup's migrations must be the first ones of this portal's (in any order: that is how they
 * may have run): answers the last of those, up to which a restore rebuilds the schema. A migration
 * this portal does not know means a backup from a newer portal: its tables may not exist here.
 */
export function migrationsTarget(backup: string[], code: string[]): string {
  const known = new Set(code);
  const unknown = backup.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new BackupRefusedError(
      `此备份来自更新版本的门户（其数据库含本版本没有的迁移 ${unknown.slice(0, 3).join('、')}），已拒绝恢复：请先把门户升级到不低于备份时的版本`,
    );
  }
  const taken = new Set(backup);
  const missing = code.slice(0, backup.length).filter((name) => !taken.has(name));
  if (!backup.length) throw new BackupRefusedError('此备份的清单中没有数据库迁移记录，已拒绝恢复');
  if (missing.length) throw new BackupRefusedError(`此备份的数据库迁移与本版本不衔接（缺少 ${missing[0]}），已拒绝恢复`);
  return code[backup.length - 1];
}

/**
 * Restores a portal-format dump over the current database in ONE transaction (on any error nothing
 * changes): schema public is dropped and built again by the backup's own migrations, so it is
 * exactly the schema the rows were dumped from; then every table is loaded and every sequence set.
 * The backup list and the job queue (schema pgboss) stay as they are, as with pg_restore. The
 * migrations newer than the backup run afterwards, as for a pg_dump backup (更新数据库结构).
 */
export async function copyRestore(services: Services, dir: string, manifest: BackupManifest): Promise<void> {
  const { tables = [], sequences = [], migrations = [] } = manifest.database;
  const target = migrationsTarget(migrations, codeMigrations(services));
  try {
    await services.orm.em.getConnection().transactional(async (trx) => {
      const client = await clientOf(trx);
      const lost = await rebuildSchema(client, migrationsTable(services), async () => {
        await services.orm.getMigrator().up({ to: target, transaction: trx });
      });
      if (lost.length) services.log.warn({ extensions: lost }, 'the restore could not create these extensions of schema public again');
      for (const sql of COPY_SETTINGS) await client.query(sql);
      await loadTables(client, dir, tables, excludedTables(services));
      // Every sequence gets the backup's value: one left at its start would hand out ids the rows hold.
      const present = await sequencesOf(client, excludedTables(services));
      const missing = present.find((name) => !sequences.some((sequence) => sequence.name === name));
      if (missing) throw new Error(`备份中缺少序列 ${missing}`);
      for (const sequence of sequences) {
        await client.query(`select setval(format('public.%I', $1::text)::regclass, $2::bigint, $3::boolean)`, [
          sequence.name,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      const views = await client.query<{ name: string }>(`select matviewname as name from pg_matviews where schemaname = 'public' and ispopulated`);
      for (const { name } of views.rows) await client.query(`refresh materialized view public.${quoteIdent(name)}`);
    });
  } catch (error) {
    throw new CopyRestoreError(`恢复数据库失败，数据库保持恢复前的状态：${(error as Error).message ?? String(error)}`);
  }
}

/**
 * Drops schema public and creates it again with its owner, then runs `migrate` in it. The backup
 * table and the migrations table wait in another schema meanwhile: the first comes back as it is now
 * (the one the migrations made is dropped), the second empty, for the migrator to fill as it runs.
 * Answers the extensions of schema public it could not create again.
 */
async function rebuildSchema(client: ClientBase, migrations: string, migrate: () => Promise<void>): Promise<string[]> {
  const [schema] = (
    await client.query<{ owner: string; mine: boolean }>(
      `select nspowner::regrole::text as owner, nspowner = (select oid from pg_roles where rolname = current_user) as mine
       from pg_namespace where nspname = 'public'`,
    )
  ).rows;
  const extensions = (
    await client.query<{ name: string }>(`select extname as name from pg_extension where extnamespace = 'public'::regnamespace`)
  ).rows.map((row) => row.name);
  await client.query(`create schema ${KEEP}`);
  await client.query(`alter table public.backup set schema ${KEEP}`);
  await client.query(`alter table public.${quoteIdent(migrations)} set schema ${KEEP}`);
  await client.query('drop schema public cascade');
  await client.query('create schema public');
  // As a database has it from the start (PostgreSQL 15 and later: owned by pg_database_owner, usable by everyone).
  if (!schema.mine) await client.query(`alter schema public owner to ${schema.owner}`);
  await client.query('grant usage on schema public to public');
  await client.query(`alter table ${KEEP}.${quoteIdent(migrations)} set schema public`);
  await client.query(`delete from public.${quoteIdent(migrations)}`);
  await migrate();
  await client.query('drop table if exists public.backup cascade');
  await client.query(`alter table ${KEEP}.backup set schema public`);
  await client.query(`drop schema ${KEEP}`);
  return recreateExtensions(client, extensions);
}

/**
 * Extensions that lived in schema public went with it; the migrations create the portal's own again
 * (pg_trgm). Any other (one an administrator added, e.g. pg_stat_statements) is created again where
 * this connection may: each in a savepoint, so one that cannot be does not undo the restore.
 * Answers those left out, for the log.
 */
async function recreateExtensions(client: ClientBase, before: string[]): Promise<string[]> {
  const now = new Set((await client.query<{ name: string }>('select extname as name from pg_extension')).rows.map((row) => row.name));
  const left: string[] = [];
  for (const name of before.filter((extension) => !now.has(extension))) {
    await client.query('savepoint restore_extension');
    try {
      await client.query(`create extension ${quoteIdent(name)} with schema public`);
      await client.query('release savepoint restore_extension');
    } catch {
      await client.query('rollback to savepoint restore_extension');
      left.push(name);
    }
  }
  return left;
}

/**
 * Loads every table as pg_restore does: foreign keys dropped first and added again after the data
 * (which checks every row at once, in whatever order the tables come, cycles included), user triggers
 * off meanwhile (the rows are the final state: an insert trigger must not add to it), tables emptied
 * first of anything the migrations put in them.
 */
async function loadTables(client: ClientBase, dir: string, tables: CopyTable[], excluded: string[]) {
  const present = await tablesOf(client, excluded);
  const byName = new Map(present.map((table) => [table.name, table.columns.join(',')]));
  const dumped = new Set(tables.map((table) => table.name));
  for (const table of tables) {
    if (byName.get(table.name) !== table.columns.join(',')) throw new Error(`备份中的表 ${table.name} 与其迁移建立的数据库结构不一致`);
  }
  const notDumped = present.find((table) => !dumped.has(table.name));
  if (notDumped) throw new Error(`备份中缺少表 ${notDumped.name}`);
  if (!tables.length) return;

  const foreignKeys = (
    await client.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conrelid, conname`,
    )
  ).rows;
  const triggered = (
    await client.query<{ table: string }>(
      `select distinct t.tgrelid::regclass::text as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where not t.tgisinternal and c.relnamespace = 'public'::regnamespace`,
    )
  ).rows.map((row) => row.table);

  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint ${fk.name}`);
  for (const table of triggered) await client.query(`alter table ${table} disable trigger user`);
  // Rows a migration put in (a DELETE: TRUNCATE of 70 tables took seconds, the tables are nearly all empty).
  const filled = await client.query<{ name: string }>(
    tables.map((table) => `select ${literal(table.name)} as name where exists (select 1 from public.${quoteIdent(table.name)})`).join(' union all '),
  );
  for (const { name } of filled.rows) await client.query(`delete from public.${quoteIdent(name)}`);
  for (const table of tables) await copyIntoTable(client, dir, table);
  for (const table of triggered) await client.query(`alter table ${table} enable trigger user`);
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} add constraint ${fk.name} ${fk.definition}`);
}
