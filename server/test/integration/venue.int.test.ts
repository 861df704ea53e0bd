/**
 * Issue 14, venue applications (场馆预约) on the submission mechanism: venues on the CRUD factory,
 * a reader's booking from pending to passed, the time, day and capacity rules, conflicts with a
 * passed booking refused at submit and at pass (also when two overlapping ones are passed at
 * once), the public calendar, and the REST faces api/user/venue and api/user/mine/venue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, libraryNow, weekdayOf } from '../../src/modules/activity/booking-time.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let reader: string;
let admin: string;
/** Open every day 08:00–22:00 for 50 people. */
let hall: string;
/** Closed on the weekday of `closedDay`, 09:00–18:00, 10 people. */
let room: string;

const today = () => libraryNow().date;
const day = (n: number) => addDays(today(), n);

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

/** Readers made for this test, each with a reader-card token (the hourly limit is per reader). */
let made = 0;
async function newReaders(count: number): Promise<string[]> {
  made += 1;
  const rows = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     select now(), now(), true, 'V' || ? || '-' || g, '场馆读者' || g, 'x', 2, 0 from generate_series(1, ?) g returning id`,
    [made, count],
  );
  return Promise.all(
    rows.map(async (row) => (await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 })).token),
  );
}

const SUBMIT = `mutation($input: VenueBookingInput!) {
  submitVenueBooking(input: $input) { id status date startTime endTime purpose attendees phone authorName venue { id name } }
}`;
const PASS = 'mutation($id: ID!) { updateVenueBooking(id: $id, input: { status: PASSED, reply: "同意" }) { id status } }';
const SET = 'mutation($id: ID!, $value: ReviewStatus!) { setStatusVenueBooking(id: $id, value: $value) { id status } }';
const SCHEDULE =
  'query($venueId: ID!, $from: String!, $to: String!) { venueSchedule(venueId: $venueId, from: $from, to: $to) { date slots { startTime endTime } } }';

const booking = (overrides: Record<string, unknown> = {}) => ({
  venueId: hall,
  date: day(7),
  startTime: '09:00',
  endTime: '10:00',
  purpose: '读书会',
  attendees: 20,
  phone: '13800000001',
  ...overrides,
});

async function submit(token: string, overrides: Record<string, unknown> = {}): Promise<Data> {
  return (await ok(SUBMIT, { input: booking(overrides) }, token)).submitVenueBooking;
}

async function fieldErrors(token: string, overrides: Record<string, unknown>) {
  const error = await refused(SUBMIT, { input: booking(overrides) }, token);
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  return error;
}

const VENUE = 'mutation($input: VenueInput!) { createVenue(input: $input) { id opensAt closesAt openWeekdays } }';

beforeAll(async () => {
  portal = await startTestPortal();
  [reader, admin] = await Promise.all([portal.readerToken(), portal.adminToken()]);
  hall = (
    await ok(VENUE, { input: { name: '报告厅', location: '一楼', capacity: 50, opensAt: '08:00', closesAt: '22:00', facilities: '投影仪' } }, admin)
  ).createVenue.id;
  const closed = weekdayOf(day(9));
  room = (
    await ok(
      VENUE,
      {
        input: {
          name: '研讨室 A',
          location: '三楼',
          capacity: 10,
          opensAt: '09:00',
          closesAt: '18:00',
          openWeekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== closed),
        },
      },
      admin,
    )
  ).createVenue.id;
}, 120_000);

afterAll(() => portal?.close());

describe('venues', () => {
  it('the public lists enabled venues in order; the back office keeps their hours', async () => {
    const created = await ok(VENUE, { input: { name: '停用的活动室', location: '地下一层', capacity: 5, enabled: false } }, admin);
    // New venues open every day 09:00–21:00 unless told otherwise.
    expect(created.createVenue).toMatchObject({ opensAt: '09:00', closesAt: '21:00', openWeekdays: [1, 2, 3, 4, 5, 6, 7] });
    const list = await ok('{ venues { total items { id name capacity facilities opensAt closesAt library { name } } } }');
    expect(list.venues.items.map((v: Data) => v.name)).toEqual(['报告厅', '研讨室 A']);
    expect(list.venues.items[0]).toMatchObject({ capacity: 50, facilities: '投影仪', opensAt: '08:00', closesAt: '22:00', library: null });
    const rest = await portal.rest<Data>('GET', '/api/venue');
    expect(rest.body.data.total).toBe(2);
  });

  it('refuses hours that close before they open and an unknown library', async () => {
    const error = await refused(VENUE, { input: { name: '室', location: '一楼', capacity: 5, opensAt: '18:00', closesAt: '09:00' } }, admin);
    expect(error.message).toBe('闭馆时间须晚于开放时间');
    expect((await refused(VENUE, { input: { name: '室', location: '一楼', capacity: 5, libraryId: '99999' } }, admin)).message).toBe(
      '所属图书馆不存在',
    );
    const update = await refused(
      'mutation($id: ID!) { updateVenue(id: $id, input: { name: "报告厅", location: "一楼", capacity: 50, closesAt: "07:00" }) { id } }',
      { id: hall },
      admin,
    );
    expect(update.message).toBe('闭馆时间须晚于开放时间');
    expect(JSON.stringify(await refused(VENUE, { input: { name: '室', location: '一楼', capacity: 5, opensAt: '' } }, admin))).toContain(
      '请选择时间',
    );
  });
});

describe('venue bookings', () => {
  it('a guest is asked to log in, on both faces', async () => {
    expect((await refused(SUBMIT, { input: booking() })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await portal.rest('POST', '/api/user/venue', booking())).status).toBe(401);
    expect((await refused('{ myVenueBookings { total } }', {})).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a booking waits for review, shows in my list, and is passed with a reply', async () => {
    const sent = await submit(reader, { purpose: '  读书分享会  ', date: day(6) });
    expect(sent).toMatchObject({
      status: 'PENDING',
      date: day(6),
      startTime: '09:00',
      endTime: '10:00',
      purpose: '读书分享会',
      attendees: 20,
      authorName: '张*',
      venue: { id: hall, name: '报告厅' },
    });
    const MINE = '{ myVenueBookings { total items { id status reply unread date startTime endTime venue { name } } } }';
    expect((await ok(MINE, {}, reader)).myVenueBookings.items[0]).toMatchObject({ id: sent.id, status: 'PENDING', reply: null, unread: false });

    expect((await ok(PASS, { id: sent.id }, admin)).updateVenueBooking.status).toBe('PASSED');
    expect((await ok(MINE, {}, reader)).myVenueBookings.items[0]).toMatchObject({ id: sent.id, status: 'PASSED', reply: '同意', unread: true });
    expect((await ok('mutation { readMyVenueBookings }', {}, reader)).readMyVenueBookings).toBe(1);

    // The back office's queue, filtered by venue and day.
    const queue = await ok(
      'query($f: VenueBookingFilter) { adminVenueBookings(filter: $f) { total items { id reader { cardNumber } } } }',
      { f: { venueId: hall, date: day(6) } },
      admin,
    );
    expect(queue.adminVenueBookings.items.map((b: Data) => b.id)).toEqual([sent.id]);
    // A reader cannot review.
    expect((await refused(PASS, { id: sent.id }, reader)).extensions?.code).toBe('FORBIDDEN');
  });

  it('REST: POST api/user/venue and GET api/user/mine/venue answer as GraphQL does', async () => {
    const [token] = await newReaders(1);
    const sent = await portal.rest<Data>('POST', '/api/user/venue', booking({ date: day(8) }), token);
    expect(sent.body).toMatchObject({ code: 200, data: { status: 'PENDING', date: day(8), startTime: '09:00' } });
    const mine = await portal.rest<Data>('GET', '/api/user/mine/venue?status=PENDING', undefined, token);
    expect(mine.body.data).toMatchObject({ total: 1, items: [{ id: sent.body.data.id, status: 'PENDING' }] });
    const bad = await portal.rest<Data>('POST', '/api/user/venue', booking({ startTime: '' }), token);
    expect(bad.body).toMatchObject({ code: 400, msg: '请选择时间' });
    // The admin's queue is at api/admin/place (api/admin/venue is the venues').
    const queue = await portal.rest<Data>('GET', `/api/admin/place/list?pageSize=50`, undefined, admin);
    expect(queue.body.data.items.map((b: Data) => b.id)).toContain(sent.body.data.id);
  });

  it('time, day and capacity rules answer per field in Chinese', async () => {
    // Refusals by these rules count towards the hourly limit too: a few readers share them.
    const tokens = await newReaders(4);
    let calls = 0;
    const next = () => tokens[Math.floor(calls++ / 8)];
    const message = async (overrides: Record<string, unknown>) => (await fieldErrors(next(), overrides)).message;
    // Spec §5: a time picker must have a value.
    expect(await message({ startTime: '' })).toBe('请选择时间');
    expect(await message({ endTime: '' })).toBe('请选择时间');
    expect(await message({ endTime: '9点' })).toBe('请选择时间');
    expect(await message({ date: '' })).toBe('请选择日期');
    expect(await message({ purpose: ' ' })).toContain('请填写使用用途');
    expect(await message({ phone: '123' })).toBe('请输入正确的手机号');
    expect(await message({ attendees: 0 })).toBe('参加人数至少为1人');

    expect(await message({ startTime: '10:00', endTime: '10:00' })).toBe('结束时间须晚于开始时间');
    expect(await message({ startTime: '07:30', endTime: '09:00' })).toBe('请在场馆开放时间（08:00–22:00）内预约');
    expect(await message({ startTime: '21:00', endTime: '22:30' })).toBe('请在场馆开放时间（08:00–22:00）内预约');
    expect(await message({ date: day(-1) })).toBe('预约日期不能早于今天');
    expect(await message({ date: day(61) })).toBe('只能预约60天以内的日期');
    expect(await message({ date: '2026-02-30' })).toBe('请选择日期');
    expect(await message({ venueId: room, date: day(9), attendees: 5 })).toBe('该场馆当天不开放，请选择其他日期');
    expect(await message({ venueId: room, attendees: 11 })).toBe('参加人数超过场馆容纳人数（10人）');
    expect(await message({ venueId: '99999' })).toBe('场馆不存在或已停用');
    // Today, a time that has begun (the hall opens 08:00; today at 08:00 has begun unless it is before 08:00 now).
    if (libraryNow().minutes >= 8 * 60)
      expect(await message({ date: today(), startTime: '08:00', endTime: '08:30' })).toBe('该时段已开始，请选择其他时间');
    // Several rules at once: every field is named.
    const several = await fieldErrors(next(), { venueId: room, date: day(9), startTime: '08:00', attendees: 11 });
    expect((several.extensions?.fieldErrors as Data[]).map((e) => e.field)).toEqual(['date', 'startTime', 'attendees']);
    // The last day allowed and the edges of the hours are fine.
    await submit(next(), { date: day(60), startTime: '08:00', endTime: '22:00' });
    await submit(next(), { venueId: room, date: day(10), startTime: '17:00', endTime: '18:00', attendees: 10 });
  });

  it('a disabled venue takes no bookings and shows no calendar', async () => {
    const { createVenue } = await ok(VENUE, { input: { name: '临时关闭', location: '二楼', capacity: 9 } }, admin);
    await ok('mutation($id: ID!) { disableVenue(id: $id) { id } }', { id: createVenue.id }, admin);
    const [token] = await newReaders(1);
    expect((await fieldErrors(token, { venueId: createVenue.id, attendees: 5 })).message).toBe('场馆不存在或已停用');
    const error = await refused(SCHEDULE, { venueId: createVenue.id, from: day(0), to: day(6) });
    expect(error.extensions?.code).toBe('NOT_FOUND');
  });

  it('a slot overlapping a passed booking is refused at submit; touching or pending ones are not', async () => {
    const [first, second, third] = await newReaders(3);
    const date = day(12);
    const passed = await submit(first, { date, startTime: '14:00', endTime: '16:00' });
    // Pending bookings may overlap: the library chooses among them.
    const rival = await submit(second, { date, startTime: '15:00', endTime: '17:00' });
    await ok(PASS, { id: passed.id }, admin);
    for (const [startTime, endTime] of [
      ['15:00', '15:30'],
      ['13:00', '14:30'],
      ['15:59', '18:00'],
      ['13:00', '17:00'],
    ]) {
      const error = await fieldErrors(third, { date, startTime, endTime });
      expect(error.message).toBe('该时段已被预约，请选择其他时间');
      expect(error.extensions?.field).toBe('startTime');
    }
    // Touching ends, another day, another venue: fine.
    await submit(third, { date, startTime: '16:00', endTime: '17:00' });
    await submit(third, { date, startTime: '12:00', endTime: '14:00' });
    await submit(third, { date: day(13), startTime: '14:00', endTime: '16:00' });
    await submit(third, { venueId: room, date: day(11), startTime: '14:00', endTime: '16:00', attendees: 5 });

    // The pending rival can no longer be passed; rejecting the first frees the slot for it.
    const error = await refused(SET, { id: rival.id, value: 'PASSED' }, admin);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(`该时段已有通过的预约（${date} 14:00–16:00），不能重复通过`);
    const [row] = await portal.sql<{ status: string }>('select status from venue_booking where id = ?', [rival.id]);
    expect(row.status).toBe('PENDING');
    await ok(SET, { id: passed.id, value: 'REJECTED' }, admin);
    expect((await ok(SET, { id: rival.id, value: 'PASSED' }, admin)).setStatusVenueBooking.status).toBe('PASSED');
    // Passing it again (already passed) changes nothing and is no conflict with itself.
    expect((await ok(PASS, { id: rival.id }, admin)).updateVenueBooking.status).toBe('PASSED');
  });

  it('of two overlapping bookings passed at the same moment, exactly one is passed', async () => {
    const tokens = await newReaders(2);
    for (let round = 0; round < 6; round++) {
      const date = day(20 + round);
      const [a, b] = await Promise.all([
        submit(tokens[0], { date, startTime: '10:00', endTime: '12:00' }),
        submit(tokens[1], { date, startTime: '11:00', endTime: '13:00' }),
      ]);
      // Through both admin paths: the review (update) and the setter.
      const answers = await Promise.all([portal.gql<Data>(PASS, { id: a.id }, admin), portal.gql<Data>(SET, { id: b.id, value: 'PASSED' }, admin)]);
      const failed = answers.filter((answer) => answer.errors);
      expect(failed, JSON.stringify(answers)).toHaveLength(1);
      expect(failed[0].errors![0].message).toMatch(/^该时段已有通过的预约/);
      const rows = await portal.sql<{ n: number }>(
        "select count(*)::int as n from venue_booking where venue_id = ? and date = ? and status = 'PASSED'",
        [hall, date],
      );
      expect(rows[0].n).toBe(1);
    }
  });

  it('a batch passing two overlapping bookings is refused as a whole', async () => {
    const tokens = await newReaders(3);
    const date = day(30);
    const a = await submit(tokens[0], { date, startTime: '10:00', endTime: '12:00' });
    const b = await submit(tokens[1], { date, startTime: '11:30', endTime: '12:30' });
    const c = await submit(tokens[2], { date, startTime: '12:00', endTime: '13:00' });
    const BATCH = 'mutation($ids: [ID!]!) { batchSetStatusVenueBooking(ids: $ids, value: PASSED) { count } }';
    expect((await refused(BATCH, { ids: [a.id, b.id, c.id] }, admin)).message).toMatch(/^该时段已有通过的预约/);
    const statuses = await portal.sql<{ status: string }>('select status from venue_booking where id in (?, ?, ?)', [a.id, b.id, c.id]);
    expect(statuses.map((s) => s.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    // Touching ones pass together.
    expect((await ok(BATCH, { ids: [a.id, c.id] }, admin)).batchSetStatusVenueBooking.count).toBe(2);
  });

  it('the calendar shows passed slots only, by day, with no reader data; its range is bounded', async () => {
    const tokens = await newReaders(3);
    const date = day(40);
    const late = await submit(tokens[0], { date, startTime: '18:00', endTime: '19:30' });
    const early = await submit(tokens[1], { date, startTime: '08:30', endTime: '09:30' });
    const other = await submit(tokens[2], { date: day(41), startTime: '10:00', endTime: '11:00' });
    await submit(tokens[2], { date, startTime: '12:00', endTime: '13:00' });
    const rejected = await submit(tokens[1], { date: day(42), startTime: '12:00', endTime: '13:00' });
    for (const id of [late.id, early.id, other.id]) await ok(PASS, { id }, admin);
    await ok(SET, { id: rejected.id, value: 'REJECTED' }, admin);

    const schedule = (await ok(SCHEDULE, { venueId: hall, from: date, to: day(43) })).venueSchedule;
    expect(schedule).toEqual([
      {
        date,
        slots: [
          { startTime: '08:30', endTime: '09:30' },
          { startTime: '18:00', endTime: '19:30' },
        ],
      },
      { date: day(41), slots: [{ startTime: '10:00', endTime: '11:00' }] },
    ]);
    // A bounded range: 62 days at most, and not backwards.
    await ok(SCHEDULE, { venueId: hall, from: day(0), to: day(61) });
    expect((await refused(SCHEDULE, { venueId: hall, from: day(0), to: day(62) })).message).toBe('一次最多查询62天');
    expect((await refused(SCHEDULE, { venueId: hall, from: day(2), to: day(1) })).message).toBe('结束日期不能早于开始日期');
    expect((await refused(SCHEDULE, { venueId: hall, from: 'today', to: day(1) })).message).toBe('请选择日期');
    expect((await refused(SCHEDULE, { venueId: '99999', from: day(0), to: day(1) })).extensions?.code).toBe('NOT_FOUND');
  });

  it('a barred reader is refused with the reason', async () => {
    const [token] = await newReaders(1);
    const [{ id }] = await portal.sql<{ id: number }>('select id from reader where card_number = ?', [`V${made}-1`]);
    await portal.sql(
      "insert into blacklist_entry (created_at, updated_at, enabled, recommended, sort, reader_id, reason) values (now(), now(), true, false, 0, ?, '恶意占用场馆')",
      [id],
    );
    const error = await refused(SUBMIT, { input: booking({ date: day(50) }) }, token);
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect(error.message).toContain('恶意占用场馆');
  });
});
