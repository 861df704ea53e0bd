import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Knex } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Services } from '../../core/services.js';
import type { BackupManifest, CopySequence, CopyTable } from './backup.entity.js';

/**
 * The portal's own dump format, for a machine whose pg_dump is missing (the embedded PostgreSQL ships
 * none) or older than the server: the migrations applied, each table's rows as COPY text (which every
 * PostgreSQL version reads back, unlike COPY binary or a newer pg_dump's archive), gzipped, one file
 * per table (each gets its own checksum in the manifest, so a damaged table is found before a
 * restore starts), and every sequence's value. The schema is not dumped: a restore rebuilds it by
 * running the same migrations (backup-copy-restore.ts).
 */
export const COPY_DIR = 'db.copy';

export const migrationsTable = (services: Services) => services.orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';

/** Left out as the pg_dump path leaves them out (DUMP_EXCLUDES), plus the migrations table, which the manifest lists instead. */
export const excludedTables = (services: Services) => ['backup', migrationsTable(services)];

/**
 * Settings under which COPY text reads back the same on any server and session (as pg_dump sets
 * them): dates in ISO, floats with every digit, bytea in hex, times in UTC.
 */
export const COPY_SETTINGS = [
  `set local datestyle = 'ISO, YMD'`,
  `set local intervalstyle = 'postgres'`,
  `set local extra_float_digits = 3`,
  `set local bytea_output = 'hex'`,
  `set local timezone = 'UTC'`,
];

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The pg client of a knex transaction: COPY streams need it, and it is the transaction's own connection. */
export async function clientOf(trx: Knex.Transaction): Promise<ClientBase> {
  return (await (trx.client as { acquireConnection(): Promise<ClientBase> }).acquireConnection()) as ClientBase;
}

export interface CopyDump {
  /** Paths of the dump's files under the work directory (`db.copy/…`). */
  files: string[];
  database: Pick<BackupManifest['database'], 'migrations' | 'tables' | 'sequences'>;
}

/** The file of a table: its name made safe for a path (encodeURIComponent leaves no `/`). */
const fileOf = (table: string) => posix.join(COPY_DIR, `${encodeURIComponent(table)}.tsv.gz`);

/**
 * Dumps the database into `workDir/db.copy/` in ONE repeatable-read, read-only transaction: every
 * table is read from the same snapshot, so the dump is consistent while the portal goes on writing.
 */
export async function copyDump(services: Services, workDir: string, signal?: AbortSignal): Promise<CopyDump> {
  await mkdir(join(workDir, COPY_DIR), { recursive: true });
  const excluded = excludedTables(services);
  return services.orm.em.getConnection().transactional(async (trx) => {
    const client = await clientOf(trx);
    await client.query('set transaction isolation level repeatable read, read only');
    for (const sql of COPY_SETTINGS) await client.query(sql);
    const tables = await tablesOf(client, excluded);
    // As pg_dump does: no table can be dropped or altered while it is read (a migration waits for the dump).
    if (tables.length) await client.query(`lock table ${tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ')} in access share mode`);
    const migrations = (
      await client.query<{ name: string }>(`select name from public.${quoteIdent(migrationsTable(services))} order by id`)
    ).rows.map((r) => r.name);

    const written: CopyTable[] = [];
    for (const table of tables) {
      signal?.throwIfAborted();
      const file = fileOf(table.name);
      const columns = table.columns.map(quoteIdent).join(', ');
      const source = client.query(copyTo(`copy public.${quoteIdent(table.name)} (${columns}) to stdout`));
      await pipeline(source, createGzip(), createWriteStream(join(workDir, file)));
      written.push({ name: table.name, file, columns: table.columns });
    }

    const sequences: CopySequence[] = [];
    for (const name of await sequencesOf(client, excluded)) {
      const [row] = (
        await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from public.${quoteIdent(name)}`)
      ).rows;
      sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
    }
    return { files: written.map((t) => t.file), database: { migrations, tables: written, sequences } };
  });
}

/** Not a member of an extension (its objects are the extension's to make, as pg_dump leaves them out too). */
const OWN = `not exists (select 1 from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')`;

/** The tables of schema public but the excluded ones, with their columns (generated ones aside: COPY takes no value for them). */
export async function tablesOf(client: ClientBase, excluded: string[]): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> all($1::text[]) and ${OWN}
     order by c.relname`,
    [excluded],
  );
  return rows;
}

/** The sequences of schema public but those of the excluded tables (backup_id_seq, the migrations' id), which stay out with them. */
export async function sequencesOf(client: ClientBase, excluded: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and ${OWN}
       and not exists (select 1 from pg_depend d join pg_class t on t.oid = d.refobjid
                       where d.objid = c.oid and d.deptype in ('a', 'i') and t.relname = any($1::text[]))
     order by c.relname`,
    [excluded],
  );
  return rows.map((row) => row.name);
}

/** Streams a table's file into the table (the transaction's client; the columns as the manifest lists them). */
export async function copyIntoTable(client: ClientBase, dir: string, table: CopyTable): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const sink = client.query(copyFrom(`copy public.${quoteIdent(table.name)} (${columns}) from stdin`));
  try {
    await pipeline(createReadStream(join(dir, table.file)), createGunzip(), sink);
  } catch (error) {
    throw new Error(`导入表 ${table.name} 失败：${(error as Error).message}`, { cause: error });
  }
}
