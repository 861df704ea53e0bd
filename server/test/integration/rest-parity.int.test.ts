import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../src/schema.js';
import { CRUD_ROUTE_FAMILIES, REST_ROUTES, type RestRoute } from '../../src/rest/table.js';
import { Faces, normalise, rowKind, type Answer, type RowKind } from '../helpers/parity.js';
import type { Data } from '../helpers/test-portal.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';
import { SUBMISSIONS } from '../helpers/submissions.js';

/**
 * REST is a thin table over the GraphQL fields: for every CRUD entity of the table, one case per
 * row kind calls each row and its GraphQL field with the same arguments and expects the same
 * answer (data, or error code and message). The cases come from the table, so a new entity is
 * covered as soon as it has rows. Inputs are read off a record of the demo catalogue.
 */

const MISSING = '2147480000';
const OPPOSITE: Record<string, string> = {
  enable: 'disable',
  disable: 'enable',
  recommend: 'unrecommend',
  unrecommend: 'recommend',
  shelve: 'unshelve',
  unshelve: 'shelve',
  open: 'close',
  close: 'open',
};
/**
 * What an input read off a record cannot carry: write-only fields a create needs (a reader's
 * initial password), and optional unique fields twins must not share (a reader's phone).
 */
const INPUT_ADJUST: Record<string, { create?: Data; omit?: string[]; all?: Data }> = {
  Reader: { create: { password: 'Init-2024' }, omit: ['phone'] },
  // A single-page slot holds one enabled page (a second save asks to overwrite): the twins go to the list slot 学会动态.
  Guide: { all: { slot: 'societyNews' } },
  // Surveys: the questions are objects (not read off the record); a create needs them, an update keeps them.
  Survey: { create: { questions: [{ type: 'single', title: '对照题', required: true, options: [{ label: '是' }, { label: '否' }] }] } },
};
const forCreate = (T: string, input: Data): Data => ({ ...input, ...INPUT_ADJUST[T]?.create });
const KIND_ORDER: RowKind[] = ['public list', 'public detail', 'admin list', 'admin info', 'create', 'update', 'flag', 'batch'];
const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);

type Family = (typeof CRUD_ROUTE_FAMILIES)[number];

const CASES = CRUD_ROUTE_FAMILIES.flatMap((family) => {
  const byKind = new Map<RowKind, RestRoute[]>();
  for (const route of family.routes) byKind.set(rowKind(family.def.rest, route), [...(byKind.get(rowKind(family.def.rest, route)) ?? []), route]);
  return KIND_ORDER.filter((kind) => byKind.has(kind)).map((kind) => ({ family, kind, routes: byKind.get(kind)! }));
});

describe('REST parity with GraphQL, generated from the REST table', () => {
  let portal: TestPortal;
  let schema: GraphQLSchema;
  let faces: Faces;
  let admin: string;
  /** Per entity: a demo record, an input read off it, and the record the create case made over REST. */
  const state = new Map<string, { seeded: string; input: Data; working?: string }>();

  beforeAll(async () => {
    // No job workers: a video conversion moving on between the two calls is not a difference of the faces.
    portal = await startTestPortal({ demoContent: true, env: { JOB_WORKERS: '0' } });
    schema = await getSchema();
    faces = new Faces(portal, schema);
    admin = await portal.adminToken();
  }, 300_000);
  afterAll(() => portal.close());

  const adminOne = (f: Family) => `admin${f.def.one[0].toUpperCase()}${f.def.one.slice(1)}`;
  const adminMany = (f: Family) => `admin${f.def.many[0].toUpperCase()}${f.def.many.slice(1)}`;

  async function entity(f: Family) {
    let s = state.get(f.def.typeName);
    if (!s) {
      const page = await faces.gql(adminMany(f), { pageSize: 1 }, admin);
      let seeded = ((page.body.data as Data | undefined)?.items as Data[] | undefined)?.[0]?.id as string | undefined;
      if (!seeded && !faces.hasField(`create${f.def.typeName}`)) seeded = await submitted(f);
      if (!seeded) {
        // Nothing of this type in the demo catalogue (search words come from readers): the smallest valid one.
        const res = await faces.gql(`create${f.def.typeName}`, { input: faces.sampleInput(f.def.typeName) }, admin);
        seeded = (res.body.data as Data | null)?.id as string | undefined;
        if (!seeded) throw new Error(`${f.def.typeName}: no demo record, and a sample input was refused: ${JSON.stringify(res.body)}`);
      }
      // Neither create nor update (a read-only back-office list, 活动报名): no input to read.
      const writable = faces.hasField(`create${f.def.typeName}`) || faces.hasField(`update${f.def.typeName}`);
      const input = writable ? await faces.inputFrom(f.def.typeName, adminOne(f), seeded, admin) : {};
      for (const name of INPUT_ADJUST[f.def.typeName]?.omit ?? []) delete input[name];
      Object.assign(input, INPUT_ADJUST[f.def.typeName]?.all);
      s = { seeded, input };
      state.set(f.def.typeName, s);
    }
    return s;
  }

  /** Sent by a reader (each time a new one: one score per reader, one open volunteer application…); its id. */
  let readers = 0;
  async function submitted(f: Family): Promise<string> {
    const T = f.def.typeName;
    const sample = SUBMISSIONS[T];
    if (!sample) throw new Error(`${T} has no create: add a reader's sample input to SUBMISSIONS`);
    readers += 1;
    // The ExamineItem cases toggle examine items (停用, 关闭, review modes): submissions need the defaults.
    await portal.sql(`update examine_item set enabled = true, open = true, review_mode = 'MANUAL', on_sensitive = 'REVIEW'`);
    const [{ id }] = await portal.sql<{ id: number }>(
      `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
       values (now(), now(), true, ?, '对照读者', 'x', 2, 0) returning id`,
      [`P${readers}`],
    );
    const { token } = await portal.services.tokens.sign({ subject: id, audience: 'reader', version: 0, loginType: 2 });
    const [book] = await portal.sql<{ id: number }>("select id from resource where kind = 'book' and enabled and on_shelf order by id limit 1");
    const [venue] = await portal.sql<{ id: number }>('select id from venue where enabled order by sort, id limit 1');
    const res = await portal.gql<Data>(
      `mutation($input: ${T}Input!) { submit${T}(input: $input) { id } }`,
      { input: sample(String(book.id), { venueId: String(venue.id), n: readers }) },
      token,
    );
    if (!res.data) throw new Error(`submit${T}: ${JSON.stringify(res.errors)}`);
    return (res.data[`submit${T}`] as Data).id as string;
  }

  /** Creates a record through GraphQL with the input's variant `suffix` (or a reader submits one); its id. */
  async function created(f: Family, suffix: string): Promise<string> {
    // Without a create: a reader's submission, or (examine items, which follow what they govern) the listed one.
    if (!faces.hasField(`create${f.def.typeName}`)) return SUBMISSIONS[f.def.typeName] ? submitted(f) : (await entity(f)).seeded;
    const input = forCreate(f.def.typeName, faces.variant(f.def.typeName, (await entity(f)).input, suffix));
    const res = await faces.gql(`create${f.def.typeName}`, { input }, admin);
    const id = (res.body.data as Data | null)?.id as string | undefined;
    if (!id) throw new Error(`create${f.def.typeName}: ${JSON.stringify(res.body)}`);
    return id;
  }

  async function working(f: Family): Promise<string> {
    const s = await entity(f);
    s.working ??= await created(f, 'W');
    return s.working;
  }

  /** The mutation that undoes `action` (a toggle's opposite, a setter's other value), so the next call has something to change. */
  function undo(f: Family, action: string): { field: string; value?: string } {
    const T = f.def.typeName;
    if (OPPOSITE[action]) return { field: `${OPPOSITE[action]}${T}` };
    const values = faces.enumValues(`${action}${T}`, 'value');
    return { field: `${action}${T}`, value: values[1] };
  }
  const target = (f: Family, action: string) => (OPPOSITE[action] ? {} : { value: faces.enumValues(`${action}${f.def.typeName}`, 'value')[0] });

  const expectSame = (rest: Answer, gql: Answer, ids: string[] = []) => expect(normalise(rest, ids)).toEqual(normalise(gql, ids));

  it.each(
    CASES.map((c) => [`${c.family.def.typeName}: ${c.kind} (${c.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).join(', ')})`, c] as const),
  )('%s', async (_name, { family: f, kind, routes }) => {
    const T = f.def.typeName;
    switch (kind) {
      case 'public list': {
        const gql = await faces.gql(f.def.many, { pageSize: 3 });
        expect((gql.body.data as Data).total, 'the demo catalogue shows something').toBeGreaterThan(0);
        for (const route of routes) expectSame(await faces.rest(route, { pageSize: 3 }), gql);
        return;
      }
      case 'public detail': {
        const list = await faces.gql(f.def.many, { pageSize: 1 });
        const id = ((list.body.data as Data).items as Data[])[0].id as string;
        for (const route of routes) {
          const rest = await faces.rest(route, { id });
          const gql = await faces.gql(f.def.one, { id });
          if (f.def.countViews) {
            // The REST read counted this address's view; the GraphQL read from the same address
            // within the view window (VIEW_WINDOW_MINUTES) counts none, whichever face it comes by.
            expect((gql.body.data as Data).views).toBe((rest.body.data as Data).views);
          }
          expectSame(rest, gql);
          expectSame(await faces.rest(route, { id: MISSING }), await faces.gql(f.def.one, { id: MISSING }));
        }
        return;
      }
      case 'admin list': {
        await entity(f);
        const gql = await faces.gql(adminMany(f), { pageSize: 3 }, admin);
        expect((gql.body.data as Data).total).toBeGreaterThan(0);
        const guest = await faces.gql(adminMany(f), { pageSize: 3 });
        expect(guest.status).toBe(401);
        for (const route of routes) {
          expectSame(await faces.rest(route, { pageSize: 3 }, admin), gql);
          expectSame(await faces.rest(route, { pageSize: 3 }), guest);
        }
        return;
      }
      case 'admin info': {
        const { seeded } = await entity(f);
        for (const route of routes) {
          expectSame(await faces.rest(route, { id: seeded }, admin), await faces.gql(adminOne(f), { id: seeded }, admin));
          expectSame(await faces.rest(route, { id: MISSING }, admin), await faces.gql(adminOne(f), { id: MISSING }, admin));
        }
        return;
      }
      case 'create': {
        const s = await entity(f);
        const input = forCreate(T, faces.variant(T, s.input, 'C'));
        for (const route of routes) {
          // Twins from one input: the GraphQL one is removed first (or, with no remove, its texts
          // changed), so unique columns do not collide.
          const gql = await faces.gql(`create${T}`, { input }, admin);
          const gid = (gql.body.data as Data | null)?.id as string;
          expect(gid, JSON.stringify(gql.body)).toBeTruthy();
          if (faces.hasField(`remove${T}`)) await faces.gql(`remove${T}`, { id: gid }, admin);
          else expect((await faces.gql(`update${T}`, { id: gid, input: faces.variant(T, s.input, 'CX') }, admin)).body.code).toBe(200);
          const rest = await faces.rest(route, { input }, admin);
          expectSame(rest, gql, [gid, (rest.body.data as Data)?.id as string]);
          s.working = (rest.body.data as Data).id as string;
          // Bad input, every required text emptied: the same message and field errors on both faces.
          // Without required texts (a picture: a path and its parent), a missing required field instead.
          const blanked = faces.blanked(T, s.input);
          const blank = JSON.stringify(blanked) === JSON.stringify(s.input) ? {} : blanked;
          const badGql = await faces.gql(`create${T}`, { input: blank }, admin);
          expect(badGql.body.code).toBe(400);
          expectSame(await faces.rest(route, { input: blank }, admin), badGql);
        }
        return;
      }
      case 'update': {
        const id = await working(f);
        const { input } = await entity(f);
        const [wanted, other] = [faces.variant(T, input, 'U1'), faces.variant(T, input, 'U2')];
        for (const route of routes) {
          const gql = await faces.gql(`update${T}`, { id, input: wanted }, admin);
          expect(gql.body.code).toBe(200);
          await faces.gql(`update${T}`, { id, input: other }, admin);
          expectSame(await faces.rest(route, { id, input: wanted }, admin), gql);
          expectSame(
            await faces.rest(route, { id: MISSING, input: wanted }, admin),
            await faces.gql(`update${T}`, { id: MISSING, input: wanted }, admin),
          );
        }
        return;
      }
      case 'flag': {
        const id = await working(f);
        for (const route of routes) {
          const action = route.field.slice(0, -T.length);
          if (action === 'remove') {
            const [a, b] = [await created(f, 'R1'), await created(f, 'R2')];
            expectSame(await faces.rest(route, { id: b }, admin), await faces.gql(route.field, { id: a }, admin));
            expect((await faces.gql(adminOne(f), { id: b }, admin)).status).toBe(404);
            expectSame(await faces.rest(route, { id: MISSING }, admin), await faces.gql(route.field, { id: MISSING }, admin));
            continue;
          }
          const reset = undo(f, action);
          const args = { id, ...target(f, action) };
          await faces.gql(reset.field, { id, value: reset.value }, admin);
          const gql = await faces.gql(route.field, args, admin);
          expect(gql.body.code, JSON.stringify(gql.body)).toBe(200);
          await faces.gql(reset.field, { id, value: reset.value }, admin);
          expectSame(await faces.rest(route, args, admin), gql);
        }
        return;
      }
      case 'batch': {
        const id = await working(f);
        for (const route of routes) {
          const action = lowerFirst(route.field.slice('batch'.length, -T.length));
          if (action === 'remove') {
            const [a, b] = [await created(f, 'B1'), await created(f, 'B2')];
            expectSame(await faces.rest(route, { ids: [b] }, admin), await faces.gql(route.field, { ids: [a] }, admin), [a, b]);
            // Removing them again: NOT_FOUND on both faces.
            expectSame(await faces.rest(route, { ids: [b] }, admin), await faces.gql(route.field, { ids: [a] }, admin), [a, b]);
            continue;
          }
          const reset = undo(f, action);
          const args = { ids: [id], ...target(f, action) };
          const read = () => faces.gql(adminOne(f), { id }, admin);
          await faces.gql(reset.field, { id, value: reset.value }, admin);
          const gql = await faces.gql(route.field, args, admin);
          expect(gql.body.code, JSON.stringify(gql.body)).toBe(200);
          const afterGql = await read();
          await faces.gql(reset.field, { id, value: reset.value }, admin);
          expectSame(await faces.rest(route, args, admin), gql);
          expectSame(await read(), afterGql);
          // All or nothing: an unknown id among them is NOT_FOUND on both faces.
          expectSame(
            await faces.rest(route, { ...args, ids: [id, MISSING] }, admin),
            await faces.gql(route.field, { ...args, ids: [id, MISSING] }, admin),
          );
        }
        return;
      }
    }
  });

  it('covers every row of every CRUD entity in the table', () => {
    const covered = CASES.flatMap((c) => c.routes);
    expect(covered).toHaveLength(CRUD_ROUTE_FAMILIES.flatMap((f) => f.routes).length);
    expect(new Set(CASES.map((c) => c.family.def.typeName)).size).toBe(CRUD_ROUTE_FAMILIES.length);
  });
});

describe('REST answers beyond the CRUD rows', () => {
  let portal: TestPortal;
  let admin: string;

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  it('answers errors with HTTP status and { code, msg, data } per the error model, bad input with every field', async () => {
    const bad = await portal.rest('POST', '/api/admin/news/create', { category: 'libraryNews', title: '', body: 'x', cover: 'cover.png' }, admin);
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual({
      code: 400,
      msg: '请输入标题',
      data: null,
      fieldErrors: [
        { field: 'title', message: '请输入标题' },
        { field: 'cover', message: '封面必须是以 http(s):// 或 / 开头的地址' },
      ],
    });
    const typed = await portal.rest('GET', '/api/news?pageSize=lots');
    expect(typed.body).toEqual({
      code: 400,
      msg: '输入有误：pageSize 的值无效或缺失',
      data: null,
      fieldErrors: [{ field: 'pageSize', message: '输入有误：pageSize 的值无效或缺失' }],
    });
    const guest = await portal.rest('GET', '/api/admin/news/index');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ code: 401, msg: '未登录或登录过期', data: null });
    const unknown = await portal.rest('GET', '/api/no/such/path');
    expect(unknown.status).toBe(404);
    const res = await fetch(`${portal.url}/api/admin/news/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: '{"title":',
    });
    expect(await res.json()).toMatchObject({ code: 400, msg: '请求体不是有效的 JSON', data: null });
  });

  it('serves the service section and the field settings on their paths (part guides)', async () => {
    await portal.gql('mutation { createGuide(input: { slot: openingTime, title: "开放时间", body: "<p>周二至周日</p>" }) { id } }', {}, admin);
    const pages = await portal.rest<Data[]>('GET', '/api/service');
    const graphql = await portal.gql<Data>('{ servicePages { id slot title } }');
    expect(pages.body.data.map(({ id, slot, title }) => ({ id, slot, title }))).toEqual(graphql.data!.servicePages);
    const fields = await portal.rest('GET', '/api/field/resource');
    expect(fields.body.data).toEqual((await portal.gql<Data>('{ listFields(list: resource) { id name isHide } }')).data!.listFields);
  });

  it('surveys beyond the CRUD rows: answering, the own answer, results, text answers and the export agree with GraphQL', async () => {
    const day = 86_400_000;
    const created = await portal.gql<Data>(
      'mutation($input: SurveyInput!) { createSurvey(input: $input) { id questions { key options { key } } } }',
      {
        input: {
          title: '对照问卷',
          startsAt: new Date(Date.now() - day).toISOString(),
          endsAt: new Date(Date.now() + day).toISOString(),
          questions: [
            { type: 'single', title: '满意吗', required: true, options: [{ label: '满意' }, { label: '不满意' }] },
            { type: 'text', title: '建议', required: false },
          ],
        },
      },
      admin,
    );
    const survey = created.data!.createSurvey as Data;
    const [choice, text] = survey.questions as Data[];
    const reader = await portal.readerToken();
    const input = {
      surveyId: survey.id,
      answers: [
        { question: choice.key, options: [choice.options[0].key] },
        { question: text.key, text: '多开一小时' },
      ],
    };
    const answered = await portal.rest<Data>('POST', '/api/user/survey', input, reader);
    expect(answered.body).toMatchObject({ code: 200, data: { surveyId: survey.id } });
    const again = await portal.rest<Data>('POST', '/api/user/survey', input, reader);
    const againGql = await portal.gql<Data>('mutation($input: SurveyAnswerInput!) { answerSurvey(input: $input) { surveyId } }', { input }, reader);
    expect(again.body.msg).toBe(againGql.errors![0].message);
    expect(again.body.code).toBe(400);

    const mine = await portal.gql<Data>('query($id: ID!) { mySurveyAnswer(surveyId: $id) { surveyId answeredAt } }', { id: survey.id }, reader);
    expect((await portal.rest<Data>('GET', `/api/user/survey/${survey.id}`, undefined, reader)).body.data).toMatchObject(mine.data!.mySurveyAnswer);
    const results = await portal.gql<Data>(
      'query($id: ID!) { surveyResults(id: $id) { surveyId title answerCount questions { key type title required answered options { key label count percent } } } }',
      { id: survey.id },
      admin,
    );
    expect((await portal.rest<Data>('GET', `/api/admin/survey/result/${survey.id}`, undefined, admin)).body.data).toEqual(
      results.data!.surveyResults,
    );
    const texts = await portal.gql<Data>(
      'query($id: ID!, $q: String!) { surveyTextAnswers(surveyId: $id, question: $q) { total page pageSize items { text answeredAt } } }',
      { id: survey.id, q: text.key },
      admin,
    );
    const restTexts = await portal.rest<Data>('GET', `/api/admin/survey/answers/${survey.id}?question=${text.key}`, undefined, admin);
    expect(restTexts.body.data).toEqual(texts.data!.surveyTextAnswers);
    const file = await portal.gql<Data>('query($id: ID!) { exportSurveyResults(id: $id) { fileName base64 } }', { id: survey.id }, admin);
    const download = await fetch(`${portal.url}/api/admin/survey/export/${survey.id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('问卷结果-对照问卷.csv'));
    expect(Buffer.from(await download.arrayBuffer()).toString('base64')).toBe(file.data!.exportSurveyResults.base64);
  });

  it('serves the site menu on its path', async () => {
    const menu = await portal.rest<Array<{ value: string; children: unknown[] }>>('GET', '/api/menu?_t=5');
    expect(menu.body.data[0]).toMatchObject({ value: 'index', name: '首页', url: '/index' });
    expect(menu.body.data.find((m) => m.value === 'information')!.children).toHaveLength(4);
  });
});

// Branches and the library map (issue 16, part "branches"): the hand rows beside the Branch CRUD rows.
describe('REST parity of the branch rows', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal();
    const admin = await portal.adminToken();
    for (const [type, district] of [
      ['street', '湖西区'],
      ['street', '东城区'],
      ['audioBook', '拱北区'],
    ]) {
      const input = { type, district, name: `${district}分馆`, address: `${district}文化路1号` };
      const res = await portal.gql('mutation($input: BranchInput!) { createBranch(input: $input) { id } }', { input }, admin);
      expect(res.errors).toBeUndefined();
    }
  });
  afterAll(() => portal.close());

  it('api/branch/districts and api/map/settings answer what their GraphQL fields do', async () => {
    for (const [path, query, field, variables] of [
      ['/api/branch/districts?type=street', 'query($type: BranchType) { branchDistricts(type: $type) }', 'branchDistricts', { type: 'street' }],
      ['/api/branch/districts', '{ branchDistricts }', 'branchDistricts', {}],
      ['/api/map/settings', '{ mapSettings { tileUrl attribution maxZoom } }', 'mapSettings', {}],
    ] as const) {
      const [rest, gql] = await Promise.all([portal.rest('GET', path), portal.gql<Data>(query, variables)]);
      expect(rest.body.code).toBe(200);
      expect(rest.body.data).toEqual(gql.data![field]);
    }
    const bad = await Promise.all([portal.rest('GET', '/api/branch/districts?type=castle'), portal.gql('{ branchDistricts(type: castle) }')]);
    expect(bad[0].body.code).toBe(400);
    expect(bad[1].errors).toBeDefined();
  });
});

// Topics and information capture (issue 16, part "topics"): the hand rows beyond their CRUD rows.
describe('REST parity of the topic and information-capture rows', () => {
  let portal: TestPortal;
  let faces: Faces;
  let admin: string;
  let reader: string;
  let site: Server;
  let base: string;
  const route = (path: string) => REST_ROUTES.find((r) => r.path === path)!;
  const expectSame = (rest: Answer, gql: Answer, ids: string[] = []) => expect(normalise(rest, ids)).toEqual(normalise(gql, ids));
  const PAGE =
    '<html><head><title>阅读推广人培训班开班</title></head><body><h1>阅读推广人培训班开班</h1><div class="content"><p>来源：钱塘日报 2026-04-01</p><p>首期阅读推广人培训班在总馆开班，来自各街道的六十名学员参加培训。</p></div></body></html>';

  beforeAll(async () => {
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    portal = await startTestPortal({ env: { CAPTURE_ALLOW_PRIVATE_HOSTS: 'true' } });
    faces = new Faces(portal, await getSchema());
    admin = await portal.adminToken();
    reader = await portal.readerToken();
    const topic = await portal.gql<Data>('mutation { createTopic(input: { title: "书香钱塘" }) { id } }', {}, admin);
    await portal.gql<Data>(
      'mutation($id: ID!) { createTopicSection(input: { topicId: $id, title: "馆员推荐" }) { id } }',
      { id: topic.data!.createTopic.id },
      admin,
    );
  });
  afterAll(async () => {
    await portal.close();
    site.close();
  });

  it('GET api/topic/list answers as topics does', async () => {
    expectSame(await faces.rest(route('/topic/list'), { pageSize: 5 }), await faces.gql('topics', { pageSize: 5 }));
  });

  it('capture, publish and the reader’s detail answer as their fields do, refusals included', async () => {
    const grab = route('/admin/info/grab');
    const gqlCapture = await faces.gql('captureInfo', { url: `${base}/a` }, admin);
    const restCapture = await faces.rest(grab, { url: `${base}/a` }, admin);
    const [a, b] = [gqlCapture, restCapture].map((answer) => ((answer.body.data as Data).item as Data).id as string);
    expectSame(restCapture, gqlCapture, [a, b]);
    expectSame(await faces.rest(grab, { url: 'ftp://x' }, admin), await faces.gql('captureInfo', { url: 'ftp://x' }, admin));

    const detail = route('/infoCapture/detail/:id');
    expectSame(await faces.rest(detail, { id: a }, reader), await faces.gql('capturedInfo', { id: a }, reader));
    expectSame(await faces.rest(detail, { id: a }), await faces.gql('capturedInfo', { id: a }));

    const publish = route('/admin/info/publish/:id');
    const gqlPublish = await faces.gql('publishCapturedInfo', { id: a, category: 'libraryNews' }, admin);
    const restPublish = await faces.rest(publish, { id: b, category: 'libraryNews' }, admin);
    expect(gqlPublish.body.code).toBe(200);
    // Each made its own news item.
    for (const answer of [gqlPublish, restPublish]) expect(delete (answer.body.data as Data).newsId).toBe(true);
    expectSame(restPublish, gqlPublish, [a, b]);
    expectSame(
      await faces.rest(publish, { id: b, category: 'libraryNews' }, admin),
      await faces.gql('publishCapturedInfo', { id: a, category: 'libraryNews' }, admin),
    );
  });
});
