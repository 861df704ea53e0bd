import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { Services } from '../../../core/services.js';
import { POPULARITY } from './search-sql.js';

/**
 * The most used resources are searched first (search/README.md): `resource.search_first` flags this
 * share of the catalogue by popularity, and a partial text index holds their match vectors only
 * (`resource_search_first_index`). A common word's 1,000 candidates come from that small index, the
 * most used matches among them, instead of from a bitmap of every match built by the whole index:
 * 故乡 (64,000 matches at 1 M resources) took 28 ms that way and 4.5 ms from the most used tenth.
 */
export const SEARCH_FIRST_SHARE = 0.1;

/**
 * The flags made to agree with popularity now: the top SEARCH_FIRST_SHARE of the catalogue (at least
 * one resource) flagged, the rest not. Writes only the rows whose flag changes; returns how many.
 */
export async function markSearchFirst(em: EntityManager): Promise<number> {
  // em.execute, not the connection's: inside a transaction (the demo seed) it must see that transaction's rows.
  const result = await em.execute<{ affectedRows: number }>(
    `with ranked as (
       select r.id, row_number() over (order by ${POPULARITY} desc, r.id desc) <= greatest(1, ceil(count(*) over () * ?)) as first from resource r
     )
     update resource r set search_first = ranked.first from ranked
     where ranked.id = r.id and r.search_first <> ranked.first`,
    [SEARCH_FIRST_SHARE],
    'run',
  );
  return result.affectedRows;
}

export const SEARCH_FIRST_JOB = 'search.first';

/** Hourly, once across all processes: popularity moves slowly, and a missed run is made up by the next. */
export function registerSearchFirst(services: Services) {
  services.jobs.define({
    name: SEARCH_FIRST_JOB,
    schedule: '23 * * * *',
    policy: 'exclusive',
    maxAttempts: 1,
    keepCompletedSeconds: 24 * 3600,
    handler: async (_payload, { em }) => ({ changed: await markSearchFirst(em) }),
  });
}

/**
 * A query whose terms are in at least this share of the catalogue is not searched most-used-first:
 * reading the table in order finds its 1,000 candidates within a few thousand rows, while even the
 * small index's bitmap of it is large (书, in 57% of a million resources: 37 ms a search through the
 * most used tenth against 18 in table order).
 */
const COMMON_SHARE = 0.2;

/** The planner's estimates, per database (tests open several): per tsquery, and the table's rows under ''. They move only with ANALYZE. */
const estimates = new WeakMap<object, LRUCache<string, number>>();

/**
 * The planner's estimate of the share of resources matching `terms` (a tsquery), from the text
 * column's statistics: EXPLAIN, not a count. Kept for ten minutes, so a query asked again costs no
 * round trip.
 */
async function matchShare(em: EntityManager, terms: string): Promise<number> {
  const driver = em.getDriver();
  let cache = estimates.get(driver);
  if (!cache) {
    cache = new LRUCache<string, number>({ max: 5000, ttl: 600_000 });
    estimates.set(driver, cache);
  }
  const known = cache.get(terms);
  if (known !== undefined) return known;
  const connection = em.getConnection();
  let all = cache.get('');
  if (all === undefined) {
    const [table] = await connection.execute<Array<{ rows: number }>>(
      `select reltuples::float8 as rows from pg_class where oid = 'resource'::regclass`,
    );
    all = table?.rows ?? 0;
    cache.set('', all);
  }
  type Plan = Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>;
  const [row] = await connection.execute<Plan>(`explain (format json) select 1 from resource r where r.search @@ ?::tsquery`, [terms]);
  const matching = row['QUERY PLAN'][0].Plan['Plan Rows'];
  const share = all > 0 ? Math.min(1, matching / all) : 0;
  cache.set(terms, share);
  return share;
}

/** Whether a relevance search of these terms takes its candidates from the most used resources first. */
export async function searchesFirst(em: EntityManager, terms: string): Promise<boolean> {
  return (await matchShare(em, terms)) < COMMON_SHARE;
}
