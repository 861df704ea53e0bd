import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import type { AnyResource } from '../crud/types';
import type { ResourceKind } from '../gql/graphql';
import { batchResult, mockCatalogueOptions, mockList, resourceRow } from './catalogue-fixtures';
import { resourceKindAdmin } from './resource-kind.admin';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function renderList(config: AnyResource, path = `/admin/${config.path}`) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: `admin/${config.path}`, element: <AdminListPage config={config} /> },
      { path: `admin/${config.path}/*`, element: <p>其他页面</p> },
    ],
    path,
  );
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, search, ...rendered };
}

const books = resourceKindAdmin('book', 'source/paperBook/list', '纸质图书列表', { children: true });
const BOOKS = [
  resourceRow('Book', 1, '呐喊'),
  resourceRow('Book', 2, '彷徨', { onShelf: false, permission: 'READER_CARD', recommended: true, enabled: false, class: null }),
  resourceRow('Book', 3, '朝花夕拾'),
];

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const confirmDialog = async () => {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('提示')).toBeInTheDocument();
  expect(within(dialog).getByText('您确定执行当前操作吗？')).toBeInTheDocument();
  return dialog;
};

afterEach(() => {
  act(() => toaster.remove());
});

describe('a kind’s resource list (source/{kind}/list)', () => {
  it('renders the rows: cover, title, creators, class, states, views, and the row actions of each state', async () => {
    mockCatalogueOptions();
    const requests = mockList('AdminBooksQuery', 'BookPage', BOOKS);
    const { user, router } = renderList(books);

    expect(await screen.findByRole('heading', { name: '纸质图书列表' })).toBeInTheDocument();
    const row = (await screen.findByText('呐喊')).closest('tr')!;
    expect(row.querySelector('img')!.getAttribute('src')).toBe('/uploads/cover-1.png?width=100');
    for (const text of ['鲁迅、许广平', '小说', '2021', '已上架', '公开', '启用', '未推荐', '10'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    for (const name of ['编辑', '馆藏复本', '停用', '推荐', '下架', '授权', '海报', '删除'])
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    const second = screen.getByText('彷徨').closest('tr')!;
    for (const text of ['已下架', '读者证登录', '停用', '已推荐']) expect(within(second).getByText(text)).toBeInTheDocument();
    for (const name of ['启用', '取消推荐', '上架']) expect(within(second).getByRole('button', { name })).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', order: 'DESC' });

    // 编辑 opens the form at :id/edit; the children are at :id.
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/paperBook/list/1/edit'));
    await act(() => router.navigate(-1));
    await user.click(within((await screen.findByText('朝花夕拾')).closest('tr')!).getByRole('button', { name: '馆藏复本' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/paperBook/list/3'));
  });

  it('filters by a class of the kind’s own tree (indented), and by supplier, batch, shelf, permission and recommendation', async () => {
    const { trees } = mockCatalogueOptions();
    const requests = mockList('AdminBooksQuery', 'BookPage', BOOKS);
    const { user, search } = renderList(books);
    await screen.findByText('呐喊');

    const classes = screen.getByLabelText('分类');
    await waitFor(() => expect(optionTexts(classes)).toEqual(['全部', '文学', '\u3000└ 小说', '历史']));
    expect(trees[0]).toEqual({ kind: 'book' });
    await user.selectOptions(classes, '2');
    await waitFor(() => expect(requests.at(-1)!.filter).toEqual({ classId: '2' }));
    expect(search().get('classId')).toBe('2');

    await waitFor(() => expect(optionTexts(screen.getByLabelText('供应商'))).toEqual(['全部', '新华书店']));
    await user.selectOptions(screen.getByLabelText('供应商'), '7');
    await waitFor(() => expect(optionTexts(screen.getByLabelText('批次号'))).toEqual(['全部', '2026-NB-014 春季新书']));
    await user.selectOptions(screen.getByLabelText('批次号'), '5');
    await user.selectOptions(screen.getByLabelText('上架'), '已下架');
    await user.selectOptions(screen.getByLabelText('权限'), '读者证登录');
    await user.selectOptions(screen.getByLabelText('推荐'), '已推荐');
    await waitFor(() =>
      expect(requests.at(-1)!.filter).toEqual({
        classId: '2',
        supplierId: '7',
        batchId: '5',
        onShelf: false,
        permission: 'READER_CARD',
        recommended: true,
      }),
    );
  });

  it('批量下架: two rows, the confirm dialog, then BatchUnshelveBook with both ids', async () => {
    mockCatalogueOptions();
    const requests = mockList('AdminBooksQuery', 'BookPage', BOOKS);
    const calls = mockMutation('BatchUnshelveBook', batchResult(2));
    const { user } = renderList(books);
    await screen.findByText('呐喊');

    for (const name of ['批量上架', '批量推荐', '批量取消推荐', '批量启用', '批量停用', '批量授权', '批量删除']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    await user.click(screen.getByRole('checkbox', { name: '选择 呐喊' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 朝花夕拾' }));
    await user.click(screen.getByRole('button', { name: '批量下架' }));
    const dialog = await confirmDialog();
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(calls).toEqual([{ ids: ['1', '3'] }]));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(before + 1));
  });

  it('批量授权 asks for the permission, confirms, and sends BatchSetPermissionBook with it; row 授权 sets one', async () => {
    mockCatalogueOptions();
    mockList('AdminBooksQuery', 'BookPage', BOOKS);
    const batch = mockMutation('BatchSetPermissionBook', batchResult(2));
    const single = mockMutation('SetPermissionBook', { __typename: 'Book', id: '2', permission: 'READER' });
    const { user } = renderList(books);
    await screen.findByText('呐喊');

    await user.click(screen.getByRole('checkbox', { name: '选择 呐喊' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 彷徨' }));
    await user.click(screen.getByRole('button', { name: '批量授权' }));
    const choice = await screen.findByRole('dialog', { name: '批量授权' });
    expect(within(choice).getByText('已选择 2 项')).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: '确定' })).toBeDisabled();
    await user.click(within(choice).getByText('读者证登录'));
    await user.click(within(choice).getByRole('button', { name: '确定' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(batch).toEqual([{ ids: ['1', '2'], value: 'READER_CARD' }]));

    // One row: its value is chosen at first; no confirm dialog.
    await user.click(within(screen.getByText('彷徨').closest('tr')!).getByRole('button', { name: '授权' }));
    const one = await screen.findByRole('dialog', { name: '授权' });
    expect(within(one).getByRole('radio', { name: '读者证登录' })).toBeChecked();
    await user.click(within(one).getByText('登录读者'));
    await user.click(within(one).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(single).toEqual([{ id: '2', value: 'READER' }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancelling 批量授权 sends nothing', async () => {
    mockCatalogueOptions();
    mockList('AdminBooksQuery', 'BookPage', BOOKS);
    const batch = mockMutation('BatchSetPermissionBook', batchResult(1));
    const { user } = renderList(books);
    await screen.findByText('呐喊');
    await user.click(screen.getByRole('checkbox', { name: '选择 呐喊' }));
    await user.click(screen.getByRole('button', { name: '批量授权' }));
    await user.click(within(await screen.findByRole('dialog', { name: '批量授权' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '批量授权' })).not.toBeInTheDocument());
    expect(batch).toEqual([]);
  });
});

/** The eight kinds of the menu: kind, path segment, GraphQL type, list query and page type. */
const KINDS: Array<[ResourceKind, string, string, string, string]> = [
  ['video', 'video', 'Video', 'AdminVideosQuery', 'VideoPage'],
  ['exhibition', 'exhibition', 'Exhibition', 'AdminExhibitionsQuery', 'ExhibitionPage'],
  ['book', 'paperBook', 'Book', 'AdminBooksQuery', 'BookPage'],
  ['ebook', 'eBook', 'Ebook', 'AdminEbooksQuery', 'EbookPage'],
  ['newspaper', 'newspaper', 'Newspaper', 'AdminNewspapersQuery', 'NewspaperPage'],
  ['journal', 'journal', 'Journal', 'AdminJournalsQuery', 'JournalPage'],
  ['audio', 'audio', 'Audio', 'AdminAudiosQuery', 'AudioPage'],
  ['thesis', 'thesis', 'Thesis', 'AdminThesesQuery', 'ThesisPage'],
];

describe('one factory serves the eight kinds', () => {
  it.each(KINDS)('%s: its own list query and class tree, and 批量下架 sends its own mutation', async (kind, segment, type, query, pageType) => {
    const { trees } = mockCatalogueOptions();
    const requests = mockList(query, pageType, [resourceRow(type, 11, `${type} 甲`), resourceRow(type, 12, `${type} 乙`)]);
    const calls = mockMutation(`BatchUnshelve${type}`, batchResult(1));
    const { user } = renderList(resourceKindAdmin(kind, `source/${segment}/list`, '列表', { children: kind !== 'thesis' }));

    const row = (await screen.findByText(`${type} 甲`)).closest('tr')!;
    expect(requests[0]).toMatchObject({ page: 1, pageSize: 10 });
    await waitFor(() => expect(trees).toContainEqual({ kind }));
    // 论文 has no children page: 编辑 only.
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .slice(0, 2),
    ).toEqual(kind === 'thesis' ? ['编辑', '停用'] : ['编辑', expect.any(String)]);

    await user.click(screen.getByRole('checkbox', { name: `选择 ${type} 乙` }));
    await user.click(screen.getByRole('button', { name: '批量下架' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toEqual([{ ids: ['12'] }]));
  });
});
