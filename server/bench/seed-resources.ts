/**
 * Fills a database with a million catalogue resources for `bench:resources`:
 * `DATABASE_URL=postgres://…/lp_bench_resources npm run bench:resources:seed` (in server/, options as
 * `-- --count 1000000 --force`; anywhere, as BENCH_COUNT=1000000 BENCH_FORCE=1).
 *
 * The database must be migrated and have its classes (run `npm run seed` on it first, which also
 * adds the demo catalogue). Refuses a database without a `resource` table, and one that already
 * has more than 100,000 resources unless `--force`. Rows are made by PostgreSQL itself
 * (`insert … select … from generate_series`), 100,000 per statement, from a fixed random seed:
 * kinds, classes, publication years and times, flags and counters are spread as in a real
 * catalogue (a few very popular items, a long tail), and about 5% of the resources get per-day
 * usage over the last 60 days. Then VACUUM ANALYZE. Prints the time each step took.
 */
import { knex, type Knex } from '@mikro-orm/postgresql';

const CHUNK = 100_000;
const REFUSE_ABOVE = 100_000;

/** Share of each kind, in ‰. */
const KIND_SHARES: Array<[string, number]> = [
  ['book', 350], ['ebook', 200], ['audio', 80], ['thesis', 80], ['video', 80], ['journal', 60], ['digital', 70], ['exhibition', 40], ['newspaper', 30], ['database', 10],
];

const WORDS_A = ['中国', '城市', '数字', '阅读', '乡村', '海洋', '时间', '宇宙', '江南', '丝路', '人工智能', '古典', '现代', '少年', '山河', '经济', '文化', '科学', '艺术', '历史'];
const WORDS_B = ['简史', '故事', '研究', '导论', '漫谈', '笔记', '之旅', '密码', '传', '十讲', '图鉴', '与生活', '的世界', '新论', '概要', '札记'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['伟', '芳', '敏', '静', '磊', '洋', '艳', '杰', '娟', '涛', '明', '超', '秀英', '晓峰', '志强', '海燕', '建华', '文博', '雨婷', '子涵'];
const PUBLISHERS = ['人民文学出版社', '中华书局', '商务印书馆', '上海译文出版社', '生活·读书·新知三联书店', '北京大学出版社', '人民邮电出版社', '中信出版社'];

const sqlArray = (items: string[]) => `(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])`;

function args() {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--count');
  const count = Number(at >= 0 ? argv[at + 1] : process.env.BENCH_COUNT || 1_000_000);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count (BENCH_COUNT) must be a positive integer');
  return { count, force: argv.includes('--force') || process.env.BENCH_FORCE === '1' };
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** One chunk of resources, ids from `from` to `to` of this run (not the table's ids). */
function insertChunk(db: Knex, from: number, to: number) {
  let cumulative = 0;
  const kindCase = KIND_SHARES.map(([kind, share]) => `when k < ${(cumulative += share)} then '${kind}'`).join(' ');
  return db.raw(`
    with classes as (select kind, array_agg(id order by id) as ids from resource_class group by kind),
         refs as (select (select array_agg(id order by id) from supplier) as suppliers, (select array_agg(id order by id) from batch_number) as batches),
         draws as (
           select i, floor(random() * 1000)::int as k, random() as r1, random() as r2, random() as r3, random() as r4,
                  random() as popularity, random() as age, random() as shelf, random() as pick
             from generate_series(?::int, ?::int) as i),
         base as (select draws.*, (case ${kindCase} else 'book' end)::resource_kind as kind from draws)
    insert into resource (
      created_at, updated_at, enabled, recommended, sort, kind, title, creators, cover, summary, keywords, language, publisher, publish_year,
      class_id, supplier_id, batch_id, on_shelf, permission, published_at, views, collections, downloads, borrows, score_average, score_count,
      isbn, call_number, pages, frequency, file)
    select
      p.published_at, p.published_at, r1 > 0.02, r2 < 0.03, 0, b.kind,
      ${sqlArray(WORDS_A)}[1 + floor(r1 * ${WORDS_A.length})::int] || ${sqlArray(WORDS_B)}[1 + floor(r2 * ${WORDS_B.length})::int] || '（' || i || '）',
      array[${sqlArray(SURNAMES)}[1 + floor(r3 * ${SURNAMES.length})::int] || ${sqlArray(GIVEN)}[1 + floor(r4 * ${GIVEN.length})::int]],
      '/uploads/bench/cover.jpg',
      '本书是压测数据，用于衡量一百万条资源时列表、检索、排行与详情的响应速度。内容简介的长度与真实馆藏相近，以便行宽接近实际。',
      array['压测', ${sqlArray(WORDS_A)}[1 + floor(r2 * ${WORDS_A.length})::int]],
      case when r4 < 0.9 then 'zh' when r4 < 0.97 then 'en' else 'ja' end,
      ${sqlArray(PUBLISHERS)}[1 + floor(r3 * ${PUBLISHERS.length})::int],
      2026 - floor(power(r1, 3) * 76)::int,
      c.ids[1 + floor(pick * coalesce(array_length(c.ids, 1), 1))::int],
      refs.suppliers[1 + floor(r2 * coalesce(array_length(refs.suppliers, 1), 1))::int],
      case when r3 < 0.5 then refs.batches[1 + floor(r1 * coalesce(array_length(refs.batches, 1), 1))::int] end,
      shelf > 0.04,
      (case when r2 < 0.9 then 'PUBLIC' when r2 < 0.98 then 'READER' else 'READER_CARD' end)::resource_permission,
      p.published_at,
      v.views, 1 + v.views / 40, case when b.kind in ('ebook', 'thesis', 'journal', 'digital') then v.views / 15 else 0 end,
      case when b.kind in ('book', 'ebook', 'audio') then v.views / 8 else 0 end,
      case when r4 < 0.7 then round((3 + 2 * r1)::numeric, 1)::float8 else 0 end, case when r4 < 0.7 then 1 + v.views / 100 else 0 end,
      case when b.kind in ('book', 'ebook') then '9787' || lpad(i::text, 9, '0') end,
      case when b.kind = 'book' then 'I247.5/' || (100 + i % 9900) end,
      case when b.kind in ('book', 'ebook') then 80 + floor(r2 * 700)::int end,
      case when b.kind in ('journal', 'newspaper') then '月刊' end,
      case when b.kind in ('ebook', 'thesis', 'digital') then '/uploads/bench/file.pdf' end
    from base b
    left join classes c on c.kind = b.kind
    cross join refs
    cross join lateral (select now() - make_interval(secs => power(age, 2) * 3 * 365 * 86400) + case when shelf > 0.99 then interval '10 days' else interval '0' end as published_at) p
    cross join lateral (select floor(exp(popularity * 9.5))::int as views) v`, [from, to]);
}

async function main() {
  const { count, force } = args();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: point it at the database to fill (e.g. postgres://postgres@127.0.0.1:5432/lp_bench_resources)');
  const db = knex({ client: 'pg', connection: url, pool: { min: 1, max: 1 } });
  try {
    const [{ table }] = (await db.raw(`select to_regclass('public.resource')::text as table`)).rows;
    if (!table) throw new Error(`${new URL(url).pathname.slice(1)} has no resource table: migrate and seed it first (npm run seed)`);
    const existing = Number((await db.raw('select count(*) as n from resource')).rows[0].n);
    if (existing > REFUSE_ABOVE && !force) throw new Error(`the database already has ${existing} resources (over ${REFUSE_ABOVE}): add --force to add ${count} more`);
    const classes = Number((await db.raw('select count(*) as n from resource_class')).rows[0].n);
    if (!classes) console.warn('no resource classes: the resources get no class (run npm run seed first for a realistic spread)');
    console.log(`adding ${count} resources to ${existing} in ${new URL(url).pathname.slice(1)}`);

    const started = performance.now();
    await db.raw('set synchronous_commit = off');
    await db.raw('select setseed(0.2026)');
    const before = Number((await db.raw('select coalesce(max(id), 0) as id from resource')).rows[0].id);
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      await timed(`resources ${from}–${to}`, () => insertChunk(db, from, to));
    }
    await timed('daily statistics (about 5% of the new resources, 60 days)', () => db.raw(`
      insert into resource_daily_stat (resource_id, day, views, borrows, downloads)
      select r.id, current_date - d, 1 + floor(random() * (1 + r.views / 200))::int, floor(random() * 3)::int, floor(random() * 2)::int
        from resource r cross join generate_series(0, 59) as d
       where r.id > ? and r.id % 20 = 0 and random() < 0.5
      on conflict do nothing`, [before]));
    // VACUUM as well: it sets the hint bits and the visibility map (index-only scans) as an aged table has them.
    await timed('vacuum analyze', () => db.raw('vacuum analyze resource, resource_daily_stat, resource_class'));
    const total = (await db.raw(`select (select count(*) from resource) as resources, (select count(*) from resource_daily_stat) as stats,
      pg_size_pretty(pg_total_relation_size('resource')) as size`)).rows[0];
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${total.resources} resources (${total.size} with indexes), ${total.stats} daily statistics`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('seed-resources failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
