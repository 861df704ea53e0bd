import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { PgNotices } from '../db/pg-notices.js';

/** The system_setting row: the instant (ISO) before which no token opens an account. */
export const SESSIONS_VALID_AFTER = 'sessions_valid_after';
/** The PostgreSQL channel on which an instance that ends every session tells the others. */
export const SESSIONS_CHANNEL = 'library_portal_sessions';

/**
 * 所有会话失效: the instant before which every token is refused, whoever it names. A restore sets it
 * (backup-restore.ts): a token from before the restore may name an account as it was (a revoked
 * token version that came back with the backup), or an id the restore gave back to the sequence
 * (reader B, created after the backup: after the restore, the next reader gets B's id) — the
 * instant refuses both, as it refuses any token issued before it.
 *
 * The database holds it (system_setting), read when an instance starts; an instance that moves it
 * NOTIFYs the others, which read it again at once (and again whenever their listening connection
 * comes back, a notice sent meanwhile being lost): core/db/pg-notices.ts.
 */
export class SessionCutoff {
  /** Seconds since the epoch: a token whose `iat` is before it is refused. */
  private validAfter = 0;
  private unsubscribe?: () => void;
  /** The process's notices, or one of its own (an instance made apart, as a test does). */
  private readonly notices: PgNotices;
  private readonly ownNotices: boolean;

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
    notices?: PgNotices,
  ) {
    this.notices = notices ?? new PgNotices(orm, log);
    this.ownNotices = !notices;
  }

  /** Whether a token issued at `iat` (seconds) was issued before the cutoff. */
  refuses(iat: number): boolean {
    return iat < this.validAfter;
  }

  /** The cutoff as this instance knows it (undefined: none yet). */
  get current(): Date | undefined {
    return this.validAfter ? new Date(this.validAfter * 1000) : undefined;
  }

  /** Reads the cutoff, then listens for the moves of other instances (the notices are started by their owner). */
  async start(): Promise<void> {
    await this.reload();
    this.unsubscribe ??= await this.notices.subscribe(SESSIONS_CHANNEL, {
      onNotice: (payload) => {
        const at = Date.parse(payload);
        if (Number.isFinite(at)) this.validAfter = Math.max(this.validAfter, Math.ceil(at / 1000));
        // The database is the source of truth: read it too (the notice only says "now").
        void this.reload().catch((err: unknown) => this.log.warn({ err }, 'could not read the sessions cutoff'));
      },
      onResume: () => void this.reload().catch((err: unknown) => this.log.warn({ err }, 'could not read the sessions cutoff')),
    });
    if (this.ownNotices) await this.notices.start();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.ownNotices) await this.notices.stop();
  }

  /**
   * Ends every session: tokens issued until now are refused, here at once and by every other
   * instance as soon as it hears. JWT times are whole seconds, so the cutoff is the next second
   * (one issued earlier in this one is refused too), and this waits for it to come: a token issued
   * after this returns is not refused.
   */
  async endAllSessions(): Promise<Date> {
    const seconds = Math.floor(Date.now() / 1000) + 1;
    const at = new Date(seconds * 1000);
    this.validAfter = Math.max(this.validAfter, seconds);
    const knex = this.orm.em.getConnection().getKnex();
    await knex.transaction(async (trx) => {
      // Never moved back (a clock behind another instance's).
      await trx.raw(
        `insert into system_setting (key, value, updated_at) values (?, ?, now())
         on conflict (key) do update set value = excluded.value, updated_at = now()
         where system_setting.value::timestamptz < excluded.value::timestamptz`,
        [SESSIONS_VALID_AFTER, at.toISOString()],
      );
      // Delivered when the transaction commits, to every listening instance (this one too).
      await PgNotices.notify(trx, SESSIONS_CHANNEL, at.toISOString());
    });
    const wait = seconds * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return at;
  }

  /** The cutoff as the database has it (it only moves forward here). */
  private async reload(): Promise<void> {
    const rows = await this.orm.em
      .getConnection()
      .execute<Array<{ value: string }>>('select value from system_setting where key = ?', [SESSIONS_VALID_AFTER]);
    const at = rows[0] ? Date.parse(rows[0].value) : NaN;
    if (Number.isFinite(at)) this.validAfter = Math.max(this.validAfter, Math.ceil(at / 1000));
  }
}
