import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Services } from '../services.js';
import { queryCounter } from '../db/query-counter.js';
import { ReplicaRoutingDriver } from '../db/replica-reads.js';

/** Distinct GraphQL operation names kept as labels; past this, 'other' (a client could send endless names). */
const MAX_OPERATION_LABELS = 300;

interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * Prometheus metrics of one portal (issue 18), served at /metrics: HTTP latency by route, GraphQL
 * latency by operation, SQL statements per request, the job queue's jobs by state, the database
 * pool, and Node's own. One registry per app, so several apps in one process (tests) do not clash.
 */
export class PortalMetrics {
  readonly registry = new Registry();
  private readonly http: Histogram<'method' | 'route' | 'status'>;
  private readonly graphql: Histogram<'operation' | 'type' | 'outcome'>;
  private readonly statements: Histogram<'surface'>;
  private readonly operations = new Set<string>();

  constructor(services: Services) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.http = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.graphql = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operations by name, type and outcome',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.statements = new Histogram({
      name: 'sql_statements_per_request',
      help: 'SQL statements one request ran, by surface (graphql, rest, other)',
      labelNames: ['surface'],
      buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 100, 300],
      registers,
    });
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs stored per queue and state (queued includes deferred; failed ones are kept for a while)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const queue of await services.jobs.queueCounts()) {
          for (const state of ['queued', 'active', 'failed'] as const) this.set({ queue: queue.name, state }, queue[state]);
        }
      },
    });
    const driver = services.orm.em.getDriver();
    if (driver instanceof ReplicaRoutingDriver) {
      new Gauge({
        name: 'db_replicas_healthy',
        help: 'Read replicas (DATABASE_REPLICA_URLS) reads may go to now: answering, and not further behind than DATABASE_REPLICA_MAX_LAG_SECONDS',
        registers,
        collect() {
          this.set(driver.replicaHealth.healthyIndexes().length);
        },
      });
    }
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (pending: requests waiting for one)',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = (services.orm.em.getConnection() as unknown as { getKnex(): { client: { pool?: Pool } } }).getKnex().client.pool;
        if (!pool) return;
        this.set({ state: 'used' }, pool.numUsed());
        this.set({ state: 'free' }, pool.numFree());
        this.set({ state: 'pending' }, pool.numPendingAcquires());
      },
    });
  }

  /** Times each request; the route is Express's pattern, so paths with ids share one series. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const end = this.http.startTimer();
      const sql = queryCounter.getStore();
      res.on('finish', () => {
        end({ method: req.method, route: routeOf(req.baseUrl, req.route?.path, req.path, res.statusCode), status: String(res.statusCode) });
        const surface = req.baseUrl.startsWith('/graphql') ? 'graphql' : req.baseUrl.startsWith('/api') ? 'rest' : 'other';
        if (sql) this.statements.observe({ surface }, sql.statements);
      });
      next();
    };
  }

  apolloPlugin<T extends object>(): ApolloServerPlugin<T> {
    const histogram = this.graphql;
    const label = (name: string | null | undefined) => this.operationLabel(name);
    return {
      async requestDidStart() {
        const end = histogram.startTimer();
        return {
          async willSendResponse({ operationName, operation, errors }) {
            end({ operation: label(operationName), type: operation?.operation ?? 'unknown', outcome: errors?.length ? 'error' : 'ok' });
          },
        };
      },
    };
  }

  private operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_LABELS) return 'other';
    this.operations.add(name);
    return name;
  }
}

/** A bounded route label: the matched pattern, else the first segment of a served file, else 'unmatched'. */
function routeOf(baseUrl: string, pattern: string | undefined, path: string, status: number): string {
  if (pattern) return `${baseUrl}${pattern}`;
  if (status >= 400 && status !== 401 && status !== 403) return 'unmatched';
  return `${baseUrl}/${path.split('/')[1] ?? ''}`;
}
