/**
 * The built portal as the README starts it (`node server/dist/main.js`), on a throwaway database
 * and a throwaway data directory, for the journeys. Nothing here imports server code: the portal
 * is a separate process, and the database is made with the `pg` client.
 *
 * The data directory is `<tmp>/.data`, the default layout of an install (`./.data`): a dot-folder,
 * which once made every uploaded original a 404.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ROOT_DIR = resolve(import.meta.dirname, '../..');
/** The admin password the portal is started with (the journeys log in with it). */
export const ADMIN_PASSWORD = 'admin123456';

export interface Portal {
  baseURL: string;
  /** The database it runs on, when DATABASE_URL's server holds it (another portal may share it: startPortal's `database`). */
  databaseUrl?: string;
  /** The portal's DATA_DIR (`<tmp>/.data`). */
  dataDir: string;
  /** Stops the portal, drops its database and removes its data directory; safe to call twice. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The newest modification time under a path (files and folders, recursively). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * Builds both workspaces (`npm run build` at the root) when a build is missing or older than its
 * sources, so a journey never runs against yesterday's client.
 */
export function buildIfStale(log: (message: string) => void): void {
  const outputs = ['server/dist/main.js', 'client/dist/index.html'].map((file) => join(ROOT_DIR, file));
  const built = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const sources = [
    'server/src',
    'server/tsconfig.json',
    'server/tsconfig.build.json',
    'client/src',
    'client/public',
    'client/index.html',
    'client/vite.config.ts',
    // The build's own plugins (vite.config.ts imports them).
    'client/scripts',
    'client/build',
  ].map((path) => newest(join(ROOT_DIR, path)));
  if (built > 0 && built >= Math.max(...sources)) {
    log('the build is up to date');
    return;
  }
  log('building the portal (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.signal ?? result.status})`);
}

/** A fresh database on the server of `serverUrl`, and the function that drops it. */
async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lp_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/**
 * Starts the built portal on a free port (or `port`): on a fresh database of the DATABASE_URL server
 * when that is set, on `database` as it is when given (the caller made it and drops it), else on the
 * embedded PostgreSQL in the temporary data directory; `env` adds or overrides settings; it serves
 * client/dist or `clientDir`. The portal's output goes to `logFile`. Waits until /healthz answers and
 * the built client is served.
 */
export async function startPortal(options: {
  databaseUrl?: string;
  database?: string;
  logFile: string;
  logLevel?: string;
  port?: number;
  env?: Record<string, string>;
  clientDir?: string;
}): Promise<Portal> {
  const cleanups: (() => Promise<void> | void)[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          console.error(`[e2e] clean-up: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })());

  try {
    const tempDir = mkdtempSync(join(tmpdir(), 'lp-e2e-'));
    cleanups.push(() => rmSync(tempDir, { recursive: true, force: true }));
    // mkdtemp makes it 0700; run as root, the embedded PostgreSQL runs as another user and must get in.
    chmodSync(tempDir, 0o755);
    const dataDir = join(tempDir, '.data');
    mkdirSync(dataDir, { mode: 0o755 });

    const port = options.port ?? (await freePort());
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_CAPTCHA: 'off',
      ADMIN_PASSWORD,
      LOG_LEVEL: options.logLevel ?? 'warn',
      NODE_ENV: 'development',
      // Capture journeys (t-topics) serve the page to capture from this machine.
      CAPTURE_ALLOW_PRIVATE_HOSTS: 'true',
      // The nginx of o-proxied-host runs on this host: trusted, whatever the calling shell says.
      TRUST_PROXY: 'loopback',
    };
    delete env.DATABASE_URL;
    delete env.CLIENT_DIR;
    // Another build of the client (a benchmark's): its server renderer is the dist-ssr beside it.
    if (options.clientDir) env.CLIENT_DIR = options.clientDir;
    if (options.database) {
      env.DATABASE_URL = options.database;
    } else if (options.databaseUrl) {
      const database = await throwawayDatabase(options.databaseUrl);
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    } else {
      env.EMBEDDED_PG_PORT = String(await freePort());
    }

    Object.assign(env, options.env);
    mkdirSync(resolve(options.logFile, '..'), { recursive: true });
    const log = createWriteStream(options.logFile);
    const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    let exited: string | undefined;
    const exit = new Promise<void>((done) => child.on('exit', (code, signal) => ((exited = String(signal ?? code)), done())));
    // Should the runner die without its teardown, the portal goes with it.
    const killOnExit = () => child.kill('SIGKILL');
    process.on('exit', killOnExit);
    cleanups.push(async () => {
      process.off('exit', killOnExit);
      if (exited === undefined) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      log.end();
    });

    const baseURL = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (exited !== undefined) throw new Error(`the portal exited (${exited}) before it was healthy: see ${options.logFile}`);
      const healthy = await fetch(`${baseURL}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`the portal was not healthy within 180 s: see ${options.logFile}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const index = await fetch(`${baseURL}/index`);
    if (!(index.headers.get('content-type') ?? '').includes('text/html'))
      throw new Error('the portal does not serve the built client (is client/dist built?)');
    return { baseURL, dataDir, stop, databaseUrl: env.DATABASE_URL };
  } catch (error) {
    await stop();
    throw error;
  }
}
