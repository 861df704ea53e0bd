import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase, type Database } from './database.js';
import { assertPortFree } from './core/db/embedded.js';
import { createServices } from './services.js';
import { createApp, type App } from './app.js';
import { seedIfEmpty } from './seeders/seed.js';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // Before anything starts: a taken port is said plainly, naming the setting.
  if (config.port !== 0) await assertPortFree(config.port, 'PORT', 'the portal');

  // Signals are ours from the start: stop HTTP (in-flight requests finish), then the database. The
  // embedded PostgreSQL's own exit hook stands aside for a process that handles them (embedded.ts).
  let database: Database | undefined;
  let portal: App | undefined;
  let startUp: Promise<unknown> = Promise.resolve();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await startUp.catch(() => undefined);
    await portal?.stop();
    await database?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  startUp = (async () => {
    // Migrations and the first-start seed run once, whichever instance starts first (database.ts).
    database = await openDatabase(config, log, (orm) => seedIfEmpty(orm, config, log));
    portal = await createApp(createServices(config, log, database.orm));
  })();
  await startUp;
  const { httpServer } = portal!;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, resolve);
  }).catch(async (error: NodeJS.ErrnoException) => {
    // Taken between the check and now: stop what started (the embedded database) and say so.
    await portal?.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    throw error.code === 'EADDRINUSE'
      ? new ConfigError(`PORT=${config.port} is already in use: stop what uses it, or set PORT to a free port`)
      : error;
  });
  log.info({ url: `http://localhost:${config.port}`, embeddedDatabase: !config.databaseUrl }, 'library portal started');
}

try {
  await main();
} catch (error) {
  // Bad settings, a taken port, or no database to run on (no DATABASE_URL and no embedded PostgreSQL
  // installed, or one that cannot start).
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(2);
}
