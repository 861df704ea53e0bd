import type { EntityManager } from '@mikro-orm/postgresql';
import { libraryTime } from '../core/library-time.js';
import { Survey, SurveyAnswer, SurveyQuestionType, type StoredAnswerItem } from '../modules/content/index.js';
import { Reader } from '../modules/users/index.js';
const { single, multiple, text } = SurveyQuestionType;

interface DemoQuestion {
  type: SurveyQuestionType;
  title: string;
  required?: boolean;
  options?: string[];
  maxLength?: number;
}

interface DemoSurvey {
  title: string;
  introduction: string;
  /** Days from now. */
  starts: number;
  ends: number;
  questions: DemoQuestion[];
  /** Per demo reader (2nd, 3rd, 4th…): per question, the chosen options' numbers (1-based) or the text. */
  answers: Array<Array<number[] | string | null>>;
}

const DEMO_SURVEYS: DemoSurvey[] = [
  {
    title: '2026年度读者满意度调查',
    introduction:
      '尊敬的读者：为进一步提升服务质量，本馆开展年度读者满意度调查。问卷匿名统计，约需 3 分钟，您的意见将作为改进馆藏建设、服务设施和开放安排的重要依据。感谢您的支持！',
    starts: -10,
    ends: 20,
    questions: [
      { type: single, title: '您到馆的频率', required: true, options: ['每周多次', '每周一次', '每月一到两次', '很少到馆'] },
      {
        type: multiple,
        title: '您最常使用的服务（可多选）',
        required: true,
        options: ['图书借阅', '自习阅览', '电子资源与数据库', '讲座与展览', '少儿阅读', '自助借还'],
      },
      { type: single, title: '您对馆藏图书的总体满意度', required: true, options: ['非常满意', '满意', '一般', '不满意'] },
      { type: single, title: '您对工作人员服务态度的评价', required: true, options: ['非常满意', '满意', '一般', '不满意'] },
      { type: text, title: '您希望本馆增加哪些类型的图书？', maxLength: 200 },
      { type: text, title: '您对本馆还有哪些意见和建议？', maxLength: 500 },
    ],
    answers: [
      [[1], [1, 2, 5], [2], [1], '希望多采购一些科普和少儿绘本，周末带孩子来经常借不到。', '自习区座位比较紧张，建议增加插座。'],
      [[3], [1, 3], [1], [2], '地方文献和历史类图书', null],
    ],
  },
  {
    title: '开放时间调整意见征集',
    introduction:
      '为方便上班族和学生读者利用图书馆，本馆拟调整工作日晚间及周一的开放时间，现向广大读者征求意见。征集时间内每位读者可提交一次，结果将在本馆网站公告。',
    starts: -3,
    ends: 27,
    questions: [
      { type: multiple, title: '您通常在什么时段到馆？', required: true, options: ['工作日上午', '工作日下午', '工作日晚上', '周末及节假日'] },
      { type: single, title: '您是否赞成周一上午恢复开放？', required: true, options: ['赞成', '不赞成', '无所谓'] },
      { type: single, title: '您希望工作日闭馆时间延长至', required: true, options: ['20:00', '21:00', '22:00', '维持现状'] },
      { type: text, title: '关于开放时间的其他建议', maxLength: 300 },
    ],
    answers: [[[3, 4], [1], [2], '希望考试周期间自习室能开到晚上十点。']],
  },
  {
    title: '2025年“全民阅读月”活动反馈',
    introduction: '感谢您参加本馆 2025 年“全民阅读月”系列活动。请留下您对讲座、书展和亲子阅读活动的评价，帮助我们办好下一届阅读月。',
    starts: -75,
    ends: -45,
    questions: [
      { type: multiple, title: '您参加了哪些活动？', required: true, options: ['名家讲座', '图书交换集市', '亲子绘本共读', '古籍修复体验'] },
      { type: single, title: '您对本次活动的总体评价', required: true, options: ['非常满意', '满意', '一般', '不满意'] },
      { type: text, title: '您希望下一届阅读月增加哪些活动？', maxLength: 300 },
    ],
    answers: [
      [[1, 4], [1], '希望能有更多面向青少年的写作工作坊。'],
      [[2, 3], [2], null],
    ],
  },
];

/**
 * 问卷调查 of the demo library: two open surveys and one that has ended, with answers from demo
 * readers 2 and 3 (reader 1 answers nothing, so the walk through answering starts clean).
 */
export async function seedSurveys(em: EntityManager): Promise<void> {
  const now = new Date();
  const readers = await em.find(Reader, {}, { orderBy: { id: 'ASC' }, limit: 4 });
  const answering = readers.slice(1);
  DEMO_SURVEYS.forEach((demo, s) => {
    const questions = demo.questions.map((q, i) => ({
      key: `s${s + 1}q${i + 1}`,
      type: q.type,
      title: q.title,
      required: q.required ?? false,
      options: (q.options ?? []).map((label, o) => ({ key: `s${s + 1}q${i + 1}o${o + 1}`, label })),
      maxLength: q.type === text ? (q.maxLength ?? 500) : null,
    }));
    const survey = em.create(Survey, {
      title: demo.title,
      introduction: demo.introduction,
      // Whole library days, as a librarian sets them: from 00:00 of the first to 23:59 of the last.
      startsAt: libraryTime(demo.starts, '00:00', now),
      endsAt: libraryTime(demo.ends, '23:59', now),
      questions,
      sort: s + 1,
    });
    const answers = demo.answers.slice(0, answering.length);
    answers.forEach((given, r) => {
      const items: StoredAnswerItem[] = [];
      given.forEach((value, i) => {
        const question = questions[i];
        if (value === null) return;
        if (typeof value === 'string') items.push({ question: question.key, text: value });
        else items.push({ question: question.key, options: value.map((n) => question.options[n - 1].key) });
      });
      em.create(SurveyAnswer, {
        survey,
        reader: answering[r],
        answers: items,
        createdAt: new Date(Math.min(now.getTime(), libraryTime(demo.starts + 1 + r, `${10 + 3 * r}:24`, now).getTime())),
      });
    });
    survey.answerCount = answers.length;
  });
  await em.flush();
}
