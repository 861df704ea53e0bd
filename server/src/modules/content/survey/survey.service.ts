import { raw, UniqueConstraintViolationException, type EntityData, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertPaging } from '../../../core/crud/page.js';
import { AppError, type FieldError } from '../../../core/errors/app-error.js';
import { assertNotBarred } from '../../moderation/index.js';
import {
  Survey,
  SurveyAnswer,
  SurveyQuestionType,
  SurveyState,
  TEXT_ANSWER_MAX,
  type StoredAnswerItem,
  type SurveyQuestion,
} from './survey.entity.js';
import type { SurveyAnswerInput, SurveyInput, SurveyQuestionInput } from './survey.inputs.js';
import { LIBRARY_TIME_ZONE } from '../../../core/library-time.js';

export const ALREADY_ANSWERED = '您已提交过本问卷，每位读者只能提交一次';
export const NOT_STARTED = '问卷尚未开始，请在开始时间后参与';
export const ENDED = '问卷已结束，感谢您的关注';
export const NO_QUESTIONS = '请至少添加一道题目';

const TYPE_NAMES: Record<SurveyQuestionType, string> = { single: '单选题', multiple: '多选题', text: '问答题' };

/** The first key `prefix1`, `prefix2`… not yet taken (keys only need to be unique within their survey). */
function freeKey(prefix: string, taken: Set<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A question's number as readers see it: 第 3 题. */
const nth = (index: number) => `第 ${index + 1} 题`;

/** The public list's state filter: where the time window stands now. */
export function stateWhere(state: SurveyState): FilterQuery<Survey> {
  const now = new Date();
  if (state === SurveyState.upcoming) return { startsAt: { $gt: now } };
  if (state === SurveyState.ended) return { endsAt: { $lt: now } };
  return { startsAt: { $lte: now }, endsAt: { $gte: now } };
}

/**
 * The form's questions → the stored ones: keys kept where given (and unique), new ones made;
 * each choice question has at least two distinct options, a text question none.
 */
export function toQuestions(inputs: SurveyQuestionInput[]): SurveyQuestion[] {
  if (inputs.length === 0) throw AppError.badInput('questions', NO_QUESTIONS);
  const errors: FieldError[] = [];
  // Keys given are kept (the first of twins); new questions and options get the next free q<n> / <q>o<n>.
  const taken = new Set(inputs.flatMap((input) => [input.key ?? '', ...input.options.map((o) => o.key ?? '')]).filter(Boolean));
  const questionKeys = new Set<string>();
  const questions = inputs.map((input, index): SurveyQuestion => {
    const title = input.title.trim();
    if (!title) errors.push({ field: 'questions', message: `${nth(index)}：请输入题目` });
    const key = input.key && !questionKeys.has(input.key) ? input.key : freeKey('q', taken);
    questionKeys.add(key);
    taken.add(key);
    if (input.type === SurveyQuestionType.text) {
      return { key, type: input.type, title, required: !!input.required, options: [], maxLength: input.maxLength ?? TEXT_ANSWER_MAX };
    }
    const optionKeys = new Set<string>();
    const labels = new Set<string>();
    const options = input.options.map((option) => {
      const label = option.label.trim();
      if (!label) errors.push({ field: 'questions', message: `${nth(index)}：请输入选项内容` });
      else if (labels.has(label)) errors.push({ field: 'questions', message: `${nth(index)}：选项「${label}」重复` });
      labels.add(label);
      const optionKey = option.key && !optionKeys.has(option.key) ? option.key : freeKey(`${key}o`, taken);
      optionKeys.add(optionKey);
      taken.add(optionKey);
      return { key: optionKey, label };
    });
    if (options.length < 2) errors.push({ field: 'questions', message: `${nth(index)}：${TYPE_NAMES[input.type]}至少需要两个选项` });
    return { key, type: input.type, title, required: !!input.required, options, maxLength: null };
  });
  if (errors.length) throw AppError.badFields(errors as [FieldError, ...FieldError[]]);
  return questions;
}

/** The CRUD definition's toData: questions normalised (left out on update: kept). */
export function surveyData({ questions, ...rest }: SurveyInput): EntityData<Survey> {
  return { ...rest, questions: questions === undefined || questions === null ? undefined : toQuestions(questions) } as EntityData<Survey>;
}

/** The window must close after it opens (values left out on update are the stored ones). */
export async function checkWindow(_em: EntityManager, data: EntityData<Survey>, existing?: Survey): Promise<void> {
  const startsAt = (data.startsAt as Date | undefined) ?? existing?.startsAt;
  const endsAt = (data.endsAt as Date | undefined) ?? existing?.endsAt;
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) throw AppError.badInput('endsAt', '结束时间须晚于开始时间');
  if (!existing && data.questions === undefined) throw AppError.badInput('questions', NO_QUESTIONS);
}

/** A reader's answer checked against the questions: every item of a known question, every required one answered. */
export function checkAnswers(questions: SurveyQuestion[], items: SurveyAnswerInput['answers']): StoredAnswerItem[] {
  const errors: FieldError[] = [];
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const given = new Map<string, SurveyAnswerInput['answers'][number]>();
  for (const item of items) {
    if (!byKey.has(item.question)) errors.push({ field: 'answers', message: '问卷题目已更新，请刷新页面后重新作答' });
    else if (given.has(item.question)) errors.push({ field: `answers.${item.question}`, message: '同一题只能回答一次' });
    else given.set(item.question, item);
  }
  const stored: StoredAnswerItem[] = [];
  questions.forEach((question, index) => {
    const field = `answers.${question.key}`;
    const item = given.get(question.key);
    if (question.type === SurveyQuestionType.text) {
      const text = (item?.text ?? '').trim();
      const max = question.maxLength ?? TEXT_ANSWER_MAX;
      if (!text) {
        if (question.required) errors.push({ field, message: `请回答${nth(index)}` });
      } else if ([...text].length > max) errors.push({ field, message: `${nth(index)}不能超过 ${max} 个字` });
      else stored.push({ question: question.key, text });
      return;
    }
    const chosen = [...new Set(item?.options ?? [])];
    const known = new Set(question.options.map((o) => o.key));
    if (chosen.some((key) => !known.has(key))) errors.push({ field, message: `${nth(index)}的选项不存在，请刷新页面后重新作答` });
    else if (chosen.length === 0) {
      if (question.required) errors.push({ field, message: `请回答${nth(index)}` });
    } else if (question.type === SurveyQuestionType.single && chosen.length > 1) errors.push({ field, message: `${nth(index)}只能选择一项` });
    else stored.push({ question: question.key, options: question.options.filter((o) => chosen.includes(o.key)).map((o) => o.key) });
  });
  if (errors.length) throw AppError.badFields(errors as [FieldError, ...FieldError[]]);
  return stored;
}

/** The survey a reader may answer now: enabled and within its window. */
async function answerable(em: EntityManager, id: number): Promise<Survey> {
  const survey = await em.findOne(Survey, { id, enabled: true });
  if (!survey) throw AppError.notFound();
  if (survey.state === SurveyState.upcoming) throw AppError.badInput('surveyId', NOT_STARTED);
  if (survey.state === SurveyState.ended) throw AppError.badInput('surveyId', ENDED);
  return survey;
}

/**
 * Stores a reader's answer: one per reader and survey. The unique (survey, reader) key decides,
 * so two answers sent at once store one; the other is told it was already sent.
 */
export async function answerSurvey(em: EntityManager, readerId: number, surveyId: number, input: SurveyAnswerInput): Promise<SurveyAnswer> {
  await assertNotBarred(em, readerId);
  const survey = await answerable(em, surveyId);
  if (await em.count(SurveyAnswer, { survey: surveyId, reader: readerId })) throw AppError.badInput('surveyId', ALREADY_ANSWERED);
  const answers = checkAnswers(survey.questions, input.answers);
  try {
    return await em.transactional(async (tx) => {
      const answer = tx.create(SurveyAnswer, { survey: surveyId, reader: readerId, answers });
      await tx.flush();
      // Arithmetic on the row (parallel answers add up), through the unit of work so the public
      // answers showing the survey's count are refreshed (core/http/public-cache.ts).
      const counted = await tx.findOneOrFail(Survey, surveyId);
      counted.answerCount = raw('answer_count + 1') as unknown as number;
      await tx.flush();
      return answer;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw AppError.badInput('surveyId', ALREADY_ANSWERED);
    throw error;
  }
}

export function myAnswer(em: EntityManager, readerId: number, surveyId: number): Promise<SurveyAnswer | null> {
  return em.findOne(SurveyAnswer, { survey: surveyId, reader: readerId });
}

export interface OptionResult {
  key: string;
  label: string;
  count: number;
  /** Of the readers who answered the survey, 0–100 with one decimal. */
  percent: number;
}

export interface QuestionResult {
  key: string;
  type: SurveyQuestionType;
  title: string;
  required: boolean;
  /** Readers who answered this question. */
  answered: number;
  options: OptionResult[];
}

const percentOf = (count: number, total: number) => (total ? Math.round((count * 1000) / total) / 10 : 0);

/** Per question: how many answered it and, per option, how many chose it (one statement over the answers). */
export async function surveyResults(em: EntityManager, surveyId: number): Promise<{ survey: Survey; questions: QuestionResult[] }> {
  const survey = await em.findOne(Survey, { id: surveyId });
  if (!survey) throw AppError.notFound();
  const connection = em.getConnection();
  const [options, answered] = await Promise.all([
    connection.execute<{ question: string; option: string; n: number }[]>(
      `select e->>'question' as question, o.value as option, count(*)::int as n
         from survey_answer a
         cross join lateral jsonb_array_elements(a.answers) e
         cross join lateral jsonb_array_elements_text(e->'options') o
        where a.survey_id = ?
        group by 1, 2`,
      [surveyId],
    ),
    connection.execute<{ question: string; n: number }[]>(
      `select e->>'question' as question, count(*)::int as n
         from survey_answer a cross join lateral jsonb_array_elements(a.answers) e
        where a.survey_id = ? group by 1`,
      [surveyId],
    ),
  ]);
  const perQuestion = new Map(answered.map((row) => [row.question, row.n]));
  const perOption = new Map(options.map((row) => [`${row.question}\u0000${row.option}`, row.n]));
  const total = survey.answerCount;
  const questions = survey.questions.map((q) => ({
    key: q.key,
    type: q.type,
    title: q.title,
    required: q.required,
    answered: perQuestion.get(q.key) ?? 0,
    options: q.options.map((o) => {
      const count = perOption.get(`${q.key}\u0000${o.key}`) ?? 0;
      return { key: o.key, label: o.label, count, percent: percentOf(count, total) };
    }),
  }));
  return { survey, questions };
}

export interface TextAnswer {
  text: string;
  answeredAt: Date;
}

/** One text question's answers, newest first, a page at a time. */
export async function textAnswers(
  em: EntityManager,
  surveyId: number,
  question: string,
  page: number,
  pageSize: number,
): Promise<{ items: TextAnswer[]; total: number; page: number; pageSize: number }> {
  assertPaging(page, pageSize);
  const rows = await em.getConnection().execute<{ text: string; answered_at: Date; total: number }[]>(
    `select e->>'text' as text, a.created_at as answered_at, count(*) over ()::int as total
       from survey_answer a cross join lateral jsonb_array_elements(a.answers) e
      where a.survey_id = ? and e->>'question' = ? and coalesce(e->>'text', '') <> ''
      order by a.id desc limit ? offset ?`,
    [surveyId, question, pageSize, (page - 1) * pageSize],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [{ n }] = await em.getConnection().execute<{ n: number }[]>(
      `select count(*)::int as n from survey_answer a cross join lateral jsonb_array_elements(a.answers) e
        where a.survey_id = ? and e->>'question' = ? and coalesce(e->>'text', '') <> ''`,
      [surveyId, question],
    );
    total = n;
  }
  return { items: rows.map((r) => ({ text: r.text, answeredAt: new Date(r.answered_at) })), total, page, pageSize };
}

export enum SurveyExportFormat {
  CSV = 'CSV',
  XLSX = 'XLSX',
}

/**
 * The answers as a file: CSV (UTF-8 with a byte-order mark, so Excel reads the Chinese) has one row
 * per reader's answer; XLSX adds a sheet of the results (counts and percentages per option).
 */
export async function exportSurvey(
  em: EntityManager,
  surveyId: number,
  format: SurveyExportFormat,
): Promise<{ fileName: string; mime: string; content: Buffer }> {
  const { survey, questions } = await surveyResults(em, surveyId);
  const answers = await em.getConnection().execute<{ answers: StoredAnswerItem[]; created_at: Date; name: string; card_number: string }[]>(
    `select a.answers, a.created_at, r.name, r.card_number
       from survey_answer a join reader r on r.id = a.reader_id
      where a.survey_id = ? order by a.id`,
    [surveyId],
  );
  // exceljs is loaded at the first export (issue 54): an idle portal need not hold it.
  const workbook = new (await import('exceljs')).default.Workbook();
  workbook.creator = '图书馆门户';
  if (format === SurveyExportFormat.XLSX) {
    // The results sheet first.
    const summary = workbook.addWorksheet('统计结果', { views: [{ state: 'frozen', ySplit: 1 }] });
    summary.columns = [
      { header: '题目', key: 'question', width: 40 },
      { header: '题型', key: 'type', width: 8 },
      { header: '选项', key: 'option', width: 30 },
      { header: '人数', key: 'count', width: 8 },
      { header: '比例（%）', key: 'percent', width: 10 },
    ];
    summary.getRow(1).font = { bold: true };
    questions.forEach((q, i) => {
      const title = `${i + 1}. ${q.title}`;
      if (q.type === SurveyQuestionType.text)
        summary.addRow({ question: title, type: TYPE_NAMES[q.type], option: '（文字回答）', count: q.answered });
      for (const o of q.options) summary.addRow({ question: title, type: TYPE_NAMES[q.type], option: o.label, count: o.count, percent: o.percent });
    });
    summary.addRow({});
    summary.addRow({ question: `答卷总数：${survey.answerCount}` });
  }
  const labels = new Map(survey.questions.flatMap((q) => q.options.map((o) => [`${q.key}\u0000${o.key}`, o.label] as const)));
  const detail = workbook.addWorksheet('答卷明细');
  detail.columns = [
    { header: '提交时间', key: 'at', width: 20 },
    { header: '读者', key: 'name', width: 12 },
    { header: '读者证号', key: 'card', width: 16 },
    ...survey.questions.map((q, i) => ({ header: `${i + 1}. ${q.title}`, key: q.key, width: q.type === SurveyQuestionType.text ? 40 : 20 })),
  ];
  const time = new Intl.DateTimeFormat('zh-CN', { timeZone: LIBRARY_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium', hour12: false });
  for (const row of answers) {
    const cells: Record<string, string> = { at: time.format(new Date(row.created_at)), name: row.name, card: row.card_number };
    for (const item of row.answers) {
      cells[item.question] = item.text ?? (item.options ?? []).map((o) => labels.get(`${item.question}\u0000${o}`) ?? '').join('；');
    }
    detail.addRow(cells);
  }
  const base = `问卷结果-${survey.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60)}`;
  if (format === SurveyExportFormat.CSV) {
    const csv = Buffer.from(await workbook.csv.writeBuffer({ sheetName: '答卷明细' }));
    return { fileName: `${base}.csv`, mime: 'text/csv; charset=utf-8', content: Buffer.concat([Buffer.from('\uFEFF'), csv]) };
  }
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${base}.xlsx`, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: xlsx };
}
