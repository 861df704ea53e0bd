import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';

/** One replica's state as /readyz reports it (no URL: it may hold a password). */
export interface ReplicaState {
  /** 1-based, in DATABASE_REPLICA_URLS's order. */
  index: number;
  healthy: boolean;
  /** Seconds its replay is behind the primary at the last check (0 when caught up); null before it answered. */
  lagSeconds: number | null;
  /** Why it is unhealthy (the database's or the network's message, or the lag). */
  error?: string;
}

/**
 * Errors that say the replica cannot be reached or is going away (as opposed to a query's own
 * error, which the primary would give too): the network's codes, SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, starting), 3D000 (its database is gone), 53300 (no
 * free connection), and knex's timeout acquiring a connection.
 */
export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(code)) return true;
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '3D000', '53300'].includes(code)) return true;
  }
  if (name === 'KnexTimeoutError') return true;
  return (
    typeof message === 'string' && /Connection terminated|timeout acquiring a connection|Client has encountered a connection error/i.test(message)
  );
}

/** How often the replicas are checked and how far behind one may be (DATABASE_REPLICA_* settings). */
export interface ReplicaHealthOptions {
  checkSeconds: number;
  maxLagSeconds: number;
}

/**
 * Which replicas reads may go to (DATABASE_REPLICA_URLS). Every replica starts healthy (a read that
 * fails on it to connect marks it unhealthy at once and is repeated on the primary: replica-reads.ts);
 * the checker asks each one every `checkSeconds` whether it answers and how far its replay is behind
 * the primary, and marks it healthy or not. A warning is logged when a replica becomes unhealthy and
 * an info line when it is back; nothing while its state holds.
 */
export class ReplicaHealth {
  private readonly states: ReplicaState[];
  private log?: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(count: number) {
    this.states = Array.from({ length: count }, (_, i) => ({ index: i + 1, healthy: true, lagSeconds: null }));
  }

  /** The 0-based positions of the replicas reads may go to now. */
  healthyIndexes(): number[] {
    return this.states.flatMap((state, i) => (state.healthy ? [i] : []));
  }

  /** A copy of every replica's state. */
  report(): ReplicaState[] {
    return this.states.map((state) => ({ ...state }));
  }

  /** A read on replica `i` (0-based) failed to connect: no more reads go there until a check finds it answering. */
  markDown(i: number, error: unknown): void {
    this.set(i, { healthy: false, lagSeconds: this.states[i].lagSeconds, error: errorMessage(error) });
  }

  /** Checks now, then every `checkSeconds` until stop(); the timer does not keep the process alive. */
  async start(primary: PostgreSqlConnection, replicas: PostgreSqlConnection[], options: ReplicaHealthOptions, log: Logger): Promise<void> {
    this.log = log;
    this.stopped = false;
    const round = async () => {
      this.running = this.check(primary, replicas, options);
      await this.running;
      if (!this.stopped) {
        this.timer = setTimeout(() => void round(), options.checkSeconds * 1000);
        this.timer.unref();
      }
    };
    await round();
  }

  /** Ends the checks (waiting for one under way). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One round: the primary's WAL position, then each replica's state against it. */
  async check(primary: PostgreSqlConnection, replicas: PostgreSqlConnection[], options: ReplicaHealthOptions): Promise<void> {
    const timeoutMs = Math.min(options.checkSeconds * 1000, 3000);
    let primaryLsn: string;
    try {
      // Through knex, not MikroORM's execute: no query log line and no statement count every few seconds.
      const result = await withTimeout(primary.getKnex().raw('select pg_current_wal_lsn()::text as lsn'), timeoutMs);
      [{ lsn: primaryLsn }] = (result as { rows: Array<{ lsn: string }> }).rows;
    } catch {
      // The primary does not answer: nothing to compare with (and every read fails anyway); keep the states.
      return;
    }
    await Promise.all(
      replicas.map(async (replica, i) => {
        try {
          const [row] = (await withTimeout(
            replica.getKnex().transaction(async (trx) => {
              await trx.raw(`set local statement_timeout = ${timeoutMs}`);
              // Behind: its replay has not reached where the primary's WAL was a moment ago; then the
              // lag is the time since the last transaction it replayed. Caught up — an idle primary
              // included, whose last transaction may be hours old — is 0. A database that is not in
              // recovery (not a standby) has nothing to replay.
              return (
                await trx.raw(
                  `select case
                     when not pg_is_in_recovery() then 0
                     when pg_last_wal_replay_lsn() >= ?::pg_lsn then 0
                     else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 'Infinity'::float8)
                   end::float8 as lag`,
                  [primaryLsn],
                )
              ).rows as Array<{ lag: number }>;
            }),
            timeoutMs,
          )) as Array<{ lag: number }>;
          const lag = Math.max(0, Number(row.lag));
          if (lag > options.maxLagSeconds) {
            this.set(i, {
              healthy: false,
              lagSeconds: Number.isFinite(lag) ? Math.round(lag * 10) / 10 : null,
              error: `replay ${Number.isFinite(lag) ? `${lag.toFixed(1)} s` : 'never'} behind the primary (more than ${options.maxLagSeconds} s)`,
            });
          } else this.set(i, { healthy: true, lagSeconds: Math.round(lag * 10) / 10 });
        } catch (error) {
          this.set(i, { healthy: false, lagSeconds: null, error: errorMessage(error) });
        }
      }),
    );
  }

  private set(i: number, next: Omit<ReplicaState, 'index'>): void {
    const state = this.states[i];
    if (state.healthy && !next.healthy)
      this.log?.warn({ replica: state.index, reason: next.error }, 'read replica unhealthy: its reads go to the primary');
    if (!state.healthy && next.healthy)
      this.log?.info({ replica: state.index, lagSeconds: next.lagSeconds }, 'read replica healthy again: reads go to it');
    this.states[i] = { index: state.index, ...next };
  }
}

function errorMessage(error: unknown): string {
  // The network's errors name the host and port (ECONNREFUSED 10.0.0.13:5432): only their code is told.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
  const message = error instanceof Error ? error.message : String(error);
  // A URL in a message (a resolver's error, say) could carry a password.
  return message.replace(/postgres(ql)?:\/\/\S+/g, 'postgres://…').slice(0, 300);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
