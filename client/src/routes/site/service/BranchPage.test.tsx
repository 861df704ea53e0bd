import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { CommunityBranchPage, StreetBranchPage } from './BranchPage';

const routes = [
  { path: 'service/branch/street', element: <StreetBranchPage /> },
  { path: 'service/branch/community', element: <CommunityBranchPage /> },
];

const branch = (id: string, name: string, district: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Branch',
  id,
  name,
  district,
  address: `钱塘市${district}${name}路1号`,
  openingHours: '周二至周日 9:00-17:00（周一闭馆）',
  phone: `0571-8706${id.padStart(4, '0')}`,
  photo: `/uploads/demo/branch-${id}.jpg`,
  latitude: 30.25 + Number(id) / 100,
  longitude: 120.16 + Number(id) / 100,
  ...extra,
});

const STREET = [
  branch('1', '湖滨街道分馆', '湖西区'),
  branch('2', '凤起街道分馆', '东城区'),
  branch('3', '运河街道分馆', '拱北区', { latitude: null, longitude: null, photo: null, phone: null }),
];

/** The street branches (narrowed by district as the server would), their districts and the tile settings; the list calls are recorded. */
function backend(items = STREET) {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('LibraryMapSettings', () =>
      HttpResponse.json({
        data: { mapSettings: { __typename: 'MapSettings', tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: '测试底图', maxZoom: 18 } },
      }),
    ),
    graphql.query('BranchPageDistricts', ({ variables }) =>
      HttpResponse.json({ data: { branchDistricts: variables.type === 'street' ? ['东城区', '拱北区', '湖西区'] : [] } }),
    ),
    graphql.query('BranchPageList', ({ variables }) => {
      const filter = variables.filter as { type: string; district?: string };
      calls.push(filter);
      const shown = filter.type === 'street' ? items.filter((b) => !filter.district || b.district === filter.district) : [];
      return HttpResponse.json({ data: { branches: { __typename: 'BranchPage', total: shown.length, items: shown } } });
    }),
  );
  return calls;
}

const markers = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon')];

// The map's chunk (Leaflet) loads lazily: transform it once before the tests time their waits.
beforeAll(async () => {
  await import('../../../features/map/LeafletMap');
}, 30_000);

describe('branch pages', () => {
  it('lists the branches of the type with their map: a marker per placed branch, a popup with address, hours and phone', async () => {
    const calls = backend();
    const { container } = renderRoutes(routes, '/service/branch/street');
    expect(await screen.findByRole('heading', { level: 1, name: '街道分馆' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['湖滨街道分馆', '凤起街道分馆', '运河街道分馆']);
    expect(screen.getByText('0571-87060001')).toBeInTheDocument();
    expect(screen.getByText('共 3 处')).toBeInTheDocument();
    expect(calls[0]).toEqual({ type: 'street' });

    // The map (lazy) has the two branches with coordinates; the third is noted, not placed.
    await waitFor(() => expect(markers(container)).toHaveLength(2));
    expect(markers(container).map((m) => m.alt)).toEqual(['湖滨街道分馆', '凤起街道分馆']);
    expect(screen.getByRole('region', { name: '街道分馆地图' })).toBeInTheDocument();
    expect(screen.getByText('另有 1 处未标注坐标，未在地图上显示。')).toBeInTheDocument();
    // Its tiles come from the server's setting, with their attribution.
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('测试底图');
    await waitFor(() =>
      expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^https:\/\/tiles\.invalid\/\d+\/\d+\/\d+\.png$/),
    );

    // A marker is a button (Enter opens it as a click does; jsdom has no layout for a mouse click's position).
    expect(markers(container)[1]).toHaveAttribute('role', 'button');
    fireEvent.keyPress(markers(container)[1], { key: 'Enter', keyCode: 13, charCode: 13 });
    const popup = container.querySelector<HTMLElement>('.leaflet-popup-content')!;
    expect(popup).not.toBeNull();
    expect(popup.textContent).toContain('凤起街道分馆');
    expect(popup.textContent).toContain('地址：钱塘市东城区凤起街道分馆路1号');
    expect(popup.textContent).toContain('开放时间：周二至周日 9:00-17:00（周一闭馆）');
    expect(popup.textContent).toContain('电话：0571-87060002');
    // The card's 地图位置 opens that branch's popup instead.
    await userEvent.click(screen.getByRole('button', { name: '地图位置：湖滨街道分馆' }));
    await waitFor(() => expect(container.querySelector('.leaflet-popup-content')?.textContent).toContain('湖滨街道分馆'));
    // No 地图位置 for a branch without coordinates.
    expect(screen.queryByRole('button', { name: '地图位置：运河街道分馆' })).toBeNull();
  });

  it('filters by district: the chips, the list, the markers and the URL follow', async () => {
    const calls = backend();
    const { container, router } = renderRoutes(routes, '/service/branch/street');
    const chips = within(await screen.findByRole('group', { name: '按区筛选' }));
    await waitFor(() => expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '东城区', '拱北区', '湖西区']));
    expect(chips.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(markers(container)).toHaveLength(2));

    await userEvent.click(chips.getByRole('button', { name: '东城区' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['凤起街道分馆']));
    expect(calls.at(-1)).toEqual({ type: 'street', district: '东城区' });
    expect(chips.getByRole('button', { name: '东城区' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe(`?district=${encodeURIComponent('东城区')}`);
    await waitFor(() => expect(markers(container).map((m) => m.alt)).toEqual(['凤起街道分馆']));
    expect(screen.getByText('共 1 处（东城区）')).toBeInTheDocument();

    await userEvent.click(chips.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the district of its address, and says so when a type has no branches', async () => {
    backend();
    renderRoutes(routes, `/service/branch/street?district=${encodeURIComponent('拱北区')}`);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['运河街道分馆']));
  });

  it('an empty type shows a note and no map', async () => {
    backend();
    const { container } = renderRoutes(routes, '/service/branch/community');
    expect(await screen.findByText('暂无社区分馆')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '按区筛选' })).toBeInTheDocument();
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });
});
