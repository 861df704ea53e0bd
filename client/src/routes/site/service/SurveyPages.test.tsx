import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedIn } from '../../../features/interaction/test-fixtures';
import { formatDateTime } from '../../../lib/format';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { SurveyDetailPage } from './SurveyDetailPage';
import { SurveyListPage } from './SurveyListPage';

const routes = [
  { path: 'service/survey', element: <SurveyListPage /> },
  { path: 'service/survey/detail', element: <SurveyDetailPage /> },
  { path: 'login', element: <p>登录页</p> },
];

const option = (key: string, label: string) => ({ __typename: 'SurveyOption', key, label });
const SURVEY = {
  __typename: 'Survey',
  id: '7',
  title: '2026年度读者满意度调查',
  introduction: '感谢您抽出时间填写。',
  cover: null,
  startsAt: '2026-11-01T01:00:00.000Z',
  endsAt: '2026-12-31T10:00:00.000Z',
  state: 'open',
  answerCount: 12,
  questions: [
    {
      __typename: 'SurveyQuestion',
      key: 'q1',
      type: 'single',
      title: '您到馆的频率',
      required: true,
      maxLength: null,
      options: [option('q1o1', '每周'), option('q1o2', '每月')],
    },
    {
      __typename: 'SurveyQuestion',
      key: 'q2',
      type: 'multiple',
      title: '常用服务',
      required: true,
      maxLength: null,
      options: [option('q2o1', '借阅'), option('q2o2', '自习'), option('q2o3', '讲座')],
    },
    { __typename: 'SurveyQuestion', key: 'q3', type: 'text', title: '其他建议', required: false, maxLength: 10, options: [] },
  ],
};

function detail(overrides: Record<string, unknown> = {}, mine: { answeredAt: string } | null = null) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('SurveyDetailPageQuery', () => HttpResponse.json({ data: { survey: { ...SURVEY, ...overrides } } })),
    graphql.query('MySurveyAnswerQuery', () =>
      HttpResponse.json({ data: { mySurveyAnswer: mine && { __typename: 'SurveyAnswer', surveyId: '7', ...mine } } }),
    ),
    graphql.mutation('AnswerSurvey', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      if (sent.length > 1) {
        const message = '您已提交过本问卷，每位读者只能提交一次';
        return HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'surveyId' } }] });
      }
      return HttpResponse.json({ data: { answerSurvey: { __typename: 'SurveyAnswer', surveyId: '7', answeredAt: '2026-11-25T02:00:00.000Z' } } });
    }),
  );
  return sent;
}

describe('SurveyListPage (/service/survey)', () => {
  it('lists surveys with their state and window; the tabs filter by state', async () => {
    const filters: unknown[] = [];
    server.use(
      graphql.query('SurveyListPageQuery', ({ variables }) => {
        filters.push(variables.filter);
        const ended = { ...SURVEY, id: '3', title: '2025年“全民阅读月”活动反馈', state: 'ended', answerCount: 2 };
        const items = (variables.filter as { state?: string } | null)?.state === 'ended' ? [ended] : [SURVEY, ended];
        return HttpResponse.json({ data: { surveys: { __typename: 'SurveyPage', total: items.length, items } } });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service/survey');
    const link = await screen.findByRole('link', { name: '2026年度读者满意度调查' });
    expect(link).toHaveAttribute('href', '/service/survey/detail?id=7');
    const item = link.closest('li')!;
    expect(within(item as HTMLElement).getByText('进行中')).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText('12 人参与')).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText(`${formatDateTime(SURVEY.startsAt)} 至 ${formatDateTime(SURVEY.endsAt)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '已结束' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=ended'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '2026年度读者满意度调查' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '2025年“全民阅读月”活动反馈' })).toBeInTheDocument();
    expect(filters).toEqual([null, { state: 'ended' }]);
  });
});

describe('SurveyDetailPage (/service/survey/detail)', () => {
  it('shows a guest the questions with 登录后参与, leading to the login and back', async () => {
    const sent = detail();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service/survey/detail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: '2026年度读者满意度调查' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '每周' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交问卷' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '登录后参与' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/service/survey/detail?id=7')}`);
    expect(sent).toHaveLength(0);
  });

  it('a reader answers: required questions checked first, then the answer sent by keys, then the thank-you state', async () => {
    loggedIn();
    const sent = detail();
    const user = userEvent.setup();
    renderRoutes(routes, '/service/survey/detail?id=7');
    const submit = await screen.findByRole('button', { name: '提交问卷' });
    await user.click(submit);
    expect(await screen.findByText('请回答第 1 题')).toBeInTheDocument();
    expect(screen.getByText('请回答第 2 题')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '每月' }));
    await user.click(screen.getByRole('checkbox', { name: '借阅' }));
    await user.click(screen.getByRole('checkbox', { name: '讲座' }));
    await user.type(screen.getByRole('textbox', { name: '3. 其他建议' }), '一二三四五六七八九十一');
    await user.click(submit);
    expect(await screen.findByText('第 3 题不能超过 10 个字')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '3. 其他建议' }));
    await user.type(screen.getByRole('textbox', { name: '3. 其他建议' }), ' 多买绘本 ');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: '感谢您的参与！' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`您已提交本问卷（${formatDateTime('2026-11-25T02:00:00.000Z')}）`))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        surveyId: '7',
        answers: [
          { question: 'q1', options: ['q1o2'] },
          { question: 'q2', options: ['q2o1', 'q2o3'] },
          { question: 'q3', text: '多买绘本' },
        ],
      },
    ]);
  });

  it('a reader who already answered sees the thank-you state, not the form', async () => {
    loggedIn();
    detail({}, { answeredAt: '2026-11-20T06:30:00.000Z' });
    renderRoutes(routes, '/service/survey/detail?id=7');
    expect(await screen.findByRole('heading', { name: '感谢您的参与！' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(formatDateTime('2026-11-20T06:30:00.000Z')))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交问卷' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (answered meanwhile in another window) above the button', async () => {
    loggedIn();
    const sent = detail();
    sent.push({}); // the server has one already: the next answer is refused
    const user = userEvent.setup();
    renderRoutes(routes, '/service/survey/detail?id=7');
    await user.click(await screen.findByRole('radio', { name: '每周' }));
    await user.click(screen.getByRole('checkbox', { name: '自习' }));
    await user.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您已提交过本问卷，每位读者只能提交一次');
    expect(screen.getByRole('radio', { name: '每周' })).toBeChecked();
  });

  it('an ended survey shows its questions without a way to answer', async () => {
    loggedIn();
    detail({ state: 'ended' });
    renderRoutes(routes, '/service/survey/detail?id=7');
    expect(await screen.findByText('问卷已结束，感谢您的关注')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '每周' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交问卷' })).not.toBeInTheDocument();
  });
});
