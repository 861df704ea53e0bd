import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockList } from './catalogue-fixtures';
import { surveyAdmin } from './survey.admin';

configure({ asyncUtilTimeout: 10_000 });

const option = (key: string, label: string) => ({ __typename: 'SurveyOption', key, label });
const ROW = {
  __typename: 'Survey',
  id: '5',
  title: '开放时间意见征集',
  state: 'open',
  startsAt: '2026-11-20T01:00:00.000Z',
  endsAt: '2026-12-20T10:00:00.000Z',
  answerCount: 4,
  sort: 0,
  enabled: true,
  recommended: false,
  createdAt: '2026-11-19T01:00:00.000Z',
};
const RECORD = {
  ...ROW,
  introduction: '征求意见',
  cover: null,
  questions: [
    {
      __typename: 'SurveyQuestion',
      key: 'q1',
      type: 'single',
      title: '是否赞成周一开放',
      required: true,
      maxLength: null,
      options: [option('q1o1', '赞成'), option('q1o2', '不赞成')],
    },
    { __typename: 'SurveyQuestion', key: 'q2', type: 'text', title: '其他建议', required: false, maxLength: 300, options: [] },
  ],
};

function renderScreen(path: string) {
  const rendered = renderRoutes(
    [
      { path: 'admin/service/survey', element: <AdminListPage config={surveyAdmin} /> },
      { path: 'admin/service/survey/:id', element: <AdminFormPage config={surveyAdmin} /> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
  vi.restoreAllMocks();
});

describe('问卷调查 (service/survey)', () => {
  it('edits the questions inside the form: keys kept, new options and questions sent without one', async () => {
    mockList('AdminSurveysQuery', 'SurveyPage', [ROW]);
    server.use(graphql.query('AdminSurveyQuery', () => HttpResponse.json({ data: { item: RECORD } })));
    const updated = mockMutation('UpdateSurvey', { __typename: 'Survey', id: '5' });
    const { user } = renderScreen('/admin/service/survey/5');
    const title = await screen.findByRole('textbox', { name: '第 1 题题目' });
    expect(title).toHaveValue('是否赞成周一开放');
    expect(screen.getByRole('spinbutton', { name: '第 2 题字数上限' })).toHaveValue(300);

    await user.click(within(screen.getByRole('group', { name: '第 1 题' })).getByRole('button', { name: '添加选项' }));
    await user.type(screen.getByRole('textbox', { name: '第 1 题选项 3' }), '无所谓');
    await user.click(screen.getByRole('button', { name: '添加多选题' }));
    await user.type(screen.getByRole('textbox', { name: '第 3 题题目' }), '您通常何时到馆');
    await user.type(screen.getByRole('textbox', { name: '第 3 题选项 1' }), '上午');
    await user.type(screen.getByRole('textbox', { name: '第 3 题选项 2' }), '晚上');
    await user.click(screen.getByRole('button', { name: '第 3 题上移' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(updated).toHaveLength(1));
    expect((updated[0].input as Record<string, unknown>).questions).toEqual([
      {
        key: 'q1',
        type: 'single',
        title: '是否赞成周一开放',
        required: true,
        options: [{ key: 'q1o1', label: '赞成' }, { key: 'q1o2', label: '不赞成' }, { label: '无所谓' }],
      },
      { type: 'multiple', title: '您通常何时到馆', required: true, options: [{ label: '上午' }, { label: '晚上' }] },
      { key: 'q2', type: 'text', title: '其他建议', required: false, options: [], maxLength: 300 },
    ]);
  });

  it('checks the questions before saving, with the server’s messages', async () => {
    mockList('AdminSurveysQuery', 'SurveyPage', [ROW]);
    const created = mockMutation('CreateSurvey', { __typename: 'Survey', id: '6' });
    const { user } = renderScreen('/admin/service/survey/new');
    await user.type(await screen.findByRole('textbox', { name: /^标题/ }), '新问卷');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('第 1 题：请输入题目')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '第 1 题题目' }), '满意吗');
    await user.type(screen.getByRole('textbox', { name: '第 1 题选项 1' }), '满意');
    await user.click(screen.getByRole('button', { name: '删除第 1 题选项 2' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('第 1 题：单选题至少需要两个选项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除第 1 题' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请至少添加一道题目')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('结果 shows a bar per option with count and percentage, the text answers, and exports CSV', async () => {
    mockList('AdminSurveysQuery', 'SurveyPage', [ROW]);
    const exports: unknown[] = [];
    server.use(
      graphql.query('AdminSurveyResultsQuery', () =>
        HttpResponse.json({
          data: {
            results: {
              __typename: 'SurveyResults',
              surveyId: '5',
              title: ROW.title,
              answerCount: 4,
              questions: [
                {
                  __typename: 'SurveyQuestionResult',
                  key: 'q1',
                  type: 'single',
                  title: '是否赞成周一开放',
                  answered: 4,
                  options: [
                    { __typename: 'SurveyOptionResult', key: 'q1o1', label: '赞成', count: 3, percent: 75 },
                    { __typename: 'SurveyOptionResult', key: 'q1o2', label: '不赞成', count: 1, percent: 25 },
                  ],
                },
                { __typename: 'SurveyQuestionResult', key: 'q2', type: 'text', title: '其他建议', answered: 1, options: [] },
              ],
            },
          },
        }),
      ),
      graphql.query('AdminSurveyTextAnswersQuery', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'SurveyTextAnswerPage',
              total: 1,
              items: [{ __typename: 'SurveyTextAnswer', text: '考试周开到十点', answeredAt: '2026-11-21T12:00:00.000Z' }],
            },
          },
        }),
      ),
      graphql.query('ExportSurveyResults', ({ variables }) => {
        exports.push(variables);
        return HttpResponse.json({ data: { file: { __typename: 'FileDownload', fileName: '问卷结果.csv', mime: 'text/csv', base64: btoa('a,b') } } });
      }),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:survey');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = renderScreen('/admin/service/survey');
    const row = (await screen.findByText('开放时间意见征集')).closest('tr')!;
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '结果' }));
    const dialog = await screen.findByRole('dialog', { name: '结果：开放时间意见征集' });
    expect(await within(dialog).findByText('共 4 份答卷')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: '赞成：3 人，75%' })).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: '不赞成：1 人，25%' })).toBeInTheDocument();
    expect(await within(dialog).findByText('考试周开到十点')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(exports).toEqual([{ id: '5', format: 'CSV' }]);
  });
});
