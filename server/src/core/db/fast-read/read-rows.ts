import type { EntityManager } from '@mikro-orm/postgresql';
import { deviationOn } from '../../patches/switches.js';
import { primaryAfterFailure } from '../replica-reads.js';

const FAST_READ = deviationOn('fast-read');

/** The part of node-postgres's client a read uses. */
interface PgClient {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** The part of knex's client that lends and takes back the pool's connections. */
interface PoolClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/**
 * The rows of a read statement (`?` placeholders, as em.getConnection().execute takes them).
 * Outside a transaction it runs as MikroORM's execute does, without the layers around the one
 * node-postgres call: the statement is counted (onQuery: the request's count and cap), its
 * parameters are written into the text by the platform, and it runs on a connection of the same
 * pool; knex's raw query, its runner and MikroORM's result handling came to 15% of a public book
 * detail's CPU (issue 12's profile). With `debug` on, or inside a transaction, MikroORM's own path.
 * Outside a transaction it reads where em.find would (a replica, when the request may read from one:
 * replica-reads.ts); inside one, on the transaction's connection to the primary.
 */
export async function readRows<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const ctx = em.getTransactionContext();
  const connection = em.getConnection(ctx ? 'write' : 'read');
  const config = em.config;
  if (ctx || config.get('debug') || !FAST_READ) return connection.execute<T[]>(sql, params, 'all', ctx);
  const counted = config.get('onQuery')(sql, params);
  const text = connection.getPlatform().formatQuery(counted, params);
  const pool = connection.getKnex().client as PoolClient;
  let client;
  try {
    client = await pool.acquireConnection();
  } catch (error) {
    // A replica that cannot be reached: marked unhealthy, and the read is made on the primary.
    const primary = primaryAfterFailure(connection, error);
    if (!primary) throw error;
    return primary.execute<T[]>(sql, params, 'all');
  }
  try {
    return (await client.query(text)).rows as T[];
  } catch (error) {
    const primary = primaryAfterFailure(connection, error);
    if (!primary) throw error;
    return primary.execute<T[]>(sql, params, 'all');
  } finally {
    await pool.releaseConnection(client);
  }
}
