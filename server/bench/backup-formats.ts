/**
 * `npm run bench:backup`: how long the database part of a backup and of a restore takes in each
 * format, on the database DATABASE_URL names (e.g. one filled by `npm run seed`), in the same run.
 * Each restore puts back what was just dumped, so the data ends as it began; still, point it at a
 * scratch database. pg_dump is skipped when the machine's does not fit the server.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase } from '../src/database.js';
import { createServices } from '../src/services.js';
import { copyDump } from '../src/modules/system/backup-copy.js';
import { copyRestore } from '../src/modules/system/backup-copy-restore.js';
import { pgDump, pgRestore } from '../src/modules/system/backup-pg.js';
import { findPgTools } from '../src/modules/system/backup-tools.js';
import { BackupFormat, type BackupManifest } from '../src/modules/system/backup.entity.js';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: point it at a scratch database (e.g. one filled by npm run seed)');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-backup-'));
const config = loadConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir, JWT_SECRET: '', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' });
const log = createLogger(config.logLevel);
const database = await openDatabase(config, log);
const services = createServices(config, log, database.orm);
const seconds = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return ((performance.now() - started) / 1000).toFixed(2);
};

try {
  const [{ size }] = await database.orm.em
    .getConnection()
    .execute<Array<{ size: string }>>('select pg_size_pretty(pg_database_size(current_database())) as size');
  console.log(`database ${size}`);
  const portalDir = join(dataDir, 'portal');
  let manifest: BackupManifest | undefined;
  const portalDump = await seconds(async () => {
    const dump = await copyDump(services, portalDir);
    manifest = {
      format: 'library-portal-backup',
      version: 2,
      createdAt: '',
      database: { format: BackupFormat.PORTAL, serverVersion: '', ...dump.database },
      files: [],
    };
  });
  let portalBytes = 0;
  for (const table of manifest!.database.tables!) portalBytes += (await stat(join(portalDir, table.file))).size;
  const portalRestore = await seconds(() => copyRestore(services, portalDir, manifest!));
  console.log(`portal format: dump ${portalDump} s, restore ${portalRestore} s, ${(portalBytes / 1024 / 1024).toFixed(1)} MB`);

  const tools = await findPgTools(services);
  if (tools.problem) console.log(`pg_dump skipped: ${tools.problem}`);
  else {
    const file = join(dataDir, 'db.dump');
    const clientUrl = services.orm.config.get('clientUrl')!;
    const dump = await seconds(() => pgDump(tools, clientUrl, file));
    const restore = await seconds(() => pgRestore(tools, clientUrl, file));
    console.log(`pg_dump ${tools.clientVersion}: dump ${dump} s, restore ${restore} s, ${((await stat(file)).size / 1024 / 1024).toFixed(1)} MB`);
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
