import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockList } from './catalogue-fixtures';
import { topicAdmin } from './topic.admin';
import { topicSectionAdmin } from './topic-section.admin';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  act(() => toaster.remove());
});

function renderScreens(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: 'admin/topic/topicManage', element: <AdminListPage config={topicAdmin} /> },
      { path: 'admin/topicDetail', element: <AdminListPage config={topicSectionAdmin} /> },
      { path: 'admin/topicDetail/:id', element: <AdminFormPage config={topicSectionAdmin} /> },
    ],
    path,
  );
  return { user, ...rendered };
}

function mockTopicOptions() {
  server.use(
    graphql.query('AdminTopicOptions', () =>
      HttpResponse.json({
        data: {
          page: {
            __typename: 'TopicPage',
            items: [
              { __typename: 'Topic', id: '3', title: '国学经典', enabled: true },
              { __typename: 'Topic', id: '4', title: '旧专题', enabled: false },
            ],
          },
        },
      }),
    ),
  );
}

const section = (id: string, title: string, count: number) => ({
  __typename: 'TopicSection',
  id,
  title,
  topic: { __typename: 'Topic', id: '3', title: '国学经典' },
  resourceCount: count,
  sort: Number(id),
  enabled: true,
  createdAt: '2026-03-01T02:30:00.000Z',
});

describe('专题列表 and 专题内容', () => {
  it('专题列表 lists topics; 专题内容 opens the sections of that topic', async () => {
    mockList('AdminTopicsQuery', 'TopicPage', [
      {
        __typename: 'Topic',
        id: '3',
        title: '国学经典',
        cover: null,
        sort: 0,
        enabled: true,
        recommended: false,
        createdAt: '2026-03-01T02:30:00.000Z',
      },
    ]);
    mockTopicOptions();
    const sections = mockList('AdminTopicSectionsQuery', 'TopicSectionPage', [section('1', '经典原著', 5), section('2', '名家讲读', 2)]);
    const { user, router } = renderScreens('/admin/topic/topicManage');
    const row = (await screen.findByText('国学经典')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '专题内容' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topicDetail'));
    expect(router.state.location.search).toBe('?topicId=3');
    const first = (await screen.findByText('经典原著')).closest('tr')!;
    expect(within(first).getByText('5')).toBeInTheDocument();
    expect(within(first).getByText('国学经典')).toBeInTheDocument();
    expect(sections[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'sort', order: 'ASC', filter: { topicId: '3' } });
  });

  it('a new section starts in the chosen topic and saves its resources, picked with the book lists’ picker, in order', async () => {
    mockTopicOptions();
    mockList('AdminTopicSectionsQuery', 'TopicSectionPage', []);
    server.use(
      graphql.query('AdminResourcePickerQuery', () => {
        const items = [
          { __typename: 'Book', id: '11', kind: 'book', title: '论语' },
          { __typename: 'Audio', id: '13', kind: 'audio', title: '叶嘉莹讲古诗词' },
        ];
        return HttpResponse.json({ data: { page: { __typename: 'ResourcePage', items } } });
      }),
    );
    const calls = mockMutation('CreateTopicSection', { __typename: 'TopicSection', id: '9' });
    const { user, router } = renderScreens('/admin/topicDetail?topicId=3');
    await user.click(await screen.findByRole('button', { name: '新增' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topicDetail/new'));
    await waitFor(() => expect(screen.getByLabelText('所属专题')).toHaveValue('3'));
    await user.type(screen.getByLabelText('栏目名称'), '经典原著');
    await user.type(screen.getByLabelText('资源'), '论{Enter}');
    const results = await screen.findByRole('list', { name: '搜索结果' });
    await user.click(within(results).getByRole('button', { name: '添加 叶嘉莹讲古诗词（音频）' }));
    await user.click(within(results).getByRole('button', { name: '添加 论语（纸质图书）' }));
    await user.click(screen.getByRole('button', { name: '上移 论语（纸质图书）' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].input).toEqual({ topicId: '3', title: '经典原著', resourceIds: ['11', '13'], sort: 0, enabled: true });
  });

  it('refuses to save a section without its name', async () => {
    mockTopicOptions();
    mockList('AdminTopicSectionsQuery', 'TopicSectionPage', []);
    const calls = mockMutation('CreateTopicSection', { __typename: 'TopicSection', id: '9' });
    const { user } = renderScreens('/admin/topicDetail/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入栏目名称')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
