/**
 * The load generator as its own process (bench/load-runner.ts starts it): autocannon here does not
 * take CPU time from the server's event loop. Reads its run from argv[2] (JSON), prints autocannon's
 * result as JSON on stdout, and stops early on SIGINT/SIGTERM.
 */
import autocannon from 'autocannon';

interface WorkerRun {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  paths?: string[];
  durationSeconds: number;
  connections: number;
}

const run = JSON.parse(process.argv[2]) as WorkerRun;
let turn = 0;
const paths = run.paths;
const instance = autocannon({
  url: run.url,
  method: run.method,
  headers: run.headers,
  body: run.body,
  duration: run.durationSeconds,
  connections: run.connections,
  ...(paths?.length ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] }) }] } : {}),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => instance.stop());
const result = await instance;
process.stdout.write(JSON.stringify({ requests: result.requests, latency: result.latency, non2xx: result.non2xx, errors: result.errors }));
