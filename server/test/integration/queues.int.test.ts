/**
 * Issue 15, the back office's review queues: 纠错管理's reports grouped by resource (counts,
 * paging, filters, who may ask, its REST row), a venue booking's overlapping bookings before a
 * pass, batches over items of mixed states (counters never count twice), and the statements of
 * every queue's list as its screen asks for it, at page sizes 10 and 50.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, libraryNow } from '../../src/modules/activity/booking-time.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let reader: string;
let admin: string;
/** Readers made here (the hourly limits are per reader). */
let readers: number[];
/** Resources of the demo catalogue, titles made unique for this test. */
let resources: number[];

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

/** Rows of a submission table for reader `readerId` (the columns every type has, plus `columns`). */
async function insert(table: string, readerId: number, rows: Array<Record<string, unknown>>, createdAt?: string): Promise<number[]> {
  const ids: number[] = [];
  for (const { status = 'PENDING', ...row } of rows) {
    const columns = Object.keys(row);
    const [{ id }] = await portal.sql<{ id: number }>(
      `insert into ${table} (created_at, updated_at, reader_id, author_name, status, unread, ${columns.join(', ')})
       values (coalesce(?::timestamptz, now()), now(), ?, '测*', ?, false, ${columns.map(() => '?').join(', ')})
       returning id`,
      [createdAt ?? null, readerId, status, ...Object.values(row)],
    );
    ids.push(id);
  }
  return ids;
}

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true });
  [reader, admin] = await Promise.all([portal.readerToken(2), portal.adminToken()]);
  readers = (
    await portal.sql<{ id: number }>(
      `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
       select now(), now(), true, 'Q-' || g, '审核读者' || g, 'x', 2, 0 from generate_series(1, 6) g returning id`,
    )
  ).map((row) => row.id);
  resources = (
    await portal.sql<{ id: number }>("select id from resource where enabled and on_shelf and kind in ('book', 'video', 'audio') order by id limit 60")
  ).map((row) => row.id);
  await portal.sql("update resource set title = '纠错样本' || id where id in (?, ?, ?)", resources.slice(0, 3));
});

afterAll(() => portal?.close());

describe('纠错管理: error reports grouped by resource', () => {
  const GROUPS = `query($filter: ErrorReportGroupFilter, $page: Int!, $pageSize: Int!) {
    adminErrorReportGroups(filter: $filter, page: $page, pageSize: $pageSize) {
      total page pageSize items { resourceId title kind reports pending latestAt }
    }
  }`;
  let a: number, b: number, c: number;

  beforeAll(async () => {
    [a, b, c] = resources;
    const report = (resource: number, status = 'PENDING') => ({ resource_id: resource, type: 'LINK', description: '链接失效', status });
    // a: 3 reports (1 pending) long ago; b: 2 pending, the latest; c: 1 processed.
    await insert('resource_error_report', readers[0], [report(a, 'PASSED'), report(a, 'REJECTED')], '2026-01-01T02:00:00Z');
    await insert('resource_error_report', readers[1], [report(a)], '2026-01-02T02:00:00Z');
    await insert('resource_error_report', readers[1], [report(b), report(b)], '2026-01-05T02:00:00Z');
    await insert('resource_error_report', readers[2], [report(c, 'PASSED')], '2026-01-03T02:00:00Z');
  });

  const mine = (items: Data[]) => items.filter((item) => [a, b, c].includes(Number(item.resourceId)));

  it('counts every report and the pending ones per resource, latest report first', async () => {
    const page = (await ok(GROUPS, { filter: { keyword: '纠错样本' }, page: 1, pageSize: 10 }, admin)).adminErrorReportGroups;
    expect(page.total).toBe(3);
    expect(page.items.map((item: Data) => [Number(item.resourceId), item.reports, item.pending])).toEqual([
      [b, 2, 2],
      [c, 1, 0],
      [a, 3, 1],
    ]);
    expect(page.items[0]).toMatchObject({ title: `纠错样本${b}`, latestAt: '2026-01-05T02:00:00.000Z' });
    expect(['book', 'video', 'audio']).toContain(page.items[0].kind);
  });

  it('pages, and says the total past the last page', async () => {
    const second = (await ok(GROUPS, { filter: { keyword: '纠错样本' }, page: 2, pageSize: 2 }, admin)).adminErrorReportGroups;
    expect(second.items.map((item: Data) => Number(item.resourceId))).toEqual([a]);
    expect(second.total).toBe(3);
    const past = (await ok(GROUPS, { filter: { keyword: '纠错样本' }, page: 5, pageSize: 2 }, admin)).adminErrorReportGroups;
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it('the state filter keeps resources with a report in that state, counting all of theirs', async () => {
    const pending = (await ok(GROUPS, { filter: { status: 'PENDING', keyword: '纠错样本' }, page: 1, pageSize: 10 }, admin)).adminErrorReportGroups;
    expect(pending.items.map((item: Data) => [Number(item.resourceId), item.reports])).toEqual([
      [b, 2],
      [a, 3],
    ]);
    const all = (await ok(GROUPS, { filter: { status: 'PASSED' }, page: 1, pageSize: 100 }, admin)).adminErrorReportGroups;
    expect(mine(all.items).map((item: Data) => Number(item.resourceId))).toEqual([c, a]);
    // LIKE's wildcards are the admin's text, not patterns.
    expect((await ok(GROUPS, { filter: { keyword: '%' }, page: 1, pageSize: 10 }, admin)).adminErrorReportGroups.total).toBe(0);
  });

  it('processing a report with a reply: the group counts one pending less, the reader sees the reply as new', async () => {
    const [report] = await portal.sql<{ id: number }>("select id from resource_error_report where resource_id = ? and status = 'PENDING'", [a]);
    await ok('mutation($id: ID!) { updateErrorReport(id: $id, input: { status: PASSED, reply: "已更正链接" }) { id } }', { id: report.id }, admin);
    const page = (await ok(GROUPS, { filter: { keyword: `纠错样本${a}` }, page: 1, pageSize: 10 }, admin)).adminErrorReportGroups;
    expect(page.items[0]).toMatchObject({ reports: 3, pending: 0 });
    const [row] = await portal.sql<Data>('select reply, unread from resource_error_report where id = ?', [report.id]);
    expect(row).toEqual({ reply: '已更正链接', unread: true });
  });

  it('one statement for a page (the check of the admin token aside), whatever its size', async () => {
    const counts = [];
    for (const pageSize of [10, 50]) {
      const res = await portal.gql<Data>(GROUPS, { page: 1, pageSize }, admin);
      expect(res.errors).toBeUndefined();
      counts.push(Number(res.headers.get('x-sql-statements')));
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(2);
  });

  it('guests and readers are refused; bad paging answers in Chinese', async () => {
    expect((await refused(GROUPS, { page: 1, pageSize: 10 })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(GROUPS, { page: 1, pageSize: 10 }, reader)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused(GROUPS, { page: 1, pageSize: 0 }, admin)).message).toContain('pageSize 必须在 1 到 100 之间');
    expect((await portal.rest('GET', '/api/admin/error/groups')).status).toBe(401);
  });

  it('REST GET api/admin/error/groups answers as the query does', async () => {
    const rest = await portal.rest<Data>('GET', '/api/admin/error/groups?keyword=纠错样本&status=PENDING&pageSize=5', undefined, admin);
    const gql = await ok(GROUPS, { filter: { keyword: '纠错样本', status: 'PENDING' }, page: 1, pageSize: 5 }, admin);
    expect(rest.body).toMatchObject({ code: 200 });
    expect((rest.body as Data).data.items).toEqual(gql.adminErrorReportGroups.items);
  });
});

describe('场馆预约: the bookings a pass would clash with', () => {
  const OVERLAPPING = 'query($id: ID!) { adminVenueBooking(id: $id) { id overlapping { id status startTime endTime } } }';
  let venue: number;
  let date: string;

  beforeAll(async () => {
    [{ id: venue }] = await portal.sql<{ id: number }>('select id from venue where enabled order by sort, id limit 1');
    date = addDays(libraryNow().date, 30);
  });

  const book = (readerId: number, startTime: string, endTime: string, status = 'PENDING') =>
    insert('venue_booking', readerId, [
      { venue_id: venue, date, start_time: startTime, end_time: endTime, purpose: '读书会', attendees: 10, phone: '13900000000', status },
    ]).then(([id]) => id);

  it('lists the passed and pending bookings overlapping it, not touching or rejected ones; a pass over a passed one is refused', async () => {
    const target = await book(readers[0], '14:00', '16:00');
    const passed = await book(readers[1], '15:00', '17:00', 'PASSED');
    const pending = await book(readers[2], '13:00', '14:30');
    await book(readers[3], '16:00', '18:00');
    await book(readers[4], '14:00', '15:00', 'REJECTED');
    const answer = (await ok(OVERLAPPING, { id: target }, admin)).adminVenueBooking.overlapping;
    expect(answer).toEqual([
      { id: String(pending), status: 'PENDING', startTime: '13:00', endTime: '14:30' },
      { id: String(passed), status: 'PASSED', startTime: '15:00', endTime: '17:00' },
    ]);
    const error = await refused(
      'mutation($ids: [ID!]!) { batchSetStatusVenueBooking(ids: $ids, value: PASSED) { count } }',
      { ids: [target] },
      admin,
    );
    expect(error.message).toBe(`该时段已有通过的预约（${date} 15:00–17:00），不能重复通过`);
    expect((await portal.sql<Data>('select status from venue_booking where id = ?', [target]))[0].status).toBe('PENDING');
  });

  it('a reader never sees other readers’ bookings through it', async () => {
    const res = await ok('{ myVenueBookings { items { id overlapping { id } } } }', {}, reader);
    for (const item of res.myVenueBookings.items) expect(item.overlapping).toBeNull();
  });
});

describe('batches over items of mixed states count each change once', () => {
  const RESOURCE = 'query($id: ID!) { resource(id: $id) { comments scoreCount scoreAverage } }';
  const TAGS = 'query($id: ID!) { resourceTags(resourceId: $id) { text count } }';
  const batch = (type: string, ids: number[], value: string) =>
    ok(`mutation($ids: [ID!]!) { batchSetStatus${type}(ids: $ids, value: ${value}) { count } }`, { ids }, admin);

  it('comments: passing three of which one was passed counts two more; rejecting takes back only the passed', async () => {
    const resource = resources[10];
    const before = (await ok(RESOURCE, { id: resource })).resource.comments;
    const [first, ...rest] = await insert(
      'resource_comment',
      readers[0],
      ['一', '二', '三'].map((content) => ({ resource_id: resource, content })),
    );
    await ok('mutation($id: ID!) { setStatusComment(id: $id, value: PASSED) { id } }', { id: first }, admin);
    expect((await ok(RESOURCE, { id: resource })).resource.comments).toBe(before + 1);
    await batch('Comment', [first, ...rest], 'PASSED');
    expect((await ok(RESOURCE, { id: resource })).resource.comments).toBe(before + 3);
    // Passing them all again changes nothing.
    await batch('Comment', [first, ...rest], 'PASSED');
    expect((await ok(RESOURCE, { id: resource })).resource.comments).toBe(before + 3);
    await batch('Comment', [first, rest[0]], 'REJECTED');
    expect((await ok(RESOURCE, { id: resource })).resource.comments).toBe(before + 1);
    // Removing a rejected and a passed one takes back only the passed.
    await ok('mutation($ids: [ID!]!) { batchRemoveComment(ids: $ids) { count } }', { ids: [first, rest[1]] }, admin);
    expect((await ok(RESOURCE, { id: resource })).resource.comments).toBe(before);
  });

  it('scores: the count and the total follow only the items whose state changed', async () => {
    const resource = resources[11];
    await portal.sql('update resource set score_count = 0, score_total = 0, score_average = 0 where id = ?', [resource]);
    const ids = await Promise.all(
      [5, 3, 1].map((value, i) => insert('resource_score', readers[i], [{ resource_id: resource, value }]).then(([id]) => id)),
    );
    await batch('Score', [ids[0]], 'PASSED');
    await batch('Score', ids, 'PASSED');
    expect((await ok(RESOURCE, { id: resource })).resource).toMatchObject({ scoreCount: 3, scoreAverage: 3 });
    await batch('Score', [ids[0], ids[1]], 'REJECTED');
    await batch('Score', [ids[0], ids[1]], 'REJECTED');
    expect((await ok(RESOURCE, { id: resource })).resource).toMatchObject({ scoreCount: 1, scoreAverage: 1 });
  });

  it('tags: a tag passed in two batches counts once per reader', async () => {
    const resource = resources[12];
    const ids = await Promise.all(
      readers.slice(0, 3).map((readerId) => insert('resource_tag', readerId, [{ resource_id: resource, text: '好书qz' }]).then(([id]) => id)),
    );
    await batch('Tag', [ids[0], ids[1]], 'PASSED');
    await batch('Tag', ids, 'PASSED');
    expect((await ok(TAGS, { id: resource })).resourceTags).toContainEqual({ text: '好书qz', count: 3 });
    await batch('Tag', [ids[0], ids[2]], 'REJECTED');
    expect((await ok(TAGS, { id: resource })).resourceTags).toContainEqual({ text: '好书qz', count: 1 });
  });

  it('the processed types: a batch over processed and new items marks each reviewed and unread', async () => {
    const ids = await insert('reader_message', readers[5], [
      { subject: '问一', content: '内容', status: 'PASSED' },
      { subject: '问二', content: '内容' },
    ]);
    await batch('Message', ids, 'REJECTED');
    const rows = await portal.sql<Data>('select status, unread, reviewed_at is not null as reviewed from reader_message where id in (?, ?)', ids);
    expect(rows).toEqual([
      { status: 'REJECTED', unread: true, reviewed: true },
      { status: 'REJECTED', unread: true, reviewed: true },
    ]);
  });
});

describe('statements of each queue’s list with the reader and the resource (no per-row queries)', () => {
  const READER = 'reader { id name cardNumber }';
  const RESOURCE = 'resource { id title }';
  const QUEUES: Record<string, { field: string; filter: string; selection: string }> = {
    Message: { field: 'adminMessages', filter: 'MessageFilter', selection: `subject content ${READER}` },
    Recommendation: { field: 'adminRecommendations', filter: 'RecommendationFilter', selection: `title author isbn reason ${READER}` },
    ErrorReport: { field: 'adminErrorReports', filter: 'ErrorReportFilter', selection: `type description ${READER} ${RESOURCE}` },
    VolunteerApplication: {
      field: 'adminVolunteerApplications',
      filter: 'VolunteerApplicationFilter',
      selection: `name phone availability ${READER}`,
    },
    VenueBooking: {
      field: 'adminVenueBookings',
      filter: 'VenueBookingFilter',
      selection: `date startTime endTime purpose ${READER} venue { id name }`,
    },
    Tag: { field: 'adminTags', filter: 'TagFilter', selection: `text ${READER} ${RESOURCE}` },
    Comment: { field: 'adminComments', filter: 'CommentFilter', selection: `content ${READER} ${RESOURCE}` },
    Score: { field: 'adminScores', filter: 'ScoreFilter', selection: `value ${READER} ${RESOURCE}` },
  };

  beforeAll(async () => {
    // Sixty of each, from six readers and sixty resources, so a page of 50 is full and varied.
    const sixty = 'from generate_series(0, 59) g';
    const readerOf = `(array[${readers.join(',')}])[g % 6 + 1]`;
    const resourceOf = `(array[${resources.join(',')}])[g + 1]`;
    const common = `now() - g * interval '1 minute', now(), ${readerOf}, '测*', 'PENDING', false`;
    const head = 'created_at, updated_at, reader_id, author_name, status, unread';
    const [{ id: venue }] = await portal.sql<{ id: number }>('select id from venue where enabled order by sort, id limit 1');
    await portal.sql(`insert into reader_message (${head}, subject, content) select ${common}, '问' || g, '内容' ${sixty}`);
    await portal.sql(`insert into resource_recommendation (${head}, title) select ${common}, '荐购' || g ${sixty}`);
    await portal.sql(
      `insert into resource_error_report (${head}, resource_id, type, description) select ${common}, ${resourceOf}, 'LINK', '错' ${sixty}`,
    );
    await portal.sql(
      `insert into volunteer_application (${head}, name, phone, availability) select ${common}, '志愿者', '13900000000', '{SAT:AM}' ${sixty}`,
    );
    await portal.sql(
      `insert into venue_booking (${head}, venue_id, date, start_time, end_time, purpose, attendees, phone)
       select ${common}, ?, current_date + 40 + g, '09:00', '10:00', '活动', 5, '13900000000' ${sixty}`,
      [venue],
    );
    await portal.sql(`insert into resource_tag (${head}, resource_id, text) select ${common}, ${resourceOf}, '标' || g ${sixty}`);
    await portal.sql(`insert into resource_comment (${head}, resource_id, content) select ${common}, ${resourceOf}, '评' || g ${sixty}`);
    // Scores are one per reader and resource: the sixty resources are each scored once.
    await portal.sql(`insert into resource_score (${head}, resource_id, value) select ${common}, ${resourceOf}, 4 ${sixty} on conflict do nothing`);
  });

  it('each list runs the same few statements at page sizes 10 and 50', async () => {
    const counts: Record<string, number[]> = {};
    for (const [type, queue] of Object.entries(QUEUES)) {
      counts[type] = [];
      for (const pageSize of [10, 50]) {
        const res = await portal.gql<Data>(
          `query($filter: ${queue.filter}) { page: ${queue.field}(filter: $filter, pageSize: ${pageSize}) {
            total items { id status reply reviewedAt createdAt ${queue.selection} } } }`,
          { filter: { status: 'PENDING' } },
          admin,
        );
        expect(res.errors, type).toBeUndefined();
        expect(res.data!.page.items, type).toHaveLength(pageSize);
        counts[type].push(Number(res.headers.get('x-sql-statements')));
      }
      expect(counts[type][1], type).toBe(counts[type][0]);
      // The admin's token check, the page and its count, one load each of readers, resources (a venue).
      expect(counts[type][0], type).toBeLessThanOrEqual(5);
    }
    console.log('statements of the queue lists at page sizes 10 / 50:', JSON.stringify(counts));
  });
});
