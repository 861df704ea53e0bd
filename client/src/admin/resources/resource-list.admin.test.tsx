import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockItem, mockList } from './catalogue-fixtures';
import { resourceListAdmin } from './resource-list.admin';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const booklists = resourceListAdmin('BOOKLIST', 'booklist', '书单', '书单');

function renderScreen(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: 'admin/booklist', element: <AdminListPage config={booklists} /> },
      { path: 'admin/booklist/:id', element: <AdminFormPage config={booklists} /> },
    ],
    path,
  );
  return { user, ...rendered };
}

const resource = (typename: string, id: string, title: string) => ({ __typename: typename, id, kind: typename.toLowerCase(), title });

/** The search answers by keyword; records the filters asked for. */
function mockPicker() {
  const searches: unknown[] = [];
  server.use(
    graphql.query('AdminResourcePickerQuery', ({ variables }) => {
      searches.push(variables.filter);
      const items = [resource('Book', '3', '故乡'), resource('Audio', '1', '呐喊（有声）')];
      return HttpResponse.json({ data: { page: { __typename: 'ResourcePage', items } } });
    }),
  );
  return searches;
}

const picked = () =>
  within(screen.getByRole('list', { name: '已选资源' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+/, ''));

afterEach(() => {
  act(() => toaster.remove());
});

describe('书单 (booklist) and 资源合集', () => {
  it('lists only its own list type', async () => {
    const requests = mockList('AdminResourceListsQuery', 'ResourceListPage', [
      {
        __typename: 'ResourceList',
        id: '8',
        title: '春天的书单',
        cover: null,
        resourceCount: 12,
        sort: 0,
        enabled: true,
        recommended: true,
        createdAt: '2026-03-01T02:30:00.000Z',
      },
    ]);
    renderScreen('/admin/booklist');
    const row = (await screen.findByText('春天的书单')).closest('tr')!;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'sort', order: 'ASC', filter: { listType: 'BOOKLIST' } });
    expect(within(row).getByRole('button', { name: '取消推荐' })).toBeInTheDocument();
  });

  it('the picker adds from a search, reorders and removes, and saves the ordered resourceIds', async () => {
    mockItem('AdminResourceListQuery', {
      __typename: 'ResourceList',
      id: '8',
      listType: 'BOOKLIST',
      title: '春天的书单',
      cover: null,
      summary: null,
      sort: 0,
      enabled: true,
      recommended: false,
      resourceIds: ['2', '1', '9'],
      // `resources` holds what the public sees: not the e-book, which the lookup names.
      resources: [resource('Book', '1', '呐喊'), resource('Book', '2', '彷徨')],
    });
    mockItem('AdminResourceName', resource('Ebook', '9', '野草'));
    const searches = mockPicker();
    const calls = mockMutation('UpdateResourceList', { __typename: 'ResourceList', id: '8' });
    mockList('AdminResourceListsQuery', 'ResourceListPage', []);
    const { user, router } = renderScreen('/admin/booklist/8');

    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('春天的书单'));
    // In the saved order, named with their kind.
    await waitFor(() => expect(picked()).toEqual(['彷徨（纸质图书）', '呐喊（纸质图书）', '野草（电子图书）']));
    expect(screen.getByRole('button', { name: '上移 彷徨（纸质图书）' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移 野草（电子图书）' })).toBeDisabled();

    await user.type(screen.getByLabelText('资源'), '故{Enter}');
    const results = await screen.findByRole('list', { name: '搜索结果' });
    expect(searches.at(-1)).toEqual({ keyword: '故' });
    await user.click(within(results).getByRole('button', { name: '添加 故乡（纸质图书）' }));
    expect(within(results).getByRole('button', { name: '已添加 故乡（纸质图书）' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '上移 故乡（纸质图书）' }));
    await user.click(screen.getByRole('button', { name: '上移 故乡（纸质图书）' }));
    await user.click(screen.getByRole('button', { name: '下移 彷徨（纸质图书）' }));
    await user.click(screen.getByRole('button', { name: '移除 野草（电子图书）' }));
    expect(picked()).toEqual(['故乡（纸质图书）', '彷徨（纸质图书）', '呐喊（纸质图书）']);

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      id: '8',
      input: {
        title: '春天的书单',
        cover: null,
        summary: null,
        resourceIds: ['3', '2', '1'],
        sort: 0,
        enabled: true,
        recommended: false,
        listType: 'BOOKLIST',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/booklist'));
  });
});
