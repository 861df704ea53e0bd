import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  AnyEntity,
  Configuration,
  ConnectionOptions,
  ConnectionType,
  EntityData,
  EventSubscriber,
  FlushEventArgs,
  LoggingOptions,
  QueryResult,
  Transaction,
} from '@mikro-orm/core';
import { PostgreSqlConnection, PostgreSqlDriver, type Knex } from '@mikro-orm/postgresql';
import { isConnectionError, ReplicaHealth } from './replica-health.js';

/**
 * Where a request's reads go (DATABASE_REPLICA_URLS). MikroORM sends a read outside a transaction to
 * a replica (`preferReadReplicas`, its default) and everything in a transaction to the primary; a
 * replica applies the primary's changes a moment later, so a request may read from one only while
 * neither it nor its client wrote just before (read-your-writes: core/http/read-your-writes.ts).
 */
interface ReadRoute {
  /** Reads outside a transaction may go to a replica. */
  replica: boolean;
  /** Called once when the request writes: the client's next requests read from the primary too. */
  onWrite?: () => void;
}

const readRoutes = new AsyncLocalStorage<ReadRoute>();

/**
 * Runs a request's work with its reads on a replica (`replica`) or on the primary. Outside any such
 * run — start-up, migrations, the seed, jobs, the command line — every read goes to the primary:
 * those read what they are about to write, and none is a visitor waiting.
 */
export function withReadRoute<T>(replica: boolean, onWrite: (() => void) | undefined, work: () => T): T {
  return readRoutes.run({ replica, onWrite }, work);
}

/**
 * The rest of this request reads from the primary: it wrote (`wrote`: its client's next requests
 * follow, see withReadRoute's onWrite), or it makes an answer every visitor will be given (the
 * server's cache of public answers must not keep what a lagging replica still shows after a write).
 */
export function readFromPrimary(options: { wrote: boolean }): void {
  const route = readRoutes.getStore();
  if (!route) return;
  route.replica = false;
  if (options.wrote && route.onWrite) {
    const onWrite = route.onWrite;
    route.onWrite = undefined;
    onWrite();
  }
}

/** Whether a read outside a transaction may go to a replica now. */
export function replicaReadsAllowed(): boolean {
  return readRoutes.getStore()?.replica === true;
}

/**
 * PostgreSQL's driver, asked for a read connection, answers a replica only where replicaReadsAllowed
 * says so, else the primary. Every read MikroORM makes (em.find, counts, the query builder, the
 * dataloader's batches) and the fast read path (read-rows.ts) asks the driver this one way.
 *
 * Of the replicas it picks one at random among the healthy ones (replica-health.ts); with none
 * healthy, the primary. A read that fails on a replica to connect (the replica is down, unreachable,
 * its database gone) marks it unhealthy at once and is run again on the primary: a read outside a
 * transaction is safe to repeat.
 */
export class ReplicaRoutingDriver extends PostgreSqlDriver {
  /** The replicas' health (the checker runs from database.ts). */
  readonly replicaHealth = new ReplicaHealth(this.config.get('replicas', []).length);

  override getConnection(type: ConnectionType = 'write'): PostgreSqlConnection {
    if (type !== 'read' || !replicaReadsAllowed()) return super.getConnection('write');
    const healthy = this.replicaHealth.healthyIndexes();
    if (!healthy.length) return super.getConnection('write');
    return this.replicas[healthy[Math.floor(Math.random() * healthy.length)]];
  }

  /** The replicas' connections, in DATABASE_REPLICA_URLS's order (for the health checks). */
  replicaConnections(): PostgreSqlConnection[] {
    return [...this.replicas];
  }

  /** Makes each replica's connection one that falls back to the primary when it cannot connect. */
  protected override createReplicas(): PostgreSqlConnection[] {
    let next = 0;
    return super.createReplicas((options) => new FallbackConnection(this.config, options, this, next++));
  }

  /** A read on replica `i` could not connect: mark it and repeat the read on the primary. */
  fallBack(i: number, error: unknown): PostgreSqlConnection {
    this.replicaHealth.markDown(i, error);
    return super.getConnection('write');
  }
}

/** A replica's connection whose reads, when the replica cannot be reached, run on the primary. */
class FallbackConnection extends PostgreSqlConnection {
  constructor(
    config: Configuration,
    options: ConnectionOptions | undefined,
    private readonly driver: ReplicaRoutingDriver,
    private readonly replicaIndex: number,
  ) {
    super(config, options, 'read');
  }

  override async execute<T extends QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[] = EntityData<AnyEntity>[]>(
    queryOrKnex: string | Knex.QueryBuilder | Knex.Raw,
    params?: unknown[],
    method?: 'all' | 'get' | 'run',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    try {
      return await super.execute<T>(queryOrKnex, params, method, ctx, loggerContext);
    } catch (error) {
      // In a transaction (never on a replica: MikroORM runs those on the primary) it must not be repeated elsewhere.
      if (ctx || !isConnectionError(error)) throw error;
      return this.fallBack(error).execute<T>(queryOrKnex, params, method, ctx, loggerContext);
    }
  }

  /** This replica could not be reached: marks it unhealthy and answers the primary's connection. */
  fallBack(error: unknown): PostgreSqlConnection {
    return this.driver.fallBack(this.replicaIndex, error);
  }
}

/**
 * For reads that use a connection's pool directly (the fast read path): when `connection` is a
 * replica's and `error` says it cannot be reached, marks it unhealthy and answers the primary's
 * connection to repeat the read on; else undefined (the error stands).
 */
export function primaryAfterFailure(connection: object, error: unknown): PostgreSqlConnection | undefined {
  return connection instanceof FallbackConnection && isConnectionError(error) ? connection.fallBack(error) : undefined;
}

/** A flush that changed rows moves the request (and its client) to the primary, whatever route wrote. */
export const writesToPrimary: EventSubscriber = {
  afterFlush({ uow }: FlushEventArgs) {
    if (uow.getChangeSets().length) readFromPrimary({ wrote: true });
  },
};
