/**
 * A PostgreSQL primary and a streaming replica of it, made by `pg_basebackup` as an operator makes
 * one (docs/运维手册.md §13), for the field drill. The primary is the machine's (DATABASE_URL) when it
 * takes replication connections, else a throwaway cluster made here with initdb on a free port. The
 * replica (and a throwaway primary) live in a temporary directory owned by `postgres`: PostgreSQL
 * refuses to run as root, so run as root every server program runs as `postgres` (runuser).
 * Both listen on 127.0.0.1 with their sockets in that directory; stop() stops them and removes it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './portal';

/** E2E_PG_BIN: PostgreSQL's server programs (Debian's postgresql-15 package by default). */
export const PG_BIN = process.env.E2E_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ReplicatedPostgres {
  /** The primary's URL (its `postgres` database): the drill's database is made there. */
  primaryUrl: string;
  /** The same server address for the replica. */
  replicaUrl: string;
  /** Which primary it is, and why. */
  primary: string;
  /** The replica stops applying the primary's changes (a replica lagging behind), until resumed. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has applied what the primary had written when called; answers the ms waited. */
  caughtUp(timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

const root = process.getuid?.() === 0;

/** Runs a PostgreSQL program as `postgres` (as root) or as this user; throws with its output when it fails. */
function run(program: string, args: string[], timeout = 120_000): string {
  const [command, commandArgs] = root ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, program), ...args]] : [join(PG_BIN, program), args];
  // From a directory `postgres` may enter (not root's own).
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', timeout, cwd: tmpdir() });
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed (${result.error?.message ?? result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** A directory `postgres` owns (as root) under a fresh temporary one. */
function postgresDir(base: string, name: string): string {
  const dir = join(base, name);
  mkdirSync(dir, { mode: 0o700 });
  if (root) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

async function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Whether `url`'s server streams to replicas: wal_level, wal senders, and a replication connection pg_hba lets in. */
async function takesReplicas(url: string): Promise<string | undefined> {
  try {
    const [{ wal_level: level }] = await query<{ wal_level: string }>(url, 'show wal_level');
    const [{ max_wal_senders: senders }] = await query<{ max_wal_senders: string }>(url, 'show max_wal_senders');
    if (level === 'minimal' || Number(senders) < 1) return `wal_level=${level}, max_wal_senders=${senders}`;
    // A physical replication connection, as pg_basebackup makes (`replication=database` is matched like any database).
    const client = new pg.Client({ connectionString: url, replication: true } as pg.ClientConfig);
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** `postgres -D dir` on `port`, started and waited for by pg_ctl, its log in `dir/../<name>.log`. */
function startServer(dataDir: string, port: number, sockets: string, log: string) {
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  try {
    run('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
  }
}

function stopServer(dataDir: string, mode: 'fast' | 'immediate' = 'fast') {
  if (existsSync(join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
}

/** Starts a replica of the machine's primary (DATABASE_URL) or of a throwaway one; see the file's comment. */
export async function startReplicatedPostgres(machineUrl: string | undefined): Promise<ReplicatedPostgres> {
  const base = mkdtempSync(join(tmpdir(), 'lp-e2e-pg-'));
  // mkdtemp makes it 0700: `postgres` must get in to reach its own directories below.
  chmodSync(base, 0o755);
  const sockets = postgresDir(base, 'sockets');
  const servers: string[] = [];
  // Should the runner die without its teardown, the servers go with it.
  const killOnExit = () =>
    servers.forEach((dir) => {
      try {
        stopServer(dir, 'immediate');
      } catch {
        // Exiting anyway.
      }
    });
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    for (const dir of [...servers].reverse()) stopServer(dir);
    rmSync(base, { recursive: true, force: true });
  };
  try {
    let primaryUrl: string;
    let primary: string;
    const refused = machineUrl ? await takesReplicas(machineUrl) : 'DATABASE_URL is not set';
    if (machineUrl && refused === undefined) {
      primaryUrl = machineUrl;
      primary = `the machine's (${new URL(machineUrl).host})`;
    } else {
      const dir = postgresDir(base, 'primary');
      run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
      const port = await freePort();
      startServer(dir, port, sockets, join(sockets, 'primary.log'));
      servers.push(dir);
      primaryUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
      primary = `a throwaway cluster on port ${port} (the machine's does not stream to replicas: ${refused})`;
    }

    const replicaDir = postgresDir(base, 'replica');
    const { hostname, port: primaryPort } = new URL(primaryUrl);
    // -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile.
    run('pg_basebackup', [
      '-h',
      hostname,
      '-p',
      primaryPort || '5432',
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-X',
      'stream',
      '-R',
      '-c',
      'fast',
      '--no-sync',
    ]);
    // A Debian cluster keeps its configuration in /etc/postgresql, outside the data directory copied.
    const conf = join(replicaDir, 'postgresql.conf');
    if (!existsSync(conf)) writeFileSync(conf, '');
    const hba = join(replicaDir, 'pg_hba.conf');
    if (!existsSync(hba) || !readFileSync(hba, 'utf8').includes('127.0.0.1/32'))
      writeFileSync(hba, 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    if (root) spawnSync('chown', ['postgres:postgres', conf, hba]);
    const replicaPort = await freePort();
    startServer(replicaDir, replicaPort, sockets, join(sockets, 'replica.log'));
    servers.push(replicaDir);
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    const [{ standby }] = await query<{ standby: boolean }>(replicaUrl, 'select pg_is_in_recovery() as standby');
    if (!standby) throw new Error('the copy made by pg_basebackup started as a primary, not as a replica');

    return {
      primaryUrl,
      replicaUrl,
      primary,
      pauseReplay: async () => void (await query(replicaUrl, 'select pg_wal_replay_pause()')),
      resumeReplay: async () => void (await query(replicaUrl, 'select pg_wal_replay_resume()')),
      async caughtUp(timeoutMs = 30_000) {
        const started = Date.now();
        const [{ lsn }] = await query<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
        for (;;) {
          const [{ done }] = await query<{ done: boolean }>(replicaUrl, 'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as done', [
            lsn,
          ]);
          if (done) return Date.now() - started;
          if (Date.now() - started > timeoutMs) throw new Error(`the replica did not reach the primary's WAL position ${lsn} within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
