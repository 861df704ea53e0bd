/**
 * What the load benchmarks share: one probe request per scenario (checks the answer, reads the
 * `x-sql-statements` header), an autocannon run, and the table of results.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Scenario {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths taken in turn instead of `path` (e.g. details of several resources). */
  paths?: string[];
}

export interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  sqlPerRequest: string;
  /** requests/s as a share of the reference's, measured in the same run. */
  ofReference?: number;
  /** CPU the serving process spent per request (user + system), when its pid was given. */
  cpuMsPerRequest?: number;
  /** The reference's CPU per request over this row's: a share that moves less than requests/s on a busy machine. */
  cpuOfReference?: number;
  /** Each round's share of the reference's requests/s, when the row was measured in rounds (mergeRounds). */
  roundShares?: number[];
  /** The requests the run answered. */
  requests?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One row of a scenario measured in rounds, each beside a reference round run just before it: the
 * requests/s and CPU of all rounds together, latencies the rounds' medians, and the share of the
 * reference the median of the rounds' shares (a busy minute of the machine falls on both sides of
 * a round alike, where one long run each puts it on one side only).
 */
export function mergeRounds(rounds: Row[], referenceRounds?: Row[]): Row {
  const requests = rounds.reduce((sum, row) => sum + (row.requests ?? 0), 0);
  const cpu = rounds.every((row) => row.cpuMsPerRequest !== undefined)
    ? rounds.reduce((sum, row) => sum + row.cpuMsPerRequest! * (row.requests ?? 0), 0) / requests
    : undefined;
  const merged: Row = {
    ...rounds[0],
    requestsPerSecond: rounds.reduce((sum, row) => sum + row.requestsPerSecond, 0) / rounds.length,
    p50: median(rounds.map((row) => row.p50)),
    p99: median(rounds.map((row) => row.p99)),
    non2xx: rounds.reduce((sum, row) => sum + row.non2xx, 0),
    errors: rounds.reduce((sum, row) => sum + row.errors, 0),
    cpuMsPerRequest: cpu,
    requests,
  };
  if (referenceRounds) {
    const reference = mergeRounds(referenceRounds);
    merged.roundShares = rounds.map((row, i) => row.requestsPerSecond / referenceRounds[i].requestsPerSecond);
    merged.ofReference = median(merged.roundShares);
    merged.cpuOfReference = reference.cpuMsPerRequest && cpu ? reference.cpuMsPerRequest / cpu : undefined;
  }
  return merged;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  /** For the table's heading: the duration was split into this many rounds (mergeRounds). */
  rounds?: number;
}

/** One request before the load: checks the answer and reads its SQL statement count. */
export async function probe(base: string, scenario: Scenario): Promise<{ sql: string; body: unknown; ms: number }> {
  const started = performance.now();
  const response = await fetch(base + (scenario.paths?.[0] ?? scenario.path), {
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const body: unknown = JSON.parse(text);
  const failed =
    response.status !== 200 ||
    (body as { errors?: unknown }).errors !== undefined ||
    ((body as { code?: unknown }).code !== undefined && (body as { code?: unknown }).code !== 200);
  if (failed) throw new Error(`${scenario.name}: ${scenario.method} ${scenario.path} answered ${response.status} ${text.slice(0, 500)}`);
  return { sql: response.headers.get('x-sql-statements') ?? 'n/a', body, ms };
}

let current: ChildProcess | undefined;

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** autocannon in a process of its own (bench/load-worker.ts), so it takes no time from the server's event loop. */
function runWorker(run: object): Promise<LoadResult> {
  const worker = join(import.meta.dirname, 'load-worker.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', worker, JSON.stringify(run)], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    current = child;
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      current = undefined;
      if (code === 0) resolve(JSON.parse(out) as LoadResult);
      else reject(new Error(`load worker exited with ${code}`));
    });
  });
}

/**
 * Waits (1 s at least, 60 s at most) until the server answers /healthz quickly: slow queries the
 * load left behind hold database connections, and the next scenario must not queue behind them.
 */
async function settle(base: string) {
  await sleep(1000);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok && performance.now() - started < 200) return;
    await sleep(500);
  }
}

/** Stops the run under way (Ctrl-C). */
export function stopLoad() {
  current?.kill('SIGINT');
}

/** CPU time a process has used so far, in ms (utime + stime of /proc/PID/stat; Linux clock ticks are 10 ms). */
export function cpuMsOf(pid: number): number {
  // The command name (field 2) may hold spaces: the fields counted after its closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Loads `base` with the scenario; given the pid of the process serving it, also the CPU that
 * process spent per request over the run (from /proc, so it works for a child process too).
 */
export async function load(base: string, scenario: Scenario, sqlPerRequest: string, options: LoadOptions, serverPid?: number): Promise<Row> {
  const cpuBefore = serverPid === undefined ? 0 : cpuMsOf(serverPid);
  const result = await runWorker({
    url: base + scenario.path,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    paths: scenario.paths,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
  });
  // autocannon drops its sockets at the deadline; let the requests they left on the server finish,
  // so they neither overlap the next scenario nor meet a closed connection pool at shutdown.
  const cpuMs = serverPid === undefined ? undefined : cpuMsOf(serverPid) - cpuBefore;
  await settle(base);
  const row: Row = {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    sqlPerRequest,
    cpuMsPerRequest: cpuMs === undefined || !result.requests.total ? undefined : cpuMs / result.requests.total,
    requests: result.requests.total,
  };
  console.log(
    `${row.name}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
      `non-2xx ${row.non2xx}, errors ${row.errors}, SQL/request ${row.sqlPerRequest} (${result.requests.total} requests)` +
      (row.cpuMsPerRequest === undefined ? '' : `, CPU ${row.cpuMsPerRequest.toFixed(2)} ms/request`),
  );
  return row;
}

export function printTable(rows: Row[], options: LoadOptions) {
  const cpu = rows.some((r) => r.cpuMsPerRequest !== undefined);
  const rounds = rows.some((r) => r.roundShares);
  const header = [
    'scenario',
    'req/s',
    'of ref.',
    ...(rounds ? ['rounds'] : []),
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'SQL/req',
    ...(cpu ? ['CPU ms/req', 'CPU of ref.'] : []),
  ];
  const lines = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.ofReference === undefined ? '' : `${Math.round(r.ofReference * 100)}%`,
    ...(rounds ? [r.roundShares?.map((share) => Math.round(share * 100)).join('/') ?? ''] : []),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors),
    r.sqlPerRequest,
    ...(cpu
      ? [
          r.cpuMsPerRequest === undefined ? '' : r.cpuMsPerRequest.toFixed(2),
          r.cpuOfReference === undefined ? '' : `${Math.round(r.cpuOfReference * 100)}%`,
        ]
      : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\n${options.durationSeconds} s each${options.rounds ? ` in ${options.rounds} rounds` : ''}, ${options.connections} connections, Node ${process.version}`,
  );
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
