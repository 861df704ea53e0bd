import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../../logger.js';

/** After a lost listening connection, the next try (doubling up to a minute). */
const RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

interface Subscription {
  /** A notice on the channel (its payload). */
  onNotice: (payload: string) => void;
  /** The listening connection is back after a loss: notices sent meanwhile were lost, read the truth again. */
  onResume?: () => void;
}

/** Anything that runs SQL: an EntityManager, in or out of a transaction, or a knex transaction. */
interface Executes {
  execute?: (sql: string, params: unknown[]) => Promise<unknown>;
  raw?: (sql: string, params: unknown[]) => PromiseLike<unknown>;
}

/**
 * Changes one instance tells the others (issue 54, S13): PostgreSQL LISTEN/NOTIFY on one listening
 * connection per process. What an instance keeps in memory of the database (the sessions cut-off,
 * the API keys it read) subscribes to a channel; whoever changes the row NOTIFYs it in the
 * change's transaction, so every instance (this one too) hears it when the change commits. A notice
 * sent while the connection is down is lost: subscribers are told when it is back (`onResume`), and
 * keep a short time-to-live for what they cache as the last resort.
 */
export class PgNotices {
  private readonly channels = new Map<string, Set<Subscription>>();
  private listener?: pg.Client;
  private retry?: NodeJS.Timeout;
  private retryMs = RETRY_MS;
  private stopped = true;

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
  ) {}

  /** Whether notices are being heard now (a subscriber may trust what it was told). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Hears `channel` from now on (at once when already listening, else from start()). */
  async subscribe(channel: string, subscription: Subscription): Promise<() => void> {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.channels.get(channel);
    if (!set) {
      this.channels.set(channel, (set = new Set()));
      await this.listener?.query(`listen ${channel}`);
    }
    set.add(subscription);
    return () => set.delete(subscription);
  }

  /** Tells every instance on `channel`: at the commit of the transaction `sql` runs in, or at once outside one. */
  static async notify(sql: Executes, channel: string, payload = ''): Promise<void> {
    if (sql.execute) await sql.execute('select pg_notify(?, ?)', [channel, payload]);
    else await sql.raw!('select pg_notify(?, ?)', [channel, payload]);
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl'), application_name: 'library-portal-notices' });
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log.warn({ err }, 'the notices listener lost its database connection; reconnecting');
      this.retry = setTimeout(() => void this.reconnect(), this.retryMs);
      this.retry.unref();
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      for (const subscription of this.channels.get(message.channel) ?? []) {
        try {
          subscription.onNotice(message.payload ?? '');
        } catch (err) {
          this.log.warn({ err, channel: message.channel }, 'a notice subscriber failed');
        }
      }
    });
    await client.connect();
    this.listener = client;
    for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
    this.retryMs = RETRY_MS;
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.listen();
      // Anything announced while the connection was down.
      for (const set of this.channels.values()) for (const subscription of set) subscription.onResume?.();
      this.log.info('the notices listener is connected again');
    } catch (err) {
      if (this.listener) return;
      this.log.warn({ err }, 'the notices listener could not reconnect');
      this.retry = setTimeout(() => void this.reconnect(), this.retryMs);
      this.retry.unref();
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    }
  }
}
