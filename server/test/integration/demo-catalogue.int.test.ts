import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaBinaries } from '../../src/modules/catalogue/media/media-tool.js';
import { isValidIsbn, isValidIssn } from '../../src/modules/catalogue/identifiers.js';
import { classForClc } from '../../src/seeders/demo-identifiers.js';
import { readZip } from '../helpers/read-zip.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

/** The kinds and how many of each the demo catalogue holds (demo-books-data.ts, demo-resources-data.ts). */
const KINDS = { book: 63, ebook: 40, audio: 25, thesis: 25, newspaper: 25, journal: 25, video: 25, exhibition: 25, database: 8, digital: 10 };
const FFMPEG = existsSync(mediaBinaries().ffmpeg);

describe('the demo catalogue of a fresh portal', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true, emptyDatabase: true });
  }, 120_000);
  afterAll(() => portal?.close());

  const must = <T = Data>(res: { data?: T | null; errors?: unknown }) => {
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  /** Per resource of a kind: how many children the query counts (0 included). */
  const perResource = async (kind: string, countSql: string) =>
    (await portal.sql<{ n: number }>(`select (${countSql})::int as n from resource r where r.kind = ? order by r.id`, [kind])).map((row) => row.n);
  // Theses, audio and e-books are gated files: the back office may have them all.
  const download = async (url: string) => {
    const res = await fetch(portal.url + url, { headers: { authorization: `Bearer ${await portal.adminToken()}` } });
    expect(res.status, url).toBe(200);
    return { type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };

  it('has resources of every kind, with covers, counters and publication times over two years', async () => {
    const rows = await portal.sql<{ kind: string; n: number }>('select kind, count(*)::int as n from resource group by kind');
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.n]))).toEqual(KINDS);
    const [stats] = await portal.sql<Data>(
      `select count(*) filter (where cover is null)::int as no_cover, count(*) filter (where views = 0 or collections = 0 or score_count = 0)::int as no_counters,
              min(score_average) as min_score, max(score_average) as max_score,
              count(*) filter (where published_at < now() - interval '731 days' or published_at > now())::int as out_of_range,
              count(*) filter (where permission = 'READER')::int as reader_only, count(*) filter (where recommended)::int as recommended,
              count(*) filter (where not on_shelf)::int as off_shelf, count(distinct class_id)::int as classes
         from resource`,
    );
    expect(stats).toMatchObject({ no_cover: 0, no_counters: 0, out_of_range: 0 });
    expect(stats.min_score).toBeGreaterThanOrEqual(3);
    expect(stats.max_score).toBeLessThanOrEqual(5);
    expect(stats.reader_only).toBeGreaterThan(0);
    expect(stats.recommended).toBeGreaterThan(0);
    expect(stats.off_shelf).toBeGreaterThan(0);
    expect(stats.classes).toBeGreaterThan(30);
    const cover = await download(
      (await portal.sql<{ cover: string }>(`select cover from resource where kind = 'book' order by id limit 1`))[0].cover,
    );
    expect(cover.type).toBe('image/jpeg');
  });

  it('indexes every demo resource for search as it is seeded', async () => {
    expect(await portal.sql('select id from resource where search is null or search_title is null')).toEqual([]);
    const [book] = await portal.sql<{ title: string }>("select title from resource where kind = 'book' and enabled and on_shelf order by id limit 1");
    const res = await portal.gql<Data>('query($q: String!) { search(query: $q) { items { resource { title } } } }', { q: book.title });
    expect(res.data?.search.items[0].resource.title).toBe(book.title);
  });

  it('gives books valid ISBNs and call numbers of their class, and periodicals valid ISSNs', async () => {
    const books = await portal.sql<Data>(
      `select r.kind, r.isbn, r.call_number, c.code, c.kind as class_kind from resource r left join resource_class c on c.id = r.class_id where r.kind in ('book', 'ebook')`,
    );
    for (const book of books) {
      expect(isValidIsbn(book.isbn) && book.isbn.length === 13, book.isbn).toBe(true);
      expect(book.class_kind).toBe(book.kind);
      if (book.kind === 'book') expect(classForClc([{ code: book.code }], book.call_number.split('/')[0]), book.call_number).toBeDefined();
    }
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    for (const { issn } of await portal.sql<{ issn: string }>(`select issn from resource where kind in ('journal', 'newspaper')`))
      expect(isValidIssn(issn) && /^\d{4}-\d{3}[\dX]$/.test(issn), issn).toBe(true);
  });

  it('gives paper books 1–6 copies across the libraries, some on loan with a due date', async () => {
    const counts = await perResource('book', 'select count(*) from book_copy c where c.resource_id = r.id');
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    const [copies] = await portal.sql<Data>(
      `select count(distinct library_id)::int as libraries, count(*) filter (where status = 'AVAILABLE')::int as available,
              count(*) filter (where status = 'ON_LOAN')::int as on_loan, count(*) filter (where status = 'ON_LOAN' and due_at is null)::int as loans_without_due
         from book_copy`,
    );
    expect(copies.libraries).toBeGreaterThan(1);
    expect(copies.available).toBeGreaterThan(copies.on_loan);
    expect(copies.on_loan).toBeGreaterThan(0);
    expect(copies.loans_without_due).toBe(0);
  });

  it('gives e-books 5–15 chapters, and real EPUBs whose chapters the hrefs point into', async () => {
    const counts = await perResource('ebook', 'select count(*) from ebook_chapter c where c.resource_id = r.id');
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...counts)).toBeLessThanOrEqual(15);
    const ebooks = await portal.sql<{ id: number; file: string }>(
      `select id, file from resource where kind = 'ebook' and file is not null order by id`,
    );
    expect(ebooks.length).toBeGreaterThanOrEqual(3);
    for (const ebook of ebooks) {
      const epub = await download(ebook.file);
      expect(epub.type).toBe('application/epub+zip');
      const names = readZip(epub.body).map((entry) => entry.name);
      expect(names[0]).toBe('mimetype');
      const hrefs = await portal.sql<{ href: string }>('select href from ebook_chapter where resource_id = ? order by sort', [ebook.id]);
      for (const { href } of hrefs) expect(names).toContain(`OEBPS/${href}`);
    }
  });

  it('gives audio 3–8 tracks of real WAV files with their durations', async () => {
    const counts = await perResource('audio', 'select count(*) from audio_track t where t.resource_id = r.id');
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
    const [track] = await portal.sql<{ file: string; duration: number }>('select file, duration from audio_track order by id limit 1');
    const wav = await download(track.file);
    expect(wav.type).toBe('audio/wav');
    expect(wav.body.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.body.readUInt32LE(40) / wav.body.readUInt32LE(28)).toBe(track.duration);
  });

  it('gives video collections 2–6 playable MP4s with posters when ffmpeg is installed, and none otherwise', async () => {
    const counts = await perResource(
      'video',
      `select count(*) from video_item v where v.resource_id = r.id and v.conversion = 'READY' and v.playback_file is not null and v.poster is not null`,
    );
    if (!FFMPEG) {
      expect(Math.max(...counts)).toBe(0);
      return;
    }
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    const [item] = await portal.sql<{ id: number; playback_file: string; poster: string }>(
      'select id, playback_file, poster from video_item order by id limit 1',
    );
    const mp4 = await download(item.playback_file);
    expect(mp4.type).toBe('video/mp4');
    expect(mp4.body.toString('ascii', 4, 8)).toBe('ftyp');
    expect((await download(item.poster)).type).toBe('image/jpeg');
    const played = must(await portal.gql<Data>('query($id: ID!) { playVideoItem(id: $id) { playbackUrl conversion } }', { id: String(item.id) }));
    expect(played.playVideoItem).toEqual({ playbackUrl: item.playback_file, conversion: 'READY' });
  });

  it('gives exhibitions 8–20 captioned pictures', async () => {
    const counts = await perResource('exhibition', `select count(*) from exhibition_picture p where p.resource_id = r.id and p.caption is not null`);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...counts)).toBeLessThanOrEqual(20);
  });

  it('gives newspapers editions of the last two weeks with 4–8 page images each', async () => {
    const editions = await perResource(
      'newspaper',
      `select count(*) from newspaper_edition e where e.resource_id = r.id and e.edition_date > current_date - 14`,
    );
    expect(Math.min(...editions)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...editions)).toBe(14);
    const pages = await portal.sql<{ n: number; images: number }>(
      'select count(*)::int as n, count(p.image)::int as images from newspaper_edition e join newspaper_page p on p.edition_id = e.id group by e.id',
    );
    expect(Math.min(...pages.map((p) => p.n))).toBeGreaterThanOrEqual(4);
    expect(Math.max(...pages.map((p) => p.n))).toBeLessThanOrEqual(8);
    expect(pages.every((p) => p.images === p.n)).toBe(true);
  });

  it('gives journals issues over two years with 5–10 articles each, some with PDFs; theses have PDFs', async () => {
    const years = await portal.sql<{ n: number }>(
      `select count(distinct v.year)::int as n from resource r join journal_volume v on v.resource_id = r.id where r.kind = 'journal' group by r.id`,
    );
    expect(years.every((y) => y.n === 2)).toBe(true);
    const articles = await portal.sql<{ n: number }>(
      'select count(a.id)::int as n from journal_volume v left join journal_article a on a.volume_id = v.id group by v.id',
    );
    expect(Math.min(...articles.map((a) => a.n))).toBeGreaterThanOrEqual(5);
    expect(Math.max(...articles.map((a) => a.n))).toBeLessThanOrEqual(10);
    const [article] = await portal.sql<{ file: string }>('select file from journal_article where file is not null order by id limit 1');
    const pdf = await download(article.file);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.body.toString('latin1', 0, 5)).toBe('%PDF-');
    const theses = await portal.sql<{ file: string | null }>(`select file from resource where kind = 'thesis'`);
    expect(theses.every((t) => t.file?.endsWith('.pdf'))).toBe(true);
  });

  it('has book lists and collections, and daily statistics that rank resources over a month', async () => {
    const lists = await portal.sql<{ list_type: string; n: number }>(
      'select l.list_type, count(i.id)::int as n from resource_list l join resource_list_item i on i.list_id = l.id group by l.id',
    );
    expect(lists.filter((l) => l.list_type === 'BOOKLIST')).toHaveLength(4);
    expect(lists.filter((l) => l.list_type === 'COLLECTION')).toHaveLength(3);
    expect(lists.every((l) => l.n >= 5)).toBe(true);
    const [{ n }] = await portal.sql<{ n: number }>(
      'select count(distinct resource_id)::int as n from resource_daily_stat where day > current_date - 60',
    );
    expect(n).toBeGreaterThan(50);
    const ranking = must(
      await portal.gql<Data>('{ resourceRanking(period: MONTH, kinds: [book, audio, video], limit: 10) { rank value resource { id title } } }'),
    );
    expect(ranking.resourceRanking).toHaveLength(10);
    const videos = must(await portal.gql<Data>('{ resources(filter: { kind: video }, sortBy: views, pageSize: 5) { total items { views } } }'));
    expect(videos.resources.total).toBeGreaterThan(20);
    const views = videos.resources.items.map((item: Data) => item.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  // Seeded on the library's clock, whatever the server's time zone or the hour of the seeding.
  it("times its activities and surveys on the library's clock", async () => {
    const local = (column: string, table: string) =>
      portal.sql<{ t: string }>(`select to_char(${column} at time zone 'Asia/Shanghai', 'HH24:MI') as t from ${table} order by id`);
    const starts = (await local('starts_at', 'activity')).map((row) => row.t);
    expect(starts).toEqual(['14:30', '19:00', '09:00', '10:00', '14:00', '15:00', '14:30', '14:30', '09:30']);
    expect((await local('ends_at', 'activity'))[2].t).toBe('17:00');
    const [{ dow }] = await portal.sql<{ dow: number }>(
      `select extract(isodow from starts_at at time zone 'Asia/Shanghai')::int as dow from activity where title like '周末%'`,
    );
    expect(dow).toBe(6);
    expect(new Set((await local('starts_at', 'survey')).map((row) => row.t))).toEqual(new Set(['00:00']));
    expect(new Set((await local('ends_at', 'survey')).map((row) => row.t))).toEqual(new Set(['23:59']));
  });

  it('answers the public book list and a book detail with its copies', async () => {
    const list = await portal.rest<Data>('GET', '/api/resource/book/list?page=1&pageSize=10');
    expect(list.body.code).toBe(200);
    expect(list.body.data.items).toHaveLength(10);
    const id = list.body.data.items[0].id;
    const detail = must(
      await portal.gql<Data>(
        'query($id: ID!) { resource(id: $id) { title ... on Book { isbn callNumber availableCopies copies { barcode status } } } }',
        { id },
      ),
    );
    expect(detail.resource.copies.length).toBeGreaterThan(0);
  });
});
