import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import type { AnyResource } from '../crud/types';
import { batchNumberAdmin } from './batch-number.admin';
import { resourceClassAdmin } from './resource-class.admin';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const videoClasses = resourceClassAdmin('video', 'source/video/class', '视频分类');

function renderScreen(config: AnyResource, path: string) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: `admin/${config.path}`, element: <AdminListPage config={config} /> },
      { path: `admin/${config.path}/:id`, element: <AdminFormPage config={config} /> },
    ],
    path,
  );
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, search, ...rendered };
}

const classRow = (id: string, name: string, parentId: string | null = null) => ({
  __typename: 'ResourceClass',
  id,
  name,
  code: `C${id}`,
  parentId,
  sort: 0,
  enabled: true,
  recommended: false,
  createdAt: '2026-03-01T02:30:00.000Z',
});
const node = (id: string, name: string, children: unknown[] = []) => ({ __typename: 'ResourceClassNode', id, name, code: null, children });
/** 文学 > 小说 > 科幻, 历史. */
const TREE = [node('1', '文学', [node('2', '小说', [node('3', '科幻')])]), node('4', '历史')];
const ROWS: Record<string, ReturnType<typeof classRow>> = {
  '1': classRow('1', '文学'),
  '2': classRow('2', '小说', '1'),
  '3': classRow('3', '科幻', '2'),
  '4': classRow('4', '历史'),
};

/** The class list answers by parent (top level otherwise); the tree and single classes from TREE. */
function mockClasses() {
  const lists: Array<Record<string, unknown>> = [];
  const trees: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('AdminResourceClassesQuery', ({ variables }) => {
      lists.push(variables);
      const filter = (variables.filter ?? {}) as Record<string, unknown>;
      const items = Object.values(ROWS).filter((row) => (filter.parentId ? row.parentId === filter.parentId : row.parentId === null));
      return HttpResponse.json({ data: { page: { __typename: 'ResourceClassPage', items, total: items.length, page: 1, pageSize: 10 } } });
    }),
    graphql.query('ResourceClassTreeOptions', ({ variables }) => {
      trees.push(variables);
      return HttpResponse.json({ data: { nodes: TREE } });
    }),
    graphql.query('AdminResourceClassQuery', ({ variables }) =>
      HttpResponse.json({ data: { item: { ...ROWS[variables.id as string], kind: 'video', description: null } } }),
    ),
  );
  return { lists, trees };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => {
  act(() => toaster.remove());
});

describe('resource classes (one screen per kind)', () => {
  it('lists the top level of its kind, goes into a class with 下级分类 and back with the trail', async () => {
    const { lists } = mockClasses();
    const { user, search } = renderScreen(videoClasses, '/admin/source/video/class');

    expect(await screen.findByRole('heading', { name: '视频分类' })).toBeInTheDocument();
    const row = (await screen.findByText('文学')).closest('tr')!;
    expect(within(row).getByText('C1')).toBeInTheDocument();
    expect(lists[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'sort', order: 'ASC', filter: { kind: 'video', topLevel: true } });
    // The kind is not a choice: no control for it, nor for the parent.
    expect(screen.queryByLabelText('上级分类')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '下级分类' }));
    expect(await screen.findByText('小说')).toBeInTheDocument();
    expect(search().get('parentId')).toBe('1');
    expect(lists.at(-1)!.filter).toEqual({ kind: 'video', parentId: '1' });
    const trail = screen.getByRole('navigation', { name: '分类层级' });
    expect(within(trail).getByRole('button', { name: '全部一级分类' })).toBeInTheDocument();
    await waitFor(() => expect(within(trail).getByText('文学')).toBeInTheDocument());

    // Two levels down the trail names the ancestors; 返回上级 goes up one.
    await user.click(within(screen.getByText('小说').closest('tr')!).getByRole('button', { name: '下级分类' }));
    expect(await screen.findByText('科幻')).toBeInTheDocument();
    await waitFor(() => expect(within(trail).getByRole('button', { name: '文学' })).toBeInTheDocument());
    expect(within(trail).getByText('小说')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回上级' }));
    await waitFor(() => expect(search().get('parentId')).toBe('1'));
    await user.click(within(trail).getByRole('button', { name: '全部一级分类' }));
    await waitFor(() => expect(search().get('parentId')).toBeNull());
    await screen.findByText('历史');
    expect(lists.at(-1)!.filter).toEqual({ kind: 'video', topLevel: true });
  });

  it('a new class made inside a class starts under it; the parent select is the indented tree and kind is fixed', async () => {
    const { trees } = mockClasses();
    const calls = mockMutation('CreateResourceClass', { __typename: 'ResourceClass', id: '9' });
    const { user, search } = renderScreen(videoClasses, '/admin/source/video/class?parentId=1');
    await screen.findByText('小说');
    await user.click(screen.getByRole('button', { name: '新增' }));

    expect(await screen.findByRole('heading', { name: '新增分类' })).toBeInTheDocument();
    const parent = screen.getByLabelText('上级分类');
    await waitFor(() => expect(optionTexts(parent)).toEqual(['无（一级分类）', '文学', '\u3000└ 小说', '\u3000\u3000└ 科幻', '历史']));
    expect(parent).toHaveValue('1');
    expect(trees[0]).toEqual({ kind: 'video' });

    await user.click(screen.getByLabelText('名称'));
    await user.paste('武侠');
    await user.selectOptions(parent, '2');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ input: { name: '武侠', parentId: '2', sort: 0, enabled: true, kind: 'video' } });
    // Back to the children list it came from.
    await waitFor(() => expect(search().get('parentId')).toBe('1'));
  });

  it('on edit the class and its subtree are not offered as parent; a server error on parentId shows under 上级分类', async () => {
    mockClasses();
    server.use(
      graphql.mutation('UpdateResourceClass', () =>
        HttpResponse.json({
          errors: [{ message: '上级分类必须属于同一资源类型', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'parentId' } }],
        }),
      ),
    );
    const { user } = renderScreen(videoClasses, '/admin/source/video/class/2');
    expect(await screen.findByRole('heading', { name: '编辑分类' })).toBeInTheDocument();
    const parent = await screen.findByLabelText('上级分类');
    await waitFor(() => expect(optionTexts(parent)).toEqual(['无（一级分类）', '文学', '历史']));
    expect(parent).toHaveValue('1');
    await user.selectOptions(parent, '4');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(parent).toHaveAccessibleDescription('上级分类必须属于同一资源类型'));
    expect(parent).toHaveAttribute('aria-invalid', 'true');
  });

  it('moving a class to the top level sends parentId null', async () => {
    mockClasses();
    const calls = mockMutation('UpdateResourceClass', { __typename: 'ResourceClass', id: '2' });
    const { user } = renderScreen(resourceClassAdmin('book', 'source/paperBook/class', '纸质图书分类'), '/admin/source/paperBook/class/2');
    const parent = await screen.findByLabelText('上级分类');
    await waitFor(() => expect(parent).toHaveValue('1'));
    await user.selectOptions(parent, '');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      id: '2',
      input: { name: '小说', code: 'C2', parentId: null, description: null, sort: 0, enabled: true, kind: 'book' },
    });
  });
});

const SUPPLIERS = [
  { __typename: 'Supplier', id: '7', name: '新华书店', enabled: true },
  { __typename: 'Supplier', id: '8', name: '博库书城', enabled: false },
];

function mockBatches() {
  const lists: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('SupplierOptions', () => HttpResponse.json({ data: { page: { __typename: 'SupplierPage', items: SUPPLIERS } } })),
    graphql.query('AdminBatchNumbersQuery', ({ variables }) => {
      lists.push(variables);
      const items = [
        {
          __typename: 'BatchNumber',
          id: '1',
          code: '2026-NB-014',
          name: '春季新书',
          receivedAt: '2026-03-15',
          enabled: true,
          recommended: false,
          createdAt: '2026-03-16T02:00:00.000Z',
          supplier: { __typename: 'Supplier', id: '7', name: '新华书店' },
        },
      ];
      return HttpResponse.json({ data: { page: { __typename: 'BatchNumberPage', items, total: 1, page: 1, pageSize: 10 } } });
    }),
  );
  return lists;
}

describe('batch numbers', () => {
  it('lists the supplier name and filters by a supplier chosen from the suppliers', async () => {
    const lists = mockBatches();
    const { user, search } = renderScreen(batchNumberAdmin, '/admin/source/batchNum');
    const row = (await screen.findByText('2026-NB-014')).closest('tr')!;
    expect(within(row).getByText('新华书店')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-15')).toBeInTheDocument();
    const filter = screen.getByLabelText('供应商');
    await waitFor(() => expect(optionTexts(filter)).toEqual(['全部', '新华书店', '博库书城（已停用）']));
    await user.selectOptions(filter, '8');
    await waitFor(() => expect(lists.at(-1)!.filter).toEqual({ supplierId: '8' }));
    expect(search().get('supplierId')).toBe('8');
  });

  it('the form sends supplierId and the received date (YYYY-MM-DD)', async () => {
    mockBatches();
    const calls = mockMutation('CreateBatchNumber', { __typename: 'BatchNumber', id: '2' });
    const { user } = renderScreen(batchNumberAdmin, '/admin/source/batchNum/new');
    expect(await screen.findByRole('heading', { name: '新增批次号' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('批次号'));
    await user.paste('2026-NB-015');
    await user.click(screen.getByLabelText('名称'));
    await user.paste('夏季新书');
    const supplier = screen.getByLabelText('供应商');
    await waitFor(() => expect(optionTexts(supplier)).toEqual(['无', '新华书店', '博库书城（已停用）']));
    await user.selectOptions(supplier, '7');
    const date = screen.getByLabelText('到货日期');
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2026-06-01' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      input: { code: '2026-NB-015', name: '夏季新书', supplierId: '7', receivedAt: '2026-06-01', sort: 0, enabled: true, recommended: false },
    });
  });
});
