/**
 * Issue 14, the reader's side of interactions: collections and subscriptions with their counters,
 * and every submission type on the one mechanism (submit, mine, review, public list), for a guest,
 * a reader, a barred reader and a reader-card login; REST faces of the same calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { Faces, normalise } from '../helpers/parity.js';
import { SUBMISSIONS } from '../helpers/submissions.js';
import { getSchema } from '../../src/schema.js';
import { REST_ROUTES } from '../../src/rest/table.js';
import { submissionTypes } from '../../src/modules/interaction/index.js';
import { activitySubmissionTypes } from '../../src/modules/activity/index.js';

let portal: TestPortal;
let reader: string;
let phoneReader: string;
let admin: string;
let book: number;
let newspaper: number;
let ebook: number;

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

/** Readers made for this test (the demo has four), each with a reader-card token. */
let made = 0;
async function extraReaders(count: number): Promise<Array<{ id: number; token: string }>> {
  made += 1;
  const rows = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     select now(), now(), true, 'T' || ? || '-' || g, '测试读者' || g, 'x', 2, 0 from generate_series(1, ?) g returning id`,
    [made, count],
  );
  const token = async (id: number) => (await portal.services.tokens.sign({ subject: id, audience: 'reader', version: 0, loginType: 2 })).token;
  return Promise.all(rows.map(async (row) => ({ id: row.id, token: await token(row.id) })));
}

const COMMENT = 'mutation($input: CommentInput!) { submitComment(input: $input) { id status content authorName } }';
const SCORE = 'mutation($input: ScoreInput!) { submitScore(input: $input) { id status value } }';
const RESOURCE = 'query($id: ID!) { resource(id: $id) { collections scoreAverage scoreCount comments } }';

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true });
  [reader, phoneReader, admin] = await Promise.all([portal.readerToken(2), portal.readerToken(1), portal.adminToken()]);
  const ids = async (kind: string) =>
    (
      await portal.sql<{ id: number }>('select id from resource where kind = ? and enabled and on_shelf and permission = ? order by id limit 1', [
        kind,
        'PUBLIC',
      ])
    )[0].id;
  [book, newspaper, ebook] = await Promise.all([ids('book'), ids('newspaper'), ids('ebook')]);
});

afterAll(() => portal?.close());

describe('collections and subscriptions', () => {
  const COLLECT = 'mutation($id: ID!) { collectResource(resourceId: $id) { collected collections } }';

  it('a guest is asked to log in', async () => {
    expect((await refused(COLLECT, { id: book })).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('collecting is idempotent and the count follows; cancelling takes it back', async () => {
    const before = (await ok(RESOURCE, { id: book })).resource.collections;
    expect((await ok(COLLECT, { id: book }, reader)).collectResource).toEqual({ collected: true, collections: before + 1 });
    expect((await ok(COLLECT, { id: book }, reader)).collectResource.collections).toBe(before + 1);
    const mine = await ok('{ myCollections(kind: book) { total items { resource { id title } } } }', {}, reader);
    expect(mine.myCollections.items.map((m: Data) => Number(m.resource.id))).toContain(book);
    const un = await ok('mutation($id: ID!) { uncollectResource(resourceId: $id) { collected collections } }', { id: book }, reader);
    expect(un.uncollectResource).toEqual({ collected: false, collections: before });
  });

  it('20 readers collecting at once count 20; one reader 20 times at once counts 1', async () => {
    const before = (await ok(RESOURCE, { id: book })).resource.collections;
    const tokens = (await extraReaders(20)).map((r) => r.token);
    await Promise.all(tokens.map((token) => ok(COLLECT, { id: book }, token)));
    expect((await ok(RESOURCE, { id: book })).resource.collections).toBe(before + 20);
    await Promise.all(Array.from({ length: 20 }, () => ok(COLLECT, { id: book }, reader)));
    expect((await ok(RESOURCE, { id: book })).resource.collections).toBe(before + 21);
  });

  it('an e-book needs a reader-card login to be collected', async () => {
    expect((await refused(COLLECT, { id: ebook }, phoneReader)).message).toBe('请使用读者证登录！');
  });

  it('only newspapers and journals are subscribed to; new editions are marked until seen', async () => {
    const SUBSCRIBE = 'mutation($id: ID!) { subscribeResource(resourceId: $id) { subscribed } }';
    expect((await refused(SUBSCRIBE, { id: book }, reader)).message).toBe('只有报纸和期刊可以订阅');
    expect((await ok(SUBSCRIBE, { id: newspaper }, reader)).subscribeResource.subscribed).toBe(true);
    await portal.sql(
      `insert into newspaper_edition (created_at, updated_at, enabled, recommended, sort, resource_id, edition_date, issue)
       values (now() + interval '1 second', now(), true, false, 0, ?, current_date, '新一期')`,
      [newspaper],
    );
    const MINE = '{ mySubscriptions(kind: newspaper) { items { newIssues resource { id } } } }';
    expect((await ok(MINE, {}, reader)).mySubscriptions.items[0]).toMatchObject({ newIssues: 1, resource: { id: String(newspaper) } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ok('mutation($id: ID!) { seeSubscription(resourceId: $id) }', { id: newspaper }, reader);
    expect((await ok(MINE, {}, reader)).mySubscriptions.items[0].newIssues).toBe(0);
  });

  it('REST faces: api/user/resource/{id}/collection, cancel/collection, mine/collection', async () => {
    const set = await portal.rest<Data>('POST', `/api/user/resource/${book}/collection`, {}, reader);
    expect(set.body).toMatchObject({ code: 200, data: { collected: true } });
    const mine = await portal.rest<Data>('GET', '/api/user/mine/collection?kind=book', undefined, reader);
    expect(mine.body.data.items.length).toBeGreaterThan(0);
    const cancel = await portal.rest<Data>('POST', `/api/user/resource/${book}/cancel/collection`, {}, reader);
    expect(cancel.body.data.collected).toBe(false);
    expect((await portal.rest('POST', `/api/user/resource/${book}/collection`, {})).status).toBe(401);
  });
});

describe('submissions', () => {
  it('a comment waits for review, shows to its author as pending, and counts once passed', async () => {
    const sent = (await ok(COMMENT, { input: { resourceId: book, content: '  很好的一本书  ' } }, reader)).submitComment;
    expect(sent).toMatchObject({ status: 'PENDING', content: '很好的一本书', authorName: '张*' });
    const state = await ok('query($id: ID!) { readerResourceState(resourceId: $id) { pendingComments { id } } }', { id: book }, reader);
    expect(state.readerResourceState.pendingComments.map((c: Data) => c.id)).toContain(sent.id);
    const PUBLIC = 'query($id: ID) { passedComments(resourceId: $id) { total items { id content authorName reader { id } } } }';
    expect((await ok(PUBLIC, { id: book })).passedComments.total).toBe(0);

    const before = (await ok(RESOURCE, { id: book })).resource.comments;
    const reviewed = await ok(
      'mutation($id: ID!) { updateComment(id: $id, input: { status: PASSED, reply: "谢谢" }) { status reply reviewedAt } }',
      { id: sent.id },
      admin,
    );
    expect(reviewed.updateComment).toMatchObject({ status: 'PASSED', reply: '谢谢' });
    const shown = (await ok(PUBLIC, { id: book })).passedComments;
    // The public sees the masked name, never the account.
    expect(shown.items[0]).toMatchObject({ id: sent.id, authorName: '张*', reader: null });
    expect((await ok(RESOURCE, { id: book })).resource.comments).toBe(before + 1);
    // Across the catalogue (the interaction area's 评论).
    expect((await ok(PUBLIC, {})).passedComments.items.map((c: Data) => c.id)).toContain(sent.id);

    const mine = await ok('{ myComments { items { id status reply unread } } }', {}, reader);
    expect(mine.myComments.items.find((c: Data) => c.id === sent.id)).toMatchObject({ status: 'PASSED', reply: '谢谢', unread: true });
    expect((await ok('mutation { readMyComments }', {}, reader)).readMyComments).toBeGreaterThan(0);

    // Rejecting it in a batch takes it back off the count; removing a rejected one changes nothing.
    await ok('mutation($ids: [ID!]!) { batchSetStatusComment(ids: $ids, value: REJECTED) { count } }', { ids: [sent.id] }, admin);
    expect((await ok(RESOURCE, { id: book })).resource.comments).toBe(before);
    await ok('mutation($id: ID!) { removeComment(id: $id) }', { id: sent.id }, admin);
    expect((await ok(RESOURCE, { id: book })).resource.comments).toBe(before);
  });

  it('field rules answer in Chinese and nothing is kept', async () => {
    const error = await refused(COMMENT, { input: { resourceId: book, content: '' } }, reader);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(error)).toContain('请填写评论内容');
    expect((await refused(SCORE, { input: { resourceId: book, value: 6 } }, reader)).message).toContain('评分须为1到5的整数');
    expect((await refused(COMMENT, { input: { resourceId: 999999, content: '好' } }, reader)).extensions?.code).toBe('NOT_FOUND');
  });

  it('one score per reader: scoring again replaces it; passed scores make the average', async () => {
    const first = (await ok(SCORE, { input: { resourceId: book, value: 2 } }, reader)).submitScore;
    const before = (await ok(RESOURCE, { id: book })).resource;
    await ok('mutation($id: ID!) { setStatusScore(id: $id, value: PASSED) { id } }', { id: first.id }, admin);
    const passed = (await ok(RESOURCE, { id: book })).resource;
    expect(passed.scoreCount).toBe(before.scoreCount + 1);
    const again = (await ok(SCORE, { input: { resourceId: book, value: 4 } }, reader)).submitScore;
    expect(again).toMatchObject({ id: first.id, status: 'PENDING', value: 4 });
    // Back to waiting: it no longer counts until passed again.
    expect((await ok(RESOURCE, { id: book })).resource.scoreCount).toBe(before.scoreCount);
    await ok('mutation($id: ID!) { setStatusScore(id: $id, value: PASSED) { id } }', { id: first.id }, admin);
    const after = (await ok(RESOURCE, { id: book })).resource;
    const total = before.scoreAverage * before.scoreCount + 4;
    expect(after.scoreCount).toBe(before.scoreCount + 1);
    expect(after.scoreAverage).toBeCloseTo(total / (before.scoreCount + 1), 1);
  });

  it('20 parallel scores by one reader leave one score; 20 readers passed at once count 20', async () => {
    const tokens = (await extraReaders(20)).map((r) => r.token);
    const resource = (
      await portal.sql<{ id: number }>("select id from resource where kind = 'video' and enabled and on_shelf order by id limit 1")
    )[0].id;
    await Promise.all(Array.from({ length: 20 }, (_, i) => ok(SCORE, { input: { resourceId: resource, value: (i % 5) + 1 } }, tokens[0])));
    expect(
      (
        await portal.sql(
          'select id from resource_score where resource_id = ? and reader_id = (select max(reader_id) from resource_score where resource_id = ?)',
          [resource, resource],
        )
      ).length,
    ).toBe(1);
    const before = (await ok(RESOURCE, { id: resource })).resource;
    const ids = await Promise.all(
      tokens.slice(1).map(async (token) => (await ok(SCORE, { input: { resourceId: resource, value: 5 } }, token)).submitScore.id),
    );
    await Promise.all(ids.map((id) => ok('mutation($id: ID!) { setStatusScore(id: $id, value: PASSED) { id } }', { id }, admin)));
    const after = (await ok(RESOURCE, { id: resource })).resource;
    expect(after.scoreCount).toBe(before.scoreCount + 19);
  });

  it('passed tags show as chips and are found by search', async () => {
    const tag = await ok(
      'mutation($input: TagInput!) { submitTag(input: $input) { id status } }',
      { input: { resourceId: book, text: '枕边书zq' } },
      reader,
    );
    const again = await refused(
      'mutation($input: TagInput!) { submitTag(input: $input) { id } }',
      { input: { resourceId: book, text: '枕边书zq' } },
      reader,
    );
    expect(again.message).toContain('您已添加过该标签');
    const SEARCH = '{ search(query: "枕边书zq") { total } }';
    expect((await ok(SEARCH)).search.total).toBe(0);
    await ok('mutation($id: ID!) { setStatusTag(id: $id, value: PASSED) { id } }', { id: tag.submitTag.id }, admin);
    expect((await ok('query($id: ID!) { resourceTags(resourceId: $id) { text count } }', { id: book })).resourceTags).toContainEqual({
      text: '枕边书zq',
      count: 1,
    });
    expect((await ok(SEARCH)).search.total).toBe(1);
  });

  it('messages, recommendations, volunteer applications and error reports: sent, listed as mine, replied to', async () => {
    const message = await ok(
      'mutation($input: MessageInput!) { submitMessage(input: $input) { id status } }',
      { input: { subject: '开放时间', content: '春节期间开放吗？' } },
      reader,
    );
    await ok(
      'mutation($id: ID!) { updateMessage(id: $id, input: { status: PASSED, reply: "初一至初三闭馆" }) { id } }',
      { id: message.submitMessage.id },
      admin,
    );
    expect((await ok('{ myMessages { items { subject reply status } } }', {}, reader)).myMessages.items[0]).toEqual({
      subject: '开放时间',
      reply: '初一至初三闭馆',
      status: 'PASSED',
    });

    const isbn = await refused(
      'mutation($input: RecommendationInput!) { submitRecommendation(input: $input) { id } }',
      { input: { title: '好书', isbn: 'abc' } },
      reader,
    );
    expect(JSON.stringify(isbn)).toContain('ISBN 格式不正确');
    // The shape passes but the digits are no ISBN: the catalogue's own check says so.
    const digits = await refused(
      'mutation($input: RecommendationInput!) { submitRecommendation(input: $input) { id } }',
      { input: { title: '好书', isbn: '1234' } },
      reader,
    );
    expect(digits.message).toContain('ISBN 格式错误：1234');
    const check = await refused(
      'mutation($input: RecommendationInput!) { submitRecommendation(input: $input) { id } }',
      { input: { title: '好书', isbn: '9787508647358' } },
      reader,
    );
    expect(check.message).toContain('ISBN 校验位错误');
    // Spaces are no title.
    expect(
      JSON.stringify(
        await refused('mutation($input: RecommendationInput!) { submitRecommendation(input: $input) { id } }', { input: { title: '   ' } }, reader),
      ),
    ).toContain('请填写书名');
    const rec = await ok(
      'mutation($input: RecommendationInput!) { submitRecommendation(input: $input) { title isbn status } }',
      { input: { title: '人类简史', isbn: '978-7-5086-4735-7' } },
      reader,
    );
    expect(rec.submitRecommendation).toEqual({ title: '人类简史', isbn: '9787508647357', status: 'PENDING' });

    const VOLUNTEER = 'mutation($input: VolunteerApplicationInput!) { submitVolunteerApplication(input: $input) { id availability } }';
    const input = { name: '张晓明', phone: '13800000001', availability: ['SAT:AM', 'SAT:AM', 'SUN:PM'], skills: '讲故事' };
    expect((await ok(VOLUNTEER, { input }, reader)).submitVolunteerApplication.availability).toEqual(['SAT:AM', 'SUN:PM']);
    const twice = await refused(VOLUNTEER, { input }, reader);
    // A refusal of the whole form, not of one field.
    expect(twice).toMatchObject({ message: '您已提交过志愿者申请，请等待审核', extensions: { code: 'BAD_REQUEST' } });
    expect(twice.extensions?.field).toBeUndefined();
    expect(JSON.stringify(await refused(VOLUNTEER, { input: { ...input, phone: '123' } }, phoneReader))).toContain('请输入正确的手机号');

    const report = await portal.rest<Data>('POST', '/api/user/error', { resourceId: book, type: 'LINK', description: '链接打不开' }, reader);
    expect(report.body).toMatchObject({ code: 200, data: { status: 'PENDING', type: 'LINK' } });
    const mine = await portal.rest<Data>('GET', '/api/user/mine/error', undefined, reader);
    expect(mine.body.data.items[0]).toMatchObject({ description: '链接打不开' });
    const queue = await ok(
      '{ adminErrorReports(filter: { status: PENDING, keyword: "链接" }) { total items { reader { name } resource { id } } } }',
      {},
      admin,
    );
    expect(queue.adminErrorReports.items[0]).toMatchObject({ reader: { name: '张晓明' }, resource: { id: String(book) } });
  });

  it('a reader cannot review, and a guest cannot submit', async () => {
    expect((await refused('mutation { setStatusComment(id: 1, value: PASSED) { id } }', {}, reader)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused(COMMENT, { input: { resourceId: book, content: '好' } })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await portal.rest('POST', '/api/user/comment', { resourceId: book, content: '好' })).status).toBe(401);
  });

  it('a barred reader is refused with the reason, can still read, and is let back in when the entry ends', async () => {
    const [{ id: readerId, token }] = await extraReaders(1);
    const entry = await ok(
      'mutation($input: BlacklistEntryInput!) { createBlacklistEntry(input: $input) { id } }',
      { input: { readerId, reason: '恶意刷评论' } },
      admin,
    );
    const error = await refused(COMMENT, { input: { resourceId: book, content: '好' } }, token);
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect(error.message).toBe('您已被列入黑名单，暂不能提交（原因：恶意刷评论）');
    expect((await ok(RESOURCE, { id: book }, token)).resource).toBeDefined();
    await ok('mutation($id: ID!) { disableBlacklistEntry(id: $id) { id } }', { id: entry.createBlacklistEntry.id }, admin);
    expect((await ok(COMMENT, { input: { resourceId: book, content: '好' } }, token)).submitComment.status).toBe('PENDING');
  });

  it('polling counts unread replies and new issues in one statement; reading the list clears them', async () => {
    const [{ token }] = await extraReaders(1);
    const POLL = 'mutation { readerNotices { unreadReplies newIssues } }';
    expect((await ok(POLL, {}, token)).readerNotices).toEqual({ unreadReplies: 0, newIssues: 0 });
    // The demo reader has a loan due in two days and an overdue one (circulation adds its count to the same statement).
    const loans = await portal.gql<Data>('mutation { readerNotices { dueSoonLoans } }', {}, reader);
    expect(loans.data!.readerNotices.dueSoonLoans).toBe(2);
    expect(Number(loans.headers.get('x-sql-statements'))).toBeLessThanOrEqual(2);
    const sent = await ok(
      'mutation($input: MessageInput!) { submitMessage(input: $input) { id } }',
      { input: { subject: '问', content: '问题' } },
      token,
    );
    await ok('mutation($id: ID!) { updateMessage(id: $id, input: { reply: "答复" }) { id } }', { id: sent.submitMessage.id }, admin);
    await ok('mutation($id: ID!) { subscribeResource(resourceId: $id) { subscribed } }', { id: newspaper }, token);
    await portal.sql(
      `insert into newspaper_edition (created_at, updated_at, enabled, recommended, sort, resource_id, edition_date, issue)
       values (now() + interval '1 second', now(), true, false, 0, ?, current_date, '又一期')`,
      [newspaper],
    );
    const polled = await portal.gql<Data>(POLL, {}, token);
    expect(polled.data!.readerNotices).toEqual({ unreadReplies: 1, newIssues: 1 });
    // The token's account check, then the counts.
    expect(Number(polled.headers.get('x-sql-statements'))).toBeLessThanOrEqual(2);
    const rest = await portal.rest<Data>('POST', '/api/user/polling', {}, token);
    expect(rest.body.data).toEqual({ unreadReplies: 1, newIssues: 1, dueSoonLoans: 0 });
    await ok('mutation { readMyMessages }', {}, token);
    expect((await ok(POLL, {}, token)).readerNotices.unreadReplies).toBe(0);
  });

  it('"mine" lists cost the same statements at page sizes 10 and 50 (no per-row queries)', async () => {
    // Sixty of each for a reader of their own, so a page of 50 is full.
    const [{ id, token }] = await extraReaders(1);
    const sixty = "from resource where enabled and on_shelf and kind in ('book', 'video', 'audio') order by id limit 60";
    await portal.sql(
      `insert into resource_comment (created_at, updated_at, reader_id, resource_id, content, author_name, status, unread) select now(), now(), ?, id, '评', '测*', 'PENDING', false ${sixty}`,
      [id],
    );
    await portal.sql(
      `insert into reader_mark (created_at, updated_at, reader_id, resource_id, type, seen_at) select now(), now(), ?, id, 'COLLECTION', now() ${sixty}`,
      [id],
    );
    await portal.sql(
      `insert into reader_mark (created_at, updated_at, reader_id, resource_id, type, seen_at) select now(), now(), ?, id, 'SUBSCRIPTION', now() from resource where kind in ('newspaper', 'journal') and enabled and on_shelf`,
      [id],
    );
    await portal.sql(
      `insert into reader_message (created_at, updated_at, reader_id, subject, content, author_name, status, unread) select now(), now(), ?, '问' || g, '内容', '测*', 'PENDING', false from generate_series(1, 60) g`,
      [id],
    );
    const lists = {
      myComments: '{ items { id content status resource { id title } } }',
      myMessages: '{ items { id subject reply } }',
      myCollections: '{ items { id resource { id title cover } } }',
      mySubscriptions: '{ items { id newIssues resource { id title } } }',
    };
    const counts: Record<string, number[]> = {};
    for (const [field, selection] of Object.entries(lists)) {
      counts[field] = [];
      for (const pageSize of [10, 50]) {
        const res = await portal.gql<Data>(`{ ${field}(pageSize: ${pageSize}) ${selection} }`, {}, token);
        expect(res.errors).toBeUndefined();
        if (field !== 'mySubscriptions') expect(res.data![field].items).toHaveLength(pageSize);
        counts[field].push(Number(res.headers.get('x-sql-statements')));
      }
      expect(counts[field][1], field).toBe(counts[field][0]);
    }
    console.log('statements of "mine" lists at page sizes 10 / 50:', JSON.stringify(counts));
  });

  it('submissions are rate-limited per reader', async () => {
    const [{ token }] = await extraReaders(1);
    const send = () =>
      portal.gql<Data>(
        'mutation($input: MessageInput!) { submitMessage(input: $input) { id } }',
        { input: { subject: '问', content: '问题' } },
        token,
      );
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await send());
    expect(answers.slice(0, 10).every((a) => !a.errors)).toBe(true);
    expect(answers[10].errors?.[0].message).toBe('提交过于频繁，请稍后再试');
  });
});

describe('REST parity of the reader calls', () => {
  /** A reader of its own per call, so one-per-reader rules and hourly limits do not tell the faces apart. */
  const fresh = async () => (await extraReaders(1))[0].token;
  /**
   * Without the resources' view counts: views are written in batches on a timer, so a batch can land
   * between the two faces' calls (CI: 1359 views on one face, 1350 on the other).
   */
  const withoutViews = (value: unknown) =>
    JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === 'views' ? undefined : field))) as unknown;
  const rows = REST_ROUTES.filter(
    (route) => route.path.startsWith('/user/') && !['/user/sms', '/user/login', '/user/detail', '/user/logout/all'].includes(route.path),
  );

  it.each([...submissionTypes, ...activitySubmissionTypes].map(({ def }) => [def.typeName, def] as const))(
    '%s: submit and mine',
    async (typeName, def) => {
      const sample = SUBMISSIONS[typeName];
      expect(sample, `a sample input for ${typeName} in test/helpers/submissions.ts`).toBeDefined();
      const faces = new Faces(portal, await getSchema());
      const [venue] = await portal.sql<{ id: number }>('select id from venue where enabled order by sort, id limit 1');
      const input = sample(String(book), { venueId: String(venue.id), n: 5 });
      const submit = rows.find((route) => route.path === `/user/${def.rest}`)!;
      const [a, b] = [await fresh(), await fresh()];
      const gql = await faces.gql(submit.field, { input }, a);
      const rest = await faces.rest(submit, { input }, b);
      expect(gql.body.code, JSON.stringify(gql.body)).toBe(200);
      const ids = [(gql.body.data as Data).id, (rest.body.data as Data).id] as string[];
      expect(withoutViews(normalise(rest, ids))).toEqual(withoutViews(normalise(gql, ids)));
      // Bad input and a guest: the same answers on both faces.
      expect(await faces.rest(submit, { input: {} }, b)).toEqual(await faces.gql(submit.field, { input: {} }, a));
      expect(await faces.rest(submit, { input })).toEqual(await faces.gql(submit.field, { input }));
      const mine = rows.find((route) => route.path === `/user/mine/${def.rest}`)!;
      expect(withoutViews(normalise(await faces.rest(mine, { pageSize: 5 }, b), ids))).toEqual(
        withoutViews(normalise(await faces.gql(mine.field, { pageSize: 5 }, a), ids)),
      );
    },
  );

  it('collections, subscriptions, state and polling', async () => {
    const faces = new Faces(portal, await getSchema());
    const [a, b] = [await fresh(), await fresh()];
    const byPath = (path: string) => rows.find((route) => route.path === path)!;
    for (const [path, resourceId] of [
      ['/user/resource/:resourceId/collection', book],
      ['/user/resource/:resourceId/subscribe', newspaper],
      ['/user/resource/:resourceId/state', book],
      ['/user/resource/:resourceId/cancel/collection', book],
      ['/user/resource/:resourceId/cancel/subscribe', newspaper],
    ] as const) {
      const route = byPath(path);
      const gql = await faces.gql(route.field, { resourceId }, a);
      const rest = await faces.rest(route, { resourceId }, b);
      // The collection count moves with each reader: compare the rest.
      for (const answer of [gql, rest]) delete (answer.body.data as Data | undefined)?.collections;
      expect(rest, path).toEqual(gql);
    }
    for (const path of ['/user/mine/collection', '/user/mine/subscribe', '/user/polling']) {
      const route = byPath(path);
      expect(await faces.rest(route, {}, b), path).toEqual(await faces.gql(route.field, {}, a));
    }
  });
});
