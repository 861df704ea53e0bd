import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { envelope, graphql, http, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { UserCloudPage } from './UserCloudPage';

const routes = [{ path: 'personal', element: <PersonalLayout />, children: [{ path: 'UserCloud', element: <UserCloudPage /> }] }];

const file = (id: number, name: string, format = 'pdf', size = 1536 * 1024) => ({
  __typename: 'CloudFile',
  id: String(id),
  name,
  format,
  size,
  createdAt: '2026-11-20T02:00:00.000Z',
});

/** The cloud as the server would keep it: files, usage, rename, delete and the REST upload. */
function backend(initial: ReturnType<typeof file>[], total = 200 * 1024 * 1024) {
  const files = [...initial];
  const calls = { renamed: [] as unknown[], deleted: [] as string[], uploads: [] as Array<{ type: string; auth: string | null }> };
  server.use(
    graphql.query('CloudFilesTabQuery', ({ variables }) => {
      const { page, pageSize } = variables as { page: number; pageSize: number };
      return HttpResponse.json({
        data: {
          myCloudUsage: { __typename: 'CloudUsage', used: files.reduce((sum, f) => sum + f.size, 0), total },
          myCloudFiles: {
            __typename: 'CloudFilePage',
            total: files.length,
            page,
            pageSize,
            items: files.slice((page - 1) * pageSize, page * pageSize),
          },
        },
      });
    }),
    graphql.mutation('RenameCloudFile', ({ variables }) => {
      const { id, name } = variables as { id: string; name: string };
      calls.renamed.push({ id, name });
      const kept = files.find((f) => f.id === id)!;
      kept.name = name;
      return HttpResponse.json({ data: { renameCloudFile: { __typename: 'CloudFile', id, name } } });
    }),
    graphql.mutation('DeleteCloudFile', ({ variables }) => {
      const { id } = variables as { id: string };
      calls.deleted.push(id);
      files.splice(
        files.findIndex((f) => f.id === id),
        1,
      );
      return HttpResponse.json({ data: { deleteCloudFile: true } });
    }),
    http.post('/api/user/cloud/upload', async ({ request }) => {
      // jsdom's File reaches Node's FormData without its name or bytes: the part's type stands for the file.
      const body = await request.text();
      const type = /name="file"; filename="[^"]*"\r\nContent-Type: ([^\r]+)/.exec(body)?.[1] ?? '';
      calls.uploads.push({ type, auth: request.headers.get('authorization') });
      if (type !== 'application/pdf') return envelope(null, 400, '只能上传 PDF 或 EPUB 文件');
      const kept = file(100 + files.length, '新文件.pdf', 'pdf', 8);
      files.unshift(kept);
      return envelope(kept);
    }),
  );
  return calls;
}

const loggedIn = () => Cookies.set('token', 'reader-token', { path: '/' });
const fileCard = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('我的云盘 (/personal/UserCloud)', () => {
  it('is in the personal menu, shows the used/total bar and each file with a link to its reader', async () => {
    loggedIn();
    backend([file(1, '论文.pdf'), file(2, '小说.epub', 'epub', 512 * 1024)]);
    renderRoutes(routes, '/personal/UserCloud');
    expect(await screen.findByRole('heading', { name: '我的云盘', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '个人中心菜单' })).getByRole('link', { name: /我的云盘/ })).toHaveAttribute(
      'href',
      '/personal/UserCloud',
    );
    const bar = await screen.findByRole('progressbar', { name: '云盘空间' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('已用 2.0 MB / 共 200.0 MB')).toBeInTheDocument();
    expect(within(await fileCard('小说.epub')).getByRole('link', { name: '阅读 小说.epub' })).toHaveAttribute('href', '/reading/cloud?id=2');
    expect(within(await fileCard('论文.pdf')).getByText('PDF')).toBeInTheDocument();
  });

  it('uploads a file through REST with the reader token, then lists it; a refusal is said and nothing is added', async () => {
    loggedIn();
    const calls = backend([]);
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, '/personal/UserCloud');
    expect(await screen.findByText('云盘里还没有文件')).toBeInTheDocument();
    const input = screen.getByLabelText('选择要上传的 PDF 或 EPUB 文件');
    await user.upload(input, new File(['%PDF-1.4'], '新文件.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('新文件.pdf')).toBeInTheDocument();
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(calls.uploads).toEqual([{ type: 'application/pdf', auth: 'Bearer reader-token' }]);

    await user.upload(input, new File(['hello'], 'note.txt', { type: 'text/plain' }));
    expect(await screen.findByText('只能上传 PDF 或 EPUB 文件')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('[aria-label="我的文件"]'))).toHaveLength(1);
  });

  it('renames a file in place', async () => {
    loggedIn();
    const calls = backend([file(1, '论文.pdf')]);
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserCloud');
    await user.click(within(await fileCard('论文.pdf')).getByRole('button', { name: '重命名 论文.pdf' }));
    const box = screen.getByRole('textbox', { name: '新文件名' });
    await user.clear(box);
    await user.type(box, '论文终稿.pdf');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('论文终稿.pdf')).toBeInTheDocument();
    expect(calls.renamed).toEqual([{ id: '1', name: '论文终稿.pdf' }]);
  });

  it('deletes a file only after confirmation, and the bar follows', async () => {
    loggedIn();
    const calls = backend([file(1, '论文.pdf'), file(2, '旧资料.pdf')]);
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserCloud');
    await user.click(within(await fileCard('旧资料.pdf')).getByRole('button', { name: '删除 旧资料.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定删除“旧资料.pdf”吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('旧资料.pdf')).not.toBeInTheDocument());
    expect(calls.deleted).toEqual(['2']);
    expect(await screen.findByText('已用 1.5 MB / 共 200.0 MB')).toBeInTheDocument();
  });

  it('lists downloads and bookmarks in their tabs, each leading to its resource or reader', async () => {
    loggedIn();
    backend([]);
    server.use(
      graphql.query('CloudDownloadsTabQuery', () =>
        HttpResponse.json({
          data: {
            myDownloads: {
              __typename: 'ReaderDownloadPage',
              total: 1,
              page: 1,
              pageSize: 10,
              items: [
                {
                  __typename: 'ReaderDownload',
                  id: '5',
                  resourceId: '42',
                  title: '城市记忆研究',
                  kind: 'thesis',
                  fileName: '城市记忆研究.pdf',
                  createdAt: '2026-11-21T03:00:00.000Z',
                },
              ],
            },
          },
        }),
      ),
      graphql.query('CloudBookmarksTabQuery', () =>
        HttpResponse.json({
          data: {
            recentReadingStates: [
              {
                __typename: 'ReadingState',
                id: '1',
                document: 'resource:7',
                format: 'epub',
                state: JSON.stringify({ bookmarks: [{ cfi: 'a' }, { cfi: 'b' }] }),
                progress: 0.42,
                savedAt: '2026-11-22T03:00:00.000Z',
                resource: { __typename: 'Ebook', id: '7', kind: 'ebook', title: '边城' },
                cloudFile: null,
              },
              {
                __typename: 'ReadingState',
                id: '2',
                document: 'cloud:9',
                format: 'pdf',
                state: '{}',
                progress: 0.1,
                savedAt: '2026-11-21T03:00:00.000Z',
                resource: null,
                cloudFile: { __typename: 'CloudFile', id: '9', name: '我的讲义.pdf' },
              },
            ],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/UserCloud');
    await user.click(await screen.findByRole('tab', { name: '我的下载' }));
    expect(await screen.findByRole('link', { name: '城市记忆研究' })).toHaveAttribute('href', '/resources/thesis/detail?id=42');
    expect(router.state.location.search).toBe('?tab=downloads');

    await user.click(screen.getByRole('tab', { name: '书签笔记' }));
    expect(await screen.findByRole('link', { name: '边城' })).toHaveAttribute('href', '/resources/ebook/detail/read?id=7');
    expect(screen.getByText('书签 2 个 · 已读 42%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的讲义.pdf' })).toHaveAttribute('href', '/reading/cloud?id=9');
  });
});
