import { DataloaderType, FlushMode, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { countQuery } from './core/db/query-counter.js';

export function ormOptions(clientUrl: string, options: { debug?: boolean } = {}): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
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
    pool: { min: 0, max: 10 },
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
