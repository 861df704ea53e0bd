import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { branchAdmin } from './branch.admin';
import { mockList } from './catalogue-fixtures';

// Chakra dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const branch = (id: number, type: string, name: string, district: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Branch',
  id: String(id),
  type,
  name,
  district,
  address: `钱塘市${district}文化路${id}号`,
  phone: '0571-87061120',
  photo: null,
  sort: id,
  enabled: true,
  recommended: false,
  ...extra,
});
const BRANCHES = [branch(1, 'street', '湖滨街道分馆', '湖西区'), branch(2, 'cityBookBar', '武林门城市书吧', '拱北区', { enabled: false })];

function backend() {
  server.use(
    graphql.query('AdminBranchDistricts', () => HttpResponse.json({ data: { branchDistricts: ['拱北区', '湖西区'] } })),
    graphql.query('AdminBranchLibraryOptions', () =>
      HttpResponse.json({
        data: {
          page: {
            __typename: 'LibraryPage',
            items: [
              { __typename: 'Library', id: '1', name: '钱塘市图书馆（总馆）', enabled: true },
              { __typename: 'Library', id: '2', name: '东城分馆', enabled: false },
            ],
          },
        },
      }),
    ),
  );
  return mockList('AdminBranchesQuery', 'BranchPage', BRANCHES);
}

function renderScreen(path = '/admin/branchManage') {
  const rendered = renderRoutes(
    [
      { path: 'admin/branchManage', element: <AdminListPage config={branchAdmin} /> },
      { path: 'admin/branchManage/:id', element: <AdminFormPage config={branchAdmin} /> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('分馆管理 (branchManage)', () => {
  it('lists branches with their type and district, filtered by type (tabs) and district', async () => {
    const requests = backend();
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: '分馆管理' })).toBeInTheDocument();
    const row = within((await screen.findByText('湖滨街道分馆')).closest('tr')!);
    for (const text of ['街道分馆', '湖西区', '钱塘市湖西区文化路1号', '0571-87061120']) expect(row.getByText(text)).toBeInTheDocument();
    expect(within(screen.getByText('武林门城市书吧').closest('tr')!).getByText('城市书吧')).toBeInTheDocument();

    const tabs = within(screen.getByRole('group', { name: '类型' }));
    expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '街道分馆', '社区分馆', '城市书吧', '共享书屋', '有声图书馆']);
    await user.click(tabs.getByRole('button', { name: '社区分馆' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { type: 'community' } }));

    const district = screen.getByRole('combobox', { name: '所在区' });
    await waitFor(() =>
      expect(
        within(district)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(expect.arrayContaining(['拱北区', '湖西区'])),
    );
    await user.selectOptions(district, '湖西区');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { type: 'community', district: '湖西区' } }));
  });

  it('新增 sends the type, district, library and coordinates', async () => {
    backend();
    const created = mockMutation('CreateBranch', { __typename: 'Branch', id: '9' });
    const { user } = renderScreen('/admin/branchManage/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^类型/), '共享书屋');
    fireEvent.change(screen.getByLabelText(/^名称/), { target: { value: '小营巷共享书屋' } });
    fireEvent.change(screen.getByLabelText(/^所在区/), { target: { value: '东城区' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '东城分馆（停用）' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^所属图书馆/), '钱塘市图书馆（总馆）');
    fireEvent.change(screen.getByLabelText(/^地址/), { target: { value: '钱塘市东城区小营巷42号' } });
    fireEvent.change(screen.getByLabelText(/^纬度/), { target: { value: '30.2618' } });
    fireEvent.change(screen.getByLabelText(/^经度/), { target: { value: '120.1789' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].input).toMatchObject({
      type: 'shareBooks',
      name: '小营巷共享书屋',
      district: '东城区',
      libraryId: '1',
      address: '钱塘市东城区小营巷42号',
      latitude: 30.2618,
      longitude: 120.1789,
      sort: 0,
      enabled: true,
    });
  });

  it('在地图上选点 fills latitude and longitude from a click on the map, opening on the first library', async () => {
    backend();
    server.use(
      graphql.query('CoordinatePickerStart', () =>
        HttpResponse.json({
          data: {
            mapSettings: { __typename: 'MapSettings', tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: '测试底图', maxZoom: 18 },
            libraries: { __typename: 'LibraryPage', items: [{ __typename: 'Library', id: '1', latitude: 30.2468, longitude: 120.2035 }] },
          },
        }),
      ),
    );
    const created = mockMutation('CreateBranch', { __typename: 'Branch', id: '9' });
    const { user } = renderScreen('/admin/branchManage/new');
    await user.click(await screen.findByRole('button', { name: '在地图上选点' }));
    const map = await screen.findByRole('region', { name: '选择位置的地图' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: '收起地图' })).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no layout: the map's top-left corner is its centre, the first library.
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    // The point under the click, to the map's pixel: within a few metres of the library.
    const latitude = () => Number((screen.getByLabelText(/^纬度/) as HTMLInputElement).value);
    await waitFor(() => expect(latitude()).toBeCloseTo(30.2468, 3));
    expect(Number((screen.getByLabelText(/^经度/) as HTMLInputElement).value)).toBeCloseTo(120.2035, 3);
    expect(map.querySelector('img.leaflet-marker-icon')).toHaveAttribute('alt', '所选位置');

    await user.selectOptions(screen.getByLabelText(/^类型/), '街道分馆');
    fireEvent.change(screen.getByLabelText(/^名称/), { target: { value: '湖滨街道分馆' } });
    fireEvent.change(screen.getByLabelText(/^所在区/), { target: { value: '湖西区' } });
    fireEvent.change(screen.getByLabelText(/^地址/), { target: { value: '东坡路92号' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const input = created[0].input as { latitude: number; longitude: number };
    expect(input.latitude).toBeCloseTo(30.2468, 3);
    expect(input.longitude).toBeCloseTo(120.2035, 3);
    // Six decimals at most.
    expect(String(input.latitude)).toMatch(/^\d+\.\d{1,6}$/);
  }, 40_000);
});
