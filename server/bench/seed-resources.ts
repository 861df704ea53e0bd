/**
 * Fills a database with a million catalogue resources for `bench:resources` and `bench:search`:
 * `DATABASE_URL=postgres://…/lp_bench_resources npm run bench:resources:seed` (in server/, options as
 * `-- --count 1000000 --force`; anywhere, as BENCH_COUNT=1000000 BENCH_FORCE=1).
 *
 * The database must be migrated and have its classes (run `npm run seed` on it first, which also
 * adds the demo catalogue). Refuses a database without a `resource` table, and one that already
 * has more than 100,000 resources unless `--force`.
 *
 * Rows are made in Node from a fixed random seed: kinds, classes, publication years and times,
 * flags and counters are spread as in a real catalogue (a few very popular items, a long tail), and
 * titles, subtitles, creators, keywords and summaries come from word lists with a skewed
 * distribution (catalogue-text.ts), so that common words match a few percent of the catalogue and
 * most words far fewer. Each row's search document (search, search_words, search_title, title_pinyin,
 * title_initials: searchColumns(), the function every write path uses) is computed in Node and
 * inserted with the row, 2,000 rows per statement, while the next batch is computed; the GIN indexes
 * are dropped during the load and rebuilt at the end (much faster than growing them row by row), and
 * the Latin words go to the spelling vocabulary (search_term). Rows that still have no search
 * document (the demo catalogue) are indexed with indexUnindexedResources. About 5% of the new
 * resources get per-day usage over the last 60 days. Then VACUUM ANALYZE. Prints the time each step
 * took.
 */
import 'reflect-metadata';
import { knex, MikroORM, type Knex } from '@mikro-orm/postgresql';
import { ormOptions } from '../src/orm.config.js';
import { indexUnindexedResources, searchColumns } from '../src/modules/catalogue/search/search-document.js';
import { markSearchFirst } from '../src/modules/catalogue/search/search-first.js';
import { pick, random } from '../src/modules/catalogue/search/text/fixtures.js';
import { generateText } from './catalogue-text.js';

/** Rows per INSERT statement. */
const BATCH = 2_000;
const REFUSE_ABOVE = 100_000;
/** From this many new rows on, the GIN indexes are dropped for the load and rebuilt afterwards. */
const REBUILD_INDEXES_FROM = 50_000;
const SEED = 2026;

/** Share of each kind, in ‰. */
const KIND_SHARES: Array<[string, number]> = [
  ['book', 350],
  ['ebook', 200],
  ['audio', 80],
  ['thesis', 80],
  ['video', 80],
  ['journal', 60],
  ['digital', 70],
  ['exhibition', 40],
  ['newspaper', 30],
  ['database', 10],
];

function args() {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--count');
  const count = Number(at >= 0 ? argv[at + 1] : process.env.BENCH_COUNT || 1_000_000);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count (BENCH_COUNT) must be a positive integer');
  return { count, force: argv.includes('--force') || process.env.BENCH_FORCE === '1' };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${seconds(performance.now() - started)}`);
  return result;
}

interface Refs {
  classes: Map<string, Array<{ id: number; name: string }>>;
  suppliers: number[];
  batches: number[];
}

const COLUMNS = `created_at timestamptz, updated_at timestamptz, enabled boolean, recommended boolean, kind resource_kind, title varchar, subtitle varchar,
  creators text[], cover varchar, summary text, keywords text[], language varchar, publisher varchar, publish_year int, class_id int, supplier_id int,
  batch_id int, on_shelf boolean, permission resource_permission, published_at timestamptz, views int, collections int, downloads int, borrows int,
  score_average float8, score_count int, isbn varchar, call_number varchar, pages int, frequency varchar, file varchar,
  search tsvector, search_words tsvector, search_title text, title_pinyin text, title_initials text`;
const NAMES = COLUMNS.split(',').map((column) => column.trim().split(' ')[0]);

const YEAR = 365 * 86_400_000;
const DAY = 86_400_000;

/** The rows of this run numbered `from` to `to` - 1, with their search documents; the Latin words go to `vocabulary`. */
function makeRows(next: () => number, from: number, to: number, refs: Refs, now: number, vocabulary: Set<string>) {
  const rows: Record<string, unknown>[] = [];
  for (let i = from; i < to; i += 1) {
    const k = Math.floor(next() * 1000);
    let cumulative = 0;
    const kind = KIND_SHARES.find(([, share]) => k < (cumulative += share))?.[0] ?? 'book';
    const r = next();
    const language = r < 0.9 ? 'zh' : r < 0.97 ? 'en' : 'ja';
    const text = generateText(next, language);
    const classes = refs.classes.get(kind) ?? [];
    const cls = classes.length ? pick(next, classes) : undefined;
    const shelf = next();
    const published = new Date(now - next() ** 2 * 3 * YEAR + (shelf > 0.99 ? 10 * DAY : 0));
    const views = Math.floor(Math.exp(next() * 9.5));
    const paper = kind === 'book' || kind === 'ebook';
    const isbn = paper ? `9787${String(i + 1).padStart(9, '0')}` : null;
    const callNumber = kind === 'book' ? `I247.5/${100 + ((i + 1) % 9900)}` : null;
    const permission = next();
    const rated = next() < 0.7;
    const columns = searchColumns({
      id: 0,
      title: text.title,
      subtitle: text.subtitle,
      creators: text.creators,
      keywords: text.keywords,
      className: cls?.name ?? null,
      publisher: text.publisher,
      details: [isbn, callNumber].filter(Boolean).join(' / '),
      summary: text.summary,
      partsText: null,
    });
    for (const word of columns.vocabulary) vocabulary.add(word);
    rows.push({
      created_at: published,
      updated_at: published,
      enabled: next() > 0.02,
      recommended: next() < 0.03,
      kind,
      title: text.title,
      subtitle: text.subtitle,
      creators: text.creators,
      cover: '/uploads/bench/cover.jpg',
      summary: text.summary,
      keywords: text.keywords,
      language,
      publisher: text.publisher,
      publish_year: 2026 - Math.floor(next() ** 3 * 76),
      class_id: cls?.id ?? null,
      supplier_id: refs.suppliers.length ? pick(next, refs.suppliers) : null,
      batch_id: refs.batches.length && next() < 0.5 ? pick(next, refs.batches) : null,
      on_shelf: shelf > 0.04,
      permission: permission < 0.9 ? 'PUBLIC' : permission < 0.98 ? 'READER' : 'READER_CARD',
      published_at: published,
      views,
      collections: 1 + Math.floor(views / 40),
      downloads: ['ebook', 'thesis', 'journal', 'digital'].includes(kind) ? Math.floor(views / 15) : 0,
      borrows: ['book', 'ebook', 'audio'].includes(kind) ? Math.floor(views / 8) : 0,
      score_average: rated ? Math.round((3 + 2 * next()) * 10) / 10 : 0,
      score_count: rated ? 1 + Math.floor(views / 100) : 0,
      isbn,
      call_number: callNumber,
      pages: paper ? 80 + Math.floor(next() * 700) : null,
      frequency: kind === 'journal' || kind === 'newspaper' ? '月刊' : null,
      file: ['ebook', 'thesis', 'digital'].includes(kind) ? '/uploads/bench/file.pdf' : null,
      search: columns.search,
      search_words: columns.words,
      search_title: columns.title,
      title_pinyin: columns.pinyin,
      title_initials: columns.initials,
    });
  }
  return rows;
}

/** An insert of these rows (a promise: a knex query is a thenable that runs again each time it is awaited). */
async function insertRows(db: Knex, rows: Record<string, unknown>[]): Promise<void> {
  await db.raw(`insert into resource (sort, ${NAMES.join(', ')}) select 0, ${NAMES.join(', ')} from jsonb_to_recordset(?::jsonb) as d(${COLUMNS})`, [
    JSON.stringify(rows),
  ]);
}

/** Rows written before the search columns (the demo catalogue when `npm run seed` did not index it), through the application's indexer. */
async function indexTheRest(url: string): Promise<number> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    const em = orm.em.fork();
    let total = 0;
    for (let done = await indexUnindexedResources(em, 2000); done > 0; done = await indexUnindexedResources(em, 2000)) total += done;
    return total;
  } finally {
    await orm.close(true);
  }
}

/** The most used resources flagged to be searched first, as the hourly search.first job does. */
async function markTheMostUsed(url: string): Promise<number> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    return await markSearchFirst(orm.em.fork());
  } finally {
    await orm.close(true);
  }
}

async function main() {
  const { count, force } = args();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: point it at the database to fill (e.g. postgres://postgres@127.0.0.1:5432/lp_bench_resources)');
  const db = knex({ client: 'pg', connection: url, pool: { min: 1, max: 1 } });
  const name = new URL(url).pathname.slice(1);
  let droppedIndexes: Array<{ indexname: string; indexdef: string }> = [];
  try {
    const [{ table }] = (await db.raw(`select to_regclass('public.resource')::text as table`)).rows;
    if (!table) throw new Error(`${name} has no resource table: migrate and seed it first (npm run seed)`);
    const existing = Number((await db.raw('select count(*) as n from resource')).rows[0].n);
    if (existing > REFUSE_ABOVE && !force)
      throw new Error(`the database already has ${existing} resources (over ${REFUSE_ABOVE}): add --force to add ${count} more`);
    const classRows: Array<{ id: number; kind: string; name: string }> = (
      await db.raw('select id, kind::text as kind, name from resource_class order by id')
    ).rows;
    if (!classRows.length) console.warn('no resource classes: the resources get no class (run npm run seed first for a realistic spread)');
    const refs: Refs = {
      classes: new Map(),
      suppliers: (await db.raw('select id from supplier order by id')).rows.map((row: { id: number }) => row.id),
      batches: (await db.raw('select id from batch_number order by id')).rows.map((row: { id: number }) => row.id),
    };
    for (const row of classRows) refs.classes.set(row.kind, [...(refs.classes.get(row.kind) ?? []), { id: row.id, name: row.name }]);
    console.log(`adding ${count} resources to ${existing} in ${name}`);

    const started = performance.now();
    const earlier = await timed('search documents of the resources already there (indexUnindexedResources)', () => indexTheRest(url));
    if (earlier) console.log(`  ${earlier} resources indexed`);

    await db.raw('set synchronous_commit = off');
    if (count >= REBUILD_INDEXES_FROM) {
      droppedIndexes = (
        await db.raw(
          `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'resource' and indexdef ilike '% using gin %'`,
        )
      ).rows;
      for (const index of droppedIndexes) await db.raw(`drop index "${index.indexname}"`);
      if (droppedIndexes.length) console.log(`dropped ${droppedIndexes.map((index) => index.indexname).join(', ')} for the load`);
    }
    const before = Number((await db.raw('select coalesce(max(id), 0) as id from resource')).rows[0].id);
    const next = random(SEED);
    const now = Date.now();
    const vocabulary = new Set<string>();
    let computing = 0;
    let pending: Promise<unknown> | undefined;
    const loading = performance.now();
    let mark = loading;
    let printed = 0;
    for (let from = 0; from < count; from += BATCH) {
      const to = Math.min(count, from + BATCH);
      // This batch is computed while PostgreSQL inserts the previous one.
      const t = performance.now();
      const rows = makeRows(next, from, to, refs, now, vocabulary);
      computing += performance.now() - t;
      await pending;
      pending = insertRows(db, rows);
      if (to % 100_000 === 0 || to === count) {
        await pending;
        console.log(`resources ${printed + 1}–${to}: ${seconds(performance.now() - mark)}`);
        mark = performance.now();
        printed = to;
      }
    }
    await pending;
    console.log(
      `rows and their search documents: ${seconds(performance.now() - loading)} (of which ${seconds(computing)} computing text, search documents and pinyin in Node, overlapped with the inserts)`,
    );
    await timed(`spelling vocabulary (${vocabulary.size} Latin words)`, () =>
      db.raw('insert into search_term (term) select unnest(?::text[]) on conflict do nothing', [[...vocabulary]]),
    );
    // Before the text indexes are rebuilt: the flags' update then writes no index entries of them.
    const flagged = await timed('the most used resources flagged (markSearchFirst)', () => markTheMostUsed(url));
    console.log(`  ${flagged} flags changed`);
    if (droppedIndexes.length) {
      await timed(`rebuilding ${droppedIndexes.map((index) => index.indexname).join(', ')}`, async () => {
        await db.raw(`set maintenance_work_mem = '1GB'`);
        for (const index of droppedIndexes.splice(0)) await db.raw(index.indexdef);
      });
    }
    await timed('daily statistics (about 5% of the new resources, 60 days)', () =>
      db.raw(
        `
      insert into resource_daily_stat (resource_id, day, views, borrows, downloads)
      select r.id, current_date - d, 1 + floor(random() * (1 + r.views / 200))::int, floor(random() * 3)::int, floor(random() * 2)::int
        from resource r cross join generate_series(0, 59) as d
       where r.id > ? and r.id % 20 = 0 and random() < 0.5
      on conflict do nothing`,
        [before],
      ),
    );
    // VACUUM as well: it sets the hint bits and the visibility map (index-only scans) as an aged table has them.
    await timed('vacuum analyze', () => db.raw('vacuum analyze resource, resource_daily_stat, resource_class, search_term'));
    const total = (
      await db.raw(`select (select count(*) from resource) as resources, (select count(*) from resource where search is null) as unindexed,
      (select count(*) from resource_daily_stat) as stats, pg_size_pretty(pg_total_relation_size('resource')) as size,
      pg_size_pretty(pg_relation_size(to_regclass('resource_search_index'))) as search_index`)
    ).rows[0];
    console.log(
      `done in ${seconds(performance.now() - started)}: ${total.resources} resources (${total.size} with indexes; resource_search_index ${total.search_index}), ` +
        `${total.unindexed} without a search document, ${total.stats} daily statistics`,
    );
  } finally {
    // A failed load must not leave the table without its search indexes.
    for (const index of droppedIndexes)
      await db.raw(index.indexdef).catch((error: unknown) => console.error(`recreating ${index.indexname}:`, error));
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('seed-resources failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
