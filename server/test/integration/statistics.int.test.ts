/**
 * Issue 17, statistics: a day of 100,000 synthetic events rolled up correctly and quickly, each
 * statistics query against numbers computed here by hand, the page-view report (terminal, access,
 * reader, no IP, rate limit), retention keeping days not rolled up, the month's visits (GraphQL and
 * REST), the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropExpiredEvents, recentDays, runStatsRollup } from '../../src/modules/stats/stats-rollup.job.js';
import { rollUpDays } from '../../src/modules/stats/rollup.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;

async function ok(query: string, variables: Record<string, unknown> = {}, token = admin): Promise<Data> {
  const res = await portal.gql<Data>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const STATS = `query($query: StatisticsQuery!) { statistics(query: $query) { period key label value } }`;
const stats = async (query: Record<string, unknown>) =>
  (await ok(STATS, { query })).statistics as Array<{ period: string; key: string; label: string; value: number }>;

/** The synthetic day (a library day, Asia/Shanghai) and the generator's rules, mirrored below to compute the expectations. */
const DAY = '2026-03-10';
const N = 100_000;
const TERMINALS = ['pc', 'mobile', 'tablet', 'app'];
const ACCESS = ['direct', 'search', 'internal', 'external', 'qr'];
const CHANNELS = ['qr', 'email', 'link'];
const typeOf = (i: number) => (i % 10 < 7 ? 'page.view' : i % 10 === 7 ? 'share' : i % 10 === 8 ? 'login' : 'read');
/** Event i happens i × 864 ms after the day's start: 100,000 events cover the day exactly. */
const hourOf = (i: number) => Math.floor((i * 864) / 3_600_000);

function expected() {
  const terminal: Record<string, number> = {};
  const access: Record<string, number> = {};
  const hour: Record<string, number> = {};
  const channel: Record<string, number> = {};
  const readers = new Set<number>();
  let visits = 0;
  let readSeconds = 0;
  for (let i = 0; i < N; i++) {
    const type = typeOf(i);
    if (i % 2 === 0) readers.add((i % 50) + 1);
    if (type === 'page.view') {
      visits += 1;
      terminal[TERMINALS[i % 4]] = (terminal[TERMINALS[i % 4]] ?? 0) + 1;
      access[ACCESS[i % 5]] = (access[ACCESS[i % 5]] ?? 0) + 1;
      const h = String(hourOf(i)).padStart(2, '0');
      hour[h] = (hour[h] ?? 0) + 1;
    }
    if (type === 'share') channel[CHANNELS[i % 3]] = (channel[CHANNELS[i % 3]] ?? 0) + 1;
    if (type === 'read') readSeconds += 60;
  }
  return { terminal, access, hour, channel, visits, readSeconds, activeReaders: readers.size };
}

const INSERT_DAY = `
  insert into usage_event (id, type, at, reader_id, resource_id, amount, dims)
  select gen_random_uuid(),
    case when i % 10 < 7 then 'page.view' when i % 10 = 7 then 'share' when i % 10 = 8 then 'login' else 'read' end,
    ('${DAY}'::timestamp at time zone 'Asia/Shanghai') + i * interval '864 milliseconds',
    case when i % 2 = 0 then i % 50 + 1 end,
    case when i % 10 = 7 then i % 7 + 1000 end,
    case when i % 10 = 9 then 60 else 1 end,
    case
      when i % 10 < 7 then jsonb_build_object('path', '/index', 'terminal', (array['pc','mobile','tablet','app'])[i % 4 + 1],
                                             'access', (array['direct','search','internal','external','qr'])[i % 5 + 1])
      when i % 10 = 7 then jsonb_build_object('channel', (array['qr','email','link'])[i % 3 + 1])
      when i % 10 = 8 then jsonb_build_object('method', 'card')
      else '{}'::jsonb end
  from generate_series(0, ${N - 1}) i`;

const asMap = (rows: Array<{ key: string; value: number }>) => Object.fromEntries(rows.map((r) => [r.key, r.value]));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
  await portal.sql(INSERT_DAY);
  // The edges: the last moment of the day before and the first of the day after are not this day's.
  await portal.sql(
    `insert into usage_event (id, type, at, dims) values
       (gen_random_uuid(), 'page.view', ('${DAY}'::timestamp at time zone 'Asia/Shanghai') - interval '1 millisecond', '{"path":"/","terminal":"pc","access":"direct"}'),
       (gen_random_uuid(), 'page.view', ('${DAY}'::date + 1)::timestamp at time zone 'Asia/Shanghai', '{"path":"/","terminal":"pc","access":"direct"}')`,
  );
}, 60_000);

afterAll(async () => {
  await portal?.close();
});

describe('roll-up of a day of 100,000 events', () => {
  const want = expected();

  it('rolls the day up within 10 s, and again to the same numbers', async () => {
    const started = performance.now();
    await rollUpDays(portal.services.orm.em.fork(), DAY, DAY);
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    const first = await portal.sql(`select metric, scope, dimension, key, value from stat_daily where day = ? order by 1, 2, 3, 4`, [DAY]);
    await rollUpDays(portal.services.orm.em.fork(), DAY, DAY);
    expect(await portal.sql(`select metric, scope, dimension, key, value from stat_daily where day = ? order by 1, 2, 3, 4`, [DAY])).toEqual(first);
  }, 30_000);

  it('counts visits by terminal, access method and hour as computed by hand', async () => {
    const range = { from: DAY, to: DAY, by: 'KEY' };
    const terminal = await stats({ metric: 'visit', dimension: 'terminal', ...range });
    expect(asMap(terminal)).toEqual(want.terminal);
    expect(terminal.find((r) => r.key === 'mobile')?.label).toBe('手机');
    expect(asMap(await stats({ metric: 'visit', dimension: 'access', ...range }))).toEqual(want.access);
    const hours = await stats({ metric: 'visit', dimension: 'hour', ...range, limit: 24 });
    expect(asMap(hours)).toEqual(want.hour);
    expect(Object.keys(want.hour)).toHaveLength(24);
    const [total] = await stats({ metric: 'visit', from: DAY, to: DAY });
    expect(total).toEqual({ period: DAY, key: '', label: '合计', value: want.visits });
    expect(want.visits).toBe(70_000);
  });

  it('counts shares by channel, active readers, logins and reading seconds', async () => {
    const range = { from: DAY, to: DAY, by: 'KEY' };
    expect(asMap(await stats({ metric: 'share', dimension: 'channel', ...range }))).toEqual(want.channel);
    expect((await stats({ metric: 'reader.active', ...range }))[0].value).toBe(want.activeReaders);
    expect((await stats({ metric: 'login', dimension: 'method', ...range }))[0]).toMatchObject({ key: 'card', label: '读者证', value: 10_000 });
    expect((await stats({ metric: 'read', ...range }))[0].value).toBe(want.readSeconds);
    // Resource 1003's shares by channel (its scope): i % 10 = 7 and i % 7 = 3.
    const byHand: Record<string, number> = {};
    for (let i = 0; i < N; i++) if (typeOf(i) === 'share' && i % 7 === 3) byHand[CHANNELS[i % 3]] = (byHand[CHANNELS[i % 3]] ?? 0) + 1;
    expect(asMap(await stats({ metric: 'share', scope: 'resource:1003', dimension: 'channel', ...range }))).toEqual(byHand);
    const top = await stats({ metric: 'share', dimension: 'resource', ...range, limit: 2 });
    expect(top).toHaveLength(2);
    expect(top[0].value).toBeGreaterThanOrEqual(top[1].value);
    expect(top[0].label).toBe(`已删除（${top[0].key}）`);
  });

  it('groups by month, and answers the month’s visits by day (GraphQL and api/admin/statistical/month/visit)', async () => {
    const months = await stats({ metric: 'visit', from: '2026-03-01', to: '2026-03-31', by: 'MONTH' });
    expect(months).toEqual([{ period: '2026-03', key: '', label: '合计', value: want.visits }]);
    const days = (await ok(`query { monthVisits(month: "2026-03") { day visits } }`)).monthVisits as Array<{ day: string; visits: number }>;
    expect(days).toHaveLength(31);
    expect(days[9]).toEqual({ day: DAY, visits: want.visits });
    expect(days.filter((d) => d.day !== DAY).every((d) => d.visits === 0)).toBe(true);
    const rest = await portal.rest<Array<{ day: string; visits: number }>>(
      'GET',
      '/api/admin/statistical/month/visit?month=2026-03',
      undefined,
      admin,
    );
    expect(rest.body.code).toBe(200);
    expect(rest.body.data).toEqual(days);
  });

  it('refuses unknown metrics, dimensions, scopes and bad ranges with a Chinese message; readers and guests are refused', async () => {
    const refusal = async (query: Record<string, unknown>, token = admin) => (await portal.gql<Data>(STATS, { query }, token)).errors?.[0];
    const base = { metric: 'visit', from: DAY, to: DAY };
    expect(await refusal({ ...base, metric: 'salary' })).toMatchObject({ message: '统计指标不存在', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refusal({ ...base, dimension: 'channel' })).toMatchObject({ message: '该指标不支持此统计维度' });
    expect(await refusal({ ...base, scope: 'reader:1' })).toMatchObject({ message: '统计范围无效' });
    expect(await refusal({ ...base, from: '' })).toMatchObject({ message: '请选择时间' });
    expect(await refusal({ ...base, from: '2026-02-30' })).toMatchObject({ message: '开始日期格式应为YYYY-MM-DD' });
    expect(await refusal({ ...base, from: '2026-03-11' })).toMatchObject({ message: '结束日期不能早于开始日期' });
    expect(await refusal({ ...base, from: '2020-01-01' })).toMatchObject({ message: '统计时间范围不能超过3年' });
    const reader = await portal.readerToken();
    expect((await refusal(base, reader))?.extensions?.code).toBe('FORBIDDEN');
    expect((await portal.gql<Data>(STATS, { query: base })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await portal.rest('GET', '/api/admin/statistical/month/visit', undefined, reader)).status).toBe(403);
  });
});

describe('page views reported by the site', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${portal.url}/api/event/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('records path, terminal, access method and the reader, never the address; the roll-up and 终端统计 then show it', async () => {
    const reader = await portal.readerToken();
    const res = await send(
      { path: '/news/3', referrer: 'https://www.baidu.com/s?wd=x', kind: 'news' },
      { 'user-agent': IPHONE, authorization: `Bearer ${reader}` },
    );
    expect(((await res.json()) as Data).code).toBe(200);
    await send(
      { path: '/resources/book/detail?id=4', resourceId: '4', kind: 'book', from: 'qr' },
      { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' },
    );
    await portal.services.events.flush();
    const rows = await portal.sql<Data>(
      `select type, reader_id, resource_id, dims from usage_event where dims->>'path' in ('/news/3', '/resources/book/detail') order by seq`,
    );
    expect(rows).toEqual([
      {
        type: 'page.view',
        reader_id: expect.any(Number),
        resource_id: null,
        dims: { path: '/news/3', terminal: 'mobile', access: 'search', kind: 'news' },
      },
      { type: 'page.view', reader_id: null, resource_id: 4, dims: { path: '/resources/book/detail', terminal: 'pc', access: 'qr', kind: 'book' } },
    ]);
    expect(JSON.stringify(await portal.sql(`select * from usage_event where dims->>'path' = '/news/3'`))).not.toMatch(/127\.0\.0\.1|::1/);

    expect((await ok(`mutation { refreshStatistics }`)).refreshStatistics).toBe(true);
    const { today } = recentDays();
    const terminal = asMap(await stats({ metric: 'visit', dimension: 'terminal', from: today, to: today, by: 'KEY' }));
    expect(terminal).toEqual({ mobile: 1, pc: 1 });
    expect(asMap(await stats({ metric: 'visit', dimension: 'kind', from: today, to: today, by: 'KEY' }))).toEqual({ news: 1, book: 1 });
  });

  it('refuses a path that is not one with a Chinese message, and stops counting an address past 120 a minute', async () => {
    const bad = (await (await send({ path: 'javascript:alert(1)' })).json()) as Data;
    expect(bad).toMatchObject({ code: 400, msg: expect.stringContaining('页面路径无效') });
    const answers: boolean[] = [];
    for (let i = 0; i < 125; i++) answers.push(((await (await send({ path: '/flood' })).json()) as Data).data);
    expect(answers.filter((a) => a === false).length).toBeGreaterThanOrEqual(5);
  });
});

describe('events the portal emits', () => {
  it('an activity sign-up and its check-in are logged with the change, and 活动统计 counts them per activity', async () => {
    const startsAt = new Date(Date.now() + 10 * 86_400_000);
    const input = {
      category: 'LECTURE',
      title: '统计讲座',
      summary: '统计',
      body: '<p>讲座</p>',
      place: '报告厅',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(),
      capacity: 5,
    };
    const { createActivity } = await ok('mutation($input: ActivityInput!) { createActivity(input: $input) { id } }', { input });
    const reader = await portal.readerToken(2);
    const { signUpForActivity } = await ok('mutation($id: ID!) { signUpForActivity(activityId: $id) { id } }', { id: createActivity.id }, reader);
    await ok('mutation($id: ID!) { checkInActivitySignUp(id: $id) { checkedInAt } }', { id: signUpForActivity.id });
    // Checked in again: not a second attendance.
    await ok('mutation($id: ID!) { checkInActivitySignUp(id: $id) { checkedInAt } }', { id: signUpForActivity.id });
    const logged = await portal.sql<{ type: string; dims: Data }>(
      `select type, dims from usage_event where type like 'activity.%' and (dims->>'activity')::int = ? order by seq`,
      [Number(createActivity.id)],
    );
    expect(logged).toEqual([
      { type: 'activity.signUp', dims: { activity: Number(createActivity.id) } },
      { type: 'activity.checkIn', dims: { activity: Number(createActivity.id) } },
    ]);
    await ok('mutation { refreshStatistics }');
    const { today } = recentDays();
    const per = async (metric: string) =>
      (await stats({ metric, dimension: 'activity', from: today, to: today, by: 'KEY', keys: [createActivity.id] }))[0];
    expect(await per('activity.signUp')).toMatchObject({ key: createActivity.id, label: '统计讲座', value: 1 });
    expect(await per('activity.checkIn')).toMatchObject({ value: 1 });
  });
});

describe('retention', () => {
  it('drops raw events older than the window only for days whose roll-up is complete', async () => {
    // 200 and 201 days ago: the first rolled up, the second never.
    const [{ rolled, unrolled }] = await portal.sql<{ rolled: string; unrolled: string }>(
      `select to_char(current_date - 200, 'YYYY-MM-DD') as rolled, to_char(current_date - 201, 'YYYY-MM-DD') as unrolled`,
    );
    for (const day of [rolled, unrolled]) {
      await portal.sql(
        `insert into usage_event (id, type, at, recorded_at, dims)
         select gen_random_uuid(), 'page.view', ('${day}'::timestamp at time zone 'Asia/Shanghai') + g * interval '1 hour', now() - interval '1 day',
                '{"path":"/","terminal":"pc","access":"direct"}' from generate_series(1, 3) g`,
      );
    }
    await rollUpDays(portal.services.orm.em.fork(), rolled, rolled);
    const { today } = recentDays();
    const count = async (day: string) =>
      Number(
        (await portal.sql<{ n: string }>(`select count(*) as n from usage_event where (at at time zone 'Asia/Shanghai')::date = ?`, [day]))[0].n,
      );
    // The synthetic day (2026-03-10, rolled up above) is also past the window: its 100,000 go too.
    expect(await dropExpiredEvents(portal.services.orm.em.fork(), today, 180)).toBe(3 + N);
    expect(await count(rolled)).toBe(0);
    expect(await count(DAY)).toBe(0);
    expect(await count(unrolled)).toBe(3);
    // The day before the synthetic one was never rolled up: its event stays.
    expect(await count('2026-03-09')).toBe(1);
    // The roll-ups of the dropped days stay.
    expect((await stats({ metric: 'visit', from: rolled, to: rolled, by: 'KEY' }))[0].value).toBe(3);
    expect((await stats({ metric: 'visit', from: DAY, to: DAY, by: 'KEY' }))[0].value).toBe(70_000);
    // A full run backfills the window and drops nothing more (today's events are young).
    const run = await runStatsRollup(portal.services.orm.em.fork(), 180);
    expect(run).toMatchObject({ today, backfilled: expect.any(Number), expired: 0 });
    expect(await count(unrolled)).toBe(3);
  });
});
