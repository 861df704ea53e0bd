/**
 * Issue 16, 服务指南 (part guides): guide pages on the CRUD factory, one enabled page per
 * single-page slot with the confirmed overwrite (是否覆盖), 学会动态 as a list slot, the public
 * section (servicePages, guidePage, GET api/service with parity), and 字段设置 (listFields,
 * editListFields, api/field, api/admin/field/edit/{list}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
let reader: string;

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

const CREATE = 'mutation($input: GuideInput!) { createGuide(input: $input) { id slot section title body enabled } }';
const UPDATE = 'mutation($id: ID!, $input: GuideInput!) { updateGuide(id: $id, input: $input) { id slot title enabled } }';
const PAGE = 'query($slot: GuideSlot!) { guidePage(slot: $slot) { id title body section } }';
const page = (slot: string, title: string, extra: Record<string, unknown> = {}) => ({ slot, title, body: `<p>${title}的正文</p>`, ...extra });

beforeAll(async () => {
  portal = await startTestPortal();
  [admin, reader] = await Promise.all([portal.adminToken(), portal.readerToken()]);
}, 120_000);

afterAll(() => portal?.close());

describe('guide pages (服务管理)', () => {
  it('creates a page with its section derived, sanitises the body, and lists by section and slot', async () => {
    const created = (
      await ok(
        CREATE,
        {
          input: page('aboutLibrary', '本馆简介', {
            body: '<p onclick="x()">馆史<script>alert(1)</script><img src="/uploads/a.png" alt="外景"></p>',
          }),
        },
        admin,
      )
    ).createGuide;
    expect(created).toMatchObject({ slot: 'aboutLibrary', section: 'overView', title: '本馆简介', enabled: true });
    expect(created.body).toBe('<p>馆史<img src="/uploads/a.png" alt="外景" /></p>');
    await ok(CREATE, { input: page('borrowing', '借阅须知') }, admin);
    const bySection = await ok('{ adminGuides(filter: { section: notice }) { total items { slot title } } }', {}, admin);
    expect(bySection.adminGuides.items).toEqual([{ slot: 'borrowing', title: '借阅须知' }]);
    const bySlot = await ok('{ adminGuides(filter: { slot: aboutLibrary }) { total } }', {}, admin);
    expect(bySlot.adminGuides.total).toBe(1);
  });

  it('refuses bad input in Chinese, and guests and readers on admin calls', async () => {
    const empty = await refused(CREATE, { input: page('pledge', '') }, admin);
    expect(empty.extensions?.code).toBe('BAD_USER_INPUT');
    expect(empty.message).toBe('请输入标题');
    expect((await refused(CREATE, { input: page('pledge', '承诺', { body: '' }) }, admin)).message).toBe('请输入正文');
    expect((await refused(CREATE, { input: page('pledge', '承诺', { attachment: 'ftp://x' }) }, admin)).message).toBe(
      '附件必须是以 http(s):// 或 / 开头的地址',
    );
    expect((await refused(CREATE, { input: page('pledge', '承诺') })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(CREATE, { input: page('pledge', '承诺') }, reader)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused('{ adminGuides { total } }', {}, reader)).extensions?.code).toBe('FORBIDDEN');
    expect((await portal.rest('POST', '/api/admin/guide/create', page('pledge', '承诺'))).status).toBe(401);
  });

  it('asks before overwriting a slot’s enabled page: refused without overwrite, the old page disabled with it', async () => {
    const first = (await ok(CREATE, { input: page('openingTime', '开放时间（旧）') }, admin)).createGuide;
    const conflict = await refused(CREATE, { input: page('openingTime', '开放时间（新）') }, admin);
    expect(conflict.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'overwrite' });
    expect(conflict.message).toBe('该栏目已有启用的页面，需确认覆盖后才能保存');
    // Nothing was written by the refused save.
    expect((await ok('{ adminGuides(filter: { slot: openingTime }) { total } }', {}, admin)).adminGuides.total).toBe(1);
    // A disabled draft may be saved beside it without asking.
    const draft = (await ok(CREATE, { input: page('openingTime', '开放时间（草稿）', { enabled: false }) }, admin)).createGuide;
    // Enabling the draft by editing it asks too; confirmed, it replaces the old page.
    const editConflict = await refused(UPDATE, { id: draft.id, input: page('openingTime', '开放时间（新）', { enabled: true }) }, admin);
    expect(editConflict.extensions?.field).toBe('overwrite');
    const replaced = (await ok(UPDATE, { id: draft.id, input: page('openingTime', '开放时间（新）', { enabled: true, overwrite: true }) }, admin))
      .updateGuide;
    expect(replaced).toMatchObject({ title: '开放时间（新）', enabled: true });
    const rows = (await ok('{ adminGuides(filter: { slot: openingTime }, sortBy: id) { items { id enabled } } }', {}, admin)).adminGuides.items;
    expect(rows).toEqual([
      { id: first.id, enabled: false },
      { id: draft.id, enabled: true },
    ]);
    expect((await ok(PAGE, { slot: 'openingTime' })).guidePage.title).toBe('开放时间（新）');
    // Saving the enabled page itself again asks nothing.
    await ok(UPDATE, { id: draft.id, input: page('openingTime', '开放时间', { enabled: true }) }, admin);
    // 启用 from the list has no confirmation: it refuses while the slot is taken.
    const enable = await refused('mutation($id: ID!) { enableGuide(id: $id) { id } }', { id: first.id }, admin);
    expect(enable.extensions?.field).toBe('overwrite');
    expect(enable.message).toBe('该栏目已有启用的页面：请编辑本页并确认覆盖，或先停用原页面');
    // Once the slot is free, it may be enabled again.
    await ok('mutation($id: ID!) { disableGuide(id: $id) { id } }', { id: draft.id }, admin);
    expect((await ok('mutation($id: ID!) { enableGuide(id: $id) { enabled } }', { id: first.id }, admin)).enableGuide.enabled).toBe(true);
    // The database holds the rule even past the service.
    await expect(portal.sql(`update guide set enabled = true where id = ?`, [draft.id])).rejects.toThrow(/guide_slot_enabled_unique/);
  });

  it('keeps many enabled items in the 学会动态 list slot, newest first, each with its detail', async () => {
    await ok(CREATE, { input: page('societyNews', '学会年会召开', { publishedAt: new Date(Date.now() - 86_400_000).toISOString() }) }, admin);
    const latest = (await ok(CREATE, { input: page('societyNews', '馆员培训班开班') }, admin)).createGuide;
    await ok(CREATE, { input: page('societyNews', '明年的预告', { publishedAt: new Date(Date.now() + 86_400_000).toISOString() }) }, admin);
    const list = await ok('{ guides(filter: { slot: societyNews }, sortBy: publishedAt, order: DESC) { total items { title section } } }');
    expect(list.guides.items.map((i: Data) => i.title)).toEqual(['馆员培训班开班', '学会年会召开']);
    expect(list.guides.items[0].section).toBe('society');
    expect((await ok('query($id: ID!) { guide(id: $id) { title views } }', { id: latest.id })).guide.title).toBe('馆员培训班开班');
    expect((await refused(PAGE, { slot: 'societyNews' })).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers the section’s pages in navigation order, on GraphQL and GET api/service alike', async () => {
    const hidden = (await ok(CREATE, { input: page('pledge', '停用的承诺', { enabled: false }) }, admin)).createGuide;
    const pages = (await ok('{ servicePages { slot title section } }')).servicePages as Data[];
    expect(pages.map((p) => p.slot)).toEqual(['aboutLibrary', 'openingTime', 'borrowing']);
    expect(pages.some((p) => p.title === hidden.title)).toBe(false);
    const rest = await portal.rest<Data[]>('GET', '/api/service');
    expect(rest.status).toBe(200);
    const graphql = (
      await ok(
        '{ servicePages { id slot section title summary cover attachment attachmentName publishedAt views enabled recommended sort createdAt updatedAt } }',
      )
    ).servicePages;
    // REST lists leave out the detail-only body; everything else is the same answer.
    expect(rest.body.data.map(({ body: _body, ...rest }: Data) => rest)).toEqual(graphql.map((row: Data) => expect.objectContaining(row)));
    const one = await portal.rest<Data>('GET', '/api/service/page/borrowing');
    expect(one.body.data).toMatchObject({ slot: 'borrowing', title: '借阅须知', body: '<p>借阅须知的正文</p>' });
    expect((await ok(PAGE, { slot: 'pledge' })).guidePage).toBeNull();
  });

  it('keeps the site pages (用户服务协议…) out of the service navigation, and answers the library’s one by its slot', async () => {
    expect((await ok(PAGE, { slot: 'privacyPolicy' })).guidePage, 'none yet: the site shows its built-in text').toBeNull();
    const created = (await ok(CREATE, { input: page('privacyPolicy', '西湖区图书馆隐私政策') }, admin)).createGuide;
    expect(created).toMatchObject({ slot: 'privacyPolicy', section: 'site', enabled: true });
    expect((await ok(PAGE, { slot: 'privacyPolicy' })).guidePage).toMatchObject({ title: '西湖区图书馆隐私政策', section: 'site' });
    const pages = (await ok('{ servicePages { slot } }')).servicePages as Data[];
    expect(pages.map((p) => p.slot)).toEqual(['aboutLibrary', 'openingTime', 'borrowing']);
    // One enabled page per site slot, as per service slot.
    const second = await refused(CREATE, { input: page('privacyPolicy', '另一份隐私政策') }, admin);
    expect(second.message).toContain('该栏目已有启用的页面');
    const bySection = await ok('{ adminGuides(filter: { section: site }) { total items { slot } } }', {}, admin);
    expect(bySection.adminGuides.items).toEqual([{ slot: 'privacyPolicy' }]);
  });
});

describe('field settings (字段设置)', () => {
  const FIELDS = 'query($list: FieldList!) { listFields(list: $list) { id name isHide } }';
  const EDIT = 'mutation($list: FieldList!, $field: [ListFieldInput!]!) { editListFields(list: $list, field: $field) { id name isHide } }';

  it('shows every field until the back office hides some; the edit keeps fields left out', async () => {
    const before = (await ok(FIELDS, { list: 'resource' })).listFields;
    expect(before).toContainEqual({ id: 'publisher', name: '出版社', isHide: false });
    expect(before.every((f: Data) => !f.isHide)).toBe(true);
    await ok(
      EDIT,
      {
        list: 'resource',
        field: [
          { id: 'publisher', isHide: true },
          { id: 'views', isHide: true },
        ],
      },
      admin,
    );
    await ok(EDIT, { list: 'resource', field: [{ id: 'views', isHide: false }] }, admin);
    const after = (await ok(FIELDS, { list: 'resource' })).listFields as Data[];
    expect(after.filter((f) => f.isHide).map((f) => f.id)).toEqual(['publisher']);
    // The news list is its own.
    expect(((await ok(FIELDS, { list: 'news' })).listFields as Data[]).every((f) => !f.isHide)).toBe(true);
  });

  it('edits over REST with the body’s field list, as the spec’s call sends it, and reads on api/field', async () => {
    const res = await portal.rest<Data[]>('POST', '/api/admin/field/edit/news', { field: [{ id: 'author', isHide: true }] }, admin);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toContainEqual({ id: 'author', name: '来源', isHide: true });
    const pub = await portal.rest<Data[]>('GET', '/api/field/news');
    expect(pub.body.data).toEqual((await ok(FIELDS, { list: 'news' })).listFields);
  });

  it('refuses unknown fields, guests and readers', async () => {
    const unknown = await refused(EDIT, { list: 'news', field: [{ id: 'password', isHide: true }] }, admin);
    expect(unknown.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'field' });
    expect(unknown.message).toBe('字段不存在：password');
    expect((await refused(EDIT, { list: 'news', field: [] })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(EDIT, { list: 'news', field: [] }, reader)).extensions?.code).toBe('FORBIDDEN');
    expect((await portal.rest('POST', '/api/admin/field/edit/news', { field: [] })).status).toBe(401);
  });
});
