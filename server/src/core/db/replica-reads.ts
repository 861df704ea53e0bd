import { AsyncLocalStorage } from 'node:async_hooks';
import type { ConnectionType, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { PostgreSqlDriver, type PostgreSqlConnection } from '@mikro-orm/postgresql';

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
 */
export class ReplicaRoutingDriver extends PostgreSqlDriver {
  override getConnection(type: ConnectionType = 'write'): PostgreSqlConnection {
    return super.getConnection(type === 'read' && replicaReadsAllowed() ? 'read' : 'write');
  }
}

/** A flush that changed rows moves the request (and its client) to the primary, whatever route wrote. */
export const writesToPrimary: EventSubscriber = {
  afterFlush({ uow }: FlushEventArgs) {
    if (uow.getChangeSets().length) readFromPrimary({ wrote: true });
  },
};
