import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { BackgroundWork } from '../../../core/jobs/background-work.js';
import { cachedAnswer, type PublicCache } from '../../../core/http/public-cache.js';
import type { Services } from '../../../core/services.js';
import { facetsSql, type FacetRow } from './search-facets.js';

/** The rows a search's filters and text select, as SQL (`from resource r where …`) and its parameters. */
export interface MatchSet {
  sql: string;
  params: unknown[];
}

/** Every match of a search counted, and its facets over every match. */
export interface ExactCounts {
  total: number;
  facets: FacetRow[];
}

/** What the counts show: a write to one of these moves the cache's generation, and counts made before are not served. */
const SHOWS = ['Resource', 'BookCopy', 'ResourceClass'];

/** Counts are kept this long at most (a scheduled publication passing is announced by no write). */
const KEPT_SECONDS = 600;

/** A count that takes longer is given up (a query matching most of a very large catalogue). */
const STATEMENT_TIMEOUT_MS = 20_000;

/**
 * The exact count and facets of a broad search (one whose candidates stopped at their cap), counted
 * in the background after such a search and kept in the public cache (in memory, or in Redis), so
 * that the search asked again, and its other pages, say how many match and count every match by kind,
 * class, year… Counting every match of a word in 11% of a million resources takes about 1.5 s: too
 * long for a request, not for a cache filled once. Nothing is kept while the public cache is off
 * (PUBLIC_CACHE_ENTRIES=0).
 * The key is the match set's SQL and parameters: the viewer's visibility is part of that SQL, so a
 * guest is never given counts that include what only an administrator sees.
 */
export class SearchCounts {
  /** Match sets whose count failed (past the statement timeout, say): not tried again for a while. */
  private readonly givenUp = new LRUCache<string, true>({ max: 1000, ttl: KEPT_SECONDS * 1000 });

  constructor(
    private readonly orm: MikroORM,
    private readonly cache: PublicCache,
    private readonly work: BackgroundWork,
  ) {}

  /** The counts kept for this match set, if any, and the generations a fill is kept under. */
  async known(matches: MatchSet): Promise<{ counts?: ExactCounts; generations: number[] }> {
    if (!this.cache.enabled) return { generations: [] };
    const { hit, generations } = await this.cache.lookup(keyOf(matches), SHOWS);
    return { counts: hit ? (JSON.parse(hit.body.toString()) as ExactCounts) : undefined, generations };
  }

  /**
   * Counts this match set in the background (unless it is queued or counting already, or the
   * background queue is full), under the generations `known` gave: a write meanwhile leaves the
   * counts stale at once.
   */
  offer(matches: MatchSet, generations: number[]): void {
    if (!this.cache.enabled) return;
    const key = keyOf(matches);
    if (this.givenUp.has(key)) return;
    this.work.offer(key, async () => {
      const counts = await this.count(matches).catch((error: unknown) => {
        this.givenUp.set(key, true);
        throw error;
      });
      await this.cache.set(key, SHOWS, generations, KEPT_SECONDS, cachedAnswer(JSON.stringify(counts)));
    });
  }

  private async count(matches: MatchSet): Promise<ExactCounts> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
      // Only the columns the facets read: the text vectors stay where they are.
      const [row] = await em.execute<Array<ExactCounts>>(
        `with hits as materialized (select r.id, r.kind, r.class_id, r.publish_year, r.language, r.creators ${matches.sql})
         select (select count(*)::int from hits) as total, ${facetsSql('hits')} as facets`,
        matches.params,
      );
      return row;
    });
  }
}

function keyOf(matches: MatchSet): string {
  return `search-counts:${createHash('sha1').update(matches.sql).update('\0').update(JSON.stringify(matches.params)).digest('base64url')}`;
}

const perServices = new WeakMap<Services, SearchCounts>();

/** The portal's search counts (one per set of services: tests start several portals in a process). */
export function searchCountsOf(services: Services): SearchCounts {
  let counts = perServices.get(services);
  if (!counts) {
    counts = new SearchCounts(services.orm, services.publicCache, services.background);
    perServices.set(services, counts);
  }
  return counts;
}
