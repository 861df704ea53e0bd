import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { atPath, graphql, logInAsAdmin } from '../support';

interface Place {
  id: string;
  name: string;
  district?: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}
const placed = (places: Place[]) => places.filter((p) => p.latitude !== null && p.longitude !== null);

/**
 * h. Branches and the library map (issue 16). A reader opens 街道分馆: the demo street branches as
 * cards and as markers on the map, a marker's popup (address, hours, phone), the district filter
 * narrowing cards and markers. An admin opens 图书馆地图 (libraries and branches, the list beside
 * the map opening a popup) and 分馆管理. There is no network here: the tiles fail (aborted, as
 * offline) and the pages work all the same.
 */
test('h. branch pages with their markers; the back office’s library map and 分馆管理', async ({ page, audit }) => {
  const tiles: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const { branches, branchDistricts } = await graphql<{ branches: { items: Place[] }; branchDistricts: string[] }>(
    '{ branches(filter: { type: street }, pageSize: 100) { items { id name district address latitude longitude } } branchDistricts(type: street) }',
  );
  expect(branches.items.length, 'demo street branches').toBeGreaterThan(2);

  await page.goto('/service/branch/street');
  await atPath(page, '/service/branch/street');
  await expect(page.getByRole('heading', { level: 1, name: '街道分馆' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveText(branches.items.map((b) => b.name));
  const map = page.getByRole('region', { name: '街道分馆地图' });
  const markers = map.locator('img.leaflet-marker-icon');
  await expect(markers, 'a marker per placed branch').toHaveCount(placed(branches.items).length);
  await expect.poll(() => tiles.length, 'the map asked for its tiles (which fail offline)').toBeGreaterThan(0);

  const first = placed(branches.items)[0];
  await map.getByRole('button', { name: first.name, exact: true }).click();
  const popup = map.locator('.leaflet-popup-content');
  await expect(popup).toContainText(first.name);
  await expect(popup).toContainText(`地址：${first.address}`);
  await expect(popup).toContainText('开放时间：');
  await audit.check('street-branches-popup');

  // The district chips narrow the cards and the markers.
  const district = branchDistricts[0];
  const inDistrict = branches.items.filter((b) => b.district === district);
  const chips = page.getByRole('group', { name: '按区筛选' });
  await expect(chips.getByRole('button')).toHaveText(['全部', ...branchDistricts]);
  await chips.getByRole('button', { name: district, exact: true }).click();
  await expect(chips.getByRole('button', { name: district, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveText(inDistrict.map((b) => b.name));
  await expect(markers).toHaveCount(placed(inDistrict).length);
  await expect(page).toHaveURL((url) => url.searchParams.get('district') === district);
  // 地图位置 on a card opens its marker's popup.
  await page.getByRole('button', { name: `地图位置：${inDistrict[0].name}`, exact: true }).click();
  await expect(popup).toContainText(inDistrict[0].name);
  await audit.check('street-branches-by-district');

  // The other types have their pages too.
  await page.goto('/service/branch/cityBookBar');
  await expect(page.getByRole('heading', { level: 1, name: '城市书吧' })).toBeVisible();
  await expect(page.getByRole('region', { name: '城市书吧地图' }).locator('img.leaflet-marker-icon').first()).toBeVisible();
  await audit.check('city-book-bars');

  // The back office: every enabled library and branch on one map, with the list beside it.
  await logInAsAdmin(page, audit);
  await page.getByRole('navigation').getByRole('link', { name: '图书馆地图', exact: true }).click();
  await atPath(page, '/admin/libraryMap');
  await expect(page.getByRole('heading', { level: 1, name: '图书馆地图' })).toBeVisible();
  const everything = await graphql<{ libraries: { items: Place[] }; all: { items: Place[] } }>(
    '{ libraries(pageSize: 100) { items { id name address latitude longitude } } all: branches(pageSize: 100) { items { id name address latitude longitude } } }',
  );
  const adminMap = page.getByRole('region', { name: '图书馆与分馆地图' });
  await expect(adminMap.locator('img.leaflet-marker-icon')).toHaveCount(placed([...everything.libraries.items, ...everything.all.items]).length);
  const list = page.getByRole('navigation', { name: '地点列表' });
  const library = placed(everything.libraries.items)[0];
  await list.getByRole('button', { name: library.name }).click();
  await expect(adminMap.locator('.leaflet-popup-content')).toContainText(`地址：${library.address}`);
  await expect(list.getByRole('button', { name: library.name })).toHaveAttribute('aria-pressed', 'true');
  await audit.check('admin-library-map');

  const manage = new AdminList(page, '/admin/branchManage', '分馆管理');
  await page.getByRole('navigation').getByRole('link', { name: '分馆管理', exact: true }).click();
  await manage.expectShown();
  await expect(manage.row(first.name)).toBeVisible();
  await page.getByRole('group', { name: '类型' }).getByRole('button', { name: '有声图书馆', exact: true }).click();
  await expect(manage.row(first.name)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: '有声图书馆' }).first()).toBeVisible();
  await audit.check('branch-manage');
});
