import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminChildrenPage } from '../crud/AdminChildrenPage';
import { mockMutation } from '../crud/test-fixtures';
import type { ResourceKind } from '../gql/graphql';
import { mockCatalogueOptions, mockItem, mockList } from './catalogue-fixtures';
import { childrenScreen } from './resource-children';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function renderChildren(kind: ResourceKind, segment: string, path: string) {
  const user = userEvent.setup();
  const list = `source/${segment}/list`;
  const rendered = renderRoutes(
    [
      { path: `admin/${list}`, element: <p>列表页</p> },
      { path: `admin/${list}/:id`, element: <AdminChildrenPage screen={childrenScreen(kind, list, ':id')} /> },
      { path: `admin/${list}/:id/edit`, element: <p>编辑页</p> },
      { path: `admin/${list}/:id/:volumeId`, element: <AdminChildrenPage screen={childrenScreen(kind, list, ':id/:volumeId')} /> },
    ],
    path,
  );
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, search, ...rendered };
}

const heading = (typename: string, title: string) =>
  mockItem('AdminResourceHeading', {
    __typename: typename,
    id: '12',
    kind: typename.toLowerCase(),
    title,
    creators: ['鲁迅'],
    onShelf: true,
    enabled: true,
  });

const copy = (id: string, barcode: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'BookCopy',
  id,
  barcode,
  library: { __typename: 'Library', id: '31', name: '钱塘市图书馆总馆' },
  location: '二楼 B12',
  status: 'AVAILABLE',
  dueAt: null,
  enabled: true,
  ...extra,
});

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => {
  act(() => toaster.remove());
});

describe('a resource’s children (source/{kind}/list/:id)', () => {
  it('book copies: lists the copies of this book, creates one with a library chosen from the libraries', async () => {
    mockCatalogueOptions();
    heading('Book', '呐喊');
    const requests = mockList('AdminBookCopiesQuery', 'BookCopyPage', [
      copy('1', 'T0001'),
      copy('2', 'T0002', { status: 'ON_LOAN', library: null, dueAt: '2026-04-01T02:30:00.000Z' }),
    ]);
    const calls = mockMutation('CreateBookCopy', { __typename: 'BookCopy', id: '3' });
    const { user, router } = renderChildren('book', 'paperBook', '/admin/source/paperBook/list/12');

    expect(await screen.findByRole('heading', { name: '呐喊' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '馆藏复本' });
    const row = (await within(section).findByText('T0001')).closest('tr')!;
    expect(within(row).getByText('钱塘市图书馆总馆')).toBeInTheDocument();
    expect(within(row).getByText('在架')).toBeInTheDocument();
    expect(within(screen.getByText('T0002').closest('tr')!).getByText('借出')).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'barcode', order: 'ASC', filter: { resourceId: '12' } });

    await user.click(within(section).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增复本' });
    const library = within(dialog).getByLabelText('图书馆');
    await waitFor(() => expect(optionTexts(library)).toEqual(['未指定', '钱塘市图书馆总馆', '西湖分馆（已停用）']));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入条码号')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('条码号'), 'T0003');
    await user.selectOptions(library, '31');
    await user.type(within(dialog).getByLabelText('馆藏位置'), '三楼');
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      input: { barcode: 'T0003', libraryId: '31', location: '三楼', status: 'AVAILABLE', sort: 0, enabled: true, resourceId: '12' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增复本' })).not.toBeInTheDocument());
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    // The heading's links: 编辑资料 and back to the list.
    await user.click(screen.getByRole('link', { name: '编辑资料' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/paperBook/list/12/edit'));
  });

  it('a BAD_USER_INPUT naming a field shows under it in the dialog, which stays open', async () => {
    mockCatalogueOptions();
    heading('Book', '呐喊');
    mockList('AdminBookCopiesQuery', 'BookCopyPage', [copy('1', 'T0001')]);
    server.use(
      graphql.mutation('CreateBookCopy', () =>
        HttpResponse.json({
          errors: [{ message: '已存在相同的记录，请修改后再保存', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'barcode' } }],
        }),
      ),
    );
    const { user } = renderChildren('book', 'paperBook', '/admin/source/paperBook/list/12');
    await screen.findByText('T0001');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增复本' });
    await user.type(within(dialog).getByLabelText('条码号'), 'T0001');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByLabelText('条码号')).toHaveAccessibleDescription('已存在相同的记录，请修改后再保存'));
    expect(screen.getByRole('dialog', { name: '新增复本' })).toBeInTheDocument();
  });

  it('video items: each shows its conversion (waiting, converting with progress, ready, failed with the reason) and the list polls while one converts', async () => {
    heading('Video', '钱塘江纪录片');
    const item = (id: string, title: string, conversion: string, conversionProgress = 0, conversionError: string | null = null) => ({
      __typename: 'VideoItem',
      id,
      title,
      poster: null,
      duration: 754,
      conversion,
      conversionProgress,
      conversionError,
      sort: Number(id),
      enabled: true,
    });
    const requests = mockList('AdminVideoItemsQuery', 'VideoItemPage', [
      item('1', '第一集', 'READY', 100),
      item('2', '第二集', 'CONVERTING', 45),
      item('3', '第三集', 'FAILED', 10, '无法识别的视频编码'),
      item('4', '第四集', 'PENDING'),
    ]);
    renderChildren('video', 'video', '/admin/source/video/list/12');

    const first = (await screen.findByText('第一集')).closest('tr')!;
    expect(within(first).getByText('可播放')).toBeInTheDocument();
    expect(within(first).getByText('12:34')).toBeInTheDocument();
    const second = screen.getByText('第二集').closest('tr')!;
    expect(within(second).getByText('转码中 45%')).toBeInTheDocument();
    expect(within(second).getByRole('progressbar', { name: '转码进度 45%' })).toHaveAttribute('aria-valuenow', '45');
    const third = screen.getByText('第三集').closest('tr')!;
    expect(within(third).getByText('转码失败')).toBeInTheDocument();
    expect(within(third).getByText('无法识别的视频编码')).toBeInTheDocument();
    expect(within(screen.getByText('第四集').closest('tr')!).getByText('等待转码')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(1), { timeout: 8000 });
  });

  it('newspaper: 版面 of an edition lists that edition’s pages below the editions, and 收起 hides them', async () => {
    heading('Newspaper', '钱塘日报');
    mockList('AdminNewspaperEditionsQuery', 'NewspaperEditionPage', [
      { __typename: 'NewspaperEdition', id: '41', editionDate: '2026-03-02', issue: '第 12001 期', enabled: true },
      { __typename: 'NewspaperEdition', id: '42', editionDate: '2026-03-01', issue: null, enabled: true },
    ]);
    mockItem('AdminNewspaperEditionQuery', {
      __typename: 'NewspaperEdition',
      id: '41',
      editionDate: '2026-03-02',
      issue: '第 12001 期',
      sort: 0,
      enabled: true,
    });
    const pages = mockList('AdminEditionPagesQuery', 'EditionPagePage', [
      { __typename: 'EditionPage', id: '51', pageNo: 1, title: '要闻', image: null, file: '/uploads/p1.pdf', enabled: true },
    ]);
    const { user, search } = renderChildren('newspaper', 'newspaper', '/admin/source/newspaper/list/12');

    const row = (await screen.findByText('2026-03-02')).closest('tr')!;
    expect(screen.queryByRole('region', { name: '版面' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '版面' }));
    const section = await screen.findByRole('region', { name: '版面' });
    expect(await within(section).findByText('要闻')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'p1.pdf' })).toHaveAttribute('href', '/uploads/p1.pdf');
    expect(await screen.findByText('2026-03-02 第 12001 期 的版面')).toBeInTheDocument();
    expect(search().get('edition')).toBe('41');
    expect(pages[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'pageNo', order: 'ASC', filter: { editionId: '41' } });

    await user.click(screen.getByRole('button', { name: '收起' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '版面' })).not.toBeInTheDocument());
    expect(search().get('edition')).toBeNull();
  });

  it('journal: 文章 of a volume opens its articles at :id/:volumeId; a new article carries the volume', async () => {
    heading('Journal', '图书馆杂志');
    mockList('AdminJournalVolumesQuery', 'JournalVolumePage', [
      { __typename: 'JournalVolume', id: '61', year: 2026, issue: '第 3 期', title: '全民阅读', cover: null, sort: 0, enabled: true },
    ]);
    mockItem('AdminJournalVolumeHeading', { __typename: 'JournalVolume', id: '61', year: 2026, issue: '第 3 期', title: '全民阅读' });
    const articles = mockList('AdminJournalArticlesQuery', 'JournalArticlePage', [
      { __typename: 'JournalArticle', id: '71', title: '公共图书馆的数字化', creators: ['张三', '李四'], pages: '12-18', sort: 0, enabled: true },
    ]);
    const calls = mockMutation('CreateJournalArticle', { __typename: 'JournalArticle', id: '72' });
    const { user, router } = renderChildren('journal', 'journal', '/admin/source/journal/list/12');

    const row = (await screen.findByText('2026 年 第 3 期')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '文章' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/journal/list/12/61'));
    expect(await screen.findByRole('heading', { name: '2026 年 第 3 期 · 全民阅读' })).toBeInTheDocument();
    expect(await screen.findByText('张三、李四')).toBeInTheDocument();
    expect(articles[0].filter).toEqual({ volumeId: '61' });

    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增文章' });
    await user.type(within(dialog).getByLabelText('文章标题'), '阅读推广');
    await user.type(within(dialog).getByLabelText('作者'), '王五{Enter}');
    await user.type(within(dialog).getByLabelText('页码'), '19-25');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([{ input: { title: '阅读推广', creators: ['王五'], pages: '19-25', sort: 0, enabled: true, volumeId: '61' } }]),
    );
    await user.click(screen.getByRole('link', { name: /返回卷期/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/journal/list/12'));
  });
});
