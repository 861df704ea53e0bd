import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntryArgs } from './server-entry.js';

export interface PortalProcess {
  url: string;
  pid: number;
  /** Everything the process printed so far (its JSON log lines). */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after 20 s); answers the exit code. */
  stop(): Promise<number | null>;
}

const SERVER_DIR = join(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real portal process (`src/main.ts`, as `npm run dev` starts it, without --watch) with its own
 * data directory and port, on the given environment; resolves once /healthz answers.
 */
export async function startPortalProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<PortalProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-process-'));
  const child = spawn(process.execPath, serverEntryArgs('main'), {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      cleanUp();
      throw new Error(`portal process exited with ${child.exitCode}:\n${output}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      cleanUp();
      throw new Error(`portal process did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(killer);
      cleanUp();
      return code;
    },
  };
}
