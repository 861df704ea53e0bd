/**
 * Load benchmark of the catalogue at scale: `DATABASE_URL=… npm run bench:resources`.
 *
 * Runs against the database DATABASE_URL names as it is (filled by bench/seed-resources.ts; nothing
 * is created, seeded or dropped): starts the portal in-process on it, then autocannon drives, each
 * for BENCH_SECONDS (10) with 20 connections over loopback: the public book list (REST, page sizes
 * 10 and 50), the books of a top-level class (REST, subtree filter), the video list by views
 * (GraphQL, page sizes 10 and 50), the monthly ranking (GraphQL) and book details (REST, 200
 * different books in turn; each counts a view). Prints requests/s, latency p50/p99, non-2xx
 * responses and the SQL statements of one request (x-sql-statements), which must not grow with the
 * page size. The load generator shares the server's process, so the figures are conservative.
 */
import 'reflect-metadata';
import { load, printTable, probe, type LoadOptions, type Row, type Scenario } from './load-runner.js';
import { onSeededDatabase } from './seeded-database.js';

const OPTIONS: LoadOptions = { durationSeconds: Number(process.env.BENCH_SECONDS) || 10, connections: 20 };
const MIN_RESOURCES = 100_000;

const videoList = (pageSize: number) =>
  `{ resources(filter: { kind: video }, sortBy: views, pageSize: ${pageSize}) { total items { id title creators cover views scoreAverage publishedAt class { id name } } } }`;
const RANKING = '{ resourceRanking(period: MONTH, limit: 10) { rank value resource { id title creators cover class { name } } } }';

const code = await onSeededDatabase(async ({ sql, startPortal, interrupted }) => {
  const [{ resources }] = await sql<{ resources: number }>('select count(*)::int as resources from resource');
  if (resources < MIN_RESOURCES) console.warn(`only ${resources} resources: fill the database with bench/seed-resources.ts first`);
  const [topClass] = await sql<{ id: number; name: string; code: string | null }>(
    `select c.id, c.name, c.code from resource_class c where c.kind = 'book' and c.parent_id is null
      order by (c.code = 'I') desc, (select count(*) from resource_class k where k.parent_id = c.id) desc, c.id limit 1`,
  );
  const books = await sql<{ id: number }>(
    `select id from resource where kind = 'book' and enabled and on_shelf and published_at <= now() and permission = 'PUBLIC' and id % 97 = 0 order by id limit 200`,
  );
  if (!topClass || books.length === 0) throw new Error('no book class or no visible book: seed the database first');
  console.log(`${resources} resources; class ${topClass.code ?? ''} ${topClass.name} (id ${topClass.id}); ${books.length} books for the detail`);

  const base = await startPortal();

  const json = { 'content-type': 'application/json' };
  const graphql = (name: string, query: string): Scenario => ({
    name,
    method: 'POST',
    path: '/graphql',
    headers: json,
    body: JSON.stringify({ query }),
  });
  const scenarios: Scenario[] = [
    { name: 'REST book list, 10', method: 'GET', path: '/api/resource/book/list?page=1&pageSize=10' },
    { name: 'REST book list, 50', method: 'GET', path: '/api/resource/book/list?page=1&pageSize=50' },
    { name: `REST books of class ${topClass.code ?? topClass.id}, 10`, method: 'GET', path: `/api/book?classId=${topClass.id}&page=1&pageSize=10` },
    graphql('GraphQL videos by views, 10', videoList(10)),
    graphql('GraphQL videos by views, 50', videoList(50)),
    graphql('GraphQL ranking, month', RANKING),
    { name: 'REST book detail', method: 'GET', path: `/api/resource/book/${books[0].id}`, paths: books.map((b) => `/api/resource/book/${b.id}`) },
  ];

  const rows: Row[] = [];
  for (const scenario of scenarios) {
    if (interrupted()) break;
    const first = await probe(base, scenario);
    console.log(`${scenario.name}: first request ${first.ms.toFixed(0)} ms, ${first.sql} SQL statements`);
    rows.push(await load(base, scenario, first.sql, OPTIONS));
  }
  printTable(rows, OPTIONS);
  return 0;
});
process.exit(code);
