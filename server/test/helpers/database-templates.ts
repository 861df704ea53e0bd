import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { knex, type Knex } from '@mikro-orm/postgresql';
import { openDatabase } from '../../src/database.js';
import { createLogger } from '../../src/logger.js';
import { mediaBinaries } from '../../src/modules/catalogue/media/media-tool.js';
import { seedIfEmpty } from '../../src/seeders/seed.js';
import { createDatabaseSql, databaseUrl } from './databases.js';
import { seedSettings, testConfig } from './test-config.js';

/** The template databases a run's test files create their databases from (global-setup.ts provides them). */
export interface DatabaseTemplates {
  /** templateHash(): part of both names. */
  hash: string;
  /** All migrations applied, nothing seeded. */
  migrated: string;
  /** Migrated and seeded with the demo content as a test portal seeds it (test-config.ts's settings). */
  demo: string;
  /** The demo seed's data directory; its `uploads` are copied into each demo portal's own. */
  demoDataDir: string;
  /** seedSettings() of the settings the demo template is seeded on. */
  demoSeedSettings: string;
}

const SERVER_DIR = join(import.meta.dirname, '../..');
const PREFIX = 'lp_tpl_';
/** pg_advisory_lock's first key for a run's hold on its templates ("LPTP"; the second key is the hash's); LOCK_CLASS + 1 for underLock's. */
export const LOCK_CLASS = 0x4c505450;

/** Every file under `dir`, sorted, relative to the server directory. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(SERVER_DIR, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A hash of everything a template's content follows from: the server's whole source (migrations,
 * seeders and the entities, defaults and renderers they use), the locked package versions, the
 * helpers that build templates and give the test settings, Node's version and whether ffmpeg is
 * there (the demo seed renders video with it). A change to any gives new template names, so runs
 * share templates only when built from the same source (two worktrees on one commit).
 */
export function templateHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(join(SERVER_DIR, 'src')),
    'package.json',
    '../package-lock.json',
    'test/helpers/database-templates.ts',
    'test/helpers/test-config.ts',
  ];
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(SERVER_DIR, file)))
      .update('\0');
  hash.update(`${process.version}\0${existsSync(mediaBinaries().ffmpeg)}`);
  return hash.digest('hex').slice(0, 12);
}

export const lockKey = (hash: string) => parseInt(hash.slice(0, 7), 16);
const names = (hash: string) => ({ migrated: `${PREFIX}${hash}_migrated`, demo: `${PREFIX}${hash}_demo` });

/** Where the demo templates' data directories of a server are kept (one folder per server, as template names are per server). */
function dataDirsRoot(serverUrl: string) {
  const { host } = new URL(serverUrl);
  return join(tmpdir(), 'lp-test-templates', host.replace(/[^a-zA-Z0-9.-]/g, '_'));
}

async function databaseExists(admin: Knex, name: string) {
  return (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0;
}

async function dropTemplate(admin: Knex, name: string) {
  if (!(await databaseExists(admin, name))) return;
  await admin.raw(`alter database "${name}" is_template false`);
  await admin.raw(`drop database "${name}" with (force)`);
}

/** Marks a finished database as a template under its final name; connections are refused from now on. */
async function finishTemplate(admin: Knex, building: string, name: string) {
  await admin.raw(`alter database "${building}" rename to "${name}"`);
  await admin.raw(`alter database "${name}" with is_template true allow_connections false`);
}

/**
 * Builds the run's template databases on the server of `serverUrl` (unless a run of the same source
 * that is still going built them), after dropping the templates of other hashes that no running test
 * run holds (left by a run that was killed). release() drops this run's templates, unless another
 * run of the same source is using them.
 *
 * Each run holds a shared advisory lock on its hash until release(); a template is dropped only by
 * whoever takes that lock exclusively, so one in use is never dropped. Taking and dropping happen
 * under one lock; building under a lock per hash (two runs of one source build once, runs of other
 * sources do not wait), and a template gets its final name only once complete.
 */
export async function prepareTemplates(serverUrl: string): Promise<{ templates: DatabaseTemplates; buildMs: number[]; release(): Promise<void> }> {
  const hash = templateHash();
  const { migrated, demo } = names(hash);
  const root = dataDirsRoot(serverUrl);
  const templates = { hash, migrated, demo, demoDataDir: join(root, demo), demoSeedSettings: seedSettings() };
  // One connection for the whole run: session advisory locks last as long as it does.
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 1, max: 1, idleTimeoutMillis: 2 ** 31 - 1 } });
  const release = async () => {
    try {
      await underLock(admin, 0, async () => {
        await admin.raw('select pg_advisory_unlock_shared(?, ?)', [LOCK_CLASS, lockKey(hash)]);
        await dropUnused(admin, hash, root);
      });
    } finally {
      await admin.destroy();
    }
  };
  try {
    await underLock(admin, 0, async () => {
      await admin.raw('select pg_advisory_lock_shared(?, ?)', [LOCK_CLASS, lockKey(hash)]);
      const rows: Array<{ datname: string }> = (await admin.raw(`select datname from pg_database where datname like '${PREFIX}%'`)).rows;
      const dirs = existsSync(root) ? readdirSync(root) : [];
      const hashes = new Set([...rows.map((row) => row.datname), ...dirs].map((name) => name.slice(PREFIX.length, PREFIX.length + 12)));
      hashes.delete(hash);
      for (const other of hashes) if (/^[0-9a-f]{12}$/.test(other)) await dropUnused(admin, other, root);
    });
    const buildMs = await underLock(admin, lockKey(hash), async () => [
      await buildMigrated(admin, serverUrl, templates),
      await buildDemo(admin, serverUrl, templates),
    ]);
    return { templates, buildMs, release };
  } catch (error) {
    await admin.destroy();
    throw error;
  }
}

/** `work` under the exclusive lock (LOCK_CLASS + 1, key): 0 for taking and dropping templates, a hash's key for building them. */
async function underLock<T>(admin: Knex, key: number, work: () => Promise<T>): Promise<T> {
  await admin.raw('select pg_advisory_lock(?, ?)', [LOCK_CLASS + 1, key]);
  try {
    return await work();
  } finally {
    await admin.raw('select pg_advisory_unlock(?, ?)', [LOCK_CLASS + 1, key]);
  }
}

/** Drops the templates (and demo data directories) of `hash`, unless a running test run holds them. */
async function dropUnused(admin: Knex, hash: string, root: string) {
  const [{ free }] = (await admin.raw('select pg_try_advisory_lock(?, ?) as free', [LOCK_CLASS, lockKey(hash)])).rows;
  if (!free) return;
  try {
    for (const name of Object.values(names(hash))) {
      await dropTemplate(admin, name);
      await dropTemplate(admin, `${name}_building`);
    }
    if (existsSync(root))
      for (const dir of readdirSync(root).filter((d) => d.startsWith(`${PREFIX}${hash}`))) rmSync(join(root, dir), { recursive: true, force: true });
  } finally {
    await admin.raw('select pg_advisory_unlock(?, ?)', [LOCK_CLASS, lockKey(hash)]);
  }
}

/** The milliseconds `build` took, or 0 when `done` says the template is there. */
async function timed(done: () => Promise<boolean>, build: () => Promise<void>) {
  if (await done()) return 0;
  const started = performance.now();
  await build();
  return Math.round(performance.now() - started);
}

/** The migrated template: openDatabase applies every migration, as on a portal's first start. */
function buildMigrated(admin: Knex, serverUrl: string, { migrated }: DatabaseTemplates) {
  return timed(
    () => databaseExists(admin, migrated),
    async () => {
      const building = `${migrated}_building`;
      await dropTemplate(admin, building);
      await admin.raw(createDatabaseSql(building));
      const db = await openDatabase(
        testConfig(databaseUrl(serverUrl, building), '/nonexistent', { JWT_SECRET: 'x'.repeat(32) }),
        createLogger('silent'),
      );
      await db.close();
      await finishTemplate(admin, building, migrated);
    },
  );
}

/** The demo template: the migrated one seeded as a test portal seeds it (test-config.ts's settings), its files rendered into `demoDataDir`. */
function buildDemo(admin: Knex, serverUrl: string, { migrated, demo, demoDataDir }: DatabaseTemplates) {
  return timed(
    async () => (await databaseExists(admin, demo)) && existsSync(demoDataDir),
    async () => {
      const building = `${demo}_building`;
      const dataDir = `${demoDataDir}.building-${process.pid}`;
      for (const dir of [demoDataDir, dataDir]) rmSync(dir, { recursive: true, force: true });
      for (const name of [demo, building]) await dropTemplate(admin, name);
      mkdirSync(dataDir, { recursive: true });
      await admin.raw(createDatabaseSql(building, migrated));
      const config = testConfig(databaseUrl(serverUrl, building), dataDir);
      const log = createLogger('silent');
      const db = await openDatabase(config, log);
      try {
        await seedIfEmpty(db.orm, config, log, { content: true });
      } finally {
        await db.close();
      }
      renameSync(dataDir, demoDataDir);
      await finishTemplate(admin, building, demo);
    },
  );
}
