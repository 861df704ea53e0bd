import { crudDocuments } from '../crud/crud-documents';
import { customField, defineResource } from '../crud/types';
import { graphql } from '../gql';
import { QuestionsEditor } from './survey/QuestionsEditor';
import { questionsFromRecord, questionsToInput, validateQuestions, type EditorQuestion } from './survey/questions';
import { SurveyResultsView } from './survey/SurveyResultsView';

const STATES = [
  { value: 'upcoming', label: '未开始' },
  { value: 'open', label: '进行中' },
  { value: 'ended', label: '已结束' },
] as const;

/** 问卷调查 (内容管理): the list, the form with its question editor, and each survey's 结果 with the export. */
export const surveyAdmin = defineResource({
  path: 'service/survey',
  title: '问卷调查',
  noun: '问卷',
  list: graphql(`
    query AdminSurveysQuery($filter: SurveyFilter, $page: Int!, $pageSize: Int!, $sortBy: SurveySortField, $order: SortOrder) {
      page: adminSurveys(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          state
          startsAt
          endsAt
          answerCount
          sort
          enabled
          recommended
          createdAt
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminSurveyQuery($id: ID!) {
      item: adminSurvey(id: $id) {
        id
        title
        introduction
        cover
        startsAt
        endsAt
        questions {
          key
          type
          title
          required
          maxLength
          options {
            key
            label
          }
        }
        sort
        enabled
        recommended
      }
    }
  `),
  ...crudDocuments('Survey'),
  columns: [
    { key: 'title', label: '标题', primary: true },
    { key: 'state', label: '状态', kind: 'enum', options: STATES },
    { key: 'startsAt', label: '开始时间', kind: 'date', sortField: 'startsAt' },
    { key: 'endsAt', label: '结束时间', kind: 'date', sortField: 'endsAt' },
    { key: 'answerCount', label: '答卷数', kind: 'number', sortField: 'answerCount' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '发布', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  filters: [
    { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题' },
    { name: 'state', label: '状态', kind: 'enum', options: STATES },
    { name: 'enabled', label: '发布', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 200 },
    { name: 'introduction', label: '说明', kind: 'textarea', maxLength: 2000, helper: '显示在题目上方，如调查目的、填写时间' },
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'startsAt', label: '开始时间', kind: 'datetime', required: true, half: true },
    { name: 'endsAt', label: '结束时间', kind: 'datetime', required: true, half: true },
    {
      name: 'questions',
      label: '题目',
      kind: 'custom',
      required: true,
      custom: customField<EditorQuestion[]>({
        component: QuestionsEditor,
        fromRecord: questionsFromRecord,
        validate: validateQuestions,
        toInput: questionsToInput,
      }),
    },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
  ],
  rowDialogs: [{ label: '结果', size: 'xl', render: (item) => <SurveyResultsView id={item.id} /> }],
  defaultSort: { sortBy: 'startsAt', order: 'DESC' },
});
