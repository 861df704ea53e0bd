import { DataloaderType, FlushMode, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { countQuery } from './core/db/query-counter.js';
import { ReplicaRoutingDriver, writesToPrimary } from './core/db/replica-reads.js';

/** The part of node-postgres's client the pool's `afterCreate` uses. */
interface PgClient {
  query(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * `replicas` (DATABASE_REPLICA_URLS): read-only copies of the database. Reads outside transactions
 * go to one of them where a request may read there (core/db/replica-reads.ts), the rest to `clientUrl`.
 */
export function ormOptions(clientUrl: string, options: { debug?: boolean; replicas?: string[] } = {}): Options<PostgreSqlDriver> {
  const replicas = options.replicas ?? [];
  return {
    driver: replicas.length ? ReplicaRoutingDriver : PostgreSqlDriver,
    clientUrl,
    // Each replica takes the pool settings below (MikroORM copies them) and its own URL.
    ...(replicas.length
      ? {
          replicas: replicas.map((url, i) => ({ name: `replica-${i + 1}`, clientUrl: url })),
          preferReadReplicas: true,
          subscribers: [writesToPrimary],
        }
      : {}),
    entities,
    extensions: [Migrator, SeedManager],
    // Batches Ref<> loads and collections across a request's rows: no N+1 queries.
    dataloader: DataloaderType.ALL,
    // Entities are written explicitly through services; no implicit global context.
    allowGlobalContext: false,
    // Writes happen where the code flushes (services, in transactions), never as a side effect of
    // a read: with AUTO, a query after a counter update (views) flushed in a transaction that
    // the request's batched loads then hit after its commit ("Transaction query already complete").
    flushMode: FlushMode.COMMIT,
    forceUtcTimezone: true,
    onQuery: countQuery,
    debug: options.debug ?? false,
    pool: {
      min: 0,
      max: 10,
      // A relevance search ranks the first 1,000 matches a scan yields. On a table larger than a
      // quarter of the shared buffers, PostgreSQL starts each sequential scan where the last one of
      // that table stopped, so a common word's first page changed per request and its page 2 repeated
      // or skipped page 1's results (test/integration/search-pages). Off, every scan starts at the
      // first block; concurrent full scans no longer share their reads, which a portal whose tables
      // stay in memory does not miss.
      afterCreate: (connection: PgClient, done: (error: Error | null, connection: PgClient) => void) =>
        connection.query('set synchronize_seqscans = off', (error) => done(error, connection)),
    },
    // When the database is gone, fail within seconds with SERVICE_UNAVAILABLE instead of hanging.
    driverOptions: { acquireConnectionTimeout: 5000 },
    // Owned by rate-limiter-flexible's PostgreSQL store (created by a migration), not by an entity.
    schemaGenerator: { skipTables: ['rate_limit'] },
    migrations: {
      migrationsList,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
  };
}
