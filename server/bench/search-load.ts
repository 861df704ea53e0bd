/**
 * Search benchmark at scale (issue 5 §6): `DATABASE_URL=… npm run bench:search`, on a database
 * filled by bench/seed-resources.ts (used as it is: nothing is created, seeded or dropped; the
 * searches are recorded as search words, as in production). `npm run bench` runs it after the news
 * benchmark with `--if-seeded`: then it only runs when DATABASE_URL names a database with at least
 * 100,000 resources, and otherwise prints how to make one.
 *
 * For about thirty realistic queries (Chinese words, two words, creators, one character,
 * traditional characters, English words, mixed Chinese and Latin, a long title, classic titles,
 * queries that find nothing), measured in the same run:
 *  1. ranked search with facets, highlights and did-you-mean through the real `searchResources()`
 *     (a fresh EntityManager fork per call, as per request): latency p50/p95/p99 per query class and
 *     overall (BENCH_ROUNDS passes over the queries, default 5), and throughput with
 *     BENCH_CONCURRENCY callers (default 4) for BENCH_SECONDS (default 15);
 *  2. the naive baseline: `… where <visible> and (title ilike '%q%' or subtitle … or summary …
 *     or creators … or keywords … or publisher …) order by published_at desc limit 20` plus its
 *     count, same metrics (BENCH_BASELINE_ROUNDS passes, default 2: each query scans the table);
 *  3. recall: per query, the visible rows matched by `search @@ queryTerms(q)` against those where
 *     every space-separated part of q occurs (ILIKE) in the text the search document is made of
 *     (title, subtitle, creators, keywords, class, publisher, identifiers, summary, children's
 *     titles): matched by both, by ILIKE only, by search only;
 *  4. the GraphQL HTTP path (`search` with facets) for three queries with autocannon (BENCH_SECONDS
 *     each, 8 connections).
 *  5. the exact counts of broad searches (search-counts.ts): each capped query's every match counted
 *     once as the background does (timed), then the ranked search again with those counts kept
 *     (BENCH_ROUNDS passes and the throughput), which skips the candidates' facets. Phases 1 and 4
 *     run with no counts kept: a query asked for the first time, or after a write.
 * Prints a table per query, one per query class and the throughput. `BENCH_BASELINE=0` measures the
 * search alone (1 and 4): the baseline and the recall scan the table for each query (at 1 M resources
 * on this project's 2-core machine a whole run took over 15 minutes, the search alone about 4).
 */
import 'reflect-metadata';
import { cpus } from 'node:os';
import { knex, type EntityManager } from '@mikro-orm/postgresql';
import { likePattern } from '../src/core/crud/where.js';
import { SEARCH_CANDIDATES, searchResources } from '../src/modules/catalogue/search/search.service.js';
import { SearchCounts } from '../src/modules/catalogue/search/search-counts.js';
import { BackgroundWork } from '../src/core/jobs/background-work.js';
import { PublicCache } from '../src/core/http/public-cache.js';
import { createLogger } from '../src/logger.js';
import { SearchSort, type SearchArgs } from '../src/modules/catalogue/search/search.types.js';
import { queryTerms } from '../src/modules/catalogue/search/text/index.js';
import { visibleSql } from '../src/modules/catalogue/visibility/resource-visibility.js';
import { load, printTable, probe, type Row, type Scenario } from './load-runner.js';
import { onSeededDatabase } from './seeded-database.js';

const MIN_RESOURCES = 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 5;
const BASELINE_ROUNDS = Number(process.env.BENCH_BASELINE_ROUNDS) || 2;
/** Whether the ILIKE baseline and the recall run (BENCH_BASELINE=0: the search alone). */
const BASELINE = process.env.BENCH_BASELINE !== '0';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY) || 4;
const SECONDS = Number(process.env.BENCH_SECONDS) || 15;
const PAGE_SIZE = 20;

interface BenchQuery {
  kind: string;
  q: string;
}

/** The queries, by class; the long title is read from the database (one that exists). */
const QUERIES: BenchQuery[] = [
  { kind: 'word', q: '历史' },
  { kind: 'word', q: '园林' },
  { kind: 'word', q: '敦煌' },
  { kind: 'word', q: '人工智能' },
  { kind: 'word', q: '故乡' },
  { kind: 'word', q: '饮食文化' },
  { kind: 'word', q: '丝绸之路' },
  { kind: 'word', q: '青铜器' },
  { kind: 'word', q: '陶瓷' },
  { kind: 'two words', q: '江南 园林' },
  { kind: 'two words', q: '宋代 服饰' },
  { kind: 'creator', q: '王伟' },
  { kind: 'creator', q: '司马子美' },
  { kind: 'creator', q: '约翰·史密斯' },
  { kind: 'creator', q: 'John Smith' },
  { kind: 'one character', q: '茶' },
  { kind: 'one character', q: '书' },
  { kind: 'traditional', q: '歷史' },
  { kind: 'traditional', q: '園林藝術' },
  { kind: 'traditional', q: '絲綢之路' },
  { kind: 'English', q: 'history' },
  { kind: 'English', q: 'algorithms' },
  { kind: 'English', q: 'introduction' },
  { kind: 'mixed', q: 'Python数据分析' },
  { kind: 'mixed', q: 'Java核心技术' },
  { kind: 'classic title', q: '三体' },
  { kind: 'classic title', q: '活着' },
  { kind: 'no result', q: '量子引力拓扑场论' },
  { kind: 'no result', q: 'xqzvbnmw' },
];

/** What an anonymous reader may find, as searchConditions() has it. */
const VISIBLE = visibleSql(undefined, 'r');

/** The naive baseline's text condition: the fields a list page would ILIKE. */
const NAIVE_FIELDS = [
  'r.title',
  'r.subtitle',
  'r.summary',
  `array_to_string(r.creators, ' / ')`,
  `array_to_string(r.keywords, ' / ')`,
  'r.publisher',
];

/** The text a search document is made of (search-document.ts: SOURCE_SQL and PARTS_SQL), for the recall count. */
const DOCUMENT_TEXT = `concat_ws(' / ', r.title, r.subtitle, array_to_string(r.creators, ' / '), array_to_string(r.keywords, ' / '), c.name, r.publisher,
  r.isbn, r.issn, r.cn, r.call_number, r.narrator, r.degree, r.institution, r.advisor, r.discipline, r.venue, r.summary, p.text)`;
const PARTS = `select resource_id, string_agg(text, ' / ') as text from (
    select resource_id, title as text from ebook_chapter
    union all select resource_id, title from audio_track
    union all select resource_id, title from video_item
    union all select resource_id, concat_ws(' ', caption, description) from exhibition_picture
    union all select v.resource_id, concat_ws(' ', a.title, array_to_string(a.creators, ' / ')) from journal_article a join journal_volume v on v.id = a.volume_id
  ) parts group by resource_id`;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));

/** A plain-text table; the columns in `left` are aligned left, the others right. */
function table(header: string[], lines: string[][], left: number[] = [0]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (left.includes(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

interface Measured {
  query: BenchQuery;
  search: number[];
  naive: number[];
  total?: number;
  capped?: boolean;
  /** How the search answered when not as typed: corrected, did-you-mean offered, or relaxed. */
  note?: string;
  naiveCount?: number;
  recall?: { both: number; likeOnly: number; searchOnly: number };
  /** Every match, as the background counted it (capped queries), and how long that count took (ms). */
  matchCount?: number | null;
  countMs?: number;
  /** Latencies with the exact counts kept. */
  kept: number[];
}

/** `--if-seeded`: whether there is a benchmark catalogue to search, checked without migrating anything. */
async function seeded(url: string | undefined): Promise<boolean> {
  const howTo = [
    'search benchmark skipped: it needs a database with at least 100,000 resources. Make one with',
    '  createdb -h 127.0.0.1 -U postgres lp_bench_search',
    '  export DATABASE_URL=postgres://postgres@127.0.0.1:5432/lp_bench_search',
    '  npm run seed && npm run bench:resources:seed && npm run bench:search',
  ].join('\n');
  if (!url) {
    console.log(howTo);
    return false;
  }
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    const [{ table: exists }] = (await db.raw(`select to_regclass('public.resource')::text as table`)).rows;
    const count = exists ? Number((await db.raw('select count(*) as n from resource')).rows[0].n) : 0;
    if (count >= MIN_RESOURCES) return true;
    console.log(`${new URL(url).pathname.slice(1)} has ${count} resources.\n${howTo}`);
    return false;
  } catch (error) {
    console.log(`${error instanceof Error ? error.message : error}\n${howTo}`);
    return false;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  if (process.argv.includes('--if-seeded') && !(await seeded(process.env.DATABASE_URL || undefined))) return 0;
  return onSeededDatabase(async ({ orm, writes, sql, startPortal, interrupted }) => {
    const [info] = await sql<{ resources: number; unindexed: number; version: string }>(
      `select count(*)::int as resources, count(*) filter (where search is null)::int as unindexed, current_setting('server_version') as version from resource`,
    );
    if (info.resources < MIN_RESOURCES) console.warn(`only ${info.resources} resources: fill the database with bench/seed-resources.ts first`);
    if (info.unindexed) console.warn(`${info.unindexed} resources have no search document yet (search misses them; seed-resources.ts indexes them)`);
    const [long] = await sql<{ title: string }>(
      `select title from resource r where ${VISIBLE} and language = 'zh' and char_length(title) >= 12 and title ~ '：' order by id limit 1 offset 500`,
    );
    const queries = [...QUERIES];
    if (long) queries.splice(queries.length - 2, 0, { kind: 'long title', q: long.title });
    console.log(`${info.resources} resources, PostgreSQL ${info.version}, Node ${process.version}, ${cpus().length} CPUs; ${queries.length} queries`);

    const search = async (q: string) => {
      const em = orm.em.fork() as EntityManager;
      return searchResources(em, undefined, { query: q, page: 1, pageSize: PAGE_SIZE, sort: SearchSort.RELEVANCE } as SearchArgs, writes);
    };
    const naive = async (q: string) => {
      const like = likePattern(q);
      const where = `${VISIBLE} and (${NAIVE_FIELDS.map((field) => `${field} ilike ?`).join(' or ')})`;
      const params = NAIVE_FIELDS.map(() => like);
      const ids = await sql<{ id: number }>(`select r.id from resource r where ${where} order by r.published_at desc limit ${PAGE_SIZE}`, params);
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from resource r where ${where}`, params);
      return { ids, n };
    };
    const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const started = performance.now();
      const result = await work();
      return [result, performance.now() - started];
    };

    const measured: Measured[] = queries.map((query) => ({ query, search: [], naive: [], kept: [] }));
    // Warm-up (not measured): every query once each way, which also reads the table into the cache.
    console.log('warming up…');
    for (const m of measured) {
      if (interrupted()) return 130;
      const result = await search(m.query.q);
      m.total = result.total;
      m.capped = result.totalCapped;
      m.note = result.corrected ? `corrected to ${result.query}` : result.didYouMean ? `did you mean ${result.didYouMean}` : '';
      if (BASELINE) m.naiveCount = (await naive(m.query.q)).n;
    }

    console.log(`ranked search: ${ROUNDS} passes over the queries…`);
    for (let round = 0; round < ROUNDS && !interrupted(); round += 1) {
      for (const m of measured) m.search.push((await time(() => search(m.query.q)))[1]);
    }
    if (BASELINE) console.log(`ILIKE baseline: ${BASELINE_ROUNDS} passes over the queries…`);
    for (let round = 0; BASELINE && round < BASELINE_ROUNDS && !interrupted(); round += 1) {
      for (const m of measured) m.naive.push((await time(() => naive(m.query.q)))[1]);
    }

    const throughput = async (label: string, work: (q: string) => Promise<unknown>) => {
      const deadline = performance.now() + SECONDS * 1000;
      const latencies: number[] = [];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, caller) => {
          for (let k = caller; performance.now() < deadline && !interrupted(); k += CONCURRENCY) {
            latencies.push((await time(() => work(queries[k % queries.length].q)))[1]);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const s = stats(latencies);
      const line =
        `${label}: ${(latencies.length / elapsed).toFixed(1)} queries/s with ${CONCURRENCY} concurrent callers over ${elapsed.toFixed(1)} s ` +
        `(${latencies.length} queries; latency p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, p99 ${ms(s.p99)} ms)`;
      console.log(line);
      return line;
    };
    const throughputLines: string[] = [];
    if (!interrupted()) throughputLines.push(await throughput('ranked search', search));
    if (BASELINE && !interrupted()) throughputLines.push(await throughput('ILIKE baseline', naive));

    // Exact counts: each capped query counted as the background counts it (no rest between tasks here).
    const log = createLogger('warn');
    const background = new BackgroundWork(log, { maxPending: queries.length, restRatio: 0 });
    const counts = new SearchCounts(orm, new PublicCache({ maxEntries: 1000 }, log), background);
    const searchCounted = async (q: string) => {
      const em = orm.em.fork() as EntityManager;
      return searchResources(
        em,
        undefined,
        { query: q, page: 1, pageSize: PAGE_SIZE, sort: SearchSort.RELEVANCE } as SearchArgs,
        writes,
        null,
        counts,
      );
    };
    console.log('exact counts of the capped queries (one at a time, as the background counts)…');
    for (const m of measured) {
      if (interrupted() || !m.capped) continue;
      await searchCounted(m.query.q);
      m.countMs = (await time(() => background.idle()))[1];
      m.matchCount = (await searchCounted(m.query.q)).matchCount;
    }
    console.log(`ranked search with the counts kept: ${ROUNDS} passes over the queries…`);
    for (let round = 0; round < ROUNDS && !interrupted(); round += 1) {
      for (const m of measured) m.kept.push((await time(() => searchCounted(m.query.q)))[1]);
    }
    if (!interrupted()) throughputLines.push(await throughput('ranked search, exact counts kept', searchCounted));
    await background.close();

    if (BASELINE) console.log('recall against ILIKE…');
    for (const m of BASELINE ? measured : []) {
      if (interrupted()) break;
      const terms = queryTerms(m.query.q);
      const parts = m.query.q.split(/\s+/).filter(Boolean);
      const like = parts.map(() => `${DOCUMENT_TEXT} ilike ?`).join(' and ');
      const [row] = await sql<{ both: number; like_only: number; search_only: number }>(
        `with parts as materialized (${PARTS})
         select count(*) filter (where s and l)::int as both, count(*) filter (where l and not s)::int as like_only, count(*) filter (where s and not l)::int as search_only
           from (select ${terms ? 'r.search @@ ?::tsquery' : 'false'} as s, (${like}) as l
                   from resource r left join resource_class c on c.id = r.class_id left join parts p on p.resource_id = r.id
                  where ${VISIBLE}) x`,
        [...(terms ? [terms] : []), ...parts.map(likePattern)],
      );
      m.recall = { both: row.both, likeOnly: row.like_only, searchOnly: row.search_only };
      // More results than the query's own terms match: the search relaxed it (long CJK runs in pieces).
      if (!m.note && (m.total ?? 0) > 0 && (m.total ?? 0) < SEARCH_CANDIDATES && m.total !== row.both + row.search_only) m.note = 'relaxed';
    }

    // The GraphQL HTTP path, through the whole server (parsing, resolvers, serialization).
    const httpRows: Row[] = [];
    if (!interrupted()) {
      const base = await startPortal();
      const document = `query($q: String!) { search(query: $q, pageSize: ${PAGE_SIZE}) { total totalCapped didYouMean
        items { resource { id title kind cover creators } title { text match } snippet { text match } }
        facets { kind { value label count } classId { value label count } year { value count } language { value count } creator { value count } availability { value count } } } }`;
      for (const q of ['敦煌', '江南 园林', 'Python数据分析']) {
        if (interrupted()) break;
        const scenario: Scenario = {
          name: `GraphQL search "${q}"`,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: document, variables: { q } }),
        };
        const first = await probe(base, scenario);
        httpRows.push(await load(base, scenario, first.sql, { durationSeconds: SECONDS, connections: 8 }));
      }
    }

    console.log('\nper query (latencies in ms; search = searchResources with facets, highlights and did-you-mean, ILIKE = naive list + count)');
    table(
      [
        'class',
        'query',
        'results',
        'search p50',
        'p95',
        'every match',
        'count ms',
        'kept p50',
        'p95',
        'ILIKE p50',
        'ILIKE rows',
        'both',
        'ILIKE only',
        'search only',
        'note',
      ],
      measured.map((m) => [
        m.query.kind,
        m.query.q.length > 24 ? `${m.query.q.slice(0, 23)}…` : m.query.q,
        `${m.total ?? '-'}${m.capped ? '+' : ''}`,
        ms(stats(m.search).p50),
        ms(stats(m.search).p95),
        m.capped ? String(m.matchCount ?? 'not kept') : '-',
        m.countMs === undefined ? '-' : ms(m.countMs),
        ms(stats(m.kept).p50),
        ms(stats(m.kept).p95),
        ms(stats(m.naive).p50),
        String(m.naiveCount ?? '-'),
        String(m.recall?.both ?? '-'),
        String(m.recall?.likeOnly ?? '-'),
        String(m.recall?.searchOnly ?? '-'),
        m.note ?? '',
      ]),
      [0, 1, 14],
    );
    console.log(
      `(results: of the search, capped at ${SEARCH_CANDIDATES} candidates, + = more; every match / count ms: a capped query's exact count and facets, counted as the background does, and ` +
        `its time; kept: the search again with those counts kept; ILIKE rows: the baseline's count; both / ILIKE only / search only: ` +
        'every visible resource matched by search @@ queryTerms(q) and by ILIKE of each part of q over the document text)',
    );

    console.log('\nper query class (ms)');
    const classes = [...new Set(measured.map((m) => m.query.kind)), 'overall'];
    table(
      ['class', 'search n', 'p50', 'p95', 'p99', 'kept p50', 'p95', 'p99', 'ILIKE n', 'p50', 'p95', 'p99'],
      classes.map((kind) => {
        const rows = measured.filter((m) => kind === 'overall' || m.query.kind === kind);
        const s = stats(rows.flatMap((m) => m.search));
        const k = stats(rows.flatMap((m) => m.kept));
        const b = stats(rows.flatMap((m) => m.naive));
        return [kind, String(s.n), ms(s.p50), ms(s.p95), ms(s.p99), ms(k.p50), ms(k.p95), ms(k.p99), String(b.n), ms(b.p50), ms(b.p95), ms(b.p99)];
      }),
    );
    const recall = measured.reduce(
      (sum, m) => ({
        both: sum.both + (m.recall?.both ?? 0),
        likeOnly: sum.likeOnly + (m.recall?.likeOnly ?? 0),
        searchOnly: sum.searchOnly + (m.recall?.searchOnly ?? 0),
      }),
      { both: 0, likeOnly: 0, searchOnly: 0 },
    );
    if (BASELINE)
      console.log(`\nrecall over all queries: matched by both ${recall.both}, ILIKE only ${recall.likeOnly}, search only ${recall.searchOnly}`);
    console.log('\nthroughput');
    for (const line of throughputLines) console.log(line);
    if (httpRows.length) printTable(httpRows, { durationSeconds: SECONDS, connections: 8 });
    return 0;
  });
}

process.exit(await main());
