/**
 * Issue 16, surveys (问卷调查): the CRUD factory with the questions inside the survey's input, the
 * public list by state, answering (login, the time window, validation against the questions, one
 * answer per reader also when two are sent at once), results with counts and percentages, text
 * answers a page at a time, the CSV and XLSX export, and the REST rows.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
let reader: string;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

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

let made = 0;
async function newReaders(count: number): Promise<string[]> {
  made += 1;
  const rows = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     select now(), now(), true, 'S' || ? || '-' || g, '问卷读者' || g, 'x', 2, 0 from generate_series(1, ?) g returning id`,
    [made, count],
  );
  return Promise.all(
    rows.map(async (row) => (await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 })).token),
  );
}

const FIELDS = 'id title state answerCount startsAt endsAt questions { key type title required maxLength options { key label } }';
const CREATE = `mutation($input: SurveyInput!) { createSurvey(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: SurveyInput!) { updateSurvey(id: $id, input: $input) { ${FIELDS} } }`;
const ANSWER = 'mutation($input: SurveyAnswerInput!) { answerSurvey(input: $input) { surveyId answeredAt } }';
const MINE = 'query($surveyId: ID!) { mySurveyAnswer(surveyId: $surveyId) { surveyId answeredAt } }';
const RESULTS = `query($id: ID!) { surveyResults(id: $id) {
  surveyId title answerCount questions { key type title answered options { key label count percent } } } }`;
const TEXTS = `query($surveyId: ID!, $question: String!, $page: Int, $pageSize: Int) {
  surveyTextAnswers(surveyId: $surveyId, question: $question, page: $page, pageSize: $pageSize) { total page items { text answeredAt } } }`;
const EXPORT = 'query($id: ID!, $format: SurveyExportFormat) { exportSurveyResults(id: $id, format: $format) { fileName mime base64 } }';

const QUESTIONS = [
  { type: 'single', title: '您到馆的频率', required: true, options: [{ label: '每周' }, { label: '每月' }, { label: '很少' }] },
  { type: 'multiple', title: '常用服务', required: true, options: [{ label: '借阅' }, { label: '自习' }, { label: '讲座' }] },
  { type: 'text', title: '其他建议', required: false, maxLength: 20 },
];

const surveyInput = (overrides: Record<string, unknown> = {}) => ({
  title: '读者满意度调查',
  introduction: '请花三分钟填写',
  startsAt: at(-1),
  endsAt: at(10),
  questions: QUESTIONS,
  ...overrides,
});

interface Survey {
  id: string;
  questions: Array<{ key: string; options: Array<{ key: string; label: string }> }>;
}
let open: Survey;

/** A full answer to `open`: options by their numbers (0-based). */
const answerOf = (survey: Survey, single: number, multiple: number[], text?: string) => ({
  surveyId: survey.id,
  answers: [
    { question: survey.questions[0].key, options: [survey.questions[0].options[single].key] },
    { question: survey.questions[1].key, options: multiple.map((i) => survey.questions[1].options[i].key) },
    ...(text === undefined ? [] : [{ question: survey.questions[2].key, text }]),
  ],
});

beforeAll(async () => {
  portal = await startTestPortal();
  [admin, reader] = await Promise.all([portal.adminToken(), portal.readerToken()]);
  open = (await ok(CREATE, { input: surveyInput() }, admin)).createSurvey;
}, 120_000);

afterAll(() => portal?.close());

describe('surveys in the back office', () => {
  it('creates a survey with its questions in order, each question and option with a key', async () => {
    expect(open.questions.map((q: Data) => [q.type, q.title, q.required])).toEqual([
      ['single', '您到馆的频率', true],
      ['multiple', '常用服务', true],
      ['text', '其他建议', false],
    ]);
    const keys = open.questions.flatMap((q) => [q.key, ...q.options.map((o) => o.key)]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(open.questions[0].options.map((o) => o.label)).toEqual(['每周', '每月', '很少']);
    expect(open.questions[2].options).toEqual([]);
  });

  it('keeps the keys of questions and options an update names, and makes new ones for new ones', async () => {
    const created = (await ok(CREATE, { input: surveyInput({ title: '改题测试' }) }, admin)).createSurvey;
    const [first] = created.questions;
    const edited = [
      { key: first.key, type: 'single', title: '到馆频率（改）', required: true, options: [...first.options, { label: '从不' }] },
      { type: 'text', title: '新问题', required: true },
    ];
    const updated = (await ok(UPDATE, { id: created.id, input: surveyInput({ title: '改题测试', questions: edited }) }, admin)).updateSurvey;
    expect(updated.questions[0].key).toBe(first.key);
    expect(updated.questions[0].options.slice(0, 3)).toEqual(first.options);
    expect(updated.questions[0].options[3].label).toBe('从不');
    expect(updated.questions[1]).toMatchObject({ type: 'text', title: '新问题', maxLength: 500 });
    // Left out on update, the questions stay.
    const { questions: _q, ...rest } = surveyInput({ title: '只改标题' });
    const kept = (await ok(UPDATE, { id: created.id, input: rest }, admin)).updateSurvey;
    expect(kept.questions).toEqual(updated.questions);
  });

  it('refuses a survey without questions, a choice question with fewer than two options, and an end before the start', async () => {
    const none = await refused(CREATE, { input: surveyInput({ questions: [] }) }, admin);
    expect(none).toMatchObject({ message: '请至少添加一道题目', extensions: { code: 'BAD_USER_INPUT', field: 'questions' } });
    const few = await refused(
      CREATE,
      { input: surveyInput({ questions: [{ type: 'single', title: '只有一个选项', required: true, options: [{ label: '是' }] }] }) },
      admin,
    );
    expect(few.message).toBe('第 1 题：单选题至少需要两个选项');
    const twice = await refused(
      CREATE,
      { input: surveyInput({ questions: [{ type: 'multiple', title: '重复', options: [{ label: '是' }, { label: '是' }] }] }) },
      admin,
    );
    expect(twice.message).toBe('第 1 题：选项「是」重复');
    const window = await refused(CREATE, { input: surveyInput({ startsAt: at(5), endsAt: at(1) }) }, admin);
    expect(window).toMatchObject({ message: '结束时间须晚于开始时间', extensions: { field: 'endsAt' } });
    const blank = await refused(CREATE, { input: surveyInput({ title: '' }) }, admin);
    expect(blank.message).toBe('请输入标题');
  });

  it('refuses guests and readers on the admin fields', async () => {
    for (const token of [undefined, reader]) {
      const error = await refused(CREATE, { input: surveyInput() }, token);
      expect(error.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect((await refused(RESULTS, { id: open.id }, token)).extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect((await refused(EXPORT, { id: open.id }, token)).extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });
});

describe('the public list', () => {
  it('lists enabled surveys, by state', async () => {
    await ok(CREATE, { input: surveyInput({ title: '已结束的问卷', startsAt: at(-20), endsAt: at(-2) }) }, admin);
    await ok(CREATE, { input: surveyInput({ title: '未开始的问卷', startsAt: at(3), endsAt: at(20) }) }, admin);
    await ok(CREATE, { input: surveyInput({ title: '停用的问卷', enabled: false }) }, admin);
    const titles = async (state?: string) =>
      (
        await ok('query($filter: SurveyFilter) { surveys(filter: $filter, pageSize: 50) { items { title state } } }', {
          filter: state ? { state } : null,
        })
      ).surveys.items as Data[];
    const all = await titles();
    expect(all.map((s) => s.title)).not.toContain('停用的问卷');
    expect((await titles('ended')).map((s) => s.title)).toEqual(['已结束的问卷']);
    expect((await titles('upcoming')).map((s) => s.title)).toEqual(['未开始的问卷']);
    const opened = await titles('open');
    expect(opened.every((s) => s.state === 'open')).toBe(true);
    expect(opened.map((s) => s.title)).toContain('读者满意度调查');
    const rest = await portal.rest<Data>('GET', '/api/survey?state=ended');
    expect(rest.body.data.items.map((s: Data) => s.title)).toEqual(['已结束的问卷']);
    // REST list rows are summaries; the detail has the questions with their options.
    expect(rest.body.data.items[0].questions).toBeUndefined();
    const detail = await portal.rest<Data>('GET', `/api/survey/${open.id}`);
    expect(detail.body.data.questions).toEqual(open.questions.map((q) => expect.objectContaining({ key: q.key, options: q.options })));
  });
});

describe('answering', () => {
  it('asks a guest to log in', async () => {
    const error = await refused(ANSWER, { input: answerOf(open, 0, [0]) });
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('validates the answer against the questions, naming each wrong question', async () => {
    const [token] = await newReaders(1);
    const missing = await refused(ANSWER, { input: { surveyId: open.id, answers: [] } }, token);
    expect(missing.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.extensions?.fieldErrors).toEqual([
      { field: `answers.${open.questions[0].key}`, message: '请回答第 1 题' },
      { field: `answers.${open.questions[1].key}`, message: '请回答第 2 题' },
    ]);
    const both = open.questions[0].options.slice(0, 2).map((o) => o.key);
    const two = await refused(
      ANSWER,
      { input: { surveyId: open.id, answers: [{ question: open.questions[0].key, options: both }, answerOf(open, 0, [0]).answers[1]] } },
      token,
    );
    expect(two.message).toBe('第 1 题只能选择一项');
    const unknownOption = await refused(
      ANSWER,
      { input: { ...answerOf(open, 0, [0]), answers: [answerOf(open, 0, [0]).answers[0], { question: open.questions[1].key, options: ['nope'] }] } },
      token,
    );
    expect(unknownOption.message).toBe('第 2 题的选项不存在，请刷新页面后重新作答');
    const unknownQuestion = await refused(
      ANSWER,
      { input: { ...answerOf(open, 0, [0]), answers: [...answerOf(open, 0, [0]).answers, { question: 'nope', text: 'x' }] } },
      token,
    );
    expect(unknownQuestion.message).toBe('问卷题目已更新，请刷新页面后重新作答');
    const long = await refused(ANSWER, { input: answerOf(open, 0, [0], '很'.repeat(21)) }, token);
    expect(long).toMatchObject({ message: '第 3 题不能超过 20 个字', extensions: { field: `answers.${open.questions[2].key}` } });
    // Nothing was stored.
    expect((await ok(MINE, { surveyId: open.id }, token)).mySurveyAnswer).toBeNull();
  });

  it('refuses outside the time window and when disabled', async () => {
    const [token] = await newReaders(1);
    const ended = (await ok(CREATE, { input: surveyInput({ title: '结束了', startsAt: at(-5), endsAt: at(-1) }) }, admin)).createSurvey;
    expect((await refused(ANSWER, { input: answerOf(ended, 0, [0]) }, token)).message).toBe('问卷已结束，感谢您的关注');
    const later = (await ok(CREATE, { input: surveyInput({ title: '还没开始', startsAt: at(1), endsAt: at(5) }) }, admin)).createSurvey;
    expect((await refused(ANSWER, { input: answerOf(later, 0, [0]) }, token)).message).toBe('问卷尚未开始，请在开始时间后参与');
    const off = (await ok(CREATE, { input: surveyInput({ title: '停用', enabled: false }) }, admin)).createSurvey;
    expect((await refused(ANSWER, { input: answerOf(off, 0, [0]) }, token)).extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a reader on the blacklist, as every submission does', async () => {
    const [token] = await newReaders(1);
    const [{ id }] = await portal.sql<{ id: number }>("select id from reader where name = '问卷读者1' order by id desc limit 1");
    await ok(
      'mutation($input: BlacklistEntryInput!) { createBlacklistEntry(input: $input) { id } }',
      { input: { readerId: String(id), reason: '恶意刷票' } },
      admin,
    );
    const error = await refused(ANSWER, { input: answerOf(open, 0, [0]) }, token);
    expect(error).toMatchObject({ message: '您已被列入黑名单，暂不能提交（原因：恶意刷票）', extensions: { code: 'FORBIDDEN' } });
  });

  it('takes one answer per reader; a second is refused, also when two are sent at once', async () => {
    const survey = (await ok(CREATE, { input: surveyInput({ title: '并发测试' }) }, admin)).createSurvey;
    const [first, racer] = await newReaders(2);
    const answered = (await ok(ANSWER, { input: answerOf(survey, 1, [0, 2], '多买绘本') }, first)).answerSurvey;
    expect(answered.surveyId).toBe(survey.id);
    expect((await ok(MINE, { surveyId: survey.id }, first)).mySurveyAnswer).toMatchObject({ surveyId: survey.id });
    const again = await refused(ANSWER, { input: answerOf(survey, 0, [1]) }, first);
    expect(again).toMatchObject({ message: '您已提交过本问卷，每位读者只能提交一次', extensions: { code: 'BAD_USER_INPUT' } });

    const race = await Promise.all([0, 1, 2, 3].map(() => portal.gql<Data>(ANSWER, { input: answerOf(survey, 2, [1]) }, racer)));
    expect(race.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of race.filter((r) => r.errors)) expect(r.errors![0].message).toBe('您已提交过本问卷，每位读者只能提交一次');
    const [{ n }] = await portal.sql<{ n: number }>('select count(*)::int as n from survey_answer where survey_id = ?', [survey.id]);
    expect(n).toBe(2);
    const admins = await ok(`query($id: ID!) { adminSurvey(id: $id) { answerCount } }`, { id: survey.id }, admin);
    expect(admins.adminSurvey.answerCount).toBe(2);
  });

  it('answers over REST: POST api/user/survey and GET api/user/survey/{id}', async () => {
    const [token] = await newReaders(1);
    // The guest's answer is kept (public cache); an answer moves the count it shows at once.
    const before = (await portal.rest<Data>('GET', `/api/survey/${open.id}`)).body.data.answerCount as number;
    expect((await portal.rest<Data>('GET', `/api/survey/${open.id}`)).body.data.answerCount).toBe(before);
    const posted = await portal.rest<Data>('POST', '/api/user/survey', answerOf(open, 0, [0, 1], '不错'), token);
    expect((await portal.rest<Data>('GET', `/api/survey/${open.id}`)).body.data.answerCount).toBe(before + 1);
    expect(posted.body).toMatchObject({ code: 200, data: { surveyId: open.id } });
    const mine = await portal.rest<Data>('GET', `/api/user/survey/${open.id}`, undefined, token);
    expect(mine.body.data).toEqual(posted.body.data);
    const twice = await portal.rest<Data>('POST', '/api/user/survey', answerOf(open, 0, [0]), token);
    expect(twice.body).toMatchObject({ code: 400, msg: '您已提交过本问卷，每位读者只能提交一次' });
    const guest = await portal.rest<Data>('POST', '/api/user/survey', answerOf(open, 0, [0]));
    expect(guest.status).toBe(401);
  });
});

describe('results', () => {
  let survey: Survey;

  beforeAll(async () => {
    survey = (await ok(CREATE, { input: surveyInput({ title: '结果统计' }) }, admin)).createSurvey;
    const tokens = await newReaders(4);
    const given = [
      answerOf(survey, 0, [0, 1], '周末多开'),
      answerOf(survey, 0, [0], '多买新书'),
      answerOf(survey, 1, [0, 2]),
      answerOf(survey, 2, [2], ''),
    ];
    for (const [i, token] of tokens.entries()) await ok(ANSWER, { input: given[i] }, token);
  });

  it('counts each option with its percentage of the answers', async () => {
    const results = (await ok(RESULTS, { id: survey.id }, admin)).surveyResults;
    expect(results.answerCount).toBe(4);
    const [single, multiple, text] = results.questions;
    expect(single.options.map((o: Data) => [o.label, o.count, o.percent])).toEqual([
      ['每周', 2, 50],
      ['每月', 1, 25],
      ['很少', 1, 25],
    ]);
    expect(single.answered).toBe(4);
    expect(multiple.options.map((o: Data) => [o.label, o.count, o.percent])).toEqual([
      ['借阅', 3, 75],
      ['自习', 1, 25],
      ['讲座', 2, 50],
    ]);
    // The empty text is not an answer.
    expect(text).toMatchObject({ type: 'text', answered: 2, options: [] });
    // The questions and options are @Embedded(): REST answers carry them whole.
    const rest = await portal.rest<Data>('GET', `/api/admin/survey/result/${survey.id}`, undefined, admin);
    expect(rest.body.data).toMatchObject(results);
  });

  it('pages the text answers, newest first', async () => {
    const key = survey.questions[2].key;
    const first = (await ok(TEXTS, { surveyId: survey.id, question: key, page: 1, pageSize: 1 }, admin)).surveyTextAnswers;
    expect(first).toMatchObject({ total: 2, page: 1, items: [{ text: '多买新书' }] });
    const second = (await ok(TEXTS, { surveyId: survey.id, question: key, page: 2, pageSize: 1 }, admin)).surveyTextAnswers;
    expect(second.items.map((i: Data) => i.text)).toEqual(['周末多开']);
    const beyond = (await ok(TEXTS, { surveyId: survey.id, question: key, page: 5, pageSize: 1 }, admin)).surveyTextAnswers;
    expect(beyond).toMatchObject({ total: 2, items: [] });
    expect((await refused(TEXTS, { surveyId: survey.id, question: key, pageSize: 500 }, admin)).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('exports the answers as CSV (one row per answer, labels not keys) and XLSX with the results', async () => {
    const csv = (await ok(EXPORT, { id: survey.id }, admin)).exportSurveyResults;
    expect(csv.fileName).toBe('问卷结果-结果统计.csv');
    const text = Buffer.from(csv.base64, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe('提交时间,读者,读者证号,1. 您到馆的频率,2. 常用服务,3. 其他建议');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/,问卷读者1,S\d+-1,每周,借阅；自习,周末多开$/);

    const download = await fetch(`${portal.url}/api/admin/survey/export/${survey.id}?format=XLSX`, { headers: { authorization: `Bearer ${admin}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await download.arrayBuffer()) as never);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['统计结果', '答卷明细']);
    const summary = workbook.getWorksheet('统计结果')!;
    expect(summary.getRow(2).values).toEqual([undefined, '1. 您到馆的频率', '单选题', '每周', 2, 50]);
    expect(workbook.getWorksheet('答卷明细')!.rowCount).toBe(5);
  });

  it('reads results in a fixed number of statements, however many answers', async () => {
    const counts = [];
    for (const id of [open.id, survey.id]) {
      const res = await portal.gql<Data>(RESULTS, { id }, admin);
      expect(res.errors).toBeUndefined();
      counts.push(Number(res.headers.get('x-sql-statements')));
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });
});
