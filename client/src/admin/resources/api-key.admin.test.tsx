import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockList } from './catalogue-fixtures';
import { apiKeyAdmin } from './api-key.admin';

configure({ asyncUtilTimeout: 10_000 });

const SECRET = 'lp_0123456789abcdefghijABCDEFGHIJ_-klmnopqrstu';
const KEYS = [
  {
    __typename: 'ApiKey',
    id: '1',
    name: '市文旅数据平台',
    prefix: 'lp_Ab3dE5gH',
    perMinute: 60,
    perDay: 10000,
    requests: 1234,
    lastUsedAt: '2026-11-20T02:30:00.000Z',
    enabled: true,
    createdAt: '2026-10-01T02:30:00.000Z',
  },
];

function renderScreen() {
  const rendered = renderRoutes([{ path: 'admin/apiKeys', element: <AdminListPage config={apiKeyAdmin} /> }], '/admin/apiKeys');
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('接口密钥 (apiKeys)', () => {
  it('lists keys by name and prefix with their quotas and use, never a secret', async () => {
    mockList('AdminApiKeysQuery', 'ApiKeyPage', KEYS);
    renderScreen();
    const row = (await screen.findByText('市文旅数据平台')).closest('tr')!;
    expect(within(row).getByText('lp_Ab3dE5gH')).toBeInTheDocument();
    for (const name of ['编辑', '轮换', '停用', '删除']) expect(within(row).getByRole('button', { name })).toBeInTheDocument();
  });

  it('新增 issues a key and shows it once in the dialog, until 完成', async () => {
    mockList('AdminApiKeysQuery', 'ApiKeyPage', KEYS);
    const created = mockMutation('CreateApiKeyWithSecret', { __typename: 'ApiKey', id: '2', prefix: SECRET.slice(0, 11), secret: SECRET });
    const { user } = renderScreen();
    await screen.findByText('市文旅数据平台');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增接口密钥' });
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '合作方 B');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual([{ input: { name: '合作方 B', perMinute: 60, perDay: 10000, enabled: true } }]));
    expect(await within(dialog).findByLabelText('接口密钥')).toHaveTextContent(SECRET);
    expect(within(dialog).getByText(/只显示这一次/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增接口密钥' })).not.toBeInTheDocument());
  });

  it('轮换 replaces the key after the admin confirms, and shows the new one', async () => {
    mockList('AdminApiKeysQuery', 'ApiKeyPage', KEYS);
    const rotated = mockMutation('RotateApiKey', {
      __typename: 'ApiKey',
      id: '1',
      prefix: SECRET.slice(0, 11),
      secret: SECRET,
      rotatedAt: '2026-11-25T02:30:00.000Z',
    });
    const { user } = renderScreen();
    const row = (await screen.findByText('市文旅数据平台')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '轮换' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/旧密钥立即失效/)).toBeInTheDocument();
    expect(rotated).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '轮换密钥' }));
    await waitFor(() => expect(rotated).toEqual([{ id: '1' }]));
    expect(await within(dialog).findByLabelText('接口密钥')).toHaveTextContent(SECRET);
  });
});
