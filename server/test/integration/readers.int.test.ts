/**
 * 用户管理 (issue 15): the readers' admin list, create and update with their uniqueness rules,
 * enable/disable cutting a reader's tokens (for good), 授权 singly and in batch and what the rights change
 * (opening a READER_CARD resource and an e-book from a phone login, booking a venue), 重置密码, the
 * desk's lending and returning by barcode, the blacklist over REST, and guests and readers refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_READERS } from '../../src/seeders/accounts.seeder.js';
import { startTestPortal, type Data, type GqlResult, type TestPortal } from '../helpers/test-portal.js';

const [A, B, C, D] = DEMO_READERS;

const must = <T = Data>(res: GqlResult<T>): T => {
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
};
const refusal = (res: GqlResult) => ({
  code: res.errors?.[0]?.extensions?.code,
  field: res.errors?.[0]?.extensions?.field,
  message: res.errors?.[0]?.message,
});

const READER_FIELDS = 'id cardNumber name phone level enabled rights lastLoginAt';
const LIST = `query($filter: ReaderFilter, $sortBy: ReaderSortField, $order: SortOrder, $pageSize: Int) {
  adminReaders(filter: $filter, sortBy: $sortBy, order: $order, pageSize: $pageSize) { total items { ${READER_FIELDS} } }
}`;
const CREATE = `mutation($input: ReaderInput!) { createReader(input: $input) { ${READER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ReaderInput!) { updateReader(id: $id, input: $input) { ${READER_FIELDS} } }`;
const SET_RIGHTS = `mutation($id: ID!, $value: [ReaderRight!]!) { setRightsReader(id: $id, value: $value) { id rights } }`;
const BATCH_RIGHTS = `mutation($ids: [ID!]!, $value: [ReaderRight!]!) { batchSetRightsReader(ids: $ids, value: $value) { count } }`;
const RESET = `mutation($id: ID!, $password: String) { resetReaderPassword(id: $id, password: $password) { generatedPassword reader { id } } }`;
const ME = '{ readerMe { id name rights } }';
const OPEN = 'query($id: ID!) { resource(id: $id) { id title } }';
const LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }';
const LOANS = 'query($readerId: ID!) { adminReaderLoans(readerId: $readerId) { total items { id title barcode dueAt } } }';
const LEND =
  'mutation($barcode: String, $readerId: ID, $cardNumber: String) { lendCopy(barcode: $barcode, readerId: $readerId, cardNumber: $cardNumber) { id state } }';
const RETURN = 'mutation($barcode: String, $copyId: ID) { returnCopy(barcode: $barcode, copyId: $copyId) { id state returnedAt } }';

describe('用户管理: readers in the back office', () => {
  let portal: TestPortal;
  let admin: string;
  /** Demo readers' ids by card number. */
  const ids: Record<string, string> = {};

  const gql = (query: string, variables: Data = {}, token = admin) => portal.gql<Data>(query, variables, token);
  const cardLogin = async (cardNumber: string, password: string) =>
    must(await gql(LOGIN, { input: { loginType: 2, cardNumber, password } }, '')).readerLogin.token as string;
  const phoneLogin = async (phone: string) => {
    must(await gql('mutation($input: SmsCodeInput!) { sendSmsCode(input: $input) { expiresAt } }', { input: { phone } }, ''));
    return must(await gql(LOGIN, { input: { loginType: 1, phone, code: portal.sms.lastCode(phone) } }, '')).readerLogin.token as string;
  };
  const list = async (variables: Data) => must(await gql(LIST, { pageSize: 50, ...variables })).adminReaders as { total: number; items: Data[] };
  const cards = (page: { items: Data[] }) => page.items.map((r) => r.cardNumber as string);

  beforeAll(async () => {
    // The library lets 读者证级访问 count (off by default: see the test of the default below).
    portal = await startTestPortal({ env: { CARD_ACCESS_GRANT: 'true' } });
    admin = await portal.adminToken();
    for (const r of (await list({})).items) ids[r.cardNumber] = r.id;
  }, 120_000);
  afterAll(() => portal?.close());

  it('lists readers by card, name or phone in one box, by level and state, with the default rights', async () => {
    expect((await list({})).total).toBe(DEMO_READERS.length);
    expect(cards(await list({ filter: { keyword: A.cardNumber } }))).toEqual([A.cardNumber]);
    expect(cards(await list({ filter: { keyword: '思雨' } }))).toEqual([B.cardNumber]);
    expect(cards(await list({ filter: { keyword: C.phone.slice(-4) } }))).toEqual([C.cardNumber]);
    expect(cards(await list({ filter: { specialLevel: true } }))).toEqual([A.cardNumber]);
    expect(cards(await list({ filter: { specialLevel: false } })).sort()).toEqual([B.cardNumber, C.cardNumber, D.cardNumber]);
    expect(cards(await list({ filter: { keyword: '%' } }))).toEqual([]);
    const b = (await list({ filter: { keyword: B.cardNumber } })).items[0];
    expect(b).toMatchObject({ level: 2, enabled: true, rights: ['DOWNLOAD', 'VENUE_BOOKING'] });
    expect((await list({ filter: { keyword: D.cardNumber } })).items[0].rights).toEqual(['CARD_ACCESS', 'DOWNLOAD', 'VENUE_BOOKING']);
  });

  it('sorts by last login, readers who never logged in last either way', async () => {
    await cardLogin(C.cardNumber, C.password);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cardLogin(B.cardNumber, B.password);
    const desc = cards(await list({ sortBy: 'lastLoginAt', order: 'DESC' }));
    expect(desc.slice(0, 2)).toEqual([B.cardNumber, C.cardNumber]);
    const asc = cards(await list({ sortBy: 'lastLoginAt', order: 'ASC' }));
    expect(asc.slice(0, 2)).toEqual([C.cardNumber, B.cardNumber]);
    const err = refusal(await gql(LIST, { sortBy: 'password' }));
    expect(err.code).toBe('BAD_USER_INPUT');
  });

  it('creates a reader with a hashed initial password, refusing taken card numbers and phones in Chinese', async () => {
    const input = { cardNumber: ' 2025000001 ', name: '赵新读者', phone: '13900000001', password: 'first-pass' };
    const created = must(await gql(CREATE, { input })).createReader;
    expect(created).toMatchObject({ cardNumber: '2025000001', name: '赵新读者', level: 2, enabled: true, rights: ['DOWNLOAD', 'VENUE_BOOKING'] });
    ids['2025000001'] = created.id;
    const [row] = await portal.sql<{ password_hash: string }>('select password_hash from reader where id = ?', [Number(created.id)]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await cardLogin('2025000001', 'first-pass')).toBeTruthy();

    expect(refusal(await gql(CREATE, { input: { ...input, phone: null } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'cardNumber',
      message: '读者证号已存在',
    });
    expect(refusal(await gql(CREATE, { input: { ...input, cardNumber: '2025000002', phone: A.phone } }))).toMatchObject({
      field: 'phone',
      message: '该手机号已被其他读者使用',
    });
    expect(refusal(await gql(CREATE, { input: { cardNumber: '2025000003', name: '无密码' } }))).toMatchObject({
      field: 'password',
      message: '请设置初始密码',
    });
    expect(refusal(await gql(CREATE, { input: { cardNumber: '2025000003', name: '短密码', password: '123' } }))).toMatchObject({
      message: '密码至少 6 位',
    });
    expect(refusal(await gql(CREATE, { input: { cardNumber: '2025000003', name: '错号码', password: '123456', phone: '12345' } }))).toMatchObject({
      message: '请输入有效的手机号',
    });
    expect(refusal(await gql(CREATE, { input: { cardNumber: '2025000003', name: '错级别', password: '123456', level: 7 } }))).toMatchObject({
      field: 'level',
    });
    expect((await portal.sql('select id from reader where card_number like ?', ['2025000003'])).length).toBe(0);
  });

  it('updates name, phone and level; a card number taken by another reader is refused; the password is not changed here', async () => {
    const id = ids['2025000001'];
    const updated = must(await gql(UPDATE, { id, input: { cardNumber: '2025000001', name: '赵新', phone: '', level: 1 } })).updateReader;
    expect(updated).toMatchObject({ name: '赵新', phone: null, level: 1 });
    expect(refusal(await gql(UPDATE, { id, input: { cardNumber: A.cardNumber, name: '赵新' } }))).toMatchObject({
      field: 'cardNumber',
      message: '读者证号已存在',
    });
    expect(refusal(await gql(UPDATE, { id, input: { cardNumber: '2025000001', name: '赵新', phone: B.phone } }))).toMatchObject({
      message: '该手机号已被其他读者使用',
    });
    expect(refusal(await gql(UPDATE, { id, input: { cardNumber: '2025000001', name: '赵新', password: 'another-pass' } }))).toMatchObject({
      field: 'password',
      message: '修改密码请使用“重置密码”',
    });
    // Its own card number and phone are not "taken".
    must(await gql(UPDATE, { id, input: { cardNumber: '2025000001', name: '赵新', phone: '13900000001' } }));
    expect(await cardLogin('2025000001', 'first-pass')).toBeTruthy();
  });

  it('disabling a reader stops their tokens at once; enabling does not bring them back (issue 54, S12)', async () => {
    const token = await cardLogin(B.cardNumber, B.password);
    expect(must(await gql(ME, {}, token)).readerMe.id).toBe(ids[B.cardNumber]);
    must(await gql('mutation($id: ID!) { disableReader(id: $id) { enabled } }', { id: ids[B.cardNumber] }));
    expect(refusal(await gql(ME, {}, token)).code).toBe('UNAUTHENTICATED');
    expect(refusal(await gql(LOGIN, { input: { loginType: 2, cardNumber: B.cardNumber, password: B.password } }, '')).message).toBe(
      '该账号已停用，请联系图书馆',
    );
    must(await gql('mutation($ids: [ID!]!) { batchEnableReader(ids: $ids) { count } }', { ids: [ids[B.cardNumber]] }));
    expect(refusal(await gql(ME, {}, token)).code).toBe('UNAUTHENTICATED');
    expect(must(await gql(ME, {}, await cardLogin(B.cardNumber, B.password))).readerMe.id).toBe(ids[B.cardNumber]);
  });

  describe('授权', () => {
    let cardBook: string;
    let ebook: string;

    beforeAll(async () => {
      const create = async (mutation: string, type: string, input: Data) =>
        must(await gql(`mutation($input: ${type}!) { ${mutation}(input: $input) { id } }`, { input }))[mutation].id as string;
      cardBook = await create('createBook', 'BookInput', { title: '读者证图书', permission: 'READER_CARD' });
      ebook = await create('createEbook', 'EbookInput', { title: '授权电子书' });
    });

    it('CARD_ACCESS lets a phone login open a READER_CARD resource and an e-book; revoking takes it back at once', async () => {
      const phone = await phoneLogin(A.phone);
      for (const id of [cardBook, ebook]) {
        const res = await gql(OPEN, { id }, phone);
        expect(refusal(res), id).toMatchObject({ code: 'FORBIDDEN', message: '请使用读者证登录！' });
      }
      const granted = must(await gql(SET_RIGHTS, { id: ids[A.cardNumber], value: ['VENUE_BOOKING', 'CARD_ACCESS', 'DOWNLOAD', 'CARD_ACCESS'] }));
      expect(granted.setRightsReader.rights).toEqual(['CARD_ACCESS', 'DOWNLOAD', 'VENUE_BOOKING']);
      // The same token: the rights are read with it on every request.
      expect(must(await gql(OPEN, { id: cardBook }, phone)).resource.title).toBe('读者证图书');
      expect(must(await gql(OPEN, { id: ebook }, phone)).resource.title).toBe('授权电子书');
      expect(must(await gql('{ resources(kind: ebook) { total } }', {}, phone)).resources.total).toBe(1);
      must(await gql(SET_RIGHTS, { id: ids[A.cardNumber], value: ['DOWNLOAD', 'VENUE_BOOKING'] }));
      expect(refusal(await gql(OPEN, { id: ebook }, phone))).toMatchObject({ code: 'FORBIDDEN', message: '请使用读者证登录！' });
      expect(refusal(await gql(OPEN, { id: cardBook }, phone))).toMatchObject({ code: 'FORBIDDEN' });
      const audit = await portal.sql<{ n: number }>("select count(*)::int as n from audit_log where action = 'setRights' and entity = 'Reader'");
      expect(audit[0].n).toBe(2);
    });

    it('by default (CARD_ACCESS_GRANT off) the grant opens nothing: e-books stay for reader-card logins (spec §5)', async () => {
      const strict = await startTestPortal();
      try {
        const strictAdmin = await strict.adminToken();
        const call = (query: string, variables: Data, token: string) => strict.gql<Data>(query, variables, token);
        const made = must(
          await call('mutation($input: EbookInput!) { createEbook(input: $input) { id } }', { input: { title: '严格电子书' } }, strictAdmin),
        );
        const id = made.createEbook.id as string;
        const readerId = must(await call(LIST, { pageSize: 50, filter: { keyword: A.cardNumber } }, strictAdmin)).adminReaders.items[0].id;
        must(await call(SET_RIGHTS, { id: readerId, value: ['CARD_ACCESS', 'DOWNLOAD'] }, strictAdmin));
        must(await call('mutation($input: SmsCodeInput!) { sendSmsCode(input: $input) { expiresAt } }', { input: { phone: A.phone } }, ''));
        const phone = must(await call(LOGIN, { input: { loginType: 1, phone: A.phone, code: strict.sms.lastCode(A.phone) } }, '')).readerLogin
          .token as string;
        expect(refusal(await call(OPEN, { id }, phone))).toMatchObject({ code: 'FORBIDDEN', message: '请使用读者证登录！' });
        const card = must(await call(LOGIN, { input: { loginType: 2, cardNumber: A.cardNumber, password: A.password } }, '')).readerLogin
          .token as string;
        expect(must(await call(OPEN, { id }, card)).resource.title).toBe('严格电子书');
      } finally {
        await strict.close();
      }
    });

    it('sets rights in batch, all or nothing; an empty set takes every right away', async () => {
      const batch = [ids[B.cardNumber], ids[C.cardNumber]];
      expect(must(await gql(BATCH_RIGHTS, { ids: batch, value: ['CARD_ACCESS'] })).batchSetRightsReader.count).toBe(2);
      const rows = await portal.sql<{ rights: string[] }>('select rights from reader where id in (?) order by id', [batch.map(Number)]);
      expect(rows.map((r) => r.rights)).toEqual([['CARD_ACCESS'], ['CARD_ACCESS']]);
      expect(refusal(await gql(BATCH_RIGHTS, { ids: [...batch, '2147480000'], value: [] })).code).toBe('NOT_FOUND');
      expect((await portal.sql<{ rights: string[] }>('select rights from reader where id = ?', [Number(batch[0])]))[0].rights).toEqual([
        'CARD_ACCESS',
      ]);
      must(await gql(BATCH_RIGHTS, { ids: batch, value: [] }));
      expect((await portal.sql<{ rights: string[] }>('select rights from reader where id = ?', [Number(batch[0])]))[0].rights).toEqual([]);
      expect(refusal(await gql(BATCH_RIGHTS, { ids: batch, value: ['EVERYTHING'] })).code).toBe('BAD_USER_INPUT');
      must(await gql(BATCH_RIGHTS, { ids: batch, value: ['DOWNLOAD', 'VENUE_BOOKING'] }));
    });

    it('VENUE_BOOKING is needed to book a venue', async () => {
      const venue = must(
        await gql('mutation($input: VenueInput!) { createVenue(input: $input) { id } }', {
          input: { name: '多功能厅', location: '二楼', capacity: 40, opensAt: '08:00', closesAt: '21:00' },
        }),
      ).createVenue.id as string;
      const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      const input = { venueId: venue, date, startTime: '09:00', endTime: '10:00', purpose: '读书分享会', attendees: 12, phone: C.phone };
      const SUBMIT = 'mutation($input: VenueBookingInput!) { submitVenueBooking(input: $input) { id status } }';
      const token = await cardLogin(C.cardNumber, C.password);
      must(await gql(SET_RIGHTS, { id: ids[C.cardNumber], value: ['DOWNLOAD'] }));
      expect(refusal(await gql(SUBMIT, { input }, token))).toMatchObject({ code: 'FORBIDDEN', message: '您暂无场馆预约权限' });
      expect((await portal.sql('select id from venue_booking where reader_id = ?', [Number(ids[C.cardNumber])])).length).toBe(0);
      must(await gql(SET_RIGHTS, { id: ids[C.cardNumber], value: ['DOWNLOAD', 'VENUE_BOOKING'] }));
      expect(must(await gql(SUBMIT, { input }, token)).submitVenueBooking.status).toBe('PENDING');
    });
  });

  it('重置密码: a given or generated password, the old sessions ended, audited', async () => {
    const id = ids[D.cardNumber];
    const old = await cardLogin(D.cardNumber, D.password);
    const given = must(await gql(RESET, { id, password: 'desk-chosen-1' })).resetReaderPassword;
    expect(given).toEqual({ generatedPassword: null, reader: { id } });
    expect(refusal(await gql(ME, {}, old)).code).toBe('UNAUTHENTICATED');
    expect(refusal(await gql(LOGIN, { input: { loginType: 2, cardNumber: D.cardNumber, password: D.password } }, '')).message).toBe(
      '读者证号或密码错误',
    );
    const fresh = await cardLogin(D.cardNumber, 'desk-chosen-1');
    const generated = must(await gql(RESET, { id })).resetReaderPassword.generatedPassword as string;
    expect(generated).toMatch(/^[a-z2-9]{10}$/);
    expect(refusal(await gql(ME, {}, fresh)).code).toBe('UNAUTHENTICATED');
    expect(await cardLogin(D.cardNumber, generated)).toBeTruthy();
    expect(refusal(await gql(RESET, { id, password: '123' })).message).toBe('密码至少 6 位');
    expect(refusal(await gql(RESET, { id: '2147480000' })).code).toBe('NOT_FOUND');
    const audit = await portal.sql("select target_ids from audit_log where action = 'resetPassword' and entity = 'Reader'");
    expect(audit).toEqual([{ target_ids: [Number(id)] }, { target_ids: [Number(id)] }]);
    const rest = await portal.rest<Data>('POST', `/api/admin/reader/password/${id}`, { password: 'rest-chosen-1' }, admin);
    expect(rest.body).toMatchObject({ code: 200, data: { generatedPassword: null } });
    expect(await cardLogin(D.cardNumber, 'rest-chosen-1')).toBeTruthy();
  });

  it('借还 at the desk: lends and returns by barcode, lists the reader’s current loans, says why not in Chinese', async () => {
    const book = must(await gql('mutation($input: BookInput!) { createBook(input: $input) { id } }', { input: { title: '借还测试书' } })).createBook
      .id;
    for (const barcode of ['R000001', 'R000002'])
      must(await gql('mutation($input: BookCopyInput!) { createBookCopy(input: $input) { id } }', { input: { resourceId: book, barcode } }));
    const readerId = ids[B.cardNumber];
    expect(must(await gql(LOANS, { readerId })).adminReaderLoans.total).toBe(0);
    expect(must(await gql(LEND, { barcode: ' R000001 ', readerId })).lendCopy.state).toBe('ON_LOAN');
    const rest = await portal.rest<Data>('POST', '/api/admin/loan/lend', { barcode: 'R000002', cardNumber: B.cardNumber }, admin);
    expect(rest.body).toMatchObject({ code: 200, data: { state: 'ON_LOAN' } });
    const loans = must(await gql(LOANS, { readerId })).adminReaderLoans;
    expect(loans.total).toBe(2);
    expect(loans.items.map((l: Data) => l.barcode).sort()).toEqual(['R000001', 'R000002']);
    const overRest = await portal.rest<Data>('GET', `/api/admin/user/loans/${readerId}`, undefined, admin);
    expect(overRest.body.data.total).toBe(2);

    expect(refusal(await gql(LEND, { barcode: 'R000001', readerId: ids[C.cardNumber] }))).toMatchObject({ message: '该册已借出，不能再借' });
    expect(refusal(await gql(LEND, { barcode: 'NOPE', readerId }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'barcode',
      message: '没有该条码号的馆藏册',
    });
    expect(refusal(await gql(LEND, { barcode: '  ', readerId }))).toMatchObject({ field: 'barcode', message: '请输入条码号' });
    expect(refusal(await gql(LEND, { barcode: 'R000001' }))).toMatchObject({ message: '请指定读者（读者编号或读者证号）' });

    expect(must(await gql(RETURN, { barcode: 'R000001' })).returnCopy.state).toBe('RETURNED');
    expect(refusal(await gql(RETURN, { barcode: 'R000001' }))).toMatchObject({ message: '该册没有在借记录' });
    const back = await portal.rest<Data>('POST', '/api/admin/loan/return', { barcode: 'R000002' }, admin);
    expect(back.body).toMatchObject({ code: 200, data: { state: 'RETURNED' } });
    expect(must(await gql(LOANS, { readerId })).adminReaderLoans.total).toBe(0);
  });

  it('the blacklist over REST: bars a reader picked by id, found by card or name', async () => {
    const created = await portal.rest<Data>('POST', '/api/admin/blacklist/create', { readerId: ids[C.cardNumber], reason: '多次恶意差评' }, admin);
    expect(created.body).toMatchObject({ code: 200, data: { readerId: ids[C.cardNumber], reason: '多次恶意差评', endsAt: null, enabled: true } });
    for (const keyword of [C.cardNumber, C.name]) {
      const found = await portal.rest<Data>('GET', `/api/admin/blacklist/index?keyword=${encodeURIComponent(keyword)}`, undefined, admin);
      expect(found.body.data.items.map((e: Data) => e.reason)).toContain('多次恶意差评');
    }
    const missing = await portal.rest<Data>('POST', '/api/admin/blacklist/create', { reason: '无读者' }, admin);
    expect(missing.body).toMatchObject({ code: 400, msg: '请选择读者' });
    const token = await cardLogin(C.cardNumber, C.password);
    const refused = await gql('mutation { submitMessage(input: { subject: "你好", content: "你好" }) { id } }', {}, token);
    expect(refused.errors?.[0]?.message).toMatch(/^您已被列入黑名单，暂不能提交（原因：多次恶意差评）/);
  });

  it('refuses guests and readers on every admin call', async () => {
    const reader = await cardLogin(A.cardNumber, A.password);
    const id = ids[A.cardNumber];
    const calls: Array<[string, Data]> = [
      [LIST, {}],
      ['query($id: ID!) { adminReader(id: $id) { id } }', { id }],
      [CREATE, { input: { cardNumber: 'X1', name: '越权', password: '123456' } }],
      [UPDATE, { id, input: { cardNumber: A.cardNumber, name: '越权' } }],
      ['mutation($id: ID!) { disableReader(id: $id) { id } }', { id }],
      ['mutation($ids: [ID!]!) { batchDisableReader(ids: $ids) { count } }', { ids: [id] }],
      [SET_RIGHTS, { id, value: ['CARD_ACCESS'] }],
      [BATCH_RIGHTS, { ids: [id], value: ['CARD_ACCESS'] }],
      [RESET, { id }],
      [LOANS, { readerId: id }],
      [LEND, { barcode: 'R000001', readerId: id }],
      [RETURN, { barcode: 'R000001' }],
    ];
    for (const [query, variables] of calls) {
      expect(refusal(await gql(query, variables, '')).code, query).toBe('UNAUTHENTICATED');
      expect(refusal(await gql(query, variables, reader)).code, query).toBe('FORBIDDEN');
    }
    expect((await portal.sql<{ rights: string[]; name: string }>('select rights, name from reader where id = ?', [Number(id)]))[0].name).toBe(A.name);
  });
});
