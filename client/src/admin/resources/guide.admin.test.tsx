import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockItem, mockList } from './catalogue-fixtures';
import { guideAdmin } from './guide.admin';

configure({ asyncUtilTimeout: 10_000 });

// As in AdminFormPage.test: the rich-text editor's contract is value in, HTML out.
vi.mock('../crud/fields/RichTextEditor', () => ({
  RichTextEditor: ({ value, onChange, id, labelId }: { value: string; onChange(html: string): void; id?: string; labelId?: string }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const ROW = {
  __typename: 'Guide',
  id: '7',
  title: '开放时间（新）',
  slot: 'openingTime',
  publishedAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  sort: 0,
  views: 0,
  enabled: false,
};
const RECORD = {
  __typename: 'Guide',
  id: '7',
  slot: 'openingTime',
  title: '开放时间（新）',
  summary: null,
  cover: null,
  body: '<p>周二至周日 9:00-21:00</p>',
  attachment: null,
  attachmentName: null,
  publishedAt: '2026-11-01T01:00:00.000Z',
  enabled: false,
  recommended: false,
  sort: 0,
};

/** UpdateGuide as the server answers it: a second enabled page of a slot is refused until `overwrite` says so. */
function mockUpdate() {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation('UpdateGuide', ({ variables }) => {
      calls.push(variables.input as Record<string, unknown>);
      if ((variables.input as { overwrite?: boolean }).overwrite) return HttpResponse.json({ data: { result: { __typename: 'Guide', id: '7' } } });
      return HttpResponse.json({
        errors: [
          {
            message: '该栏目已有启用的页面，需确认覆盖后才能保存',
            extensions: {
              code: 'BAD_USER_INPUT',
              status: 400,
              field: 'overwrite',
              fieldErrors: [{ field: 'overwrite', message: '该栏目已有启用的页面，需确认覆盖后才能保存' }],
            },
          },
        ],
      });
    }),
  );
  return calls;
}

async function enableAndSave() {
  mockList('AdminGuidesQuery', 'GuidePage', [ROW]);
  mockItem('AdminGuideQuery', RECORD);
  const calls = mockUpdate();
  const user = userEvent.setup();
  const { router } = renderRoutes(
    [
      { path: 'admin/service', element: <AdminListPage config={guideAdmin} /> },
      { path: 'admin/service/:id', element: <AdminFormPage config={guideAdmin} /> },
    ],
    '/admin/service/7',
  );
  expect(await screen.findByRole('heading', { name: '编辑服务指南' })).toBeInTheDocument();
  expect(await screen.findByLabelText('标题')).toHaveValue('开放时间（新）');
  await user.click(screen.getByLabelText('启用'));
  await user.click(screen.getByRole('button', { name: '保存' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('是否覆盖')).toBeInTheDocument();
  expect(within(dialog).getByText('是否覆盖该内容')).toBeInTheDocument();
  return { user, router, calls, dialog };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('服务指南 (service): saving into a slot that has an enabled page', () => {
  it('确定 saves again with overwrite, says 覆盖成功 and returns to the list', async () => {
    const { user, router, calls, dialog } = await enableAndSave();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toMatchObject({ slot: 'openingTime', enabled: true });
    expect(calls[0]).not.toHaveProperty('overwrite');
    expect(calls[1]).toMatchObject({ slot: 'openingTime', enabled: true, overwrite: true });
    expect(await screen.findByText('覆盖成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/service'));
  });

  it('取消 says 取消覆盖成功, sends nothing more and stays on the form', async () => {
    const { user, router, calls, dialog } = await enableAndSave();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('取消覆盖成功')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('覆盖成功')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/service/7');
    expect(screen.getByLabelText('标题')).toHaveValue('开放时间（新）');
  });

  it('lists the pages by group and slot', async () => {
    const requests = mockList('AdminGuidesQuery', 'GuidePage', [ROW]);
    const user = userEvent.setup();
    renderRoutes([{ path: 'admin/service', element: <AdminListPage config={guideAdmin} /> }], '/admin/service');
    const row = (await screen.findByText('开放时间（新）')).closest('tr')!;
    expect(within(row).getByText('本馆概况 · 开放时间')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: '分组' })).getByRole('button', { name: '读者须知' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { section: 'notice' } }));
  });
});
