import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, http, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { newsAdmin } from '../resources/news.admin';
import { AdminFormPage } from './AdminFormPage';
import { AdminListPage } from './AdminListPage';
import { toLocalInput } from './format';
import { mockMutation, mockNewsList } from './test-fixtures';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// ProseMirror needs a real browser's selection and layout; the form's contract with the editor
// is value in, HTML out, which a textarea labelled the same way keeps.
vi.mock('./fields/RichTextEditor', () => ({
  RichTextEditor: ({ value, onChange, id, labelId }: { value: string; onChange(html: string): void; id?: string; labelId?: string }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

/** Types a whole value at once (user.type goes key by key, which is slow for Chinese text). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

function renderForm(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: 'admin/information', element: <AdminListPage config={newsAdmin} /> },
      { path: 'admin/information/:id', element: <AdminFormPage config={newsAdmin} /> },
    ],
    path,
  );
  return { user, ...rendered };
}

const saved = { __typename: 'News', id: '42' };

afterEach(() => {
  act(() => toaster.remove());
});

describe('AdminFormPage with the news config', () => {
  it('creates: sends the typed input, says 保存成功 and goes back to the list as it was', async () => {
    const requests = mockNewsList();
    const calls = mockMutation('CreateNews', saved);
    const { user, router } = renderForm('/admin/information?category=peaceNews&page=2');
    await screen.findByText('平安校园宣传周活动');
    await user.click(screen.getByRole('button', { name: '新增' }));

    expect(await screen.findByRole('heading', { name: '新增资讯' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('标题'), '  新馆开放公告 ');
    await user.selectOptions(screen.getByLabelText('栏目'), '通知公告');
    await fill(user, screen.getByLabelText('作者'), '办公室');
    await fill(user, screen.getByLabelText('正文'), '<p>新馆于五月开放。</p>');
    fireEvent.change(screen.getByLabelText('发布时间'), { target: { value: '2026-05-01T09:30' } });
    await user.clear(screen.getByLabelText('排序'));
    await fill(user, screen.getByLabelText('排序'), '5');
    await user.click(screen.getByLabelText('推荐'));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      input: {
        title: '新馆开放公告',
        category: 'publicNotice',
        author: '办公室',
        publishedAt: '2026-05-01T01:30:00.000Z', // typed on the library's clock (UTC+8)
        sort: 5,
        body: '<p>新馆于五月开放。</p>',
        enabled: true,
        recommended: true,
      },
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/information'));
    expect(router.state.location.search).toBe('?category=peaceNews&page=2');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 2, filter: { category: 'peaceNews' } }));
  });

  it('shows a server BAD_USER_INPUT under the field it names, without a toast', async () => {
    server.use(
      graphql.mutation('CreateNews', () =>
        HttpResponse.json({ errors: [{ message: '标题不能超过200个字', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'title' } }] }),
      ),
    );
    const { user, router } = renderForm('/admin/information/new');
    await fill(user, await screen.findByLabelText('标题'), '很长的标题');
    await user.selectOptions(screen.getByLabelText('栏目'), '本馆新闻');
    await fill(user, screen.getByLabelText('正文'), '正文内容');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const title = screen.getByLabelText('标题');
    await waitFor(() => expect(title).toHaveAccessibleDescription('标题不能超过200个字'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('标题不能超过200个字')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/information/new');

    // Correcting the field clears its message.
    await user.type(title, '改');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('标题不能超过200个字')).not.toBeInTheDocument();
  });

  it('shows every field a server BAD_USER_INPUT names under its own field (extensions.fieldErrors)', async () => {
    const fieldErrors = [
      { field: 'title', message: '标题不能超过200个字' },
      { field: 'author', message: '作者不能超过64个字' },
      { field: 'cover', message: '封面必须是以 http(s):// 或 / 开头的地址' },
    ];
    server.use(
      graphql.mutation('CreateNews', () =>
        HttpResponse.json({
          errors: [{ message: fieldErrors[0].message, extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'title', fieldErrors } }],
        }),
      ),
    );
    const { user } = renderForm('/admin/information/new');
    await fill(user, await screen.findByLabelText('标题'), '很长的标题');
    await user.selectOptions(screen.getByLabelText('栏目'), '本馆新闻');
    await fill(user, screen.getByLabelText('作者'), '很长的作者');
    await fill(user, screen.getByLabelText('正文'), '正文内容');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveAccessibleDescription('标题不能超过200个字'));
    expect(screen.getByLabelText('作者')).toHaveAccessibleDescription('作者不能超过64个字');
    const cover = screen.getByText('封面必须是以 http(s):// 或 / 开头的地址');
    expect(cover.closest('[data-field]')).toHaveAttribute('data-field', 'cover');
    // Under the fields only: no toast repeats them.
    expect(screen.getAllByText('标题不能超过200个字')).toHaveLength(1);
    expect(screen.getAllByText('作者不能超过64个字')).toHaveLength(1);
  });

  it('shows other server errors as a message', async () => {
    server.use(
      graphql.mutation('CreateNews', () =>
        HttpResponse.json({ errors: [{ message: '服务器内部错误，请稍候再试', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }] }),
      ),
    );
    const { user, router } = renderForm('/admin/information/new');
    await fill(user, await screen.findByLabelText('标题'), '标题');
    await user.selectOptions(screen.getByLabelText('栏目'), '本馆新闻');
    await fill(user, screen.getByLabelText('正文'), '正文');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('服务器内部错误，请稍候再试')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/information/new');
  });

  it('checks required fields in Chinese and sends nothing', async () => {
    const calls = mockMutation('CreateNews', saved);
    const { user } = renderForm('/admin/information/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));

    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('请选择栏目')).toBeInTheDocument();
    expect(screen.getByText('请输入正文')).toBeInTheDocument();
    expect(screen.getByLabelText('标题')).toHaveAccessibleDescription('请输入标题');
    expect(screen.getByLabelText('标题')).toHaveFocus();
    // Optional fields say nothing.
    expect(screen.getByLabelText('作者')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('a required time left empty says 请选择时间', async () => {
    const calls = mockMutation('CreateNews', saved);
    const { user } = renderForm('/admin/information/new');
    const time = await screen.findByLabelText('发布时间');
    expect(time).not.toHaveValue('');
    await fill(user, screen.getByLabelText('标题'), '标题');
    await user.selectOptions(screen.getByLabelText('栏目'), '本馆新闻');
    await fill(user, screen.getByLabelText('正文'), '正文');
    fireEvent.change(time, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(time).toHaveAccessibleDescription('请选择时间'));
    expect(screen.getByText('请选择时间')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('edits: loads the item, sends UpdateNews with its id (a cleared optional field as null), 取消 goes back', async () => {
    mockNewsList();
    server.use(
      graphql.query('AdminNewsQuery', ({ variables }) =>
        HttpResponse.json({
          data: {
            item: {
              __typename: 'News',
              id: variables.id,
              category: 'industryNews',
              title: '旧标题',
              summary: '旧摘要',
              cover: '/uploads/old.png',
              body: '<p>旧正文</p>',
              author: '旧作者',
              publishedAt: '2026-02-03T04:05:00.000Z',
              enabled: false,
              recommended: true,
              sort: 3,
            },
          },
        }),
      ),
    );
    const calls = mockMutation('UpdateNews', { __typename: 'News', id: '9' });
    const { user, router } = renderForm('/admin/information/9');

    expect(await screen.findByRole('heading', { name: '编辑资讯' })).toBeInTheDocument();
    const title = await screen.findByLabelText('标题');
    expect(title).toHaveValue('旧标题');
    expect(screen.getByLabelText('栏目')).toHaveValue('industryNews');
    expect(screen.getByLabelText('发布时间')).toHaveValue(toLocalInput('2026-02-03T04:05:00.000Z'));
    expect(screen.getByRole('img', { name: '封面预览' })).toHaveAttribute('src', '/uploads/old.png?width=400');
    expect(screen.getByLabelText('启用')).not.toBeChecked();
    expect(screen.getByLabelText('推荐')).toBeChecked();

    await user.clear(title);
    await user.type(title, '新标题');
    await user.clear(screen.getByLabelText('作者'));
    await user.click(screen.getByRole('button', { name: '清除' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      id: '9',
      input: {
        title: '新标题',
        category: 'industryNews',
        author: null,
        publishedAt: '2026-02-03T04:05:00.000Z',
        sort: 3,
        summary: '旧摘要',
        cover: null,
        body: '<p>旧正文</p>',
        enabled: false,
        recommended: true,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/information'));

    await act(() => router.navigate('/admin/information/9'));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/information'));
    expect(calls).toHaveLength(1);
  });

  it('uploads a cover through uploadFile and previews it', async () => {
    let body = '';
    server.use(
      // apollo-upload-client sends the GraphQL multipart request: operations, map, then the file.
      // (jsdom's File and Node's FormData parser do not mix, so the raw body is checked.)
      http.post('*/graphql', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
        expect(request.headers.get('apollo-require-preflight')).toBe('true');
        body = await request.text();
        return HttpResponse.json({ data: { uploadFile: { __typename: 'StoredFile', id: '1', url: '/uploads/new-cover.png' } } });
      }),
    );
    const { user } = renderForm('/admin/information/new');
    const input = await screen.findByLabelText('上传封面');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: '封面预览' })).toHaveAttribute('src', '/uploads/new-cover.png?width=400');
    expect(body).toContain('"operationName":"AdminUploadFile"');
    expect(body).toContain('{"1":["variables.file"]}');
    expect(body).toMatch(/name="1"; filename="[^"]+"\r\nContent-Type: image\/png/);
    const field = screen.getByRole('img', { name: '封面预览' }).closest('[data-field]')!;
    expect(within(field as HTMLElement).getByRole('button', { name: '更换图片' })).toBeInTheDocument();
  });
});
