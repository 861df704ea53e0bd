import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { graphql, http, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { AdminListPage } from '../../crud/AdminListPage';
import { mockCatalogueOptions, mockList, resourceRow } from '../catalogue-fixtures';
import { resourceKindAdmin } from '../resource-kind.admin';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const theses = resourceKindAdmin('thesis', 'source/thesis/list', '论文列表');
const LINK = 'http://localhost:8080/resources/thesis/detail?id=1';
const poster = (url: string | null) => ({ __typename: 'ResourcePoster', resourceId: '1', poster: url, link: LINK });

/** The list of theses with 海报 opened on the first row (呐喊), whose poster is `current`. */
async function openPoster(current: string | null) {
  mockCatalogueOptions();
  mockList('AdminThesesQuery', 'ThesisPage', [resourceRow('Thesis', 1, '呐喊'), resourceRow('Thesis', 2, '彷徨')]);
  const reads: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('AdminResourcePoster', ({ variables }) => {
      reads.push(variables);
      return HttpResponse.json({ data: { poster: poster(current) } });
    }),
  );
  const user = userEvent.setup();
  renderRoutes([{ path: 'admin/source/thesis/list', element: <AdminListPage config={theses} /> }], '/admin/source/thesis/list');
  const row = (await screen.findByText('呐喊')).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: '海报' }));
  const dialog = await screen.findByRole('dialog', { name: '海报：呐喊' });
  return { user, dialog, reads };
}

/** Records the variables of every CreateResourcePoster and answers with `answer`. */
function mockCreate(answer: (variables: Record<string, unknown>) => Response) {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation('CreateResourcePoster', ({ variables }) => {
      calls.push(variables);
      return answer(variables);
    }),
  );
  return calls;
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('海报 (a row dialog of every kind’s list)', () => {
  it('生成海报: the server draws one; it shows at once with links to download and open it', async () => {
    const { user, dialog, reads } = await openPoster(null);
    expect(await within(dialog).findByText('尚未生成海报')).toBeInTheDocument();
    expect(reads).toEqual([{ id: '1' }]);
    expect(within(dialog).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(within(dialog).queryByRole('link', { name: '下载海报' })).not.toBeInTheDocument();
    const calls = mockCreate(() => HttpResponse.json({ data: { result: poster('/uploads/2026/05/poster-1.jpg') } }));

    await user.click(within(dialog).getByRole('button', { name: '生成海报' }));

    await waitFor(() => expect(calls).toEqual([{ id: '1' }]));
    expect(await screen.findByText('海报已生成')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: '当前海报' })).toHaveAttribute('src', '/uploads/2026/05/poster-1.jpg?width=800');
    expect(within(dialog).queryByText('尚未生成海报')).not.toBeInTheDocument();
    const download = within(dialog).getByRole('link', { name: '下载海报' });
    expect(download).toHaveAttribute('href', '/uploads/2026/05/poster-1.jpg');
    expect(download).toHaveAttribute('download');
    expect(within(dialog).getByRole('link', { name: '查看原图' })).toHaveAttribute('target', '_blank');
  });

  it('上传海报: the image goes through uploadFile, then its URL becomes the poster', async () => {
    const { user, dialog } = await openPoster('/uploads/old-poster.jpg');
    expect(await within(dialog).findByRole('img', { name: '当前海报' })).toHaveAttribute('src', '/uploads/old-poster.jpg?width=800');
    let uploadBody = '';
    server.use(
      http.post('*/graphql', async ({ request }) => {
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
        uploadBody = await request.text();
        return HttpResponse.json({ data: { uploadFile: { __typename: 'StoredFile', id: '9', url: '/uploads/2026/05/mine.png' } } });
      }),
    );
    const calls = mockCreate(({ image }) => HttpResponse.json({ data: { result: poster(image as string) } }));

    await user.upload(within(dialog).getByLabelText('海报图片'), new File(['png'], 'mine.png', { type: 'image/png' }));

    await waitFor(() => expect(calls).toEqual([{ id: '1', image: '/uploads/2026/05/mine.png' }]));
    expect(uploadBody).toContain('"operationName":"AdminUploadFile"');
    expect(await screen.findByText('海报已上传')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('img', { name: '当前海报' })).toHaveAttribute('src', '/uploads/2026/05/mine.png?width=800'));
  });

  it('a failure says why and keeps the current poster', async () => {
    const { user, dialog } = await openPoster('/uploads/old-poster.jpg');
    await within(dialog).findByRole('img', { name: '当前海报' });
    const calls = mockCreate(() =>
      HttpResponse.json({
        errors: [{ message: '海报生成失败，请稍后重试', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }],
        data: null,
      }),
    );

    await user.click(within(dialog).getByRole('button', { name: '生成海报' }));

    await waitFor(() => expect(calls).toEqual([{ id: '1' }]));
    expect(await screen.findByText('海报生成失败，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText('海报已生成')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '当前海报' })).toHaveAttribute('src', '/uploads/old-poster.jpg?width=800');
    expect(within(dialog).getByRole('button', { name: '生成海报' })).toBeEnabled();
  });

  it('a poster that cannot be read offers 重试', async () => {
    mockCatalogueOptions();
    mockList('AdminThesesQuery', 'ThesisPage', [resourceRow('Thesis', 1, '呐喊')]);
    let reads = 0;
    server.use(
      graphql.query('AdminResourcePoster', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ errors: [{ message: '页面未找到', extensions: { code: 'NOT_FOUND', status: 404 } }], data: null })
          : HttpResponse.json({ data: { poster: poster(null) } });
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: 'admin/source/thesis/list', element: <AdminListPage config={theses} /> }], '/admin/source/thesis/list');
    await user.click(within((await screen.findByText('呐喊')).closest('tr')!).getByRole('button', { name: '海报' }));
    const dialog = await screen.findByRole('dialog', { name: '海报：呐喊' });
    expect(await within(dialog).findByText('海报信息加载失败')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('尚未生成海报')).toBeInTheDocument();
  });
});
