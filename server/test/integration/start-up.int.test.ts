/**
 * Issue 11: starting a portal where it cannot run says why and which setting to change (exit 2),
 * instead of `triggerUncaughtException … undefined`; run as root, a private DATA_DIR is made
 * reachable for the embedded PostgreSQL's unprivileged user.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPortalProcess } from '../helpers/portal-process.js';
import { serverEntryArgs } from '../helpers/server-entry.js';

const SERVER_DIR = join(import.meta.dirname, '../..');
const asRoot = process.getuid?.() === 0;

/** Runs src/main.ts to its exit (it must exit on its own) and answers the code and what it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverEntryArgs('main'), {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`did not exit within 60 s:\n${output}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function holdPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanUp) => cleanUp()));
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

describe('starting where the portal cannot run', () => {
  it('names PORT when the HTTP port is taken', async () => {
    const { server, port } = await holdPort();
    cleanups.push(() => server.close());
    const { code, output } = await runToExit({
      PORT: String(port),
      DATA_DIR: tempDir('lp-port-'),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(code).toBe(2);
    expect(output).toContain(`Configuration error: PORT=${port}: the port the portal needs is already in use`);
    expect(output).not.toContain('triggerUncaughtException');
  });

  it('names EMBEDDED_PG_PORT when the embedded database’s port is taken (a second portal on the machine)', async () => {
    const { server, port } = await holdPort();
    cleanups.push(() => server.close());
    const { code, output } = await runToExit({ PORT: '0', EMBEDDED_PG_PORT: String(port), DATA_DIR: tempDir('lp-pgport-') });
    expect(code).toBe(2);
    expect(output).toContain(`EMBEDDED_PG_PORT=${port}: the port the embedded PostgreSQL needs is already in use`);
  });

  it.runIf(asRoot)('names the directory the embedded database’s user cannot enter', async () => {
    const locked = tempDir('lp-locked-');
    // A port of its own: a portal someone runs on this machine holds the default 54329, and its check comes first.
    const { code, output } = await runToExit({ PORT: '0', EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: join(locked, 'data') });
    expect(code).toBe(2);
    expect(output).toContain(`cannot enter ${locked}`);
  });

  it.runIf(asRoot)(
    'starts on a private mktemp DATA_DIR when run as root (initdb said "Permission denied")',
    async () => {
      // The helper's DATA_DIR is itself a mkdtemp directory (mode 700); no DATABASE_URL: the embedded database.
      const portal = await startPortalProcess({ EMBEDDED_PG_PORT: String(await freePort()) }, 120_000);
      try {
        expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
      } finally {
        expect(await portal.stop()).toBe(0);
      }
    },
    180_000,
  );
});

/** A port free right now (for the embedded database). */
async function freePort(): Promise<number> {
  const { server, port } = await holdPort();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
