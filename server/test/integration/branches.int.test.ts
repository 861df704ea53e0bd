/**
 * Issue 16, branches (分馆) and the library map: the Branch CRUD through the factory (admin only,
 * Chinese refusals), the public list by type and district, the districts of a type, the library
 * a branch belongs to, the map's tile settings, their REST rows, and no per-row queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, loadConfig } from '../../src/config.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
let reader: string;
let libraryId: string;

async function ok(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Data> {
  const res = await portal.gql<Data>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

async function refused(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await portal.gql<Data>(query, variables, token);
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  return res.errors![0];
}

const CREATE = 'mutation($input: BranchInput!) { createBranch(input: $input) { id type name district libraryId enabled sort } }';
const UPDATE = 'mutation($id: ID!, $input: BranchInput!) { updateBranch(id: $id, input: $input) { id name district phone libraryId } }';
const PUBLIC_LIST = `query($filter: BranchFilter, $pageSize: Int! = 100) {
  branches(filter: $filter, pageSize: $pageSize) { total items { id name type district address openingHours phone photo latitude longitude library { id name } } }
}`;
const DISTRICTS = 'query($type: BranchType) { branchDistricts(type: $type) }';

const branch = (overrides: Record<string, unknown> = {}) => ({
  type: 'street',
  name: '湖滨街道分馆',
  district: '湖西区',
  address: '东坡路92号',
  openingHours: '周二至周日 9:00-17:00',
  phone: '0571-87061120',
  latitude: 30.2553,
  longitude: 120.1672,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<Data> {
  return (await ok(CREATE, { input: branch(overrides) }, admin)).createBranch;
}

beforeAll(async () => {
  portal = await startTestPortal();
  [admin, reader] = await Promise.all([portal.adminToken(), portal.readerToken()]);
  libraryId = (await ok('mutation { createLibrary(input: { name: "东城分馆", address: "凤起东路356号" }) { id } }', {}, admin)).createLibrary.id;
  await create({ name: '湖滨街道分馆', sort: 2, libraryId });
  await create({ name: '凤起街道分馆', district: '东城区', sort: 1 });
  await create({ name: '之江街道分馆', district: '江滨区', sort: 3 });
  await create({ name: '停用的街道分馆', district: '滨江区', enabled: false });
  await create({ type: 'community', name: '朝晖社区图书室', district: '拱北区' });
  await create({ type: 'cityBookBar', name: '武林门城市书吧', district: '拱北区', latitude: null, longitude: null });
}, 120_000);

afterAll(() => portal?.close());

describe('branches', () => {
  it('the public lists one type in display order, enabled only, with the library it belongs to', async () => {
    const { branches } = await ok(PUBLIC_LIST, { filter: { type: 'street' } });
    expect(branches.items.map((b: Data) => b.name)).toEqual(['凤起街道分馆', '湖滨街道分馆', '之江街道分馆']);
    expect(branches.total).toBe(3);
    expect(branches.items[1]).toMatchObject({
      district: '湖西区',
      address: '东坡路92号',
      openingHours: '周二至周日 9:00-17:00',
      phone: '0571-87061120',
      latitude: 30.2553,
      longitude: 120.1672,
      library: { id: libraryId, name: '东城分馆' },
    });
    expect(branches.items[0].library).toBeNull();
  });

  it('filters by district, and lists the districts of a type (enabled branches, each once)', async () => {
    const { branches } = await ok(PUBLIC_LIST, { filter: { type: 'street', district: '东城区' } });
    expect(branches.items.map((b: Data) => b.name)).toEqual(['凤起街道分馆']);
    expect((await ok(DISTRICTS, { type: 'street' })).branchDistricts).toEqual(['东城区', '江滨区', '湖西区'].sort((a, b) => (a < b ? -1 : 1)));
    expect((await ok(DISTRICTS, { type: 'community' })).branchDistricts).toEqual(['拱北区']);
    expect((await ok(DISTRICTS, { type: 'audioBook' })).branchDistricts).toEqual([]);
    // Every type at once: the disabled 滨江区 branch is not there.
    const all = (await ok(DISTRICTS)).branchDistricts as string[];
    expect(new Set(all)).toEqual(new Set(['东城区', '江滨区', '湖西区', '拱北区']));
    expect(all).toHaveLength(4);
  });

  it('the back office sees every branch, filters by type, district and state, and edits', async () => {
    const list = await ok(
      'query($filter: BranchFilter) { adminBranches(filter: $filter, pageSize: 50) { total items { name enabled } } }',
      { filter: { type: 'street', enabled: false } },
      admin,
    );
    expect(list.adminBranches.items).toEqual([{ name: '停用的街道分馆', enabled: false }]);
    const byDistrict = await ok('{ adminBranches(filter: { district: "拱北区" }) { items { name } } }', {}, admin);
    expect(byDistrict.adminBranches.items.map((b: Data) => b.name).sort()).toEqual(['朝晖社区图书室', '武林门城市书吧'].sort());

    const made = await create({ name: ' 临时分馆', district: ' 上城区 ' });
    expect(made).toMatchObject({ type: 'street', district: '上城区', enabled: true, sort: 0, libraryId: null });
    const edited = await ok(UPDATE, { id: made.id, input: branch({ name: '临时分馆（改）', phone: null, libraryId }) }, admin);
    expect(edited.updateBranch).toMatchObject({ name: '临时分馆（改）', phone: null, libraryId });
    const cleared = await ok(UPDATE, { id: made.id, input: branch({ libraryId: null }) }, admin);
    expect(cleared.updateBranch.libraryId).toBeNull();
    expect((await ok('mutation($id: ID!) { disableBranch(id: $id) { enabled } }', { id: made.id }, admin)).disableBranch.enabled).toBe(false);
    expect((await ok('mutation($id: ID!) { removeBranch(id: $id) }', { id: made.id }, admin)).removeBranch).toBe(true);
    const [audit] = await portal.sql<Data>("select count(*)::int as n from audit_log where entity = 'Branch'");
    expect(audit.n).toBeGreaterThanOrEqual(10);
  });

  it('refuses bad input in Chinese, with every field', async () => {
    const error = await refused(
      CREATE,
      { input: branch({ name: '', district: ' ', address: '', phone: 'abc', latitude: 91, longitude: 200, photo: 'x.png' }) },
      admin,
    );
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = Object.fromEntries((error.extensions?.fieldErrors as Data[]).map((e) => [e.field, e.message]));
    expect(fields).toMatchObject({
      name: '请输入分馆名称',
      district: '请输入所在区',
      address: '请输入地址',
      phone: '请输入有效的电话号码',
      latitude: '纬度必须在 -90 到 90 之间',
      longitude: '经度必须在 -180 到 180 之间',
      photo: '照片必须是以 http(s):// 或 / 开头的地址',
    });
    const unknown = await refused(CREATE, { input: branch({ libraryId: '99999' }) }, admin);
    expect(unknown.message).toBe('所属图书馆不存在');
    expect(unknown.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('guests and readers are refused on the admin calls', async () => {
    expect((await refused(CREATE, { input: branch() })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(CREATE, { input: branch() }, reader)).extensions?.code).toBe('FORBIDDEN');
    expect((await refused('{ adminBranches { total } }', {}, reader)).extensions?.code).toBe('FORBIDDEN');
    const [{ n }] = await portal.sql<{ n: number }>("select count(*)::int as n from branch where name = '湖滨街道分馆'");
    expect(n).toBe(1);
  });

  it('a disabled branch is not found by the public, and a disabled library is not shown', async () => {
    const [hidden] = await portal.sql<{ id: number }>("select id from branch where name = '停用的街道分馆'");
    const error = await refused('query($id: ID!) { branch(id: $id) { name } }', { id: String(hidden.id) });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    await ok('mutation($id: ID!) { disableLibrary(id: $id) { id } }', { id: libraryId }, admin);
    const { branches } = await ok(PUBLIC_LIST, { filter: { type: 'street', district: '湖西区' } });
    expect(branches.items[0].library).toBeNull();
    await ok('mutation($id: ID!) { enableLibrary(id: $id) { id } }', { id: libraryId }, admin);
  });

  it('the public list runs the same few statements at any page size (the library is batched)', async () => {
    for (let i = 0; i < 8; i++) await create({ type: 'shareBooks', name: `共享书屋${i}`, district: '湖西区', libraryId });
    const counts = [];
    for (const pageSize of [2, 8]) {
      const res = await portal.gql<Data>(PUBLIC_LIST, { filter: { type: 'shareBooks' }, pageSize });
      expect(res.errors).toBeUndefined();
      expect(res.data!.branches.items).toHaveLength(pageSize);
      counts.push(Number(res.headers.get('x-sql-statements')));
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(3);
  });
});

describe('REST rows and the map settings', () => {
  it('api/branch lists by type and district, api/branch/{id} shows one, api/branch/districts the chips', async () => {
    const list = await portal.rest<Data>('GET', '/api/branch?type=street&district=%E4%B8%9C%E5%9F%8E%E5%8C%BA&_t=1');
    expect(list.body.code).toBe(200);
    expect(list.body.data.items.map((b: Data) => b.name)).toEqual(['凤起街道分馆']);
    const one = await portal.rest<Data>('GET', `/api/branch/${list.body.data.items[0].id}`);
    expect(one.body.data).toMatchObject({ name: '凤起街道分馆', type: 'street' });
    const districts = await portal.rest<string[]>('GET', '/api/branch/districts?type=community');
    expect(districts.body).toEqual({ code: 200, msg: 'OK', data: ['拱北区'] });
    const bad = await portal.rest('GET', '/api/branch?type=castle');
    expect(bad.body.code).toBe(400);
    expect((await portal.rest('GET', '/api/admin/branch/index')).status).toBe(401);
  });

  it('the tiles come from MAP_TILE_URL, OpenStreetMap by default, on GraphQL and REST alike', async () => {
    const { mapSettings } = await ok('{ mapSettings { tileUrl attribution maxZoom } }');
    expect(mapSettings).toEqual({ tileUrl: DEFAULT_MAP_TILE_URL, attribution: expect.stringContaining('OpenStreetMap'), maxZoom: 19 });
    expect((await portal.rest('GET', '/api/map/settings')).body.data).toEqual(mapSettings);

    const own = loadConfig({
      NODE_ENV: 'test',
      MAP_TILE_URL: 'http://tiles.lib.example/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '本馆地图',
      MAP_MAX_ZOOM: '18',
    });
    expect(own.map).toEqual({ tileUrl: 'http://tiles.lib.example/{z}/{x}/{y}.png', attribution: '本馆地图', maxZoom: 18 });
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'http://tiles.lib.example/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'javascript:alert(1)/{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
  });
});

describe("a library's own tile server", () => {
  let own: TestPortal;
  beforeAll(async () => {
    own = await startTestPortal({
      env: { MAP_TILE_URL: 'http://{s}.tiles.lib.example:8080/osm/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '钱塘市测绘院' },
    });
  }, 120_000);
  afterAll(() => own?.close());

  it('is what the maps are told, and its plain-http origin may serve images to the site', async () => {
    const res = await own.gql<Data>('{ mapSettings { tileUrl attribution } }');
    expect(res.data!.mapSettings).toEqual({ tileUrl: 'http://{s}.tiles.lib.example:8080/osm/{z}/{x}/{y}.png', attribution: '钱塘市测绘院' });
    const page = await fetch(`${own.url}/healthz`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob: https: http:\/\/\*\.tiles\.lib\.example:8080(;|$)/);
    // The default (https) needs nothing more.
    const defaults = (await fetch(`${portal.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(defaults).toMatch(/img-src 'self' data: blob: https:(;|$)/);
  });
});
