/**
 * Issue 13, read time: a reader page's heartbeats add to a ledger per reader, resource and library
 * day. A heartbeat counts once however often it is sent (retries, even at the same moment); it
 * carries at most 90 seconds; a day's total per resource stops at 24 hours; the reader must be
 * allowed to open the resource. Each counted heartbeat is one usage event `read` (the hook points
 * subscribe to). The reader sees their own totals, last 30 days and books (with their last
 * position) and nobody else's; the back office sees statistics. REST rows answer as GraphQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryDay } from '../../src/core/library-time.js';
import { READER_LIMITS } from '../../src/core/limits/reader-bounds.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let demoCard: string;
let phone: string;
let admin: string;
let ebook: number;
let thesis: number;
let newspaper: number;
let video: number;

const ADD = `mutation($input: AddReadTimeInput!) { addReadTime(input: $input) { counted duplicate todaySeconds } }`;
const MINE = `{ myReadTime { today week month total byDay { day seconds } } }`;
const BOOKS = `query($page: Int, $pageSize: Int) { myReadTimeResources(page: $page, pageSize: $pageSize) {
  total page pageSize items { resource { id title kind } seconds lastReadAt progress location } } }`;
const STATS = `query($from: String!, $to: String!) { readTimeStatistics(from: $from, to: $to) {
  from to totalSeconds readers byDay { day seconds readers } topResources { resource { id } seconds readers } } }`;

const beat = (resourceId: number, seconds = 60, heartbeatId: string = randomUUID()) => ({
  input: { resourceId: String(resourceId), seconds, heartbeatId },
});

/** A new card reader with no reading yet, and their token. */
async function newReader(card: string) {
  const [row] = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     values (now(), now(), true, ?, '计时读者', 'x', 2, 0) returning id`,
    [card],
  );
  const token = (await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 })).token;
  return { id: row.id, token };
}

/** The library day `daysAgo` days before today, YYYY-MM-DD. */
function dayAgo(daysAgo: number) {
  const [y, m, d] = libraryDay();
  return new Date(Date.UTC(y, m - 1, d - daysAgo)).toISOString().slice(0, 10);
}

async function ledger(readerId: number, resourceId: number) {
  const rows = await portal.sql<{ seconds: number }>(
    `select seconds from read_time where reader_id = ? and resource_id = ? and day = (now() at time zone 'Asia/Shanghai')::date`,
    [readerId, resourceId],
  );
  return rows[0]?.seconds ?? 0;
}

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true });
  demoCard = await portal.readerToken(2);
  phone = await portal.readerToken(1);
  admin = await portal.adminToken();
  const first = async (kind: string) =>
    (
      await portal.sql<{ id: number }>(
        `select id from resource where kind = ? and enabled and on_shelf and published_at <= now() and permission = 'PUBLIC' order by id limit 1`,
        [kind],
      )
    )[0].id;
  ebook = await first('ebook');
  thesis = await first('thesis');
  newspaper = await first('newspaper');
  video = await first('video');
}, 300_000);
afterAll(() => portal?.close());

describe('read-time heartbeats', () => {
  it('adds a heartbeat to today and records it as one usage event `read` with the kind and format', async () => {
    const reader = await newReader('R-TIME-1');
    const id = randomUUID();
    const res = await portal.gql<Data>(ADD, beat(ebook, 60, id), reader.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.addReadTime).toEqual({ counted: 60, duplicate: false, todaySeconds: 60 });
    const second = await portal.gql<Data>(ADD, beat(ebook, 45), reader.token);
    expect(second.data!.addReadTime).toEqual({ counted: 45, duplicate: false, todaySeconds: 105 });
    expect(await ledger(reader.id, ebook)).toBe(105);
    const events = await portal.sql<Data>(`select type, reader_id, resource_id, amount, dims from usage_event where id = ?`, [id]);
    expect(events).toEqual([{ type: 'read', reader_id: reader.id, resource_id: ebook, amount: 60, dims: { kind: 'ebook', format: 'epub' } }]);
  });

  it('counts a retried heartbeat once, also when the copies arrive at the same moment', async () => {
    const reader = await newReader('R-TIME-2');
    const id = randomUUID();
    expect((await portal.gql<Data>(ADD, beat(thesis, 60, id), reader.token)).data!.addReadTime.counted).toBe(60);
    const retry = await portal.gql<Data>(ADD, beat(thesis, 60, id), reader.token);
    expect(retry.data!.addReadTime).toEqual({ counted: 0, duplicate: true, todaySeconds: 60 });
    const twin = randomUUID();
    const both = await Promise.all([1, 2, 3].map(() => portal.gql<Data>(ADD, beat(thesis, 30, twin), reader.token)));
    expect(both.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(both.filter((r) => !r.data!.addReadTime.duplicate)).toHaveLength(1);
    expect(await ledger(reader.id, thesis)).toBe(90);
    expect(await portal.sql(`select id from usage_event where id in (?, ?)`, [id, twin])).toHaveLength(2);
  });

  it("stops a day's total per resource at 24 hours; the rest of a heartbeat past it is not counted", async () => {
    const reader = await newReader('R-TIME-3');
    await portal.sql(
      `insert into read_time (created_at, updated_at, reader_id, resource_id, day, seconds) values (now(), now(), ?, ?, (now() at time zone 'Asia/Shanghai')::date, ?)`,
      [reader.id, newspaper, 86_400 - 30],
    );
    const id = randomUUID();
    expect((await portal.gql<Data>(ADD, beat(newspaper, 60, id), reader.token)).data!.addReadTime).toEqual({
      counted: 30,
      duplicate: false,
      todaySeconds: 86_400,
    });
    const full = await portal.gql<Data>(ADD, beat(newspaper, 60), reader.token);
    expect(full.data!.addReadTime).toEqual({ counted: 0, duplicate: false, todaySeconds: 86_400 });
    expect(await ledger(reader.id, newspaper)).toBe(86_400);
    // The event says what was counted: points follow the ledger, not what the client sent.
    expect((await portal.sql<{ amount: number }>(`select amount from usage_event where id = ?`, [id]))[0].amount).toBe(30);
    // Another resource the same day is counted on its own.
    expect((await portal.gql<Data>(ADD, beat(thesis, 60), reader.token)).data!.addReadTime.counted).toBe(60);
  });

  it('refuses a heartbeat beyond 90 seconds or below 1, a bad heartbeat id and a resource without a reader, in Chinese', async () => {
    const reader = await newReader('R-TIME-4');
    const message = async (variables: Data) => (await portal.gql<Data>(ADD, variables, reader.token)).errors?.[0];
    expect(await message(beat(ebook, 91))).toMatchObject({ message: expect.stringMatching(/阅读时长无效/), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await message(beat(ebook, 0)))?.message).toMatch(/阅读时长无效/);
    expect((await message(beat(ebook, 60, 'not-a-uuid')))?.message).toMatch(/心跳编号无效/);
    expect((await message(beat(video)))?.message).toBe('该资源不支持在线阅读');
    expect((await message(beat(2_147_480_000)))?.extensions?.code).toBe('NOT_FOUND');
    expect(await portal.sql(`select 1 from read_time where reader_id = ?`, [reader.id])).toEqual([]);
  });

  it('follows who may open the resource: an e-book needs a reader card, a thesis a login, a guest nothing', async () => {
    const refused = await portal.gql<Data>(ADD, beat(ebook), phone);
    expect(refused.errors?.[0]).toMatchObject({ message: '请使用读者证登录！', extensions: { code: 'FORBIDDEN' } });
    expect((await portal.gql<Data>(ADD, beat(thesis), phone)).errors).toBeUndefined();
    expect((await portal.gql<Data>(ADD, beat(thesis))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await portal.gql<Data>(MINE, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("the reader's read time", () => {
  it('answers today, this week (from Monday), this month, all time and the last 30 days zero-filled', async () => {
    const reader = await newReader('R-TIME-5');
    const rows: Array<[number, number, number]> = [
      [ebook, 0, 600],
      [thesis, 0, 300],
      [ebook, 1, 1200],
      [thesis, 6, 900],
      [ebook, 29, 100],
      [ebook, 30, 5000],
      [thesis, 400, 7000],
    ];
    for (const [resource, daysAgo, seconds] of rows) {
      await portal.sql(
        `insert into read_time (created_at, updated_at, reader_id, resource_id, day, seconds) values (now(), now(), ?, ?, ?::date, ?)`,
        [reader.id, resource, dayAgo(daysAgo), seconds],
      );
    }
    const [y, m, d] = libraryDay();
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
    const sumWhere = (keep: (daysAgo: number) => boolean) => rows.filter(([, ago]) => keep(ago)).reduce((s, [, , sec]) => s + sec, 0);
    const mine = (await portal.gql<Data>(MINE, {}, reader.token)).data!.myReadTime;
    expect(mine).toMatchObject({
      today: 900,
      week: sumWhere((ago) => ago <= weekday),
      month: sumWhere((ago) => ago < d),
      total: 15_100,
    });
    expect(mine.byDay).toHaveLength(30);
    expect(mine.byDay[29]).toEqual({ day: dayAgo(0), seconds: 900 });
    expect(mine.byDay[28]).toEqual({ day: dayAgo(1), seconds: 1200 });
    expect(mine.byDay[0]).toEqual({ day: dayAgo(29), seconds: 100 });
    expect(mine.byDay[10]).toEqual({ day: dayAgo(19), seconds: 0 });
  });

  it('lists the books read, last read first, with their time and last position; nobody else sees them', async () => {
    const reader = await newReader('R-TIME-6');
    await portal.gql(ADD, beat(thesis, 40), reader.token);
    await portal.gql(ADD, beat(ebook, 50), reader.token);
    await portal.sql(
      `insert into reading_state (created_at, updated_at, reader_id, document, resource_id, format, state, progress, location, saved_at)
       values (now(), now(), ?, ?, ?, 'epub', '{}', 0.42, 'epubcfi(/6/4!/4/2)', now())`,
      [reader.id, `resource:${ebook}`, ebook],
    );
    const page = (await portal.gql<Data>(BOOKS, { page: 1, pageSize: 10 }, reader.token)).data!.myReadTimeResources;
    expect(page.total).toBe(2);
    expect(page.items.map((item: Data) => [Number(item.resource.id), item.seconds, item.progress])).toEqual([
      [ebook, 50, 0.42],
      [thesis, 40, null],
    ]);
    expect(page.items[0].location).toBe('epubcfi(/6/4!/4/2)');
    const second = (await portal.gql<Data>(BOOKS, { page: 2, pageSize: 1 }, reader.token)).data!.myReadTimeResources;
    expect(second).toMatchObject({ total: 2, page: 2, items: [{ resource: { id: String(thesis) } }] });

    const other = await newReader('R-TIME-7');
    expect((await portal.gql<Data>(BOOKS, {}, other.token)).data!.myReadTimeResources).toMatchObject({ total: 0, items: [] });
    expect((await portal.gql<Data>(MINE, {}, other.token)).data!.myReadTime).toMatchObject({ today: 0, total: 0 });
  });

  it('has demo reading for the demo reader on a fresh site', async () => {
    const mine = (await portal.gql<Data>(MINE, {}, demoCard)).data!.myReadTime;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.byDay.some((day: Data) => day.seconds > 0)).toBe(true);
    expect((await portal.gql<Data>(BOOKS, {}, demoCard)).data!.myReadTimeResources.total).toBeGreaterThan(0);
  });
});

describe('read-time statistics', () => {
  it('answers totals, every day of the range and the top resources to the back office only', async () => {
    const from = dayAgo(6);
    const to = dayAgo(0);
    const stats = await portal.gql<Data>(STATS, { from, to }, admin);
    expect(stats.errors).toBeUndefined();
    const s = stats.data!.readTimeStatistics;
    expect(s.byDay).toHaveLength(7);
    expect(s.byDay.reduce((sum: number, day: Data) => sum + day.seconds, 0)).toBe(s.totalSeconds);
    const [expected] = await portal.sql<{ seconds: string; readers: string }>(
      `select sum(seconds) as seconds, count(distinct reader_id) as readers from read_time where day between ?::date and ?::date`,
      [from, to],
    );
    expect(s.totalSeconds).toBe(Number(expected.seconds));
    expect(s.readers).toBe(Number(expected.readers));
    expect(s.topResources.length).toBeGreaterThan(0);
    expect(s.topResources[0].seconds).toBeGreaterThanOrEqual(s.topResources.at(-1).seconds);

    expect((await portal.gql<Data>(STATS, { from, to }, demoCard)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = async (f: string, t: string) => (await portal.gql<Data>(STATS, { from: f, to: t }, admin)).errors?.[0].message;
    expect(await bad('2026-02-30', to)).toBe('日期格式应为 YYYY-MM-DD');
    expect(await bad(to, from)).toBe('结束日期不能早于开始日期');
    expect(await bad('2024-01-01', '2025-12-31')).toBe('统计区间不能超过 366 天');
  });
});

describe('read time over REST', () => {
  it('answers api/user/read, api/user/read/list, api/user/read/add and api/admin/read/statistics as GraphQL does', async () => {
    const reader = await newReader('R-TIME-8');
    const added = await portal.rest<Data>('POST', '/api/user/read/add', beat(thesis, 20).input, reader.token);
    expect(added.body).toMatchObject({ code: 200, data: { counted: 20, duplicate: false, todaySeconds: 20 } });
    const refused = await portal.rest<Data>('POST', '/api/user/read/add', beat(thesis, 120).input, reader.token);
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringMatching(/阅读时长无效/), data: null });

    const history = await portal.rest<Data>('GET', '/api/user/read?page=1&pageSize=10', undefined, reader.token);
    const gqlHistory = (await portal.gql<Data>(BOOKS, { page: 1, pageSize: 10 }, reader.token)).data!.myReadTimeResources;
    expect(history.body.data.total).toBe(gqlHistory.total);
    expect(history.body.data.items.map((item: Data) => [item.resource.id, item.seconds])).toEqual(
      gqlHistory.items.map((item: Data) => [item.resource.id, item.seconds]),
    );
    const list = await portal.rest<Data>('GET', '/api/user/read/list', undefined, reader.token);
    expect(list.body.data).toEqual((await portal.gql<Data>(MINE, {}, reader.token)).data!.myReadTime);
    expect((await portal.rest<Data>('GET', '/api/user/read/list')).status).toBe(401);

    const query = new URLSearchParams({ from: dayAgo(2), to: dayAgo(0) });
    const stats = await portal.rest<Data>('GET', `/api/admin/read/statistics?${query}`, undefined, admin);
    const gqlStats = (await portal.gql<Data>(STATS, { from: dayAgo(2), to: dayAgo(0) }, admin)).data!.readTimeStatistics;
    expect(stats.body.data).toMatchObject({ totalSeconds: gqlStats.totalSeconds, readers: gqlStats.readers, byDay: gqlStats.byDay });
    expect((await portal.rest<Data>('GET', `/api/admin/read/statistics?${query}`, undefined, reader.token)).status).toBe(403);
  });
});

/**
 * Issue 54, S11: 52.9 hours were credited in 20 s by heartbeats with new ids. The credit now runs
 * no faster than the server's clock (per reader, over every resource, with a short backlog for a
 * late heartbeat), and heartbeats are rate-limited per reader.
 */
describe('read time follows the wall clock', () => {
  const LIMITS = READER_LIMITS.readTime;

  it('credits a loop of new heartbeat ids no more than the time that passed (plus the backlog)', async () => {
    const reader = await newReader('R-TIME-CLOCK-1');
    const started = Date.now();
    let counted = 0;
    for (let i = 0; i < 40; i += 1) {
      const res = await portal.gql<Data>(ADD, beat(i % 2 ? ebook : thesis, 90), reader.token);
      expect(res.errors).toBeUndefined();
      counted += res.data!.addReadTime.counted as number;
    }
    const elapsed = Math.ceil((Date.now() - started) / 1000);
    expect(counted).toBeLessThanOrEqual(LIMITS.backlogSeconds + elapsed);
    expect((await ledger(reader.id, ebook)) + (await ledger(reader.id, thesis))).toBe(counted);
  });

  it("credits a real reader in full: a minute's heartbeat after a minute of reading", async () => {
    const reader = await newReader('R-TIME-CLOCK-2');
    for (let minute = 0; minute < 5; minute += 1) {
      expect((await portal.gql<Data>(ADD, beat(ebook, 60), reader.token)).data!.addReadTime.counted).toBe(60);
      // A minute passes on the server's clock (the credit stands a minute earlier).
      await portal.sql(`update read_clock set credited_until = credited_until - interval '60 seconds' where reader_id = ?`, [reader.id]);
    }
    expect(await ledger(reader.id, ebook)).toBe(300);
  });

  it('limits heartbeats per hour (a client in a loop), with 429', async () => {
    const reader = await newReader('R-TIME-CLOCK-3');
    await Promise.all(Array.from({ length: LIMITS.rate.limit }, () => portal.services.rateLimiter.hit(LIMITS.rate, String(reader.id))));
    const refused = await portal.gql<Data>(ADD, beat(ebook, 60), reader.token);
    expect(refused.errors?.[0]).toMatchObject({ message: '阅读时长上报过于频繁，请稍后再试', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(await ledger(reader.id, ebook)).toBe(0);
  });
});
