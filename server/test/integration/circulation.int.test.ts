import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../../src/rest/table.js';
import { getSchema } from '../../src/schema.js';
import { DEMO_READERS } from '../../src/seeders/accounts.seeder.js';
import { seedLoans } from '../../src/seeders/circulation.seeder.js';
import { circulationOf } from '../../src/modules/circulation/index.js';
import { Faces, normalise } from '../helpers/parity.js';
import { startTestPortal, type Data, type GqlResult, type TestPortal } from '../helpers/test-portal.js';

/** The loan limit of this file's portal (LOAN_MAX), low so that the limit is reached in a few loans. */
const LOAN_MAX = 4;
const DAY_MS = 24 * 3600 * 1000;

const LOAN_FIELDS = 'id borrowedAt dueAt renewals returnedAt state overdue resourceId resourceKind title cover callNumber copyId barcode location';
const MY_LOANS = `query($page: Int, $pageSize: Int, $current: Boolean) { myLoans(page: $page, pageSize: $pageSize, current: $current) { total page pageSize items { ${LOAN_FIELDS} } } }`;
const RENEW = `mutation($loanId: ID!) { renewLoan(loanId: $loanId) { ${LOAN_FIELDS} } }`;
const RENEW_ALL = 'mutation { renewAllLoans { loanId title renewed message loan { id renewals dueAt } } }';
const VERIFY = 'mutation($cardNumber: String!, $password: String!) { verifyReaderCard(cardNumber: $cardNumber, password: $password) }';
const REQUEST = 'mutation($id: ID!) { requestLoan(resourceId: $id) { id state resourceId title barcode location } }';
const MY_REQUESTS = 'query { myLoanRequests { id state resourceId title barcode } }';
const CANCEL = 'mutation($id: ID!) { cancelLoanRequest(requestId: $id) { id state } }';
const LEND = `mutation($copyId: ID!, $readerId: ID, $cardNumber: String) { lendCopy(copyId: $copyId, readerId: $readerId, cardNumber: $cardNumber) { ${LOAN_FIELDS} } }`;
const RETURN = `mutation($copyId: ID!) { returnCopy(copyId: $copyId) { ${LOAN_FIELDS} } }`;

const [A, B] = DEMO_READERS;

const must = <T = Data>(res: GqlResult<T>): T => {
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
};
/** The first error's code and message. */
const refusal = (res: GqlResult) => ({ code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message });

describe('circulation: loans, renewals, requests and the desk', () => {
  let portal: TestPortal;
  let admin: string;
  /** Reader A (card login), reader A by phone login, reader B (card login). */
  let readerA: string;
  let readerAPhone: string;
  let readerB: string;
  let readerIds: Record<string, string>;

  async function cardLogin(reader: (typeof DEMO_READERS)[number]) {
    const res = await portal.gql<Data>('mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token reader { id } } }', {
      input: { loginType: 2, cardNumber: reader.cardNumber, password: reader.password },
    });
    return must(res).readerLogin as { token: string; reader: { id: string } };
  }

  /** A paper book with `copies` copies on the shelf (barcodes unique per call). */
  let serial = 0;
  async function book(title: string, copies = 2, input: Data = {}): Promise<{ id: string; copies: string[] }> {
    const id = must(
      await portal.gql<Data>(
        'mutation($input: BookInput!) { createBook(input: $input) { id } }',
        { input: { title, callNumber: 'I247.5/12', ...input } },
        admin,
      ),
    ).createBook.id as string;
    const ids: string[] = [];
    for (let i = 0; i < copies; i++) {
      serial += 1;
      const res = await portal.gql<Data>(
        'mutation($input: BookCopyInput!) { createBookCopy(input: $input) { id } }',
        { input: { resourceId: id, barcode: `C${String(serial).padStart(6, '0')}`, location: '二楼 中文图书借阅区' } },
        admin,
      );
      ids.push(must(res).createBookCopy.id as string);
    }
    return { id, copies: ids };
  }

  const lend = async (copyId: string, reader: (typeof DEMO_READERS)[number] = A) =>
    must(await portal.gql<Data>(LEND, { copyId, cardNumber: reader.cardNumber }, admin)).lendCopy as Data;
  const copyStatus = async (copyId: string) =>
    (await portal.sql<{ status: string; due_at: Date | null }>('select status, due_at from book_copy where id = ?', [copyId]))[0];

  beforeAll(async () => {
    portal = await startTestPortal({ env: { LOAN_MAX: String(LOAN_MAX) } });
    admin = await portal.adminToken();
    readerAPhone = await portal.readerToken(1);
    const a = await cardLogin(A);
    const b = await cardLogin(B);
    readerA = a.token;
    readerB = b.token;
    readerIds = { [A.cardNumber]: a.reader.id, [B.cardNumber]: b.reader.id };
  });
  afterAll(() => portal.close());

  // Each case starts with no loans or requests and every copy on the shelf.
  beforeEach(async () => {
    await portal.sql('delete from loan_request');
    await portal.sql('delete from loan');
    await portal.sql(`update book_copy set status = 'AVAILABLE', due_at = null`);
  });

  it('refuses a guest every reader call, on GraphQL and on REST, and the desk calls too', async () => {
    for (const [query, variables] of [
      [MY_LOANS, {}],
      [RENEW, { loanId: '1' }],
      [RENEW_ALL, {}],
      [VERIFY, { cardNumber: A.cardNumber, password: A.password }],
      [REQUEST, { id: '1' }],
      [MY_REQUESTS, {}],
      [CANCEL, { id: '1' }],
      [LEND, { copyId: '1', cardNumber: A.cardNumber }],
      [RETURN, { copyId: '1' }],
    ] as const) {
      const res = await portal.gql(query, variables);
      expect(res.errors?.[0]?.extensions, query).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    }
    for (const [method, path] of [
      ['GET', '/api/user/loan/onloan'],
      ['POST', '/api/user/loan/renew'],
      ['POST', '/api/user/mine/renew'],
      ['POST', '/api/user/mine/verification/Readers'],
    ] as const) {
      const res = await portal.rest(method, path, method === 'POST' ? { loanId: '1' } : undefined);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ code: 401, data: null });
    }
  });

  describe('the desk (admin)', () => {
    it('lends a copy by card number or reader id: the copy goes out, the borrow counters rise, the action is audited', async () => {
      const b = await book('平凡的世界', 2);
      const before = Date.now();
      const loan = await lend(b.copies[0]);
      expect(loan).toMatchObject({
        state: 'ON_LOAN',
        renewals: 0,
        returnedAt: null,
        overdue: false,
        resourceId: b.id,
        resourceKind: 'book',
        title: '平凡的世界',
        callNumber: 'I247.5/12',
        copyId: b.copies[0],
        barcode: expect.stringMatching(/^C\d{6}$/),
        location: '二楼 中文图书借阅区',
      });
      const due = Date.parse(loan.dueAt as string) - Date.parse(loan.borrowedAt as string);
      expect(due).toBe(30 * DAY_MS);
      expect(Date.parse(loan.borrowedAt as string)).toBeGreaterThanOrEqual(before - 1000);
      const copy = await copyStatus(b.copies[0]);
      expect(copy.status).toBe('ON_LOAN');
      expect(new Date(copy.due_at!).toISOString()).toBe(loan.dueAt);

      const byId = must(await portal.gql<Data>(LEND, { copyId: b.copies[1], readerId: readerIds[B.cardNumber] }, admin)).lendCopy as Data;
      expect(byId.state).toBe('ON_LOAN');
      const [counters] = await portal.sql<{ borrows: number; daily: number }>(
        'select r.borrows, (select borrows from resource_daily_stat d where d.resource_id = r.id and d.day = current_date) as daily from resource r where r.id = ?',
        [b.id],
      );
      expect(counters).toEqual({ borrows: 2, daily: 2 });
      const audit = await portal.sql<{ action: string; entity: string; target_ids: number[] }>(
        `select action, entity, target_ids from audit_log where action = 'lendCopy' order by id`,
      );
      expect(audit.slice(-2)).toEqual([
        { action: 'lendCopy', entity: 'Loan', target_ids: [Number(loan.id)] },
        { action: 'lendCopy', entity: 'Loan', target_ids: [Number(byId.id)] },
      ]);
    });

    it('refuses to lend a copy that is out, unknown, or to an unknown reader, and past LOAN_MAX', async () => {
      const b = await book('围城', 1);
      await lend(b.copies[0]);
      expect(refusal(await portal.gql(LEND, { copyId: b.copies[0], cardNumber: B.cardNumber }, admin))).toEqual({
        code: 'BAD_USER_INPUT',
        message: '该册已借出，不能再借',
      });
      expect(refusal(await portal.gql(LEND, { copyId: '999999', cardNumber: B.cardNumber }, admin)).message).toBe('馆藏册不存在');
      expect(refusal(await portal.gql(LEND, { copyId: b.copies[0], cardNumber: '0000000000' }, admin)).message).toBe('读者不存在');
      expect(refusal(await portal.gql(LEND, { copyId: b.copies[0] }, admin)).message).toBe('请指定读者（读者编号或读者证号）');

      const many = await book('许多本', LOAN_MAX + 1);
      for (const copy of many.copies.slice(0, LOAN_MAX - 1)) await lend(copy);
      const over = await portal.gql(LEND, { copyId: many.copies[LOAN_MAX], cardNumber: A.cardNumber }, admin);
      expect(refusal(over)).toEqual({ code: 'BAD_USER_INPUT', message: `该读者借阅数量已达上限（${LOAN_MAX} 册），不能再借` });
      expect((await copyStatus(many.copies[LOAN_MAX])).status).toBe('AVAILABLE');
    });

    it('takes a copy back: the loan ends and moves to the history, the copy is on the shelf; a copy not out is refused', async () => {
      const b = await book('活着', 1);
      const loan = await lend(b.copies[0]);
      const back = must(await portal.gql<Data>(RETURN, { copyId: b.copies[0] }, admin)).returnCopy as Data;
      expect(back).toMatchObject({ id: loan.id, state: 'RETURNED', overdue: false });
      expect(Date.parse(back.returnedAt as string)).toBeGreaterThan(Date.now() - 60_000);
      expect(await copyStatus(b.copies[0])).toEqual({ status: 'AVAILABLE', due_at: null });
      expect(refusal(await portal.gql(RETURN, { copyId: b.copies[0] }, admin))).toEqual({ code: 'BAD_USER_INPUT', message: '该册没有在借记录' });
      const audit = await portal.sql<{ n: number }>(`select count(*)::int as n from audit_log where action = 'returnCopy' and ? = any(target_ids)`, [
        Number(loan.id),
      ]);
      expect(audit[0].n).toBe(1);

      const history = must(await portal.gql<Data>(MY_LOANS, { current: false }, readerA)).myLoans as Data;
      expect(history.items.map((l: Data) => l.id)).toEqual([loan.id]);
      expect((must(await portal.gql<Data>(MY_LOANS, {}, readerA)).myLoans as Data).total).toBe(0);
    });

    it('is refused to readers, on every desk call', async () => {
      const b = await book('边城', 1);
      for (const [query, variables] of [
        [LEND, { copyId: b.copies[0], cardNumber: A.cardNumber }],
        [RETURN, { copyId: b.copies[0] }],
      ] as const) {
        expect((await portal.gql(query, variables, readerA)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }
      expect(await copyStatus(b.copies[0])).toEqual({ status: 'AVAILABLE', due_at: null });
      expect((await portal.sql<{ n: number }>('select count(*)::int as n from loan'))[0].n).toBe(0);
    });
  });

  describe('a reader’s loans', () => {
    it('lists only the reader’s own, soonest due first, with the copy and the book, paginated', async () => {
      const one = await book('红楼梦', 1);
      const two = await book('三国演义', 1);
      const three = await book('水浒传', 1);
      const first = await lend(one.copies[0]);
      const second = await lend(two.copies[0]);
      await lend(three.copies[0], B);
      await portal.sql("update loan set due_at = now() + interval '2 days' where id = ?", [second.id]);

      const mine = must(await portal.gql<Data>(MY_LOANS, {}, readerA)).myLoans as Data;
      expect(mine).toMatchObject({ total: 2, page: 1, pageSize: 10 });
      expect(mine.items.map((l: Data) => l.title)).toEqual(['三国演义', '红楼梦']);
      expect(mine.items[1]).toMatchObject({ id: first.id, callNumber: 'I247.5/12', barcode: first.barcode, resourceKind: 'book' });
      const paged = must(await portal.gql<Data>(MY_LOANS, { page: 2, pageSize: 1 }, readerA)).myLoans as Data;
      expect(paged.items.map((l: Data) => l.title)).toEqual(['红楼梦']);
      expect(paged.total).toBe(2);

      const theirs = must(await portal.gql<Data>(MY_LOANS, {}, readerB)).myLoans as Data;
      expect(theirs.items.map((l: Data) => l.title)).toEqual(['水浒传']);
      expect(refusal(await portal.gql(MY_LOANS, { pageSize: 500 }, readerA)).code).toBe('BAD_USER_INPUT');
    });

    it('reads a page of loans in the same statements at page sizes 10 and 50, current and history (no N+1)', async () => {
      const b = await book('统计', 1);
      await lend(b.copies[0]);
      // 60 current and 60 returned loans of reader A, written directly (LOAN_MAX would stop the desk).
      await portal.sql(
        `insert into loan (created_at, updated_at, reader_id, copy_id, resource_id, borrowed_at, due_at, renewals, returned_at, state)
         select now(), now(), ?, null, ?, now() - interval '40 days', now() + (g || ' hours')::interval, 0,
                case when g > 60 then now() - (g || ' minutes')::interval end, case when g > 60 then 'RETURNED'::loan_state else 'ON_LOAN'::loan_state end
           from generate_series(1, 120) g`,
        [readerIds[A.cardNumber], b.id],
      );
      const statements = async (pageSize: number, current: boolean) => {
        const res = await portal.gql<Data>(MY_LOANS, { pageSize, current }, readerA);
        expect((res.data!.myLoans as Data).items).toHaveLength(pageSize);
        return Number(res.headers.get('x-sql-statements'));
      };
      for (const current of [true, false]) {
        const ten = await statements(10, current);
        const fifty = await statements(50, current);
        // The token's reader, the count, the page with its copies and books (one joined statement).
        expect(ten).toBe(3);
        expect(fifty).toBe(ten);
      }
      const requests = await portal.gql<Data>(MY_REQUESTS, {}, readerA);
      expect(Number(requests.headers.get('x-sql-statements'))).toBe(2);
    });
  });

  describe('renewals', () => {
    it('renews a loan once by RENEW_DAYS, the copy’s due date too; a second renewal is refused (已达到续借次数上限)', async () => {
      const b = await book('呐喊', 1);
      const loan = await lend(b.copies[0]);
      const renewed = must(await portal.gql<Data>(RENEW, { loanId: loan.id }, readerA)).renewLoan as Data;
      expect(renewed).toMatchObject({ id: loan.id, renewals: 1, state: 'ON_LOAN' });
      expect(Date.parse(renewed.dueAt as string) - Date.parse(loan.dueAt as string)).toBe(30 * DAY_MS);
      expect(new Date((await copyStatus(b.copies[0])).due_at!).toISOString()).toBe(renewed.dueAt);

      expect(refusal(await portal.gql(RENEW, { loanId: loan.id }, readerA))).toEqual({ code: 'BAD_USER_INPUT', message: '已达到续借次数上限' });
    });

    it('refuses an overdue loan (已逾期，不能续借)', async () => {
      const b = await book('彷徨', 1);
      const loan = await lend(b.copies[0]);
      await portal.sql(`update loan set due_at = now() - interval '1 day' where id = ?`, [loan.id]);
      expect(refusal(await portal.gql(RENEW, { loanId: loan.id }, readerA))).toEqual({ code: 'BAD_USER_INPUT', message: '已逾期，不能续借' });
      const [row] = await portal.sql<{ renewals: number }>('select renewals from loan where id = ?', [loan.id]);
      expect(row.renewals).toBe(0);
      const listed = (must(await portal.gql<Data>(MY_LOANS, {}, readerA)).myLoans as Data).items[0];
      expect(listed.overdue).toBe(true);
    });

    it('refuses while another reader holds a copy of the book (该书已被预约，不能续借), and renews once the request is cancelled', async () => {
      const b = await book('朝花夕拾', 2);
      const loan = await lend(b.copies[0]);
      const request = must(await portal.gql<Data>(REQUEST, { id: b.id }, readerB)).requestLoan as Data;
      expect(refusal(await portal.gql(RENEW, { loanId: loan.id }, readerA))).toEqual({ code: 'BAD_USER_INPUT', message: '该书已被预约，不能续借' });
      // A copy reserved at the desk (no request) counts too.
      must(await portal.gql(CANCEL, { id: request.id }, readerB));
      await portal.sql(`update book_copy set status = 'RESERVED' where id = ?`, [b.copies[1]]);
      expect(refusal(await portal.gql(RENEW, { loanId: loan.id }, readerA)).message).toBe('该书已被预约，不能续借');
      await portal.sql(`update book_copy set status = 'AVAILABLE' where id = ?`, [b.copies[1]]);
      expect((must(await portal.gql<Data>(RENEW, { loanId: loan.id }, readerA)).renewLoan as Data).renewals).toBe(1);
    });

    it('does not renew another reader’s loan or a returned one', async () => {
      const b = await book('故乡', 1);
      const loan = await lend(b.copies[0], B);
      expect(refusal(await portal.gql(RENEW, { loanId: loan.id }, readerA))).toEqual({ code: 'NOT_FOUND', message: '借阅记录不存在' });
      expect(refusal(await portal.gql(RENEW, { loanId: 'abc' }, readerA)).code).toBe('BAD_USER_INPUT');
      must(await portal.gql(RETURN, { copyId: b.copies[0] }, admin));
      expect(refusal(await portal.gql(RENEW, { loanId: loan.id }, readerB)).message).toBe('该书已归还，不能续借');
      const [row] = await portal.sql<{ renewals: number }>('select renewals from loan where id = ?', [loan.id]);
      expect(row.renewals).toBe(0);
    });

    it('renews once under 20 parallel requests for the same loan', async () => {
      const b = await book('骆驼祥子', 1);
      const loan = await lend(b.copies[0]);
      const results = await Promise.all(Array.from({ length: 20 }, () => portal.gql<Data>(RENEW, { loanId: loan.id }, readerA)));
      const renewed = results.filter((res) => res.data?.renewLoan);
      expect(renewed).toHaveLength(1);
      const messages = new Set(results.filter((res) => res.errors).map((res) => res.errors![0].message));
      expect([...messages]).toEqual(['已达到续借次数上限']);
      const [row] = await portal.sql<{ renewals: number; due_at: Date }>('select renewals, due_at from loan where id = ?', [loan.id]);
      expect(row.renewals).toBe(1);
      expect(new Date(row.due_at).getTime() - Date.parse(loan.dueAt as string)).toBe(30 * DAY_MS);
    });

    it('renews once when 20 renewals of one loan run at once on separate connections (the provider itself)', async () => {
      const b = await book('四世同堂·二', 1);
      const loan = await lend(b.copies[0]);
      const provider = circulationOf(portal.services);
      const readerId = Number(readerIds[A.cardNumber]);
      const settled = await Promise.allSettled(
        Array.from({ length: 20 }, () => provider.renew(portal.services.orm.em.fork(), readerId, Number(loan.id))),
      );
      expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const reasons = new Set(settled.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])));
      expect([...reasons]).toEqual(['已达到续借次数上限']);
      const [row] = await portal.sql<{ renewals: number }>('select renewals from loan where id = ?', [loan.id]);
      expect(row.renewals).toBe(1);
    });

    it('renews all: each renewable loan, and the rule for each of the others', async () => {
      const ok = await book('家', 1);
      const late = await book('春', 1);
      const done = await book('秋', 1);
      const okLoan = await lend(ok.copies[0]);
      const lateLoan = await lend(late.copies[0]);
      const doneLoan = await lend(done.copies[0]);
      await lend((await book('别人的书', 1)).copies[0], B);
      await portal.sql(`update loan set due_at = now() - interval '3 days' where id = ?`, [lateLoan.id]);
      await portal.sql(`update loan set renewals = 1 where id = ?`, [doneLoan.id]);

      const outcomes = must(await portal.gql<Data>(RENEW_ALL, {}, readerA)).renewAllLoans as Data[];
      const byId = Object.fromEntries(outcomes.map((o) => [o.loanId, o]));
      expect(outcomes).toHaveLength(3);
      expect(byId[okLoan.id]).toMatchObject({ title: '家', renewed: true, message: null, loan: { renewals: 1 } });
      expect(byId[lateLoan.id]).toMatchObject({ title: '春', renewed: false, message: '已逾期，不能续借', loan: { renewals: 0 } });
      expect(byId[doneLoan.id]).toMatchObject({ title: '秋', renewed: false, message: '已达到续借次数上限', loan: { renewals: 1 } });
      const again = must(await portal.gql<Data>(RENEW_ALL, {}, readerA)).renewAllLoans as Data[];
      expect(again.every((o) => !o.renewed)).toBe(true);
    });
  });

  describe('loan requests (预约借阅)', () => {
    it('holds a copy on the shelf for the reader, listed as theirs; the desk lends it and the request is fulfilled', async () => {
      const b = await book('茶馆', 2);
      const request = must(await portal.gql<Data>(REQUEST, { id: b.id }, readerA)).requestLoan as Data;
      expect(request).toMatchObject({ state: 'PENDING', resourceId: b.id, title: '茶馆', location: '二楼 中文图书借阅区' });
      const held = (await portal.sql<{ copy_id: number }>('select copy_id from loan_request where id = ?', [request.id]))[0].copy_id;
      expect((await copyStatus(String(held))).status).toBe('RESERVED');
      const available = must(await portal.gql<Data>('query($id: ID!) { resource(id: $id) { ... on Book { availableCopies } } }', { id: b.id }));
      expect((available.resource as Data).availableCopies).toBe(1);
      expect((must(await portal.gql<Data>(MY_REQUESTS, {}, readerA)).myLoanRequests as Data[]).map((r) => r.id)).toEqual([request.id]);
      expect(must(await portal.gql<Data>(MY_REQUESTS, {}, readerB)).myLoanRequests).toEqual([]);

      // The held copy is not for anyone else; the reader gets it at the desk.
      expect(refusal(await portal.gql(LEND, { copyId: String(held), cardNumber: B.cardNumber }, admin)).message).toBe(
        '该册已为其他读者预约保留，不能借出',
      );
      const loan = must(await portal.gql<Data>(LEND, { copyId: String(held), cardNumber: A.cardNumber }, admin)).lendCopy as Data;
      expect(loan.copyId).toBe(String(held));
      const [row] = await portal.sql<{ state: string }>('select state from loan_request where id = ?', [request.id]);
      expect(row.state).toBe('FULFILLED');
      expect(must(await portal.gql<Data>(MY_REQUESTS, {}, readerA)).myLoanRequests).toEqual([]);
    });

    it('puts the held copy back on the shelf when the desk lends the reader another copy, or the request is cancelled', async () => {
      const b = await book('雷雨', 2);
      const first = must(await portal.gql<Data>(REQUEST, { id: b.id }, readerA)).requestLoan as Data;
      const held = String((await portal.sql<{ copy_id: number }>('select copy_id from loan_request where id = ?', [first.id]))[0].copy_id);
      const other = b.copies.find((id) => id !== held)!;
      await lend(other);
      expect((await copyStatus(held)).status).toBe('AVAILABLE');

      const c = await book('日出', 1);
      const second = must(await portal.gql<Data>(REQUEST, { id: c.id }, readerA)).requestLoan as Data;
      expect(refusal(await portal.gql(CANCEL, { id: second.id }, readerB))).toEqual({ code: 'NOT_FOUND', message: '预约记录不存在' });
      expect((must(await portal.gql<Data>(CANCEL, { id: second.id }, readerA)).cancelLoanRequest as Data).state).toBe('CANCELLED');
      expect((await copyStatus(c.copies[0])).status).toBe('AVAILABLE');
      expect(refusal(await portal.gql(CANCEL, { id: second.id }, readerA)).message).toBe('该预约已办理或已取消，不能取消');
    });

    it('refuses other kinds, resources the reader may not open or find, books without a copy on the shelf, a second request, and past LOAN_MAX', async () => {
      const ebook = must(await portal.gql<Data>('mutation { createEbook(input: { title: "电子书" }) { id } }', {}, admin)).createEbook.id;
      expect(refusal(await portal.gql(REQUEST, { id: ebook }, readerA))).toEqual({ code: 'BAD_USER_INPUT', message: '只有纸质图书可以预约借阅' });

      const gated = await book('读者证专享', 1, { permission: 'READER_CARD' });
      expect(refusal(await portal.gql(REQUEST, { id: gated.id }, readerAPhone))).toEqual({ code: 'FORBIDDEN', message: '请使用读者证登录！' });
      const hidden = await book('已下架', 1, { onShelf: false });
      expect(refusal(await portal.gql(REQUEST, { id: hidden.id }, readerA)).code).toBe('NOT_FOUND');

      const out = await book('借光了', 1);
      await lend(out.copies[0], B);
      expect(refusal(await portal.gql(REQUEST, { id: out.id }, readerA))).toEqual({
        code: 'BAD_USER_INPUT',
        message: '该书暂无在架可借的馆藏，不能预约',
      });
      const none = await book('没有馆藏', 0);
      expect(refusal(await portal.gql(REQUEST, { id: none.id }, readerA)).message).toBe('该书暂无在架可借的馆藏，不能预约');

      const twice = await book('两次', 2);
      must(await portal.gql(REQUEST, { id: twice.id }, readerA));
      expect(refusal(await portal.gql(REQUEST, { id: twice.id }, readerA)).message).toBe('您已预约该书，请到馆办理借阅');
      const mine = await book('已借', 2);
      await lend(mine.copies[0]);
      expect(refusal(await portal.gql(REQUEST, { id: mine.id }, readerA)).message).toBe('您已借阅该书，无需预约');

      // One request and one loan so far (the reader's LOAN_MAX counts both): fill up to the limit.
      for (let i = 2; i < LOAN_MAX; i++) must(await portal.gql(REQUEST, { id: (await book(`凑数${i}`, 1)).id }, readerA));
      const last = await book('最后一本', 1);
      expect(refusal(await portal.gql(REQUEST, { id: last.id }, readerA))).toEqual({
        code: 'BAD_USER_INPUT',
        message: `借阅数量已达上限（${LOAN_MAX} 册），不能再预约`,
      });
      expect((await copyStatus(last.copies[0])).status).toBe('AVAILABLE');
    });

    it('holds one copy per request when readers ask for the last copies at once', async () => {
      const b = await book('抢手书', 1);
      const results = await Promise.all([readerA, readerB].map((token) => portal.gql<Data>(REQUEST, { id: b.id }, token)));
      expect(results.filter((res) => res.data?.requestLoan)).toHaveLength(1);
      expect(results.find((res) => res.errors)!.errors![0].message).toBe('该书暂无在架可借的馆藏，不能预约');
    });
  });

  describe('reader-card verification', () => {
    it('answers true for the logged-in reader’s card and password, and names the field that is wrong', async () => {
      expect(must(await portal.gql<Data>(VERIFY, { cardNumber: A.cardNumber, password: A.password }, readerA)).verifyReaderCard).toBe(true);
      // The phone login of the same account has the same card.
      expect(must(await portal.gql<Data>(VERIFY, { cardNumber: A.cardNumber, password: A.password }, readerAPhone)).verifyReaderCard).toBe(true);
      const other = await portal.gql(VERIFY, { cardNumber: B.cardNumber, password: B.password }, readerA);
      expect(other.errors![0]).toMatchObject({ message: '读者证号与当前登录账号不符', extensions: { code: 'BAD_USER_INPUT', field: 'cardNumber' } });
      const wrong = await portal.gql(VERIFY, { cardNumber: A.cardNumber, password: 'not-it' }, readerA);
      expect(wrong.errors![0]).toMatchObject({ message: '读者证密码错误', extensions: { field: 'password' } });
      const empty = await portal.gql(VERIFY, { cardNumber: '', password: '' }, readerA);
      expect(empty.errors![0].extensions!.fieldErrors).toEqual([
        { field: 'cardNumber', message: '请输入读者证号' },
        { field: 'password', message: '请输入读者证密码' },
      ]);
    });

    it('pauses after repeated failures, even for the right password', async () => {
      for (let i = 0; i < 5; i++) await portal.gql(VERIFY, { cardNumber: B.cardNumber, password: `wrong${i}` }, readerB);
      const res = await portal.gql(VERIFY, { cardNumber: B.cardNumber, password: B.password }, readerB);
      expect(res.errors![0]).toMatchObject({ message: '读者证验证失败次数过多，请15分钟后再试', extensions: { code: 'TOO_MANY_REQUESTS' } });
    });
  });

  describe('demo data', () => {
    it('gives the first demo reader loans due soon, renewed once and overdue, and a history; renewal rules apply to them', async () => {
      for (let i = 0; i < 10; i++) await book(`示例${i}`, 2);
      const em = portal.services.orm.em.fork();
      expect(await seedLoans(em, portal.services.config.circulation)).toBe(8);

      const current = (must(await portal.gql<Data>(MY_LOANS, {}, readerA)).myLoans as Data).items as Data[];
      const days = (loan: Data) => Math.round((Date.parse(loan.dueAt as string) - Date.now()) / DAY_MS);
      expect(current.map((loan) => [days(loan), loan.renewals, loan.overdue])).toEqual([
        [-5, 0, true],
        [2, 0, false],
        [20, 1, false],
        [24, 0, false],
      ]);
      for (const loan of current) expect((await copyStatus(loan.copyId as string)).status).toBe('ON_LOAN');
      expect((must(await portal.gql<Data>(MY_LOANS, { current: false }, readerA)).myLoans as Data).total).toBe(2);
      expect((must(await portal.gql<Data>(MY_LOANS, {}, readerB)).myLoans as Data).total).toBe(1);

      const outcomes = must(await portal.gql<Data>(RENEW_ALL, {}, readerA)).renewAllLoans as Data[];
      expect(outcomes.map((o) => o.message)).toEqual(['已逾期，不能续借', null, '已达到续借次数上限', null]);
    });
  });

  describe('REST (spec §7 calls 38–41) answers as GraphQL does', () => {
    let schema: GraphQLSchema;
    let faces: Faces;
    beforeAll(async () => {
      schema = await getSchema();
      faces = new Faces(portal, schema);
    });
    const route = (field: string) => {
      const found = REST_ROUTES.find((r) => r.field === field && r.path.startsWith('/user/'));
      if (!found) throw new Error(`no REST row for ${field}`);
      return found;
    };
    const same = (rest: unknown, gql: unknown) => expect(normalise(rest)).toEqual(normalise(gql));

    it('GET api/user/loan/onloan: the current loans', async () => {
      const b = await book('四世同堂', 2);
      await lend(b.copies[0]);
      const returned = await lend(b.copies[1]);
      must(await portal.gql(RETURN, { copyId: returned.copyId }, admin));
      const rest = await faces.rest(route('myLoans'), { page: 1, pageSize: 10 }, readerA);
      expect(rest.body.code).toBe(200);
      expect((rest.body.data as Data).items).toHaveLength(1);
      same(rest, await faces.gql('myLoans', { page: 1, pageSize: 10, current: true }, readerA));
    });

    it('POST api/user/loan/renew: a renewal and a refusal', async () => {
      const b = await book('子夜', 1);
      const loan = await lend(b.copies[0]);
      const rest = await faces.rest(route('renewLoan'), { loanId: loan.id }, readerA);
      expect(rest.body).toMatchObject({ code: 200, data: { id: loan.id, renewals: 1 } });
      // The same loan as it was, renewed through GraphQL.
      await portal.sql('update loan set renewals = 0, due_at = ? where id = ?', [loan.dueAt, loan.id]);
      same(rest, await faces.gql('renewLoan', { loanId: loan.id }, readerA));

      const refused = await faces.rest(route('renewLoan'), { loanId: loan.id }, readerA);
      expect(refused).toMatchObject({ status: 200, body: { code: 400, msg: '已达到续借次数上限', data: null } });
      same(refused, await faces.gql('renewLoan', { loanId: loan.id }, readerA));
    });

    it('POST api/user/mine/renew: renew all', async () => {
      const b = await book('家春秋', 1);
      const loan = await lend(b.copies[0]);
      await portal.sql(`update loan set due_at = now() - interval '1 day' where id = ?`, [loan.id]);
      const rest = await faces.rest(route('renewAllLoans'), {}, readerA);
      expect((rest.body.data as Data[])[0]).toMatchObject({ loanId: loan.id, renewed: false, message: '已逾期，不能续借' });
      same(rest, await faces.gql('renewAllLoans', {}, readerA));
    });

    it('POST api/user/mine/verification/Readers: the card check', async () => {
      const ok = await faces.rest(route('verifyReaderCard'), { cardNumber: A.cardNumber, password: A.password }, readerA);
      expect(ok.body).toEqual({ code: 200, msg: 'OK', data: true });
      same(ok, await faces.gql('verifyReaderCard', { cardNumber: A.cardNumber, password: A.password }, readerA));
      const wrong = await faces.rest(route('verifyReaderCard'), { cardNumber: '123', password: 'x' }, readerA);
      expect(wrong.body).toMatchObject({ code: 400, msg: '读者证号与当前登录账号不符' });
      same(wrong, await faces.gql('verifyReaderCard', { cardNumber: '123', password: 'x' }, readerA));
    });
  });
});
