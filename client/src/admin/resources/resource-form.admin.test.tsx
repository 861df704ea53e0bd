import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, http, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockCatalogueOptions, mockItem } from './catalogue-fixtures';
import { resourceKindAdmin } from './resource-kind.admin';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const books = resourceKindAdmin('book', 'source/paperBook/list', '纸质图书列表', { children: true });

const ebooks = resourceKindAdmin('ebook', 'source/eBook/list', '电子图书列表', { children: true });

function renderForm(path: string) {
  // applyAccept off: a file of the wrong type must reach the field's own check.
  const user = userEvent.setup({ applyAccept: false });
  const rendered = renderRoutes(
    [
      { path: 'admin/source/paperBook/list', element: <p>列表页</p> },
      { path: 'admin/source/paperBook/list/new', element: <AdminFormPage config={books} /> },
      { path: 'admin/source/paperBook/list/:id/edit', element: <AdminFormPage config={books} /> },
      { path: 'admin/source/eBook/list', element: <p>列表页</p> },
      { path: 'admin/source/eBook/list/new', element: <AdminFormPage config={ebooks} /> },
    ],
    path,
  );
  return { user, ...rendered };
}

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => {
  act(() => toaster.remove());
});

describe('the paper book form', () => {
  it('checks the title and the ISBN in Chinese, then sends BookInput with the creators in order and the class', async () => {
    const { trees } = mockCatalogueOptions();
    const calls = mockMutation('CreateBook', { __typename: 'Book', id: '9' });
    const { user, router } = renderForm('/admin/source/paperBook/list/new');
    expect(await screen.findByRole('heading', { name: '新增图书' })).toBeInTheDocument();

    await fill(user, screen.getByLabelText('ISBN'), '978-7-02');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入题名')).toBeInTheDocument();
    expect(screen.getByLabelText('ISBN')).toHaveAccessibleDescription('ISBN 格式无效（10 或 13 位数字，不含连字符）');
    expect(calls).toEqual([]);

    await fill(user, screen.getByLabelText('题名'), '呐喊');
    await user.clear(screen.getByLabelText('ISBN'));
    await fill(user, screen.getByLabelText('ISBN'), '9787020024759');
    // Creators: Enter adds one, a pasted list adds each, in order; each tag can be removed.
    const creators = screen.getByLabelText('责任者');
    await user.type(creators, '鲁迅{Enter}');
    await fill(user, creators, '许广平，周作人');
    await user.click(screen.getByRole('button', { name: '移除 周作人' }));
    await user.type(screen.getByLabelText('关键词'), '小说');
    const classes = screen.getByLabelText('分类');
    await waitFor(() => expect(optionTexts(classes)).toEqual(['未分类', '文学', '\u3000└ 小说', '历史']));
    expect(trees[0]).toEqual({ kind: 'book' });
    await user.selectOptions(classes, '2');
    await waitFor(() => expect(optionTexts(screen.getByLabelText('供应商'))).toContain('新华书店'));
    await user.selectOptions(screen.getByLabelText('供应商'), '7');
    await fill(user, screen.getByLabelText('出版年'), '1923');
    await user.selectOptions(screen.getByLabelText('访问权限'), '登录读者');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    const input = calls[0].input as Record<string, unknown>;
    expect(input).toEqual({
      title: '呐喊',
      creators: ['鲁迅', '许广平'],
      classId: '2',
      supplierId: '7',
      publishYear: 1923,
      isbn: '9787020024759',
      keywords: ['小说'],
      permission: 'READER',
      publishedAt: expect.any(String),
      sort: 0,
      onShelf: true,
      enabled: true,
      recommended: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/paperBook/list'));
  });

  it('edits at :id/edit: loads the record and sends UpdateBook; a BAD_USER_INPUT on classId shows under 分类', async () => {
    mockCatalogueOptions();
    mockItem('AdminBookQuery', {
      __typename: 'Book',
      id: '1',
      title: '呐喊',
      subtitle: null,
      creators: ['鲁迅'],
      cover: null,
      summary: null,
      keywords: [],
      language: 'zh',
      publisher: '人民文学出版社',
      publishYear: 1973,
      classId: '2',
      supplierId: null,
      batchId: null,
      onShelf: true,
      permission: 'PUBLIC',
      publishedAt: '2026-03-01T02:30:00.000Z',
      enabled: true,
      recommended: false,
      sort: 0,
      isbn: null,
      callNumber: 'I210.4/1',
      pages: 120,
      edition: null,
    });
    const updates: Array<Record<string, unknown>> = [];
    server.use(
      graphql.mutation('UpdateBook', ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({
          errors: [{ message: '分类必须属于同一资源类型', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'classId' } }],
        });
      }),
    );
    const { user } = renderForm('/admin/source/paperBook/list/1/edit');
    expect(await screen.findByRole('heading', { name: '编辑图书' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('题名')).toHaveValue('呐喊'));
    expect(screen.getByText('鲁迅')).toBeInTheDocument();
    expect(screen.getByLabelText('索书号')).toHaveValue('I210.4/1');
    const classes = screen.getByLabelText('分类');
    await waitFor(() => expect(classes).toHaveValue('2'));

    await user.type(screen.getByLabelText('责任者'), '周树人{Enter}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      id: '1',
      input: { title: '呐喊', creators: ['鲁迅', '周树人'], keywords: [], classId: '2', supplierId: null, pages: 120 },
    });
    await waitFor(() => expect(classes).toHaveAccessibleDescription('分类必须属于同一资源类型'));
    expect(screen.queryByText('请求失败,请稍候再试')).not.toBeInTheDocument();
  });

  it('an e-book’s file (EPUB or PDF) is uploaded through uploadFile and sent as its URL; other files are refused', async () => {
    mockCatalogueOptions();
    const uploads: string[] = [];
    server.use(
      http.post('*/graphql', async ({ request }) => {
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
        uploads.push(await request.text());
        return HttpResponse.json({ data: { uploadFile: { __typename: 'StoredFile', id: '4', url: '/uploads/2026/nahan.epub' } } });
      }),
    );
    const calls = mockMutation('CreateEbook', { __typename: 'Ebook', id: '9' });
    const { user } = renderForm('/admin/source/eBook/list/new');
    const input = await screen.findByLabelText('上传电子书文件');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('.epub');

    await user.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('请选择 EPUB 或 PDF 文件')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.upload(input, new File(['epub'], '呐喊.epub', { type: 'application/epub+zip' }));
    expect(await screen.findByRole('link', { name: 'nahan.epub' })).toHaveAttribute('href', '/uploads/2026/nahan.epub');
    expect(uploads[0]).toContain('"operationName":"AdminUploadFile"');
    await fill(user, screen.getByLabelText('题名'), '呐喊');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].input).toMatchObject({ title: '呐喊', file: '/uploads/2026/nahan.epub', creators: [], keywords: [] });
  });
});
