/**
 * One side of a paired A/B (bench/deviation-ab.ts): the portal on the database DATABASE_URL names
 * (already migrated and seeded), its public cache off, so that every request is served; with the
 * deviations DEVIATIONS_OFF lists turned off (src/core/patches/switches.ts). Prints the port it
 * listens on, on loopback, and stops at SIGTERM.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase } from '../src/database.js';
import { createServices } from '../src/services.js';
import { PublicCache } from '../src/core/http/public-cache.js';
import { createApp } from '../src/app.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lp-ab-'));
const config = loadConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir, JWT_SECRET: '', SSR: 'off', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' });
const log = createLogger(config.logLevel);
const database = await openDatabase(config, log);
const services = createServices(config, log, database.orm);
services.publicCache = new PublicCache({ maxEntries: 0 }, log);
const portal = await createApp(services);
await new Promise<void>((resolve) => portal.httpServer.listen(0, '127.0.0.1', resolve));
process.stdout.write(`${(portal.httpServer.address() as AddressInfo).port}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    void (async () => {
      await portal.stop().catch((error: unknown) => console.error('stopping the server:', error));
      await database.close().catch((error: unknown) => console.error('closing the database:', error));
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}
