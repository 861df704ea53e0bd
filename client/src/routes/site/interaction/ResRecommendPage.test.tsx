import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { errorOf, fieldErrorAnswer, loggedIn, textField as field } from '../../../features/interaction/test-fixtures';
import { renderRoutes } from '../../../test/render';
import { ResRecommendPage } from './ResRecommendPage';

const routes = [
  { path: 'interaction/resRecommend', element: <ResRecommendPage /> },
  { path: 'login', element: <p>登录页</p> },
  { path: 'personal/userInformation/recommend', element: <p>我的荐购列表</p> },
];

/** Records every submitRecommendation and answers with `answer` (default: accepted). */
function recommendations(answer?: () => Response) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation('SubmitRecommendation', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return (
        answer?.() ??
        HttpResponse.json({
          data: { submitRecommendation: { __typename: 'Recommendation', id: '7', status: 'PENDING', createdAt: '2026-05-01T02:00:00.000Z' } },
        })
      );
    }),
  );
  return sent;
}

describe('ResRecommendPage (/interaction/resRecommend)', () => {
  it('checks the fields on the client with the server’s messages and sends nothing until they pass', async () => {
    loggedIn();
    const sent = recommendations();
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/resRecommend');

    await user.type(field('ISBN'), '978-7-02-ABC');
    await user.click(screen.getByRole('button', { name: '提交荐购' }));
    expect(await screen.findByText('请填写书名')).toBeInTheDocument();
    expect(errorOf(field('书名'))).toBe('请填写书名');
    expect(errorOf(field('ISBN'))).toBe('ISBN 格式不正确');

    // Spaces only are no title.
    await user.type(field('书名'), '   ');
    await user.click(screen.getByRole('button', { name: '提交荐购' }));
    expect(await screen.findByText('请填写书名')).toBeInTheDocument();

    await user.click(field('推荐理由'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: '提交荐购' }));
    expect(await screen.findByText('推荐理由不能超过1000个字')).toBeInTheDocument();
    expect(errorOf(field('推荐理由'))).toBe('推荐理由不能超过1000个字');
    expect(sent).toHaveLength(0);
  });

  it('sends the recommendation (ISBN with hyphens, blanks left out) and shows the success state with a link to 我的荐购', async () => {
    loggedIn();
    const sent = recommendations();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/resRecommend');

    expect(screen.queryByText(/登录后才能/)).not.toBeInTheDocument();
    await user.type(field('书名'), '  平凡的世界 ');
    await user.type(field('作者'), '路遥');
    await user.type(field('ISBN'), '978-7-5302-1632-0');
    await user.click(screen.getByRole('button', { name: '提交荐购' }));

    expect(await screen.findByRole('heading', { name: '荐购已提交' })).toBeInTheDocument();
    expect(screen.getByText(/《平凡的世界》的荐购已提交/)).toBeInTheDocument();
    expect(sent).toEqual([{ title: '平凡的世界', author: '路遥', isbn: '978-7-5302-1632-0' }]);

    await user.click(screen.getByRole('button', { name: '继续荐购' }));
    expect(field('书名')).toHaveValue('');

    await user.type(field('书名'), '人生');
    await user.click(screen.getByRole('button', { name: '提交荐购' }));
    await user.click(await screen.findByRole('link', { name: '查看我的荐购' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userInformation/recommend'));
  });

  it('shows the server’s field error under its field and keeps what was typed', async () => {
    loggedIn();
    recommendations(() => HttpResponse.json(fieldErrorAnswer('isbn', 'ISBN 格式不正确')));
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/resRecommend');

    await user.type(field('书名'), '围城');
    await user.type(field('ISBN'), '9787020002207');
    await user.click(screen.getByRole('button', { name: '提交荐购' }));

    await waitFor(() => expect(errorOf(field('ISBN'))).toBe('ISBN 格式不正确'));
    expect(field('ISBN')).toHaveFocus();
    expect(field('书名')).toHaveValue('围城');
    expect(field('ISBN')).toHaveValue('9787020002207');
    expect(screen.queryByRole('heading', { name: '荐购已提交' })).not.toBeInTheDocument();
    // Said on the field, not again as a toast or an alert.
    expect(screen.queryByText('提交失败')).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field (blacklist) above the button and keeps the form', async () => {
    loggedIn();
    const refusal = '您已被列入黑名单，暂不能提交（原因：恶意刷屏）';
    recommendations(() => gqlError('FORBIDDEN', 403, refusal));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/resRecommend');

    await user.type(field('书名'), '围城');
    await user.click(screen.getByRole('button', { name: '提交荐购' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(field('书名')).toHaveValue('围城');
    expect(router.state.location.pathname).toBe('/interaction/resRecommend');
  });

  it('a guest sees the form with a notice; submitting says 请先登录, goes to /login and restores the draft on return', async () => {
    const sent = recommendations();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/resRecommend');

    expect(screen.getByText('登录后才能提交荐购')).toBeInTheDocument();
    await user.type(field('书名'), '活着');
    await user.type(field('推荐理由'), '经典');
    await user.click(screen.getByRole('button', { name: '提交荐购' }));

    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/interaction/resRecommend')}`);
    expect(sent).toHaveLength(0);

    // After logging in, the reader comes back to what they typed.
    loggedIn();
    await router.navigate('/interaction/resRecommend');
    expect(await screen.findByRole('textbox', { name: '书名' })).toHaveValue('活着');
    expect(field('推荐理由')).toHaveValue('经典');
    expect(screen.queryByText('登录后才能提交荐购')).not.toBeInTheDocument();
  });

  it('says 资源荐购暂停受理 instead of the form while the library has closed it', async () => {
    loggedIn();
    const sent = recommendations();
    server.use(
      graphql.query('SubmissionAvailability', () =>
        HttpResponse.json({
          data: {
            submissionAvailability: [
              { __typename: 'SubmissionAvailability', type: 'Recommendation', accepting: false, message: '资源荐购暂停受理' },
              { __typename: 'SubmissionAvailability', type: 'Message', accepting: true, message: null },
            ],
          },
        }),
      ),
    );
    renderRoutes(routes, '/interaction/resRecommend');
    expect(await screen.findByText('资源荐购暂停受理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交荐购' })).toBeNull();
    expect(screen.queryByRole('form', { name: '资源荐购' })).toBeNull();
    expect(sent).toHaveLength(0);
  });
});
