import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { mockMutation } from '../../crud/test-fixtures';
import { editPath } from './capture-kinds';
import { ResourceCapturePage } from './ResourceCapturePage';

// Chakra takes a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const CAPTURED = {
  __typename: 'CapturedResource',
  title: '三体',
  creators: ['刘慈欣'],
  cover: '/uploads/covers/santi.jpg',
  coverSourceUrl: 'https://books.example.com/santi.jpg',
  summary: '文化大革命如火如荼进行的同时……',
  keywords: ['科幻', '小说'],
  publisher: '重庆出版社',
  publishYear: 2008,
  isbn: '9787536692930',
  language: 'zh',
  kind: 'book',
  sourceUrl: 'https://books.example.com/subject/2567698/',
  warnings: ['简介过长，已截断'],
};

function renderCapture() {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: 'admin/info/resCapture', element: <ResourceCapturePage /> },
      { path: 'admin/source/paperBook/list/:id/edit', element: <p>图书编辑页</p> },
    ],
    '/admin/info/resCapture',
  );
  return { user, ...rendered };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('资源采集', () => {
  it('captures a page, shows its metadata and warnings, and creates a book with the captured fields', async () => {
    const captures: Array<Record<string, unknown>> = [];
    server.use(
      graphql.mutation('AdminCaptureResource', ({ variables }) => {
        captures.push(variables);
        return HttpResponse.json({ data: { captured: CAPTURED } });
      }),
    );
    const creates = mockMutation('CreateBook', { __typename: 'Book', id: '42' });
    const { user, router } = renderCapture();

    await user.type(await screen.findByPlaceholderText('https://'), 'https://books.example.com/subject/2567698/');
    await user.click(screen.getByRole('button', { name: '采集' }));

    const details = await screen.findByLabelText('采集结果');
    expect(captures).toEqual([{ url: 'https://books.example.com/subject/2567698/' }]);
    for (const text of ['三体', '刘慈欣', '重庆出版社', '2008', '9787536692930', 'zh', '科幻；小说', CAPTURED.summary, CAPTURED.sourceUrl]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', CAPTURED.cover);
    expect(within(screen.getByRole('list', { name: '采集提示' })).getByText('简介过长，已截断')).toBeInTheDocument();
    expect(screen.getByLabelText('资源类型')).toHaveValue('book');
    expect(screen.getByLabelText('题名')).toHaveValue('三体');

    await user.click(screen.getByRole('button', { name: '创建资源' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toEqual({
      input: {
        title: '三体',
        creators: ['刘慈欣'],
        cover: '/uploads/covers/santi.jpg',
        summary: CAPTURED.summary,
        keywords: ['科幻', '小说'],
        publisher: '重庆出版社',
        publishYear: 2008,
        language: 'zh',
        isbn: '9787536692930',
      },
    });
    const link = await screen.findByRole('link', { name: '去完善资源信息' });
    expect(link.parentElement).toHaveTextContent('创建成功');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/paperBook/list/42/edit'));
    expect(await screen.findByText('图书编辑页')).toBeInTheDocument();
  });

  it('another kind gets no ISBN and its own create mutation', async () => {
    server.use(graphql.mutation('AdminCaptureResource', () => HttpResponse.json({ data: { captured: { ...CAPTURED, kind: null } } })));
    const creates = mockMutation('CreateVideo', { __typename: 'Video', id: '7' });
    const { user } = renderCapture();
    await user.type(await screen.findByPlaceholderText('https://'), 'https://example.com/v');
    await user.click(screen.getByRole('button', { name: '采集' }));
    const kind = await screen.findByLabelText('资源类型');
    expect(kind).toHaveValue('book');
    await user.selectOptions(kind, 'video');
    await user.click(screen.getByRole('button', { name: '创建资源' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0].input).not.toHaveProperty('isbn');
    expect(creates[0].input).toMatchObject({ title: '三体', publishYear: 2008 });
  });

  it('shows the server’s refusal under the address', async () => {
    server.use(
      graphql.mutation('AdminCaptureResource', () =>
        HttpResponse.json({ errors: [{ message: '不能抓取内网地址', extensions: { code: 'BAD_USER_INPUT', field: 'url' } }], data: null }),
      ),
    );
    const { user } = renderCapture();
    const input = await screen.findByPlaceholderText('https://');
    await user.type(input, 'http://192.168.1.1/');
    await user.click(screen.getByRole('button', { name: '采集' }));
    expect(await screen.findByText('不能抓取内网地址')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('采集结果')).not.toBeInTheDocument();
  });

  it('asks for an address before capturing, and for a title before creating', async () => {
    const captures: Array<Record<string, unknown>> = [];
    server.use(
      graphql.mutation('AdminCaptureResource', ({ variables }) => {
        captures.push(variables);
        return HttpResponse.json({ data: { captured: CAPTURED } });
      }),
    );
    const { user } = renderCapture();
    const input = await screen.findByPlaceholderText('https://');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: '采集' }));
    expect(await screen.findByText('请输入网址')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(captures).toEqual([]);

    await user.clear(input);
    await user.type(input, 'https://books.example.com/subject/2567698/');
    await user.click(screen.getByRole('button', { name: '采集' }));
    await screen.findByLabelText('采集结果');
    expect(screen.queryByText('请输入网址')).toBeNull();
    await user.clear(screen.getByLabelText('题名'));
    expect(screen.getByRole('button', { name: '创建资源' })).toBeDisabled();
    expect(screen.getByLabelText('题名')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edit paths follow the kind screens', () => {
    expect(editPath('thesis', '3')).toBe('/admin/source/thesis/list/3');
    expect(editPath('ebook', '3')).toBe('/admin/source/eBook/list/3/edit');
    expect(editPath('database', '3')).toBe('/admin/source/digital/database/3');
  });
});
