/**
 * Issue 15, moderation: sensitive words (CRUD, import, export, the filter's rebuilds), examine items
 * (启用/停用, 开启/关闭, review modes and the match action) and what they do to every submission,
 * the public availability query, the blacklist still first, admins only, REST rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveFilter } from '../../src/modules/moderation/index.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { SUBMISSIONS } from '../helpers/submissions.js';

let portal: TestPortal;
let admin: string;
let book: string;

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

/** A fresh reader with a reader-card token (each test's submissions stay under its own hourly limit). */
let made = 0;
async function newReader(): Promise<{ id: number; token: string }> {
  made += 1;
  const [row] = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     values (now(), now(), true, 'M' || ?, '审核读者' || ?, 'x', 2, 0) returning id`,
    [made, made],
  );
  const { token } = await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 });
  return { id: row.id, token };
}

const ITEMS = '{ adminExamineItems(pageSize: 100) { total items { id subject kind name enabled open reviewMode onSensitive } } }';
const items = async (): Promise<Data[]> => (await ok(ITEMS, {}, admin)).adminExamineItems.items;
const itemOf = async (subject: string): Promise<Data> => (await items()).find((item) => item.subject === subject)!;
const UPDATE =
  'mutation($id: ID!, $input: ExamineItemInput!) { updateExamineItem(id: $id, input: $input) { id reviewMode onSensitive open enabled } }';
const configure = async (subject: string, input: Data) => ok(UPDATE, { id: (await itemOf(subject)).id, input }, admin);

const COMMENT = 'mutation($input: CommentInput!) { submitComment(input: $input) { id status flaggedWords } }';
const comment = async (content: string, token: string) => (await ok(COMMENT, { input: { resourceId: book, content } }, token)).submitComment;

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true });
  admin = await portal.adminToken();
  const [row] = await portal.sql<{ id: number }>(
    `select id from resource where kind = 'book' and enabled and on_shelf and permission = 'PUBLIC' order by id limit 1`,
  );
  book = String(row.id);
});

afterAll(() => portal?.close());

describe('sensitive words', () => {
  const CREATE = 'mutation($input: SensitiveWordInput!) { createSensitiveWord(input: $input) { id word form category enabled } }';
  const LIST =
    'query($filter: SensitiveWordFilter) { adminSensitiveWords(filter: $filter, pageSize: 100) { total items { word category enabled } } }';

  it('the demo has about fifty words in three categories', async () => {
    const rows = await portal.sql<{ category: string; n: number }>(
      'select category, count(*)::int as n from sensitive_word group by category order by category',
    );
    expect(rows.map((r) => r.category)).toEqual(['AD', 'FRAUD', 'ILLEGAL']);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(50);
  });

  it('creates a word with its match form; the same word in another spelling is refused', async () => {
    const created = (await ok(CREATE, { input: { word: 'ＶＸ号', category: 'AD' } }, admin)).createSensitiveWord;
    expect(created).toMatchObject({ word: 'ＶＸ号', form: 'vx号', category: 'AD', enabled: true });
    expect((await refused(CREATE, { input: { word: 'v x 號' } }, admin)).message).toBe('该敏感词已存在');
    expect((await refused(CREATE, { input: { word: '** !' } }, admin)).message).toBe('敏感词须包含文字或数字');
    expect((await refused(CREATE, { input: { word: '  ' } }, admin)).message).toBe('请填写敏感词');
  });

  it('lists with keyword, category and enabled filters; batch disable and remove', async () => {
    const byKeyword = (await ok(LIST, { filter: { keyword: '代開' } }, admin)).adminSensitiveWords;
    expect(byKeyword.items.map((w: Data) => w.word)).toEqual(['代开发票']);
    const fraud = (await ok(LIST, { filter: { category: 'FRAUD' } }, admin)).adminSensitiveWords;
    expect(fraud.total).toBe(15);
    const ids = (
      await ok('{ adminSensitiveWords(filter: { category: FRAUD }, pageSize: 2) { items { id } } }', {}, admin)
    ).adminSensitiveWords.items.map((w: Data) => w.id);
    expect(
      (await ok('mutation($ids: [ID!]!) { batchDisableSensitiveWord(ids: $ids) { count } }', { ids }, admin)).batchDisableSensitiveWord.count,
    ).toBe(2);
    expect((await ok(LIST, { filter: { category: 'FRAUD', enabled: false } }, admin)).adminSensitiveWords.total).toBe(2);
    await ok('mutation($ids: [ID!]!) { batchEnableSensitiveWord(ids: $ids) { count } }', { ids }, admin);
    const temp = (await ok(CREATE, { input: { word: '临时词' } }, admin)).createSensitiveWord;
    expect((await ok('mutation($id: ID!) { removeSensitiveWord(id: $id) }', { id: temp.id }, admin)).removeSensitiveWord).toBe(true);
    const audit = await portal.sql<{ action: string }>(`select action from audit_log where entity = 'SensitiveWord' order by id`);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'batchDisable', 'batchEnable', 'remove']));
  });

  it('imports thousands of words at once, skipping blanks, repeats and words already present', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `导入词${i}`);
    const file = ['\uFEFF刷单', '', '  ', '刷 單', ...words, '导入词1', '***', '新词甲\r\n新词乙'].join('\n');
    const started = Date.now();
    const res = await portal.upload<Data>(
      'mutation($file: Upload!, $category: SensitiveCategory!) { importSensitiveWords(file: $file, category: $category) { added skipped } }',
      { file: { data: Buffer.from(file), name: 'words.txt' } },
      admin,
      { category: 'OTHER' },
    );
    expect(res.errors).toBeUndefined();
    // 刷单 (present), 刷 單 (same form), 导入词1 (repeated) and *** (no letters) are skipped.
    expect(res.data!.importSensitiveWords).toEqual({ added: 3002, skipped: 4 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await ok(LIST, { filter: { category: 'OTHER', keyword: '新词' } }, admin)).adminSensitiveWords.total).toBe(2);
    const audit = await portal.sql<{ n: number }>(
      `select cardinality(target_ids) as n from audit_log where action = 'import' and entity = 'SensitiveWord'`,
    );
    expect(audit).toEqual([{ n: 3002 }]);
  });

  it('the REST import takes a form with the file and the category; no file is refused', async () => {
    const form = new FormData();
    form.append('file', new Blob(['表单词一\n表单词二\n']), 'w.txt');
    form.append('category', 'AD');
    const res = await fetch(`${portal.url}/api/admin/word/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(await res.json()).toMatchObject({ code: 200, data: { added: 2, skipped: 0 } });
    const none = new FormData();
    none.append('category', 'AD');
    const empty = await fetch(`${portal.url}/api/admin/word/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: none });
    expect(JSON.stringify(await empty.json())).toContain('请选择要导入的文件');
  });

  it('exports every word, one a line, as a UTF-8 text file (REST) and base64 (GraphQL)', async () => {
    const res = await fetch(`${portal.url}/api/admin/word/export`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n').filter(Boolean);
    const [count] = await portal.sql<{ n: number }>('select count(*)::int as n from sensitive_word');
    expect(lines).toHaveLength(count.n);
    expect(lines).toContain('代开发票');
    const gql = (await ok('{ exportSensitiveWords(category: ILLEGAL) { fileName mime base64 } }', {}, admin)).exportSensitiveWords;
    expect(gql.fileName).toBe('敏感词.txt');
    expect(Buffer.from(gql.base64, 'base64').toString('utf8').split('\n').filter(Boolean)).toHaveLength(15);
    expect((await fetch(`${portal.url}/api/admin/word/export`)).status).toBe(401);
  });

  it('the filter follows a change here at once, and one made elsewhere within the check period', async () => {
    const reader = await newReader();
    const flagged = async (content: string) =>
      (
        await portal.sql<{ flagged_words: string[] }>('select flagged_words from resource_comment where id = ?', [
          (await comment(content, reader.token)).id,
        ])
      )[0].flagged_words;
    expect(await flagged('今天天气很好，适合读书')).toEqual([]);
    await ok('mutation($input: SensitiveWordInput!) { createSensitiveWord(input: $input) { id } }', { input: { word: '天气很好' } }, admin);
    expect(await flagged('今天天 气很好')).toEqual(['天 气很好']);
    // Another instance's write: this process sees it once the generation check's period (30 s) is over
    // (the first check is past the 10 s in which this process checks every time after its own write).
    const em = portal.services.orm.em.fork();
    await portal.sql(
      `insert into sensitive_word (word, form, category, enabled, recommended, sort, created_at, updated_at) values ('别处新词', '别处新词', 'OTHER', true, false, 0, now(), now())`,
    );
    expect((await sensitiveFilter(em, Date.now() + 12_000)).words('别处新词')).toEqual([]);
    expect((await sensitiveFilter(em, Date.now() + 45_000)).words('别处新词')).toEqual(['别处新词']);
  });
});

describe('examine items', () => {
  it('one per submission type and one per venue, with the defaults', async () => {
    const list = await items();
    const types = list.filter((item) => item.kind === 'SUBMISSION');
    expect(types.map((item) => item.name)).toEqual(['评论', '评分', '标签', '资源纠错', '留言', '资源荐购', '志愿者申请', '场馆预约']);
    expect(types.every((item) => item.enabled && item.open && item.reviewMode === 'MANUAL' && item.onSensitive === 'REVIEW')).toBe(true);
    const [venues] = await portal.sql<{ n: number }>('select count(*)::int as n from venue');
    expect(list.filter((item) => item.kind === 'VENUE')).toHaveLength(venues.n);
  });

  it('a venue has no review mode', async () => {
    const venue = (await items()).find((item) => item.kind === 'VENUE')!;
    const error = await refused('mutation($id: ID!) { setReviewModeExamineItem(id: $id, value: AUTO) { id } }', { id: venue.id }, admin);
    expect(error.message).toContain('场馆审批项没有审核方式');
    // The form sends the defaults back unchanged with the switches: that is fine.
    const saved = await ok(UPDATE, { id: venue.id, input: { enabled: true, open: true, reviewMode: 'MANUAL', onSensitive: 'REVIEW' } }, admin);
    expect(saved.updateExamineItem).toMatchObject({ open: true, reviewMode: 'MANUAL' });
    expect((await refused(UPDATE, { id: venue.id, input: { onSensitive: 'REFUSE' } }, admin)).message).toContain('场馆审批项没有审核方式');
  });

  describe('review modes × sensitive match', () => {
    const cases: Array<[mode: string, onSensitive: string, text: string, expected: string | Error]> = [
      ['MANUAL', 'REVIEW', '一本好书', 'PENDING'],
      ['MANUAL', 'REVIEW', '有人在刷单', 'PENDING'],
      ['AUTO', 'REVIEW', '一本好书', 'PASSED'],
      ['AUTO', 'REVIEW', '有人在刷单', 'PASSED'],
      ['AUTO_UNLESS_SENSITIVE', 'REVIEW', '一本好书', 'PASSED'],
      ['AUTO_UNLESS_SENSITIVE', 'REVIEW', '有人在刷*单', 'PENDING'],
      ['AUTO_UNLESS_SENSITIVE', 'REFUSE', '一本好书', 'PASSED'],
      ['AUTO_UNLESS_SENSITIVE', 'REFUSE', '可以代開發票', new Error('内容包含敏感词，请修改后再提交')],
      ['MANUAL', 'REFUSE', '有人在刷单', new Error('内容包含敏感词，请修改后再提交')],
    ];
    it.each(cases)('%s, %s: "%s" → %s', async (reviewMode, onSensitive, text, expected) => {
      await configure('type:Comment', { reviewMode, onSensitive });
      const reader = await newReader();
      if (expected instanceof Error) {
        const error = await refused(COMMENT, { input: { resourceId: book, content: text } }, reader.token);
        expect(error.message).toBe(expected.message);
        expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
        return;
      }
      const item = await comment(text, reader.token);
      expect(item.status).toBe(expected);
      const stored = await portal.sql<{ flagged_words: string[] }>('select flagged_words from resource_comment where id = ?', [item.id]);
      // The words as written in the text (the queue marks them there).
      const written = ['刷*单', '刷单', '代開發票', '代开发票'].find((word) => text.includes(word));
      expect(stored[0].flagged_words).toEqual(written ? [written] : []);
    });
  });

  it('an auto-passed comment shows publicly and counts on its resource, like a manual pass', async () => {
    await configure('type:Comment', { reviewMode: 'AUTO_UNLESS_SENSITIVE', onSensitive: 'REVIEW' });
    const RESOURCE = 'query($id: ID!) { resource(id: $id) { comments } }';
    const before = (await ok(RESOURCE, { id: book })).resource.comments;
    const reader = await newReader();
    const passed = await comment('自动通过的评论', reader.token);
    await comment('带刷单的评论', reader.token);
    expect((await ok(RESOURCE, { id: book })).resource.comments).toBe(before + 1);
    const list = (await ok('query($id: ID!) { passedComments(resourceId: $id, pageSize: 50) { items { id content } } }', { id: book }))
      .passedComments;
    expect(list.items.map((c: Data) => c.content)).toContain('自动通过的评论');
    expect(list.items.map((c: Data) => c.content)).not.toContain('带刷单的评论');
    // Unpassing it later takes the count back: it counted as a pass.
    await ok('mutation($id: ID!) { setStatusComment(id: $id, value: REJECTED) { id } }', { id: passed.id }, admin);
    expect((await ok(RESOURCE, { id: book })).resource.comments).toBe(before);
  });

  it('flagged words are the back office’s: the reader and the public get none', async () => {
    await configure('type:Comment', { reviewMode: 'AUTO', onSensitive: 'REVIEW' });
    const reader = await newReader();
    const item = await comment('公开的刷单评论', reader.token);
    expect(item.flaggedWords).toEqual([]);
    const admins = (await ok('query($id: ID!) { adminComment(id: $id) { flaggedWords } }', { id: item.id }, admin)).adminComment;
    expect(admins.flaggedWords).toEqual(['刷单']);
    // A word written apart or traditional is kept as written: the queue marks it where it stands.
    const spaced = await comment('有人在刷 单，還有刷*單', reader.token);
    const spacedAdmin = (await ok('query($id: ID!) { adminComment(id: $id) { flaggedWords } }', { id: spaced.id }, admin)).adminComment;
    expect(spacedAdmin.flaggedWords).toEqual(['刷 单', '刷*單']);
    const mine = (await ok('{ myComments { items { flaggedWords } } }', {}, reader.token)).myComments;
    expect(mine.items[0].flaggedWords).toEqual([]);
    const pub = (await ok('query($id: ID!) { passedComments(resourceId: $id, pageSize: 50) { items { id flaggedWords } } }', { id: book }))
      .passedComments;
    expect(pub.items.find((c: Data) => c.id === item.id).flaggedWords).toEqual([]);
    await configure('type:Comment', { reviewMode: 'MANUAL', onSensitive: 'REVIEW' });
  });

  it('停用 and 关闭 refuse new submissions of the type with its Chinese name; the availability query says so', async () => {
    const reader = await newReader();
    const MESSAGE = 'mutation($input: MessageInput!) { submitMessage(input: $input) { id status } }';
    const AVAILABILITY = '{ submissionAvailability { type name accepting message } }';
    const message = await itemOf('type:Message');
    await ok('mutation($id: ID!) { closeExamineItem(id: $id) { id open } }', { id: message.id }, admin);
    expect((await refused(MESSAGE, { input: SUBMISSIONS.Message('', { venueId: '', n: 0 }) }, reader.token)).message).toBe('留言暂停受理');
    let availability = (await ok(AVAILABILITY)).submissionAvailability;
    expect(availability.find((a: Data) => a.type === 'Message')).toEqual({
      type: 'Message',
      name: '留言',
      accepting: false,
      message: '留言暂停受理',
    });
    expect(availability.find((a: Data) => a.type === 'Comment')).toMatchObject({ accepting: true, message: null });
    await ok('mutation($id: ID!) { disableExamineItem(id: $id) { id } }', { id: message.id }, admin);
    expect((await refused(MESSAGE, { input: SUBMISSIONS.Message('', { venueId: '', n: 0 }) }, reader.token)).message).toBe('留言已停用');
    availability = (await portal.rest<Data>('GET', '/api/submission/availability')).body.data;
    expect(availability.find((a: Data) => a.type === 'Message')).toMatchObject({ accepting: false, message: '留言已停用' });
    await ok('mutation($ids: [ID!]!) { batchEnableExamineItem(ids: $ids) { count } }', { ids: [message.id] }, admin);
    await ok('mutation($ids: [ID!]!) { batchOpenExamineItem(ids: $ids) { count } }', { ids: [message.id] }, admin);
    expect((await ok(MESSAGE, { input: SUBMISSIONS.Message('', { venueId: '', n: 0 }) }, reader.token)).submitMessage.status).toBe('PENDING');
  });

  it('a guest’s availability is kept by the server until an examine setting is written, and revalidated by browsers every time', async () => {
    const url = `${portal.url}/graphql?query=${encodeURIComponent('{ submissionAvailability { type accepting } }')}`;
    const guestGet = async () => {
      const res = await fetch(url, { headers: { 'apollo-require-preflight': '1' } });
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      const body = (await res.json()) as { data: { submissionAvailability: Data[] } };
      return body.data.submissionAvailability.find((a) => a.type === 'Comment');
    };
    expect(await guestGet()).toEqual({ type: 'Comment', accepting: true });
    expect(await guestGet()).toEqual({ type: 'Comment', accepting: true });
    const comment = await itemOf('type:Comment');
    await ok('mutation($id: ID!) { closeExamineItem(id: $id) { id open } }', { id: comment.id }, admin);
    expect(await guestGet()).toEqual({ type: 'Comment', accepting: false });
    await ok('mutation($ids: [ID!]!) { batchOpenExamineItem(ids: $ids) { count } }', { ids: [comment.id] }, admin);
    expect(await guestGet()).toEqual({ type: 'Comment', accepting: true });
  });

  it('the blacklist still comes first', async () => {
    const reader = await newReader();
    await ok(
      'mutation($input: BlacklistEntryInput!) { createBlacklistEntry(input: $input) { id } }',
      { input: { readerId: String(reader.id), reason: '多次发布广告' } },
      admin,
    );
    await configure('type:Comment', { open: false });
    const error = await refused(COMMENT, { input: { resourceId: book, content: '刷单' } }, reader.token);
    expect(error.message).toContain('您已被列入黑名单');
    await configure('type:Comment', { open: true });
  });

  it('a closed or disabled venue refuses new bookings; its other settings do not matter to others', async () => {
    const reader = await newReader();
    const venue = (await items()).find((item) => item.kind === 'VENUE')!;
    const venueId = venue.subject.replace('venue:', '');
    const BOOK = 'mutation($input: VenueBookingInput!) { submitVenueBooking(input: $input) { id status } }';
    await ok('mutation($id: ID!) { closeExamineItem(id: $id) { id } }', { id: venue.id }, admin);
    const closed = await refused(BOOK, { input: SUBMISSIONS.VenueBooking('', { venueId, n: 1 }) }, reader.token);
    expect(closed).toMatchObject({ message: `${venue.name}暂停受理`, extensions: { field: 'venueId' } });
    await ok('mutation($id: ID!) { openExamineItem(id: $id) { id } }', { id: venue.id }, admin);
    await ok('mutation($id: ID!) { disableExamineItem(id: $id) { id } }', { id: venue.id }, admin);
    expect((await refused(BOOK, { input: SUBMISSIONS.VenueBooking('', { venueId, n: 1 }) }, reader.token)).message).toBe(`${venue.name}已停用`);
    await ok('mutation($id: ID!) { enableExamineItem(id: $id) { id } }', { id: venue.id }, admin);
    expect((await ok(BOOK, { input: SUBMISSIONS.VenueBooking('', { venueId, n: 1 }) }, reader.token)).submitVenueBooking.status).toBe('PENDING');
  });

  it('a new venue gets its item the next time the list is read; a removed one loses it', async () => {
    const created = (
      await ok(
        'mutation($input: VenueInput!) { createVenue(input: $input) { id } }',
        { input: { name: '新建阅览室', location: '二楼', capacity: 8 } },
        admin,
      )
    ).createVenue;
    expect(await itemOf(`venue:${created.id}`)).toMatchObject({ name: '新建阅览室', enabled: true, open: true });
    await ok('mutation($id: ID!) { removeVenue(id: $id) }', { id: created.id }, admin);
    expect(await itemOf(`venue:${created.id}`)).toBeUndefined();
  });
});

describe('admins only', () => {
  const CALLS: Array<[string, Data]> = [
    ['{ adminSensitiveWords { total } }', {}],
    ['{ adminExamineItems { total } }', {}],
    ['{ exportSensitiveWords { fileName } }', {}],
    ['mutation { createSensitiveWord(input: { word: "试试" }) { id } }', {}],
    ['mutation { updateExamineItem(id: "1", input: { open: false }) { id } }', {}],
    ['mutation { closeExamineItem(id: "1") { id } }', {}],
    ['mutation { batchSetReviewModeExamineItem(ids: ["1"], value: AUTO) { count } }', {}],
  ];
  it.each(CALLS)('%s: refused for guests and readers', async (query, variables) => {
    const reader = await newReader();
    expect((await refused(query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(query, variables, reader.token)).extensions?.code).toBe('FORBIDDEN');
  });

  it('REST rows: list, close, open, the words', async () => {
    const list = await portal.rest<Data>('GET', '/api/admin/examine/list?pageSize=100', undefined, admin);
    expect(list.body.data.items.length).toBeGreaterThan(8);
    const id = list.body.data.items[0].id;
    expect((await portal.rest<Data>('POST', `/api/admin/examine/close/${id}`, {}, admin)).body.data).toMatchObject({ id, open: false });
    expect((await portal.rest<Data>('POST', '/api/admin/examine/batch/open', { ids: [id] }, admin)).body.data).toEqual({ count: 1, ids: [id] });
    expect((await portal.rest<Data>('GET', '/api/admin/word/list?category=ILLEGAL', undefined, admin)).body.data.total).toBe(15);
    expect((await portal.rest('GET', '/api/admin/examine/list')).status).toBe(401);
  });
});
