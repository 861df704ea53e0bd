/**
 * Issue 52: instances started at the same time on one empty database migrate and seed it once,
 * under the start-up advisory lock (database.ts); the one that waited starts on what the first did.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/database.js';
import { createLogger } from '../../src/logger.js';
import { migrationsList } from '../../src/migrations/index.js';
import { DEFAULT_POINT_RULES } from '../../src/seeders/points.seeder.js';
import { seedIfEmpty } from '../../src/seeders/seed.js';
import { createThrowawayDatabase } from '../helpers/databases.js';

describe('two instances starting together on one empty database', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const opened: Database[] = [];
  const dirs: string[] = [];

  afterAll(async () => {
    for (const db of opened) await db.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('both start; the migrations ran once, the administrator and the first-start seed exist once', async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'));
    const start = async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lp-lock-'));
      dirs.push(dir);
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dir, ADMIN_PASSWORD: 'both-instances-admin' });
      const log = createLogger('silent');
      const db = await openDatabase(config, log, (orm) => seedIfEmpty(orm, config, log, { content: false }));
      opened.push(db);
      return db;
    };
    const [a] = await Promise.all([start(), start()]);
    const sql = <T>(query: string) => a.orm.em.getConnection().execute<T[]>(query);

    const migrations = await sql<{ name: string; n: number }>('select name, count(*)::int as n from mikro_orm_migrations group by name');
    expect(migrations.length).toBe(migrationsList.length);
    expect(migrations.filter((m) => m.n !== 1)).toEqual([]);
    expect(await sql('select username from admin_user')).toEqual([{ username: 'admin' }]);
    const [counts] = await sql<{ readers: number; rules: number; recorded: number }>(
      `select (select count(*)::int from reader) as readers, (select count(*)::int from point_rule) as rules,
              (select count(*)::int from demo_seed_row) as recorded`,
    );
    expect(counts).toEqual({ readers: 4, rules: DEFAULT_POINT_RULES.length, recorded: 4 });
    // The lock is released: nothing holds it once both have started.
    const [{ held }] = await sql<{ held: number }>(
      `select count(*)::int as held from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held).toBe(0);
  }, 120_000);
});
