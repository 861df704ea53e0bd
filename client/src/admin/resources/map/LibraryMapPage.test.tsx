import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { LibraryMapPage } from './LibraryMapPage';

const place = (typename: string, id: string, name: string, latitude: number | null, extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  id,
  name,
  address: `钱塘市${name}路${id}号`,
  openingHours: '周二至周日 9:00-21:00',
  phone: '0571-86001234',
  latitude,
  longitude: latitude === null ? null : 120.2,
  ...extra,
});

function backend(capped = false) {
  const asked: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('LibraryMapSettings', () =>
      HttpResponse.json({
        data: { mapSettings: { __typename: 'MapSettings', tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: '本馆底图', maxZoom: 18 } },
      }),
    ),
    graphql.query('AdminLibraryMapPlaces', ({ variables }) => {
      asked.push(variables);
      const libraries = [place('Library', '1', '钱塘市图书馆（总馆）', 30.24), place('Library', '2', '东城分馆', 30.27)];
      const branches = [
        place('Branch', '1', '湖滨街道分馆', 30.25, { type: 'street', district: '湖西区' }),
        place('Branch', '2', '武林门城市书吧', 30.28, { type: 'cityBookBar', district: '拱北区' }),
        place('Branch', '3', '小营巷共享书屋', null, { type: 'shareBooks', district: '东城区' }),
      ];
      return HttpResponse.json({
        data: {
          libraries: { __typename: 'LibraryPage', total: libraries.length, items: libraries },
          branches: { __typename: 'BranchPage', total: capped ? 250 : branches.length, items: branches },
        },
      });
    }),
  );
  return asked;
}

beforeAll(async () => {
  await import('../../../features/map/LeafletMap');
}, 30_000);

describe('图书馆地图 (libraryMap)', () => {
  it('shows libraries and branches as markers, with a list by kind beside the map that opens a place’s popup', async () => {
    backend();
    const { container } = renderRoutes([{ path: 'admin/libraryMap', element: <LibraryMapPage /> }], '/admin/libraryMap');
    expect(await screen.findByRole('heading', { level: 1, name: '图书馆地图' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('img.leaflet-marker-icon')).toHaveLength(4));
    const alts = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon')].map((m) => m.alt);
    expect(alts).toEqual(['钱塘市图书馆（总馆）', '东城分馆', '湖滨街道分馆', '武林门城市书吧']);
    expect(screen.getByText('另有 1 处未标注坐标，未在地图上显示。')).toBeInTheDocument();
    // A site-relative tile server (the library's own) is used as given.
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.png$/));

    const list = within(screen.getByRole('navigation', { name: '地点列表' }));
    expect(list.getAllByRole('heading').map((h) => h.textContent)).toEqual(['图书馆（2）', '街道分馆（1）', '城市书吧（1）', '共享书屋（1）']);
    await userEvent.click(list.getByRole('button', { name: /武林门城市书吧/ }));
    await waitFor(() => expect(container.querySelector('.leaflet-popup-content')?.textContent).toContain('武林门城市书吧'));
    const popup = container.querySelector('.leaflet-popup-content')!.textContent!;
    expect(popup).toContain('城市书吧 · 拱北区');
    expect(popup).toContain('地址：钱塘市武林门城市书吧路2号');
    expect(popup).toContain('开放时间：周二至周日 9:00-21:00');
    expect(popup).toContain('电话：0571-86001234');
    expect(list.getByRole('button', { name: /武林门城市书吧/ })).toHaveAttribute('aria-pressed', 'true');

    // A marker chosen (Enter on it, as a click does) marks its place in the list.
    fireEvent.keyPress(container.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon')[0], { key: 'Enter', keyCode: 13, charCode: 13 });
    await waitFor(() => expect(list.getByRole('button', { name: /钱塘市图书馆（总馆）/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(container.querySelector('.leaflet-popup-content')?.textContent).toContain('钱塘市图书馆（总馆）');
  });

  it('says when there are more places than it shows', async () => {
    const asked = backend(true);
    renderRoutes([{ path: 'admin/libraryMap', element: <LibraryMapPage /> }], '/admin/libraryMap');
    expect(await screen.findByText(/仅显示各前 100 处/)).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
