import type { EventLog } from '../../../core/events/index.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import type { BatchedWrites } from '../../../core/db/batched-writes.js';
import { assertPaging } from '../../../core/crud/page.js';
import { rowsAsEntities } from '../../../core/db/fast-read/rows-as-entities.js';
import { readRows } from '../../../core/db/fast-read/read-rows.js';
import { Resource } from '../resources/resource.entity.js';
import { correctQuery } from './search-correction.js';
import { titleKey } from './search-document.js';
import { prefixPattern } from '../../../core/crud/where.js';
import { relevanceOrder, searchConditions, SORT_ORDER, Sql } from './search-sql.js';
import type { MatchSet, SearchCounts } from './search-counts.js';
import { facetsOf, facetsSql, type FacetRow } from './search-facets.js';
import { recordSearch } from './search-words.js';
import { searchesFirst } from './search-first.js';
import { highlight, likeFallbackNeeded, MAX_QUERY_CHARS, normalizeText, queryTerms, queryWords, relaxQuery, snippet } from './text/index.js';
import { SearchSort, type SearchArgs, type SearchFilter, type SearchResult } from './search.types.js';

/**
 * Results ranked, counted and faceted per search: a query matching more (a common word in a
 * million resources) is answered from the first matches the index yields plus the titles starting
 * with the query, and says `totalCapped`. Ranking every match of such a query would cost up to
 * seconds; nobody reads past the first pages of it.
 */
export const SEARCH_CANDIDATES = 1000;

/** A search offers "did you mean" when it finds fewer than this. */
const FEW_RESULTS = 3;

interface Found {
  total: number;
  ids: number[];
  facets: FacetRow[];
  /** The candidates are not every match: counting stopped, and the facets count the candidates (unless facetsExact). */
  capped: boolean;
  /** Every match, counted: the candidates' count, or when capped, the background's count once made (search-counts.ts). */
  matchCount: number | null;
  /** The facets count every match. */
  facetsExact: boolean;
}

/** How a query's text is matched: as typed, or relaxed (long CJK runs split into pieces). */
type Matching = 'strict' | 'relaxed';

/** The text a query is matched and highlighted as. */
const textOf = (q: string, matching: Matching) => (matching === 'relaxed' ? relaxQuery(q) : q);

/** The text condition of a query, or none for a blank one (then the search lists by the filters). */
function textCondition(sql: Sql, q: string, terms: string): string | undefined {
  if (terms) return `r.search @@ ${sql.p(terms, 'tsquery')}`;
  // Only symbols or emoji (《》, 😀): matched in titles as written.
  if (likeFallbackNeeded(q)) return `strpos(lower(r.title), ${sql.p(q.toLowerCase())}) > 0`;
  return undefined;
}

interface Request {
  q: string;
  matching: Matching;
  filter?: SearchFilter;
  sort: SearchSort;
  page: number;
  pageSize: number;
}

/**
 * Titles starting with the query that a relevance search always ranks, however many rows match
 * (read through the title index, not the match set): this many equal to it, and this many more.
 */
const TITLE_PREFIX_CANDIDATES = 200;

/** What ranking, facets and the page need of each candidate, as named in the candidate set. */
const HIT_NAMES = [
  'id',
  'kind',
  'class_id',
  'publish_year',
  'language',
  'creators',
  'search_title',
  'search',
  'search_words',
  'views',
  'borrows',
  'published_at',
];
/**
 * Columns the candidate set copies out of their stored form once (concatenated with nothing): a
 * materialized CTE keeps a compressed or out-of-line value as it is stored, and the statement reads
 * these several times. The vectors are compressed (or in TOAST, for rows written before
 * Migration20261129114500) and ranking reads each three times; in rows this wide PostgreSQL moves
 * the short creators and search_title out of line too, and the creator facet and the page order read
 * them again through the TOAST index (4,452 buffers for 1,200 candidates of 故乡 at 1 M resources).
 */
const COPIED: Record<string, string> = {
  search: `''::tsvector`,
  search_words: `''::tsvector`,
  creators: `'{}'::text[]`,
  search_title: `''`,
};

/** The same read from `resource r`. */
const HIT_COLUMNS = HIT_NAMES.map((name) => (COPIED[name] ? `r.${name} || ${COPIED[name]} as ${name}` : `r.${name}`)).join(', ');

/**
 * One statement: the candidates, their count, one page of ids and the facets. A relevance search
 * takes the first SEARCH_CANDIDATES matches the index yields, those among the most used resources
 * first (no order: ordering a common word's 80,000 matches by popularity would read all of them)
 * plus the titles starting with the query;
 * other sorts take the first SEARCH_CANDIDATES in their order. The count and the facets are of
 * the candidates: exact when they are every match, else `capped`. Counting a common word's every
 * match is not done per request: at 1 M resources it took 0.5–1 s (历史, 81,604 matches), and reading
 * even 1,000 more matches for the facets doubled its search's time (one more scan of the text index).
 * A capped search has its every match counted in the background instead (`counts`, search-counts.ts):
 * once that is kept, the search asked again gives every match's count and facets, and skips its own.
 */
async function find(
  em: EntityManager,
  viewer: Viewer | undefined,
  { q, matching, filter, sort, page, pageSize }: Request,
  counts: SearchCounts | null,
): Promise<Found> {
  const title = titleKey(q);
  const terms = queryTerms(textOf(q, matching));
  const conditions = new Sql();
  const where = await searchConditions(em, conditions, viewer, filter);
  const textSql = new Sql();
  const text = textCondition(textSql, q, terms);
  const filtered = `from resource r where ${where.join(' and ')}`;
  // Every match (counted in the background when the candidates stop at their cap): known already?
  const matchSql = new Sql();
  const matchSet: MatchSet = {
    sql: `${matchSql.embed(conditions, filtered)}${text ? ` and ${matchSql.embed(textSql, text)}` : ''}`,
    params: matchSql.params,
  };
  const known = counts ? await counts.known(matchSet) : undefined;

  const sql = new Sql();
  const relevance = sort === SearchSort.RELEVANCE && text !== undefined;
  /** The rows the filters and the text select (the text's parameters after the filters'). */
  const matches = () => sql.embed(matchSql, matchSet.sql);
  let hits: string;
  if (relevance) {
    // The first SEARCH_CANDIDATES of these rows: the most used matches first (through their own
    // small text index), then the rest, unless the terms are in so much of the catalogue that the
    // table read in order yields them at once (search-first.ts).
    const mostUsedFirst = terms !== '' && (await searchesFirst(em, terms));
    const firstOf = (select: () => string) =>
      mostUsedFirst
        ? `select * from ((${select()} and r.search_first limit ${SEARCH_CANDIDATES})
             union all (${select()} and not r.search_first limit ${SEARCH_CANDIDATES})) most_used_first limit ${SEARCH_CANDIDATES}`
        : `${select()} limit ${SEARCH_CANDIDATES}`;
    // Wide rows straight from the scans: nothing sorts them before the page order picks 20.
    const pattern = prefixPattern(title);
    const rest = () =>
      firstOf(() => `select ${HIT_COLUMNS}, 'rest' as part ${matches()} and coalesce(r.search_title, '') not like ${sql.p(pattern)}`);
    // Titles starting with the query: read through the title index, the text checked on those rows
    // only (offset 0 keeps the planner from also reading the text index, which for a common word
    // is a bitmap of 100,000 rows built to keep 200). The exact title is a part of its own: when
    // more than 200 titles start with the query, which 200 the prefix yields depends on the plan.
    const titled = (part: string, titles: () => string) =>
      `select ${HIT_NAMES.map((name) => `r.${name}`).join(', ')}, '${part}' as part from (select ${HIT_COLUMNS}, r.title ${sql.embed(conditions, filtered)} and ${titles()} offset 0) r
       where ${sql.embed(textSql, text!)} limit ${TITLE_PREFIX_CANDIDATES}`;
    const exact = () => titled('exact', () => `r.search_title = ${sql.p(title)}`);
    const prefixed = () => titled('prefix', () => `r.search_title like ${sql.p(pattern)} and r.search_title <> ${sql.p(title)}`);
    hits = title
      ? `(${exact()}) union all (${prefixed()}) union all (${rest()})`
      : firstOf(() => `select ${HIT_COLUMNS}, 'rest' as part ${matches()}`);
  } else {
    // Sorted: the ids first (a narrow sort over every match), then their rows.
    const ids = `select r.id ${matches()} order by ${SORT_ORDER[sort === SearchSort.RELEVANCE ? SearchSort.NEWEST : sort]} limit ${SEARCH_CANDIDATES}`;
    hits = `select ${HIT_COLUMNS}, 'rest' as part from resource r join (${ids}) candidate on candidate.id = r.id`;
  }
  const pageOrder = relevance
    ? relevanceOrder(sql, title, queryWords(q), terms)
    : SORT_ORDER[sort === SearchSort.RELEVANCE ? SearchSort.NEWEST : sort];
  const paging = `limit ${sql.p(pageSize)} offset ${sql.p((page - 1) * pageSize)}`;
  // The candidates are every match unless a part of them stopped at its limit (the titles too: a
  // query that starts 300 titles and matches 500 rows more has more than 700 results).
  const [row] = await readRows<{ total: number; capped: boolean; ids: number[]; facets: FacetRow[] | null }>(
    em,
    `with hits as materialized (${hits})
     select (select count(*)::int from hits) as total,
       (select count(*) filter (where part = 'rest') >= ${SEARCH_CANDIDATES} or count(*) filter (where part = 'exact') >= ${TITLE_PREFIX_CANDIDATES}
          or count(*) filter (where part = 'prefix') >= ${TITLE_PREFIX_CANDIDATES} from hits) as capped,
       (select coalesce(json_agg(p.id), '[]') from (select r.id from hits r order by ${pageOrder} ${paging}) p) as ids,
       ${known?.counts ? 'null' : facetsSql('hits')} as facets`,
    sql.params,
  );
  if (row.capped && known && !known.counts) counts!.offer(matchSet, known.generations);
  // Counts kept at the current generations are of the rows as they are now, capped or not.
  const exact = known?.counts ?? (row.capped ? undefined : { total: row.total, facets: row.facets ?? [] });
  return {
    // The title-prefix candidates may add to a capped set: it stays "more than SEARCH_CANDIDATES".
    total: row.capped ? Math.min(row.total, SEARCH_CANDIDATES) : row.total,
    capped: row.capped,
    ids: row.ids,
    facets: exact?.facets ?? row.facets ?? [],
    matchCount: exact?.total ?? null,
    facetsExact: exact !== undefined,
  };
}

/** The catalogue search of the `retrieve` page (issue 5): every kind at once, ranked, faceted, highlighted. */
/** `writes`: where page-1 searches are logged; null for a search no reader typed (a feed polled). */
export async function searchResources(
  em: EntityManager,
  viewer: Viewer | undefined,
  args: SearchArgs,
  writes: BatchedWrites | null,
  /** The usage log (统计分析 counts searches); null where a search is not a reader's (feeds). */
  events: EventLog | null = null,
  /** Where a capped search's every match is counted and kept; null: the candidates' counts only. */
  counts: SearchCounts | null = null,
): Promise<SearchResult> {
  assertPaging(args.page, args.pageSize);
  const asked = (args.query ?? '').slice(0, MAX_QUERY_CHARS * 4).trim();
  const request: Request = { q: asked, matching: 'strict', filter: args.filter, sort: args.sort, page: args.page, pageSize: args.pageSize };
  let found = await find(em, viewer, request, counts);

  // Found little: first the same words, looser (编程入门 in 编程：从入门到实践), then a correction.
  // Both depend on the query only, not on the page, so every page of a search agrees.
  if (asked && found.total < FEW_RESULTS && relaxQuery(asked)) {
    const relaxed = await find(em, viewer, { ...request, matching: 'relaxed' }, counts);
    if (relaxed.total > found.total) {
      request.matching = 'relaxed';
      found = relaxed;
    }
  }
  let didYouMean: string | null = null;
  let corrected = false;
  if (asked && found.total < FEW_RESULTS) {
    const correction = await correctQuery(em, viewer, asked);
    if (correction && normalizeText(correction) !== normalizeText(asked)) {
      const better = await find(em, viewer, { ...request, q: correction, matching: 'strict' }, counts);
      if (better.total > found.total) {
        didYouMean = correction;
        if (found.total === 0) {
          corrected = true;
          request.q = correction;
          found = better;
        }
      }
    }
  }
  const query = request.q;
  const marked = textOf(query, request.matching);
  if (writes && asked && args.page === 1) recordSearch(writes, asked, corrected ? 0 : found.total, viewer);
  if (events && asked && args.page === 1) {
    events.emit({ type: 'search', dims: { results: corrected ? 0 : found.total }, readerId: viewer?.kind === 'reader' ? viewer.id : null });
  }

  const resources = found.ids.length
    ? await rowsAsEntities(em, Resource, 'r', 'from resource r where r.id in (?)', [found.ids], { readOnly: true })
    : [];
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  return {
    query,
    items: found.ids.flatMap((id) => {
      const resource = byId.get(id);
      if (!resource) return [];
      return [{ resource, title: highlight(resource.title, marked), snippet: resource.summary ? snippet(resource.summary, marked, 120) : [] }];
    }),
    total: found.total,
    totalCapped: found.capped,
    matchCount: found.matchCount,
    facetsExact: found.facetsExact,
    page: args.page,
    pageSize: args.pageSize,
    facets: facetsOf(found.facets),
    didYouMean,
    corrected,
  };
}
