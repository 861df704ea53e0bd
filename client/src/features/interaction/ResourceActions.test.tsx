import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResourceActions_ResourceFragment, ResourceKind } from '../../gql/graphql';
import { tokens } from '../../lib/tokens';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { KIND_TYPENAMES } from '../resources/kinds';
import { ResourceActions } from './ResourceActions';
import { interactionHandlers, stateFixture } from './test-fixtures';

const resource = (kind: ResourceKind = 'book'): ResourceActions_ResourceFragment =>
  ({
    __typename: KIND_TYPENAMES[kind],
    id: '7',
    kind,
    title: '呐喊',
    collections: 3,
    scoreAverage: 4.56,
    scoreCount: 9,
  }) as ResourceActions_ResourceFragment;

function renderActions(kind: ResourceKind = 'book') {
  return renderRoutes(
    [
      { path: `resources/${kind}/detail`, element: <ResourceActions resource={resource(kind)} /> },
      { path: 'login', element: <h1>读者登录</h1> },
    ],
    `/resources/${kind}/detail?id=7`,
  );
}

/** Records the operations sent; answers the reader's state with `state`. */
function mockInteraction(operations: string[], state: Record<string, unknown> = {}) {
  server.use(
    graphql.operation(({ operationName }) => {
      operations.push(operationName);
    }),
    ...interactionHandlers(state),
  );
}

const bar = () => screen.getByRole('group', { name: '读者操作' });

describe('ResourceActions for a guest', () => {
  for (const [action, press] of [
    ['收藏', () => userEvent.click(within(bar()).getByRole('button', { name: '收藏' }))],
    ['纠错', () => userEvent.click(within(bar()).getByRole('button', { name: '纠错' }))],
    ['评分', () => userEvent.click(screen.getByRole('button', { name: '4 星' }))],
    ['添加标签', () => userEvent.click(screen.getByRole('button', { name: '添加标签' }))],
    ['订阅', () => userEvent.click(within(bar()).getByRole('button', { name: '订阅' }))],
  ] as const) {
    it(`${action} leads to /login with 请先登录, coming back afterwards`, async () => {
      const operations: string[] = [];
      mockInteraction(operations);
      const { router } = renderActions('journal');
      await press();
      expect(await screen.findByText('请先登录')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: '读者登录' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/resources/journal/detail?id=7');
      // Nothing of the reader's was asked or sent: only the public tags (and whether the forms take submissions).
      expect(operations.filter((name) => name !== 'SubmissionAvailability')).toEqual(['ResourceTagsQuery']);
    });
  }

  it('shows the count, the score and no pressed state', async () => {
    mockInteraction([]);
    renderActions();
    const collect = within(bar()).getByRole('button', { name: '收藏' });
    expect(collect).toHaveTextContent('收藏3');
    expect(collect).not.toHaveAttribute('aria-pressed');
    expect(screen.getByText('4.6 分（9人评分）')).toBeInTheDocument();
    expect(await screen.findByText('暂无标签')).toBeInTheDocument();
  });
});

describe('ResourceActions for a reader', () => {
  it('offers 订阅 only for newspapers and journals', async () => {
    tokens.setReader('t', 2);
    for (const kind of ['book', 'video', 'ebook', 'audio', 'thesis', 'exhibition', 'newspaper', 'journal'] as const) {
      mockInteraction([]);
      const { unmount } = renderActions(kind);
      await screen.findByRole('group', { name: '读者操作' });
      const subscribe = within(bar()).queryByRole('button', { name: '订阅' });
      if (kind === 'newspaper' || kind === 'journal') expect(subscribe).toBeInTheDocument();
      else expect(subscribe).toBeNull();
      unmount();
    }
  });

  it('collects and uncollects, the button and its count following the server', async () => {
    tokens.setReader('t', 2);
    const calls: Array<[string, unknown]> = [];
    const answer = (collected: boolean, collections: number) => ({
      ...stateFixture('7', { collected, collections }),
    });
    server.use(
      graphql.mutation('ResourceActionsCollect', ({ variables }) => {
        calls.push(['collect', variables]);
        return HttpResponse.json({ data: { collectResource: answer(true, 4) } });
      }),
      graphql.mutation('ResourceActionsUncollect', ({ variables }) => {
        calls.push(['uncollect', variables]);
        return HttpResponse.json({ data: { uncollectResource: answer(false, 3) } });
      }),
      ...interactionHandlers({ collections: 3 }),
    );
    renderActions();
    const collect = await within(bar()).findByRole('button', { name: '收藏', pressed: false });
    expect(collect).toHaveTextContent('收藏3');

    await userEvent.click(collect);
    const uncollect = await within(bar()).findByRole('button', { name: '取消收藏', pressed: true });
    expect(uncollect).toHaveTextContent('取消收藏4');
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();

    await userEvent.click(uncollect);
    expect(await within(bar()).findByRole('button', { name: '收藏', pressed: false })).toHaveTextContent('收藏3');
    expect(calls).toEqual([
      ['collect', { resourceId: '7' }],
      ['uncollect', { resourceId: '7' }],
    ]);
  });

  it('says why a collection was refused and keeps the state', async () => {
    tokens.setReader('t', 2);
    server.use(
      graphql.mutation('ResourceActionsCollect', () => gqlError('FORBIDDEN', 403, '您已被列入黑名单，暂不能提交（原因：恶意刷评）')),
      ...interactionHandlers(),
    );
    const { router } = renderActions();
    await userEvent.click(await within(bar()).findByRole('button', { name: '收藏', pressed: false }));
    expect(await screen.findByText('您已被列入黑名单，暂不能提交（原因：恶意刷评）')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '收藏', pressed: false })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resources/book/detail');
  });

  it('sends a reader whose login has expired to /login, forgetting the token', async () => {
    tokens.setReader('t', 2);
    server.use(
      ...interactionHandlers(),
      graphql.mutation('ResourceActionsCollect', () => gqlError('UNAUTHENTICATED', 401, '未登录或登录过期')),
    );
    const { router } = renderActions();
    await userEvent.click(await within(bar()).findByRole('button', { name: '收藏', pressed: false }));
    expect(await screen.findByRole('heading', { name: '读者登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(tokens.reader()).toBeUndefined();
  });

  it('subscribes to a journal, and tells the server a subscriber has seen it', async () => {
    tokens.setReader('t', 2);
    const seen: unknown[] = [];
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('ResourceActionsSubscribe', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { subscribeResource: stateFixture('7', { subscribed: true }) } });
      }),
      graphql.mutation('ResourceActionsUnsubscribe', () =>
        HttpResponse.json({ data: { unsubscribeResource: stateFixture('7', { subscribed: false }) } }),
      ),
      graphql.mutation('ResourceActionsSeeSubscription', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { seeSubscription: true } });
      }),
      ...interactionHandlers({ subscribed: false }),
    );
    renderActions('journal');
    await userEvent.click(await within(bar()).findByRole('button', { name: '订阅', pressed: false }));
    const unsubscribe = await within(bar()).findByRole('button', { name: '取消订阅', pressed: true });
    expect(calls).toEqual([{ resourceId: '7' }]);
    expect(await screen.findByText('订阅成功，新的期次将提醒您')).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([{ resourceId: '7' }]));

    await userEvent.click(unsubscribe);
    expect(await within(bar()).findByRole('button', { name: '订阅', pressed: false })).toBeInTheDocument();
    // Seen once per visit.
    expect(seen).toHaveLength(1);
  });

  it('calls seeSubscription when a subscriber opens a newspaper, and not for one who is not', async () => {
    tokens.setReader('t', 2);
    const seen: unknown[] = [];
    server.use(
      graphql.mutation('ResourceActionsSeeSubscription', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { seeSubscription: true } });
      }),
      ...interactionHandlers({ subscribed: true }),
    );
    const { unmount } = renderActions('newspaper');
    await waitFor(() => expect(seen).toEqual([{ resourceId: '7' }]));
    unmount();

    server.use(...interactionHandlers({ subscribed: false }));
    renderActions('newspaper');
    await within(bar()).findByRole('button', { name: '订阅', pressed: false });
    expect(seen).toHaveLength(1);
  });

  it('scores with a star, showing the own score as 审核中 beside the average', async () => {
    tokens.setReader('t', 2);
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('ScoreControlSubmit', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { submitScore: { __typename: 'Score', id: '31', value: 4, status: 'PENDING' } } });
      }),
      ...interactionHandlers(),
    );
    renderActions();
    const stars = await screen.findByRole('group', { name: '我的评分' });
    await waitFor(() => expect(within(stars).getByRole('button', { name: '4 星' })).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryByText(/我的评分：/)).toBeNull();

    await userEvent.click(within(stars).getByRole('button', { name: '4 星' }));
    expect(await screen.findByText('我的评分：4 星')).toBeInTheDocument();
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(within(stars).getByRole('button', { name: '4 星' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('评分已提交，审核通过后计入')).toBeInTheDocument();
    expect(calls).toEqual([{ input: { resourceId: '7', value: 4 } }]);
    // The average is of passed scores: unchanged until this one passes.
    expect(screen.getByText('4.6 分（9人评分）')).toBeInTheDocument();
  });

  it("shows the reader's passed score as 已通过", async () => {
    tokens.setReader('t', 2);
    server.use(...interactionHandlers({ score: { __typename: 'Score', id: '31', value: 5, status: 'PASSED' } }));
    renderActions();
    expect(await screen.findByText('我的评分：5 星')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
  });

  it('reports an error through the dialog, checking the type and the description', async () => {
    tokens.setReader('t', 2);
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('ErrorReportDialogSubmit', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { submitErrorReport: { __typename: 'ErrorReport', id: '5', status: 'PENDING' } } });
      }),
      ...interactionHandlers(),
    );
    renderActions();
    await userEvent.click(within(bar()).getByRole('button', { name: '纠错' }));
    const dialog = await screen.findByRole('dialog', { name: '资源纠错' });

    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    const type = within(dialog).getByLabelText(/错误类型/);
    const description = within(dialog).getByLabelText(/问题描述/);
    await waitFor(() => expect(type).toHaveAccessibleDescription('请选择错误类型'));
    expect(description).toHaveAccessibleDescription('请描述错误');
    expect(calls).toEqual([]);

    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择', '内容错误', '信息有误', '链接失效', '文件无法打开', '其他']);
    await userEvent.selectOptions(type, '链接失效');
    await userEvent.type(description, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(type).not.toHaveAttribute('aria-invalid'));
    expect(description).toHaveAccessibleDescription('请描述错误');
    expect(calls).toEqual([]);

    await userEvent.type(description, '在线阅读的链接打不开 ');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功，等待处理')).toBeInTheDocument();
    expect(calls).toEqual([{ input: { resourceId: '7', type: 'LINK', description: '在线阅读的链接打不开' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '资源纠错' })).toBeNull());
  });

  it("puts the server's field message under its field in the error dialog", async () => {
    tokens.setReader('t', 2);
    server.use(
      graphql.mutation('ErrorReportDialogSubmit', () =>
        HttpResponse.json({
          errors: [{ message: '描述不能超过1000个字', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'input.description' } }],
        }),
      ),
      ...interactionHandlers(),
    );
    renderActions();
    await userEvent.click(within(bar()).getByRole('button', { name: '纠错' }));
    const dialog = await screen.findByRole('dialog', { name: '资源纠错' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/错误类型/), '其他');
    await userEvent.type(within(dialog).getByLabelText(/问题描述/), '有错');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('描述不能超过1000个字')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/问题描述/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ResourceTags', () => {
  it("shows the passed tags as chips, the reader's own under review, and adds one", async () => {
    tokens.setReader('t', 2);
    const calls: unknown[] = [];
    server.use(
      graphql.query('ResourceTagsQuery', () =>
        HttpResponse.json({
          data: {
            resourceTags: [
              { __typename: 'TagCount', text: '鲁迅', count: 3 },
              { __typename: 'TagCount', text: '小说', count: 1 },
            ],
          },
        }),
      ),
      graphql.mutation('ResourceTagsSubmit', ({ variables }) => {
        calls.push(variables);
        const text = (variables.input as { text: string }).text;
        if (text === '小说') {
          return HttpResponse.json({
            errors: [{ message: '您已添加过该标签', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'text' } }],
          });
        }
        return HttpResponse.json({ data: { submitTag: { __typename: 'Tag', id: '9', text, status: 'PENDING' } } });
      }),
      ...interactionHandlers({
        tags: [
          { __typename: 'Tag', id: '1', text: '鲁迅', status: 'PASSED' },
          { __typename: 'Tag', id: '2', text: '经典', status: 'PENDING' },
        ],
      }),
    );
    renderActions();
    const list = await screen.findByRole('list', { name: '资源标签' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['鲁迅×3人', '小说', '经典审核中']),
    );

    const input = screen.getByRole('textbox', { name: '添加标签' });
    const add = screen.getByRole('button', { name: '添加' });
    await userEvent.click(add);
    expect(await screen.findByText('请填写标签')).toBeInTheDocument();
    await userEvent.type(input, '一二三四五六七八九十一二三四五六七八九十一');
    await userEvent.click(add);
    expect(await screen.findByText('标签不能超过20个字')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '小说');
    await userEvent.click(add);
    expect(await screen.findByText('您已添加过该标签')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, ' 呐喊 ');
    await userEvent.click(add);
    expect(await screen.findByText('标签已提交，审核通过后显示')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('呐喊审核中'));
    expect(input).toHaveValue('');
    expect(calls).toEqual([{ input: { resourceId: '7', text: '小说' } }, { input: { resourceId: '7', text: '呐喊' } }]);
  });
});
