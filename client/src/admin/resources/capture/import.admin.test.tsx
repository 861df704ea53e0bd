import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { graphql, http, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { mockCatalogueOptions } from '../catalogue-fixtures';
import { ResourceImportPage } from './ResourceImportPage';

configure({ asyncUtilTimeout: 10_000 });

const job = (extra: Record<string, unknown>) => ({
  __typename: 'ResourceImport',
  id: 'j1',
  fileName: 'books.csv',
  kind: 'book',
  state: 'running',
  progress: 0,
  message: null,
  error: null,
  total: null,
  created: null,
  moreProblems: 0,
  createdAt: '2026-03-01T02:30:00.000Z',
  rejected: [],
  warnings: [],
  ...extra,
});
const problem = (row: number, field: string | null, message: string) => ({ __typename: 'ImportProblem', row, field, message });

afterEach(() => {
  act(() => toaster.remove());
});

describe('批量导入', () => {
  it('uploads the file with the kind, shows the progress, then the report with the rejected rows', async () => {
    let body = '';
    const states = [
      job({ state: 'running', progress: 40, message: '已处理 2/5 行' }),
      job({
        state: 'done',
        progress: 100,
        total: 5,
        created: 3,
        rejected: [problem(3, 'title', '题名不能为空'), problem(5, 'isbn', 'ISBN 格式无效')],
        warnings: [problem(4, 'language', '未知语种，已忽略')],
      }),
    ];
    let polls = 0;
    server.use(
      http.post('*/graphql', async ({ request }) => {
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
        body = await request.text();
        return HttpResponse.json({ data: { result: { __typename: 'ResourceImport', id: 'j1', state: 'queued', progress: 0 } } });
      }),
      graphql.query('AdminResourceImport', () => HttpResponse.json({ data: { job: states[Math.min(polls++, states.length - 1)] } })),
      graphql.query('AdminResourceImports', () => HttpResponse.json({ data: { jobs: [] } })),
    );
    mockCatalogueOptions();
    const user = userEvent.setup();
    renderRoutes([{ path: 'admin/source/import', element: <ResourceImportPage /> }], '/admin/source/import');

    expect(await screen.findByText('暂无导入记录')).toBeInTheDocument();
    const input = screen.getByLabelText('导入文件');
    expect(input).toHaveAttribute('accept', '.csv,.xlsx,.mrc,.xml');
    await user.selectOptions(screen.getByLabelText('资源类型'), 'ebook');
    await user.upload(input, new File(['title\n三体'], 'books.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: '开始导入' }));

    expect(await screen.findByText('执行中：已处理 2/5 行')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(body).toContain('"operationName":"AdminImportResources"');
    expect(body).toContain('"kind":"ebook"');
    // Left as they were: no supplier, no batch, on the shelf.
    expect(body).toContain('"supplierId":null,"batchId":null,"onShelf":true');
    expect(body).toContain('{"1":["variables.file"]}');

    const rejected = await screen.findByRole('table', { name: '被拒绝的行' });
    expect(screen.getByText('共读取 5 条，成功创建 3 条，拒绝 2 条')).toBeInTheDocument();
    const rows = within(rejected)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['3', 'title', '题名不能为空'],
      ['5', 'isbn', 'ISBN 格式无效'],
    ]);
    expect(within(screen.getByRole('table', { name: '警告' })).getByText('未知语种，已忽略')).toBeInTheDocument();
    // Polling stops once the job is done.
    const seen = polls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await waitFor(() => expect(polls).toBe(seen));
  });

  it('sends the chosen supplier and batch number, and 上架 switched off', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('*/graphql', async ({ request }) => {
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
        bodies.push(await request.text());
        return HttpResponse.json({ data: { result: { __typename: 'ResourceImport', id: 'j2', state: 'queued', progress: 0 } } });
      }),
      graphql.query('AdminResourceImport', () =>
        HttpResponse.json({ data: { job: job({ id: 'j2', state: 'done', progress: 100, total: 1, created: 1 }) } }),
      ),
      graphql.query('AdminResourceImports', () => HttpResponse.json({ data: { jobs: [] } })),
    );
    mockCatalogueOptions();
    const user = userEvent.setup();
    renderRoutes([{ path: 'admin/source/import', element: <ResourceImportPage /> }], '/admin/source/import');

    const supplier = await screen.findByLabelText('供应商');
    await waitFor(() =>
      expect(
        within(supplier)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['不指定', '新华书店']),
    );
    await user.selectOptions(supplier, '7');
    const batch = screen.getByLabelText('批次号');
    await waitFor(() =>
      expect(
        within(batch)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['不指定', '2026-NB-014 春季新书']),
    );
    await user.selectOptions(batch, '5');
    const shelf = screen.getByRole('checkbox', { name: '上架' });
    expect(shelf).toBeChecked();
    await user.click(shelf);
    expect(shelf).not.toBeChecked();
    await user.upload(screen.getByLabelText('导入文件'), new File(['title\n三体'], 'books.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: '开始导入' }));

    expect(await screen.findByText('共读取 1 条，成功创建 1 条，拒绝 0 条')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('"kind":"book","supplierId":"7","batchId":"5","onShelf":false');
  });

  it('asks for a file first', async () => {
    server.use(graphql.query('AdminResourceImports', () => HttpResponse.json({ data: { jobs: [] } })));
    mockCatalogueOptions();
    const user = userEvent.setup();
    renderRoutes([{ path: 'admin/source/import', element: <ResourceImportPage /> }], '/admin/source/import');
    await user.click(await screen.findByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('请选择导入文件')).toBeInTheDocument();
  });
});
