import { knex, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './core/db/embedded.js';
import { ReplicaRoutingDriver } from './core/db/replica-reads.js';
import { ormOptions } from './orm.config.js';

export interface Database {
  orm: MikroORM;
  embedded?: EmbeddedDatabase;
  /** The migrations this start applied (none when another instance had, or the schema was current). */
  applied: string[];
  close(): Promise<void>;
}

/** The session advisory lock instances hold while they migrate and seed (one at a time per database). */
export const START_UP_LOCK = 'library-portal.start-up';

/**
 * Runs `work` holding the start-up lock: a session-level advisory lock on a connection of its own,
 * kept from before the migrations to after the first-start seed, so that instances starting
 * together on one database migrate and seed once; the others wait, then find it done.
 */
export async function withStartUpLock<T>(url: string, log: Logger, work: () => Promise<T>): Promise<T> {
  const lock = knex({ client: 'pg', connection: url, pool: { min: 1, max: 1 } });
  try {
    const [{ locked }] = (await lock.raw('select pg_try_advisory_lock(hashtext(?)) as locked', [START_UP_LOCK])).rows;
    if (!locked) {
      log.info('another instance is migrating or seeding this database: waiting for it');
      await lock.raw('select pg_advisory_lock(hashtext(?))', [START_UP_LOCK]);
    }
    try {
      return await work();
    } finally {
      await lock.raw('select pg_advisory_unlock(hashtext(?))', [START_UP_LOCK]).catch(() => undefined);
    }
  } finally {
    // Closing the connection would release the lock anyway.
    await lock.destroy();
  }
}

/**
 * Connects (starting the embedded PostgreSQL when DATABASE_URL is unset) and applies migrations,
 * then runs `firstStart` (the first-start seed), both under the start-up lock.
 */
export async function openDatabase(config: Config, log: Logger, firstStart?: (orm: MikroORM) => Promise<unknown>): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(`${config.dataDir}/pg`, config.embeddedPgPort, log);
  try {
    const url = config.databaseUrl ?? embedded!.url;
    const orm = await MikroORM.init(ormOptions(url, { replicas: config.databaseReplicas.urls }));
    let applied: Array<{ name: string }> = [];
    try {
      await withStartUpLock(url, log, async () => {
        applied = await orm.getMigrator().up();
        if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
        await firstStart?.(orm);
      });
    } catch (error) {
      await orm.close(true);
      throw error;
    }
    // Replicas that are down do not stop the start (MikroORM connects to them lazily): the first check
    // marks them, and reads go to the primary until they answer again.
    const driver = orm.em.getDriver();
    const replicaHealth = driver instanceof ReplicaRoutingDriver ? driver.replicaHealth : undefined;
    if (driver instanceof ReplicaRoutingDriver) {
      await driver.replicaHealth.start(driver.getConnection('write'), driver.replicaConnections(), config.databaseReplicas, log);
    }
    return {
      orm,
      embedded,
      applied: applied.map((m) => m.name),
      close: async () => {
        await replicaHealth?.stop();
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
