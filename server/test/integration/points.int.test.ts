/**
 * Issue 17, points: awards from the event log exactly once per event (the same event handled twice
 * gives points once), the daily caps, reading seconds → 阅读30分钟, disabled rules, the events that
 * logins and passed submissions record, 调整积分 (audited, never below 0), the reader's privacy, the
 * admin-only surface, and the REST faces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchTo, recordEvent, stableEventId, type NewEvent, type StoredEvent } from '../../src/core/events/index.js';
import { awardPoints, pointsSubscriber } from '../../src/modules/points/point-awards.js';
import { startTestPortal, READER, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;

async function ok(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Data> {
  const res = await portal.gql<Data>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

async function refused(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await portal.gql<Data>(query, variables, token);
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  return res.errors![0];
}

/** A fresh reader (so each test starts at 0 points), with a reader-card token. */
let made = 0;
async function newReader(): Promise<{ id: number; token: string }> {
  made += 1;
  const [row] = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     values (now(), now(), true, ?, ?, 'x', 2, 0) returning id`,
    [`P${made}`, `积分读者${made}`],
  );
  const { token } = await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 });
  return { id: row.id, token };
}

const record = (event: NewEvent) => portal.services.orm.em.fork().transactional((tx) => recordEvent(tx, event));
const dispatch = () => dispatchTo(portal.services.orm.em.fork(), pointsSubscriber, 0);

const MY_POINTS = '{ myPoints { balance today todayPoints rules { action name points dailyCap todayPoints } } }';
const MY_ENTRIES = `query($filter: PointEntryFilter, $page: Int, $pageSize: Int) {
  myPointEntries(filter: $filter, page: $page, pageSize: $pageSize) { total items { delta reason action balanceAfter adminName } } }`;
const ADJUST =
  'mutation($readerId: ID!, $input: PointAdjustmentInput!) { adjustPoints(readerId: $readerId, input: $input) { id delta reason balanceAfter adminName } }';
const RULES = '{ adminPointRules(pageSize: 20) { items { id action name points dailyCap enabled } } }';

const balance = async (token: string) => (await ok(MY_POINTS, {}, token)).myPoints.balance as number;
async function ruleId(action: string): Promise<string> {
  return (await ok(RULES, {}, admin)).adminPointRules.items.find((r: Data) => r.action === action).id;
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
}, 120_000);

afterAll(() => portal?.close());

describe('points from events', () => {
  it('seeds the default rules, which the reader sees with today’s progress', async () => {
    const reader = await newReader();
    const mine = (await ok(MY_POINTS, {}, reader.token)).myPoints;
    expect(mine.balance).toBe(0);
    expect(mine.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mine.rules.map((r: Data) => r.name)).toEqual(['每日登录', '阅读30分钟', '评论通过', '评分', '标签通过', '荐购被采纳', '志愿服务']);
    expect(mine.rules.every((r: Data) => r.todayPoints === 0)).toBe(true);
  });

  it('awards a logged-in reader the daily login once a day (the cap), from the event the login records', async () => {
    const [{ id }] = await portal.sql<{ id: number }>('select id from reader where card_number = ?', [READER.cardNumber]);
    const login = () =>
      ok('mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }', {
        input: { loginType: 2, cardNumber: READER.cardNumber, password: READER.password },
      });
    const { token } = (await login()).readerLogin;
    await login();
    const events = await portal.sql<{ dims: Data }>(`select dims from usage_event where type = 'login' and reader_id = ?`, [id]);
    expect(events).toEqual([{ dims: { method: 'card' } }, { dims: { method: 'card' } }]);
    await dispatch();
    const mine = (await ok(MY_POINTS, {}, token)).myPoints;
    expect(mine.balance).toBe(1);
    expect(mine.rules.find((r: Data) => r.action === 'LOGIN').todayPoints).toBe(1);
    const entries = (await ok(MY_ENTRIES, {}, token)).myPointEntries;
    expect(entries).toMatchObject({ total: 1, items: [{ delta: 1, reason: '每日登录', action: 'LOGIN', balanceAfter: 1, adminName: null }] });
  });

  it('gives points once when the same event is handled twice (a re-run after a failure, or a replayed cursor)', async () => {
    const reader = await newReader();
    const id = await record({ type: 'recommendation.adopted', readerId: reader.id, dims: { submission: 999 } });
    await dispatch();
    expect(await balance(reader.token)).toBe(10);
    // Replay the whole log for this subscriber: every event comes again, none earns again.
    await portal.sql(`update event_cursor set last_seq = 0 where subscriber = ?`, [pointsSubscriber.name]);
    await dispatch();
    // And straight to the handler, twice in one transaction.
    const [row] = await portal.sql<{ seq: string; at: Date }>('select seq, at from usage_event where id = ?', [id]);
    const event: StoredEvent = {
      seq: String(row.seq),
      id,
      type: 'recommendation.adopted',
      at: new Date(row.at),
      readerId: reader.id,
      resourceId: null,
      amount: 1,
      dims: {},
    };
    await portal.services.orm.em.fork().transactional(async (tx) => {
      await awardPoints(tx, [event]);
      await awardPoints(tx, [event]);
    });
    expect(await balance(reader.token)).toBe(10);
    expect((await ok(MY_ENTRIES, {}, reader.token)).myPointEntries.total).toBe(1);
    // The ledger itself refuses a second award of the same event and rule.
    await expect(
      portal.sql(
        `insert into point_entry (reader_id, delta, reason, rule_id, source_event_id, balance_after, day, created_at)
         select ?, 10, 'x', rule_id, source_event_id, 20, day, now() from point_entry where source_event_id = ?`,
        [reader.id, id],
      ),
    ).rejects.toThrow(/unique/);
  });

  it('stops at the daily cap: 评论通过 (2 points, cap 10) six times gives 10 points', async () => {
    const reader = await newReader();
    for (let i = 0; i < 6; i++) await record({ type: 'comment.passed', readerId: reader.id, dims: { submission: 1000 + i } });
    await dispatch();
    expect(await balance(reader.token)).toBe(10);
    const entries = (await ok(MY_ENTRIES, { filter: { action: 'COMMENT' } }, reader.token)).myPointEntries;
    expect(entries.items.map((e: Data) => e.delta)).toEqual([2, 2, 2, 2, 2]);
    const comment = (await ok(MY_POINTS, {}, reader.token)).myPoints.rules.find((r: Data) => r.action === 'COMMENT');
    expect(comment).toMatchObject({ todayPoints: 10, dailyCap: 10 });
    // Yesterday is another day with its own cap.
    await record({ type: 'comment.passed', readerId: reader.id, dims: { submission: 1100 }, at: new Date(Date.now() - 86_400_000) });
    await dispatch();
    expect(await balance(reader.token)).toBe(12);
  });

  it('awards 阅读30分钟 for each full half hour read in a day, across heartbeats and batches', async () => {
    const reader = await newReader();
    for (let i = 0; i < 5; i++) await record({ type: 'read', readerId: reader.id, resourceId: 1, amount: 300, dims: {} });
    await dispatch();
    expect(await balance(reader.token)).toBe(0);
    await record({ type: 'read', readerId: reader.id, resourceId: 1, amount: 300, dims: {} });
    await dispatch();
    expect(await balance(reader.token)).toBe(2);
    // One long heartbeat crossing two more marks: 30 + 65 minutes = 3 marks reached so far.
    await record({ type: 'read', readerId: reader.id, resourceId: 1, amount: 65 * 60, dims: {} });
    await dispatch();
    expect(await balance(reader.token)).toBe(6);
    const entries = (await ok(MY_ENTRIES, { filter: { action: 'READ30' } }, reader.token)).myPointEntries;
    expect(entries.items.map((e: Data) => e.delta)).toEqual([4, 2]);
    // Hours more reach the cap (10) and no further.
    await record({ type: 'read', readerId: reader.id, resourceId: 1, amount: 5 * 3600, dims: {} });
    await dispatch();
    expect(await balance(reader.token)).toBe(10);
  });

  it('awards nothing from a disabled rule, and again once it is enabled', async () => {
    const reader = await newReader();
    const score = await ruleId('SCORE');
    await ok('mutation($id: ID!) { disablePointRule(id: $id) { enabled } }', { id: score }, admin);
    await record({ type: 'score.passed', readerId: reader.id, dims: { submission: 2000 } });
    await dispatch();
    expect(await balance(reader.token)).toBe(0);
    expect((await ok(MY_POINTS, {}, reader.token)).myPoints.rules.map((r: Data) => r.action)).not.toContain('SCORE');
    await ok('mutation($id: ID!) { enablePointRule(id: $id) { enabled } }', { id: score }, admin);
    await record({ type: 'score.passed', readerId: reader.id, dims: { submission: 2001 } });
    await dispatch();
    expect(await balance(reader.token)).toBe(1);
  });

  it('edits a rule in the back office (audited), refusing bad numbers in Chinese; readers and guests may not', async () => {
    const volunteer = await ruleId('VOLUNTEER');
    const UPDATE = 'mutation($id: ID!, $input: PointRuleInput!) { updatePointRule(id: $id, input: $input) { points dailyCap name } }';
    expect((await ok(UPDATE, { id: volunteer, input: { points: 25, dailyCap: 50 } }, admin)).updatePointRule).toEqual({
      points: 25,
      dailyCap: 50,
      name: '志愿服务',
    });
    expect((await refused(UPDATE, { id: volunteer, input: { name: '   ' } }, admin)).message).toContain('请输入规则名称');
    const bad = await refused(UPDATE, { id: volunteer, input: { points: -1 } }, admin);
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.message).toContain('积分不能小于0');
    const reader = await newReader();
    expect((await refused(UPDATE, { id: volunteer, input: { points: 99 } }, reader.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused(UPDATE, { id: volunteer, input: { points: 99 } })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(RULES, {}, reader.token)).extensions?.code).toBe('FORBIDDEN');
    const [audit] = await portal.sql<{ action: string }>(`select action from audit_log where entity = 'PointRule' order by id desc limit 1`);
    expect(audit.action).toBe('update');
  });

  it('records recommendation.adopted once when a recommendation passes, however often it is passed again', async () => {
    const reader = await newReader();
    const { id } = (
      await ok(
        'mutation($input: RecommendationInput!) { submitRecommendation(input: $input) { id } }',
        { input: { title: '积分荐购' } },
        reader.token,
      )
    ).submitRecommendation;
    const SET = 'mutation($id: ID!, $value: ReviewStatus!) { setStatusRecommendation(id: $id, value: $value) { status } }';
    await ok(SET, { id, value: 'PASSED' }, admin);
    await ok(SET, { id, value: 'REJECTED' }, admin);
    await ok(SET, { id, value: 'PASSED' }, admin);
    const events = await portal.sql<{ id: string; dims: Data }>(
      `select id, dims from usage_event where type = 'recommendation.adopted' and reader_id = ?`,
      [reader.id],
    );
    expect(events).toEqual([{ id: stableEventId(`Recommendation:${id}:passed`), dims: { submission: Number(id) } }]);
    await dispatch();
    expect(await balance(reader.token)).toBe(10);
  });
});

describe('调整积分 and privacy', () => {
  it('adjusts with a reason, audited, and refuses to go below 0 (nothing changes then)', async () => {
    const reader = await newReader();
    const added = (await ok(ADJUST, { readerId: reader.id, input: { delta: 15, reason: '  线下活动奖励 ' } }, admin)).adjustPoints;
    expect(added).toMatchObject({ delta: 15, reason: '线下活动奖励', balanceAfter: 15, adminName: expect.any(String) });
    const [audit] = await portal.sql<{ action: string; target_ids: number[]; detail: string }>(
      `select action, target_ids, detail from audit_log where entity = 'PointEntry' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'adjustPoints', target_ids: [Number(added.id)], detail: '+15：线下活动奖励' });

    const tooMuch = await refused(ADJUST, { readerId: reader.id, input: { delta: -16, reason: '兑换礼品' } }, admin);
    expect(tooMuch.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMuch.message).toBe('积分不足：当前积分15，调整后不能为负数');
    expect(await balance(reader.token)).toBe(15);
    expect((await ok(ADJUST, { readerId: reader.id, input: { delta: -15, reason: '兑换礼品' } }, admin)).adjustPoints.balanceAfter).toBe(0);

    const noReason = await refused(ADJUST, { readerId: reader.id, input: { delta: 5, reason: '   ' } }, admin);
    expect(noReason.message).toContain('请填写调整原因');
    const zero = await refused(ADJUST, { readerId: reader.id, input: { delta: 0, reason: '无' } }, admin);
    expect(zero.message).toContain('调整积分不能为0');
    // A first adjustment below 0 leaves no account behind.
    const other = await newReader();
    expect((await refused(ADJUST, { readerId: other.id, input: { delta: -1, reason: '扣除' } }, admin)).message).toBe(
      '积分不足：当前积分0，调整后不能为负数',
    );
    expect(await portal.sql('select 1 from point_account where reader_id = ?', [other.id])).toEqual([]);
    expect((await refused(ADJUST, { readerId: 999999, input: { delta: 1, reason: '奖励' } }, admin)).extensions?.code).toBe('NOT_FOUND');

    // Income / expense filters of the ledger.
    const entries = (d: string) => ok(MY_ENTRIES, { filter: { direction: d } }, reader.token);
    expect((await entries('IN')).myPointEntries.items.map((e: Data) => e.delta)).toEqual([15]);
    expect((await entries('OUT')).myPointEntries.items.map((e: Data) => e.delta)).toEqual([-15]);
    const manual = (await ok(MY_ENTRIES, { filter: { manual: true } }, reader.token)).myPointEntries;
    expect(manual.total).toBe(2);
    // Readers do not see which administrator adjusted.
    expect(manual.items[0].adminName).toBeNull();
  });

  it('keeps concurrent adjustments consistent: every one lands, the balance equals the ledger', async () => {
    const reader = await newReader();
    await Promise.all(Array.from({ length: 20 }, () => ok(ADJUST, { readerId: reader.id, input: { delta: 3, reason: '并发' } }, admin)));
    expect(await balance(reader.token)).toBe(60);
    const balances = await portal.sql<{ balance_after: number }>('select balance_after from point_entry where reader_id = ? order by balance_after', [
      reader.id,
    ]);
    expect(balances.map((b) => b.balance_after)).toEqual(Array.from({ length: 20 }, (_, i) => 3 * (i + 1)));
  });

  it('shows a reader only their own ledger; the admin lists are refused to readers', async () => {
    const a = await newReader();
    const b = await newReader();
    await ok(ADJUST, { readerId: a.id, input: { delta: 7, reason: '给A' } }, admin);
    expect((await ok(MY_ENTRIES, {}, b.token)).myPointEntries.total).toBe(0);
    expect(await balance(b.token)).toBe(0);
    const ENTRIES = 'query($readerId: ID!) { pointEntries(readerId: $readerId) { total items { delta adminName } } }';
    expect((await refused(ENTRIES, { readerId: a.id }, b.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused(ADJUST, { readerId: b.id, input: { delta: 7, reason: '自己加' } }, b.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused('{ pointAccounts { total } }', {}, b.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused(MY_POINTS, {})).extensions?.code).toBe('UNAUTHENTICATED');
    // The back office sees A's ledger with who adjusted, and finds A with the balance.
    expect((await ok(ENTRIES, { readerId: a.id }, admin)).pointEntries).toMatchObject({
      total: 1,
      items: [{ delta: 7, adminName: expect.any(String) }],
    });
    const accounts = (
      await ok('query($k: String) { pointAccounts(keyword: $k) { total items { readerId name balance } } }', { k: `积分读者${made - 1}` }, admin)
    ).pointAccounts;
    expect(accounts.items).toContainEqual({ readerId: String(a.id), name: `积分读者${made - 1}`, balance: 7 });
  });

  it('reads a ledger page and the accounts page in the same few statements, whatever the page size', async () => {
    const reader = await newReader();
    // One passed comment a day for 25 days: 25 awards of the comment rule.
    for (let i = 0; i < 25; i++) {
      await record({ type: 'comment.passed', readerId: reader.id, dims: { submission: 3000 + i }, at: new Date(Date.now() - i * 86_400_000) });
    }
    await dispatch();
    const statements = async (query: string, variables: Record<string, unknown>, token: string) => {
      const res = await portal.gql<Data>(query, variables, token);
      expect(res.errors).toBeUndefined();
      return Number(res.headers.get('x-sql-statements'));
    };
    const small = await statements(MY_ENTRIES, { pageSize: 5 }, reader.token);
    const large = await statements(MY_ENTRIES, { pageSize: 25 }, reader.token);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    const ACCOUNTS = 'query($pageSize: Int) { pointAccounts(pageSize: $pageSize) { total items { readerId balance } } }';
    expect(await statements(ACCOUNTS, { pageSize: 50 }, admin)).toBe(await statements(ACCOUNTS, { pageSize: 5 }, admin));
    const ADMIN_ENTRIES = 'query($id: ID!, $n: Int) { pointEntries(readerId: $id, pageSize: $n) { items { action adminName } } }';
    expect(await statements(ADMIN_ENTRIES, { id: reader.id, n: 25 }, admin)).toBe(await statements(ADMIN_ENTRIES, { id: reader.id, n: 5 }, admin));
  });

  it('answers the same over REST: api/user/points, api/user/points/list, api/admin/integration/…', async () => {
    const reader = await newReader();
    await ok(ADJUST, { readerId: reader.id, input: { delta: 4, reason: 'REST' } }, admin);
    const points = await portal.rest<Data>('GET', '/api/user/points', undefined, reader.token);
    expect(points.body.code).toBe(200);
    expect(points.body.data.balance).toBe(4);
    const list = await portal.rest<Data>('GET', '/api/user/points/list?page=1&pageSize=5', undefined, reader.token);
    expect(list.body.data).toMatchObject({ total: 1, items: [{ delta: 4, reason: 'REST' }] });
    const adjust = await portal.rest<Data>('POST', `/api/admin/integration/adjust/${reader.id}`, { delta: -1, reason: '扣' }, admin);
    expect(adjust.body, JSON.stringify(adjust.body)).toMatchObject({ code: 200, data: { delta: -1, balanceAfter: 3 } });
    const entries = await portal.rest<Data>('GET', `/api/admin/integration/entries/${reader.id}`, undefined, admin);
    expect(entries.body.data.total).toBe(2);
    const out = await portal.rest<Data>('GET', '/api/user/points/list?direction=OUT', undefined, reader.token);
    expect(out.body.data).toMatchObject({ total: 1, items: [{ delta: -1, reason: '扣' }] });
    const rules = await portal.rest<Data>('GET', '/api/admin/integrationRule/list', undefined, admin);
    expect(rules.body.data.items).toHaveLength(7);
    expect((await portal.rest<Data>('GET', '/api/admin/integration/list', undefined, reader.token)).status).toBe(403);
  });
});
