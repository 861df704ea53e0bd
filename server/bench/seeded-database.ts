/**
 * What the catalogue benchmarks share: they run against the database DATABASE_URL names as it is
 * (filled by bench/seed-resources.ts; nothing is created, seeded or dropped), with the server's own
 * ORM, start the portal in-process when they load it over HTTP, clean up whatever happens, and stop
 * at Ctrl-C (exit 130).
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/database.js';
import { createServices } from '../src/services.js';
import { createApp, type App } from '../src/app.js';
import { BatchedWrites } from '../src/core/db/batched-writes.js';
import { stopLoad } from './load-runner.js';

export interface SeededDatabase {
  orm: MikroORM;
  /** Batched writes as the portal keeps them (search logs), written at the end at the latest. */
  writes: BatchedWrites;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  /** Starts the portal on this database, listening on loopback; its base URL. */
  startPortal(): Promise<string>;
  /** Ctrl-C was pressed: finish the step under way and report. */
  interrupted(): boolean;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    interrupted = true;
    stopLoad();
  });
}

/** Runs a benchmark on the seeded database; its exit code (2 without DATABASE_URL, 1 on failure, 130 when interrupted). */
export async function onSeededDatabase(benchmark: (db: SeededDatabase) => Promise<number>): Promise<number> {
  if (!process.env.DATABASE_URL) {
    console.error('DATABASE_URL is not set: point it at a database filled by bench/seed-resources.ts');
    return 2;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-'));
  let database: Database | undefined;
  let portal: App | undefined;
  let writes: BatchedWrites | undefined;
  try {
    const config = loadConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir, JWT_SECRET: '', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' });
    const log = createLogger(config.logLevel);
    const opened = await openDatabase(config, log);
    database = opened;
    writes = new BatchedWrites(opened.orm, log, config.viewFlushMs);
    const code = await benchmark({
      orm: opened.orm,
      writes,
      sql: <T>(query: string, params: unknown[] = []) => opened.orm.em.getConnection().execute<T[]>(query, params),
      startPortal: async () => {
        portal = await createApp(createServices(config, log, opened.orm));
        const server = portal.httpServer;
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      },
      interrupted: () => interrupted,
    });
    return interrupted ? 130 : code;
  } catch (error) {
    console.error('benchmark failed:', error);
    return 1;
  } finally {
    await writes?.close().catch((error: unknown) => console.error('writing the batched rows:', error));
    await portal?.stop().catch((error: unknown) => console.error('stopping the server:', error));
    await database?.close().catch((error: unknown) => console.error('closing the database:', error));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
