/**
 * Issue 16, activities with sign-up: the CRUD through the factory (and its refusals), the state
 * derived from times and counts (field and filter agree), the capacity under 20 parallel sign-ups,
 * the waiting list moving up on a cancellation, the refusals with their Chinese messages, the
 * reader's list, the back office's sign-up list with check-in and export, and the REST faces
 * api/act, api/act/{id}, api/user/act (same answers as GraphQL).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

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

/** Readers made for this test (each with its own hourly limit), with reader-card tokens. */
let made = 0;
async function newReaders(count: number): Promise<{ id: number; token: string }[]> {
  made += 1;
  const rows = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     select now(), now(), true, 'A' || ? || '-' || g, '活动读者' || ? || '-' || g, 'x', 2, 0 from generate_series(1, ?) g returning id`,
    [made, made, count],
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: (await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 })).token,
    })),
  );
}

const CREATE = 'mutation($input: ActivityInput!) { createActivity(input: $input) { id state capacity placesLeft signedUpCount } }';
const UPDATE = 'mutation($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) { id capacity signedUpCount state } }';
const SIGN_UP = 'mutation($id: ID!) { signUpForActivity(activityId: $id) { id status waitingPosition activityId } }';
const CANCEL = 'mutation($id: ID!) { cancelActivitySignUp(activityId: $id) { id status cancelledAt } }';
const DETAIL = `query($id: ID!) { activity(id: $id) { id title state capacity signedUpCount placesLeft waitingCount
  mySignUp { status waitingPosition } library { name } } }`;

const activityInput = (overrides: Record<string, unknown> = {}) => ({
  category: 'LECTURE',
  title: '城市记忆讲座',
  summary: '运河与城市',
  body: '<p>讲座内容</p><script>alert(1)</script>',
  place: '二楼报告厅',
  startsAt: inDays(10),
  endsAt: new Date(Date.now() + 10 * DAY + 2 * HOUR).toISOString(),
  capacity: 10,
  ...overrides,
});

async function createActivity(overrides: Record<string, unknown> = {}): Promise<string> {
  return (await ok(CREATE, { input: activityInput(overrides) }, admin)).createActivity.id;
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
}, 120_000);

afterAll(() => portal?.close());

describe('activities on the CRUD factory', () => {
  it('creates with sanitised body, lists enabled ones publicly, and refuses guests and readers', async () => {
    const [library] = await portal.sql<{ id: number }>(
      "insert into library (created_at, updated_at, enabled, recommended, sort, name, address) values (now(), now(), true, false, 0, '总馆', '之江大道1288号') returning id",
    );
    const id = await createActivity({ libraryId: String(library.id), title: '公开的讲座' });
    const hidden = await createActivity({ title: '停用的讲座', enabled: false });
    const body = await ok('query($id: ID!) { adminActivity(id: $id) { body library { name } libraryId } }', { id }, admin);
    expect(body.adminActivity.body).toBe('<p>讲座内容</p>');
    expect(body.adminActivity.library.name).toBe('总馆');

    const list = await ok('{ activities(pageSize: 100) { items { id title } } }');
    const ids = list.activities.items.map((a: Data) => a.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(hidden);
    expect((await refused(DETAIL, { id: hidden })).extensions?.code).toBe('NOT_FOUND');

    const [reader] = await newReaders(1);
    expect((await refused(CREATE, { input: activityInput() })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(CREATE, { input: activityInput() }, reader.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused('mutation($id: ID!) { checkInActivitySignUp(id: $id) { id } }', { id: '1' }, reader.token)).extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await refused('query($id: ID!) { exportActivitySignUps(activityId: $id) { fileName } }', { id })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('takes place at a branch (分馆) too: shown to the public while the branch is enabled; an unknown branch is refused', async () => {
    const branch = await ok(
      'mutation($input: BranchInput!) { createBranch(input: $input) { id } }',
      { input: { type: 'community', name: '文晖社区分馆', district: '湖西区', address: '文晖路88号' } },
      admin,
    );
    const id = await createActivity({ branchId: branch.createBranch.id, place: '二楼阅览室', title: '社区亲子共读' });
    expect((await ok('query($id: ID!) { activity(id: $id) { branchId branch { name } place } }', { id })).activity).toEqual({
      branchId: branch.createBranch.id,
      branch: { name: '文晖社区分馆' },
      place: '二楼阅览室',
    });
    const filtered = await ok('query($b: ID!) { activities(filter: { branchId: $b }) { items { id } } }', { b: branch.createBranch.id });
    expect(filtered.activities.items).toEqual([{ id }]);
    await ok('mutation($id: ID!) { disableBranch(id: $id) { id } }', { id: branch.createBranch.id }, admin);
    expect((await ok('query($id: ID!) { activity(id: $id) { branch { name } } }', { id })).activity.branch).toBeNull();
    const error = await refused(CREATE, { input: activityInput({ branchId: '999999' }) }, admin);
    expect(error.extensions?.field).toBe('branchId');
    expect(error.message).toBe('所在分馆不存在');
  });

  it('refuses bad times with Chinese messages on the right field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endsAt: inDays(9) }, 'endsAt', '结束时间须晚于开始时间'],
      [{ signUpEndsAt: inDays(11) }, 'signUpEndsAt', '报名截止时间不能晚于活动开始时间'],
      [{ signUpStartsAt: inDays(5), signUpEndsAt: inDays(4) }, 'signUpEndsAt', '报名截止时间须晚于报名开始时间'],
      [{ title: '' }, 'title', '请输入活动名称'],
      [{ capacity: -1 }, 'capacity', '人数上限不能小于0'],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await refused(CREATE, { input: activityInput(overrides) }, admin);
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.extensions?.field).toBe(field);
      expect(error.message).toBe(message);
    }
  });

  it('derives the state from times and counts; the state filter agrees with the field', async () => {
    const made = {
      ENDED: await createActivity({ title: '状态-已结束', startsAt: inDays(-3), endsAt: inDays(-2.9) }),
      ONGOING: await createActivity({ title: '状态-进行中', startsAt: inDays(-1), endsAt: inDays(1), capacity: 0 }),
      NO_SIGN_UP: await createActivity({ title: '状态-无需报名', capacity: 0 }),
      NOT_OPEN: await createActivity({ title: '状态-未开始报名', signUpStartsAt: inDays(3) }),
      CLOSED: await createActivity({ title: '状态-报名已截止', signUpStartsAt: inDays(-3), signUpEndsAt: inDays(-1) }),
      OPEN: await createActivity({ title: '状态-报名中', capacity: 2 }),
      FULL: await createActivity({ title: '状态-已满', capacity: 1 }),
    };
    const [reader] = await newReaders(1);
    await ok(SIGN_UP, { id: made.FULL }, reader.token);
    for (const [state, id] of Object.entries(made)) {
      expect((await ok(DETAIL, { id })).activity.state, state).toBe(state);
      const filtered = await ok(
        'query($state: ActivityState) { activities(filter: { state: $state, keyword: "状态-" }, pageSize: 100) { items { id } } }',
        {
          state,
        },
      );
      expect(
        filtered.activities.items.map((a: Data) => a.id),
        state,
      ).toEqual([id]);
    }
    const past = await ok('{ activities(filter: { past: true, keyword: "状态-" }) { items { id } } }');
    expect(past.activities.items.map((a: Data) => a.id)).toEqual([made.ENDED]);
    const lectures = await ok('{ activities(filter: { category: FAMILY }) { total } }');
    expect(lectures.activities.total).toBe(0);
  });

  it('the public list runs the same few statements at page sizes 5 and 20', async () => {
    for (let i = 0; i < 20; i++) await createActivity({ title: `批量活动${i}` });
    const counts: number[] = [];
    for (const pageSize of [5, 20]) {
      const res = await portal.gql<Data>(
        `query($n: Int!) { activities(pageSize: $n, sortBy: startsAt, order: ASC) { total items { id title state placesLeft cover library { name } } } }`,
        { n: pageSize },
      );
      expect(res.data!.activities.items).toHaveLength(pageSize);
      counts.push(Number(res.headers.get('x-sql-statements')));
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(3);
  });
});

describe('sign-up', () => {
  it('20 parallel sign-ups for 10 places give exactly 10, the rest wait in order', async () => {
    const id = await createActivity({ title: '抢报名', capacity: 10 });
    const readers = await newReaders(20);
    const results = await Promise.all(readers.map((r) => portal.gql<Data>(SIGN_UP, { id }, r.token)));
    for (const res of results) expect(res.errors).toBeUndefined();
    const statuses = results.map((res) => res.data!.signUpForActivity.status);
    expect(statuses.filter((s) => s === 'SIGNED_UP')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'WAITING')).toHaveLength(10);
    const positions = results
      .map((res) => res.data!.signUpForActivity.waitingPosition)
      .filter((p) => p !== null)
      .sort((a, b) => a - b);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [row] = await portal.sql<{ n: number; c: number }>(
      "select count(*)::int as n, (select signed_up_count from activity where id = ?) as c from activity_sign_up where activity_id = ? and status = 'SIGNED_UP'",
      [id, id],
    );
    expect(row).toEqual({ n: 10, c: 10 });
    expect((await ok(DETAIL, { id })).activity).toMatchObject({ state: 'FULL', placesLeft: 0, waitingCount: 10 });
  });

  it('a cancellation moves the first waiting reader up in the same transaction', async () => {
    const id = await createActivity({ title: '候补递补', capacity: 2 });
    const [a, b, c, d] = await newReaders(4);
    for (const r of [a, b, c, d]) await ok(SIGN_UP, { id }, r.token);
    expect((await ok(DETAIL, { id }, c.token)).activity.mySignUp).toEqual({ status: 'WAITING', waitingPosition: 1 });
    expect((await ok(DETAIL, { id }, d.token)).activity.mySignUp).toEqual({ status: 'WAITING', waitingPosition: 2 });

    const cancelled = await ok(CANCEL, { id }, a.token);
    expect(cancelled.cancelActivitySignUp.status).toBe('CANCELLED');
    expect((await ok(DETAIL, { id }, c.token)).activity.mySignUp).toEqual({ status: 'SIGNED_UP', waitingPosition: null });
    expect((await ok(DETAIL, { id }, d.token)).activity).toMatchObject({
      signedUpCount: 2,
      waitingCount: 1,
      mySignUp: { status: 'WAITING', waitingPosition: 1 },
    });
    // A waiting reader who cancels frees no place; the count stays.
    await ok(CANCEL, { id }, d.token);
    expect((await ok(DETAIL, { id })).activity).toMatchObject({ signedUpCount: 2, waitingCount: 0, state: 'FULL' });
    // Signing up again after a cancellation: the same row, at the end of the queue.
    const again = await ok(SIGN_UP, { id }, a.token);
    expect(again.signUpForActivity).toMatchObject({ status: 'WAITING', waitingPosition: 1, id: cancelled.cancelActivitySignUp.id });
    // More places: the waiting reader moves up at once.
    const input = activityInput({ title: '候补递补', capacity: 3 });
    expect((await ok(UPDATE, { id, input }, admin)).updateActivity).toMatchObject({ capacity: 3, signedUpCount: 3, state: 'FULL' });
    // Fewer places than readers signed up: refused.
    const error = await refused(UPDATE, { id, input: { ...input, capacity: 2 } }, admin);
    expect(error.message).toBe('已有3人报名成功，人数上限不能少于3');
    expect(error.extensions?.field).toBe('capacity');
  });

  it('refuses with clear Chinese messages', async () => {
    const [reader, barred] = await newReaders(2);
    const notOpen = await createActivity({ signUpStartsAt: inDays(2) });
    const closed = await createActivity({ signUpStartsAt: inDays(-2), signUpEndsAt: inDays(-1) });
    const noSignUp = await createActivity({ capacity: 0 });
    const started = await createActivity({ startsAt: inDays(-0.1), endsAt: inDays(1) });
    const open = await createActivity();
    const expectRefusal = async (query: string, id: string, token: string | undefined, code: string, message?: string) => {
      const error = await refused(query, { id }, token);
      expect(error.extensions?.code).toBe(code);
      if (message) expect(error.message).toBe(message);
    };
    await expectRefusal(SIGN_UP, notOpen, reader.token, 'BAD_USER_INPUT', '报名未开始');
    await expectRefusal(SIGN_UP, closed, reader.token, 'BAD_USER_INPUT', '报名已结束');
    await expectRefusal(SIGN_UP, started, reader.token, 'BAD_USER_INPUT', '报名已结束');
    await expectRefusal(SIGN_UP, noSignUp, reader.token, 'BAD_USER_INPUT', '本活动无需报名，欢迎直接参加');
    await expectRefusal(SIGN_UP, open, undefined, 'UNAUTHENTICATED', '未登录或登录过期');
    await expectRefusal(SIGN_UP, '2147480000', reader.token, 'NOT_FOUND');
    await expectRefusal(CANCEL, open, reader.token, 'BAD_USER_INPUT', '您未报名该活动');
    await ok(SIGN_UP, { id: open }, reader.token);
    await expectRefusal(SIGN_UP, open, reader.token, 'BAD_USER_INPUT', '您已报名该活动');

    // Cancelling after the start is refused.
    await portal.sql("update activity set starts_at = now() - interval '1 minute' where id = ?", [open]);
    await expectRefusal(CANCEL, open, reader.token, 'BAD_USER_INPUT', '活动已开始，不能取消报名');

    // The blacklist, as submissions respect it.
    await ok(
      'mutation($input: BlacklistEntryInput!) { createBlacklistEntry(input: $input) { id } }',
      { input: { readerId: String(barred.id), reason: '多次爽约' } },
      admin,
    );
    const error = await refused(SIGN_UP, { id: await createActivity() }, barred.token);
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect(error.message).toContain('您已被列入黑名单');
  });

  it("lists the reader's sign-ups with state and place in the queue", async () => {
    const [a, b] = await newReaders(2);
    const full = await createActivity({ title: '我的活动-已满', capacity: 1 });
    const other = await createActivity({ title: '我的活动-报名', capacity: 5 });
    await ok(SIGN_UP, { id: full }, a.token);
    await ok(SIGN_UP, { id: full }, b.token);
    await ok(SIGN_UP, { id: other }, b.token);
    await ok(CANCEL, { id: other }, b.token);
    const mine = await ok('{ myActivitySignUps { total items { status waitingPosition checkedInAt activity { id title state } } } }', {}, b.token);
    expect(mine.myActivitySignUps.items).toEqual([
      { status: 'CANCELLED', waitingPosition: null, checkedInAt: null, activity: { id: other, title: '我的活动-报名', state: 'OPEN' } },
      { status: 'WAITING', waitingPosition: 1, checkedInAt: null, activity: { id: full, title: '我的活动-已满', state: 'FULL' } },
    ]);
    const waiting = await ok('{ myActivitySignUps(status: WAITING) { total } }', {}, b.token);
    expect(waiting.myActivitySignUps.total).toBe(1);
    expect((await refused('{ myActivitySignUps { total } }', {})).extensions?.code).toBe('UNAUTHENTICATED');
    // A reader never sees who else signed up.
    const reader = await ok('{ myActivitySignUps { items { reader { name } } } }', {}, b.token);
    expect(reader.myActivitySignUps.items[0].reader).toBeNull();
  });
});

describe('the back office: sign-up list, check-in, export', () => {
  it('lists one activity’s sign-ups, marks check-in, exports XLSX and CSV', async () => {
    const id = await createActivity({ title: '导出/测试：讲座', capacity: 2 });
    const readers = await newReaders(3);
    for (const r of readers) await ok(SIGN_UP, { id }, r.token);
    const LIST = `query($filter: ActivitySignUpFilter) { adminActivitySignUps(filter: $filter, pageSize: 50) {
      total items { id status queuedAt checkedInAt reader { name cardNumber } } } }`;
    const list = await ok(LIST, { filter: { activityId: id } }, admin);
    expect(list.adminActivitySignUps.total).toBe(3);
    const [first, second, third] = list.adminActivitySignUps.items;
    expect([first.status, second.status, third.status]).toEqual(['SIGNED_UP', 'SIGNED_UP', 'WAITING']);
    expect(first.reader.name).toMatch(/^活动读者/);

    const checked = await ok('mutation($id: ID!) { checkInActivitySignUp(id: $id) { checkedInAt } }', { id: first.id }, admin);
    expect(checked.checkInActivitySignUp.checkedInAt).toBeTruthy();
    const error = await refused('mutation($id: ID!) { checkInActivitySignUp(id: $id) { id } }', { id: third.id }, admin);
    expect(error.message).toBe('只能为报名成功的读者签到');
    const filtered = await ok(LIST, { filter: { activityId: id, checkedIn: true } }, admin);
    expect(filtered.adminActivitySignUps.items.map((s: Data) => s.id)).toEqual([first.id]);
    const byName = await ok(LIST, { filter: { activityId: id, keyword: second.reader.cardNumber } }, admin);
    expect(byName.adminActivitySignUps.items.map((s: Data) => s.id)).toEqual([second.id]);
    const batch = await ok(
      'mutation($ids: [ID!]!) { batchCheckInActivitySignUp(ids: $ids, checkedIn: false) { count } }',
      { ids: [first.id] },
      admin,
    );
    expect(batch.batchCheckInActivitySignUp.count).toBe(1);
    // REST: the check-in row (body checkedIn defaults to true).
    const rest = await portal.rest<Data>('POST', `/api/admin/activity/checkin/${second.id}`, {}, admin);
    expect(rest.body).toMatchObject({ code: 200, data: { id: second.id } });
    expect(rest.body.data.checkedInAt).toBeTruthy();
    const restBatch = await portal.rest<Data>('POST', '/api/admin/activity/batch/checkin', { ids: [third.id] }, admin);
    expect(restBatch.body).toMatchObject({ code: 400, msg: '只能为报名成功的读者签到' });

    const EXPORT = 'query($id: ID!, $format: ExportFormat) { exportActivitySignUps(activityId: $id, format: $format) { fileName mime base64 } }';
    const xlsx = (await ok(EXPORT, { id }, admin)).exportActivitySignUps;
    expect(xlsx.fileName).toBe('导出_测试：讲座-报名名单.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.base64, 'base64') as never);
    const sheet = workbook.getWorksheet('报名名单')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '序号', '姓名', '读者证号', '手机号', '报名时间', '状态', '签到']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(6).value).toBe('报名成功');
    expect(sheet.getRow(3).getCell(7).value).toMatch(/^已签到 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(sheet.getRow(4).getCell(6).value).toBe('候补中');

    const csv = (await ok(EXPORT, { id, format: 'CSV' }, admin)).exportActivitySignUps;
    expect(csv.mime).toBe('text/csv; charset=utf-8');
    const text = Buffer.from(csv.base64, 'base64').toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('序号,姓名,读者证号,手机号,报名时间,状态,签到');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('候补中');

    // REST: the download row sends the file itself.
    const res = await fetch(`${portal.url}/api/admin/act/signup/export?activityId=${id}&format=CSV`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
  });

  it('the sign-up list runs the same few statements at page sizes 5 and 20', async () => {
    const id = await createActivity({ title: '名单语句数', capacity: 30 });
    const readers = await newReaders(20);
    for (const r of readers) await ok(SIGN_UP, { id }, r.token);
    const counts: number[] = [];
    for (const pageSize of [5, 20]) {
      const res = await portal.gql<Data>(
        `query($id: ID!, $n: Int!) { adminActivitySignUps(filter: { activityId: $id }, pageSize: $n) { items { id reader { name cardNumber } activity { title } } } }`,
        { id, n: pageSize },
        admin,
      );
      expect(res.data!.adminActivitySignUps.items).toHaveLength(pageSize);
      counts.push(Number(res.headers.get('x-sql-statements')));
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(5);
  });
});

describe('REST faces', () => {
  it('api/act, api/act/{id}, api/user/act and api/user/mine/act answer as GraphQL does', async () => {
    const id = await createActivity({ title: 'REST 对照', capacity: 1 });
    const [a, b] = await newReaders(2);
    const LIST = '{ activities(filter: { keyword: "REST 对照" }) { total items { id title state placesLeft capacity } } }';
    const rest = await portal.rest<Data>('GET', `/api/act?${new URLSearchParams({ keyword: 'REST 对照' })}`);
    expect(rest.body.code).toBe(200);
    expect(rest.body.data).toMatchObject((await ok(LIST)).activities);
    const one = await portal.rest<Data>('GET', `/api/act/${id}`);
    expect(one.body.data).toMatchObject({ id, title: 'REST 对照', state: 'OPEN', placesLeft: 1 });
    expect((await portal.rest<Data>('GET', '/api/act/2147480000')).status).toBe(404);

    const signed = await portal.rest<Data>('POST', '/api/user/act', { activityId: id }, a.token);
    expect(signed.body).toMatchObject({ code: 200, data: { status: 'SIGNED_UP', activityId: id } });
    const gql = await ok(SIGN_UP, { id }, b.token);
    expect(gql.signUpForActivity).toMatchObject({ status: 'WAITING', waitingPosition: 1 });
    const again = await portal.rest<Data>('POST', '/api/user/act', { activityId: id }, a.token);
    expect(again.body).toMatchObject({ code: 400, msg: '您已报名该活动' });
    const guest = await portal.rest<Data>('POST', '/api/user/act', { activityId: id });
    expect(guest.status).toBe(401);

    const mine = await portal.rest<Data>('GET', '/api/user/mine/act', undefined, b.token);
    expect(mine.body.data).toMatchObject({ total: 1, items: [{ status: 'WAITING', waitingPosition: 1 }] });
    const cancelled = await portal.rest<Data>('POST', '/api/user/act/cancel', { activityId: id }, a.token);
    expect(cancelled.body).toMatchObject({ code: 200, data: { status: 'CANCELLED' } });
    const moved = await portal.rest<Data>('GET', '/api/user/mine/act', undefined, b.token);
    expect(moved.body.data.items[0]).toMatchObject({ status: 'SIGNED_UP', waitingPosition: null });
  });
});
