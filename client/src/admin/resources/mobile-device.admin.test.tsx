import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockList } from './catalogue-fixtures';
import { mobileDeviceAdmin } from './mobile-device.admin';

configure({ asyncUtilTimeout: 10_000 });

const device = (id: number, name: string, type: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'MobileDevice',
  id: String(id),
  name,
  type,
  location: '总馆一楼大厅',
  serial: `SN-${id}`,
  status,
  sort: id,
  enabled: true,
  library: { __typename: 'Library', id: '1', name: '钱塘市图书馆' },
  ...extra,
});

function backend() {
  server.use(
    graphql.query('AdminMobileDeviceLibraryOptions', () =>
      HttpResponse.json({
        data: { page: { __typename: 'LibraryPage', items: [{ __typename: 'Library', id: '1', name: '钱塘市图书馆', enabled: true }] } },
      }),
    ),
  );
  return mockList('AdminMobileDevicesQuery', 'MobileDevicePage', [
    device(1, '自助借还机 1号', 'selfCheck', 'online'),
    device(2, '流动服务平板', 'mobileTerminal', 'offline', { enabled: false, library: null }),
  ]);
}

function renderScreen(path = '/admin/mobileDevice') {
  const rendered = renderRoutes(
    [
      { path: 'admin/mobileDevice', element: <AdminListPage config={mobileDeviceAdmin} /> },
      { path: 'admin/mobileDevice/:id', element: <AdminFormPage config={mobileDeviceAdmin} /> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('移动设备 (mobileDevice)', () => {
  it('lists devices with type, status and library, filtered by type and status', async () => {
    const requests = backend();
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: '移动设备' })).toBeInTheDocument();
    const first = within((await screen.findByText('自助借还机 1号')).closest('tr')!);
    for (const text of ['SN-1', '在线', '钱塘市图书馆', '总馆一楼大厅']) expect(first.getByText(text)).toBeInTheDocument();
    const second = within(screen.getByText('流动服务平板').closest('tr')!);
    for (const text of ['移动终端', '离线', '—']) expect(second.getByText(text)).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: '类型' })).getByRole('button', { name: '电子阅报屏' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { type: 'newspaperScreen' } }));
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '离线');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { type: 'newspaperScreen', status: 'offline' } }));
  });

  it('新增 asks for the required fields, then sends the device', async () => {
    backend();
    const created = mockMutation('CreateMobileDevice', { __typename: 'MobileDevice', id: '9' });
    const { user } = renderScreen('/admin/mobileDevice/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入设备名称')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^设备名称/), { target: { value: '自助借还机 3号' } });
    await user.selectOptions(screen.getByLabelText(/^类型/), '自助借还机');
    fireEvent.change(screen.getByLabelText(/^序列号/), { target: { value: 'SC-2026-0003' } });
    fireEvent.change(screen.getByLabelText(/^放置位置/), { target: { value: '总馆三楼' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '钱塘市图书馆' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^所属图书馆/), '钱塘市图书馆');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].input).toMatchObject({
      name: '自助借还机 3号',
      type: 'selfCheck',
      serial: 'SC-2026-0003',
      location: '总馆三楼',
      status: 'offline',
      libraryId: '1',
      enabled: true,
    });
  });
});
