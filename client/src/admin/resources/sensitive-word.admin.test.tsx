import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { renderRoutes } from '../../test/render';
import { graphql, HttpResponse, server } from '../../test/msw';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { batchResult, mockList } from './catalogue-fixtures';
import { sensitiveWordAdmin } from './sensitive-word.admin';

configure({ asyncUtilTimeout: 10_000 });

const word = (id: number, text: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SensitiveWord',
  id: String(id),
  word: text,
  category: 'AD',
  enabled: true,
  createdAt: '2026-03-01T02:30:00.000Z',
  ...extra,
});
const WORDS = [word(1, '刷单'), word(2, '代开发票', { category: 'ILLEGAL' }), word(3, '中奖通知', { category: 'FRAUD', enabled: false })];

function renderScreen(path = '/admin/sensitiveManage') {
  const rendered = renderRoutes([{ path: 'admin/sensitiveManage', element: <AdminListPage config={sensitiveWordAdmin} /> }], path);
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
  vi.restoreAllMocks();
});

describe('敏感词管理 (sensitiveManage)', () => {
  it('lists the words with category and state; filters by category', async () => {
    const requests = mockList('AdminSensitiveWordsQuery', 'SensitiveWordPage', WORDS);
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: '敏感词管理' })).toBeInTheDocument();
    const row = (await screen.findByText('代开发票')).closest('tr')!;
    expect(within(row).getByText('违法违规')).toBeInTheDocument();
    for (const name of ['编辑', '停用', '删除']) expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    expect(within(screen.getByText('中奖通知').closest('tr')!).getByRole('button', { name: '启用' })).toBeInTheDocument();
    for (const name of ['导入', '导出', '新增']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('分类'), '诈骗引流');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { category: 'FRAUD' } }));
  });

  it('批量停用 confirms, then disables the selected words', async () => {
    mockList('AdminSensitiveWordsQuery', 'SensitiveWordPage', WORDS);
    const batch = mockMutation('BatchDisableSensitiveWord', batchResult(2));
    const { user } = renderScreen();
    await screen.findByText('刷单');
    await user.click(screen.getByRole('checkbox', { name: '选择 刷单' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 代开发票' }));
    await user.click(screen.getByRole('button', { name: '批量停用' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(batch).toEqual([{ ids: ['1', '2'] }]));
  });

  it('新增 sends the word with its category', async () => {
    mockList('AdminSensitiveWordsQuery', 'SensitiveWordPage', WORDS);
    const created = mockMutation('CreateSensitiveWord', { __typename: 'SensitiveWord', id: '4' });
    const { user } = renderScreen();
    await screen.findByText('刷单');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增敏感词' });
    await user.type(within(dialog).getByRole('textbox', { name: /敏感词/ }), '加微信');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /分类/ }), '广告推销');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual([{ input: { word: '加微信', category: 'AD', enabled: true } }]));
  });

  it('导入 asks for a file first, then uploads it with the category and says what was added', async () => {
    const requests = mockList('AdminSensitiveWordsQuery', 'SensitiveWordPage', WORDS);
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('ImportSensitiveWords', ({ variables }) => {
        calls.push(variables.category);
        return HttpResponse.json({ data: { result: { __typename: 'SensitiveWordImport', added: 120, skipped: 3 } } });
      }),
    );
    const { user } = renderScreen();
    await screen.findByText('刷单');
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入敏感词' });
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText('请选择导入文件')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.upload(within(dialog).getByLabelText(/导入文件/), new File(['刷单\n加微信\n'], 'words.txt', { type: 'text/plain' }));
    await user.selectOptions(within(dialog).getByLabelText('分类'), '违法违规');
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('导入完成：新增 120 个，跳过 3 个')).toBeInTheDocument();
    expect(calls).toEqual(['ILLEGAL']);
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it('导出 saves the words the server sends as a text file, of the category shown', async () => {
    mockList('AdminSensitiveWordsQuery', 'SensitiveWordPage', WORDS);
    const asked: unknown[] = [];
    server.use(
      graphql.query('ExportSensitiveWords', ({ variables }) => {
        asked.push(variables.category);
        const base64 = btoa(String.fromCharCode(...new TextEncoder().encode('刷单\n')));
        return HttpResponse.json({
          data: { file: { __typename: 'FileDownload', fileName: '敏感词.txt', mime: 'text/plain; charset=utf-8', base64 } },
        });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:words');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen('/admin/sensitiveManage?category=AD');
    await screen.findByText('刷单');
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toEqual(['AD']);
    expect(await (created.mock.calls[0][0] as Blob).text()).toBe('刷单\n');
  });
});
