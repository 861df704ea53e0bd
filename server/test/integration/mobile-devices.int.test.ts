/**
 * Issue 17, 移动设备: terminals on the CRUD factory (back office only): create with a unique serial
 * (a Chinese refusal for a taken one), filters by type, status and keyword, 停用, remove, the
 * library it stands in, and the REST rows under api/admin/mobile/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;

async function ok(query: string, variables: Record<string, unknown> = {}, token = admin): Promise<Data> {
  const res = await portal.gql<Data>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const CREATE =
  'mutation($input: MobileDeviceInput!) { createMobileDevice(input: $input) { id name type location serial status enabled libraryId library { name } } }';
const LIST = 'query($filter: MobileDeviceFilter) { adminMobileDevices(filter: $filter, pageSize: 50) { total items { id name serial } } }';
const device = (overrides: Record<string, unknown> = {}) => ({
  name: '自助借还机 A',
  type: 'selfCheck',
  location: '一楼大厅',
  serial: 'SC-0001',
  ...overrides,
});

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
}, 120_000);

afterAll(() => portal?.close());

describe('mobile devices', () => {
  it('creates a device, offline by default, in the library it stands in', async () => {
    const libraryId = (await ok('mutation { createLibrary(input: { name: "总馆", address: "湖滨路1号" }) { id } }')).createLibrary.id;
    const { createMobileDevice } = await ok(CREATE, { input: device({ libraryId }) });
    expect(createMobileDevice).toMatchObject({
      name: '自助借还机 A',
      type: 'selfCheck',
      serial: 'SC-0001',
      status: 'offline',
      enabled: true,
      libraryId,
    });
    expect(createMobileDevice.library).toEqual({ name: '总馆' });
  });

  it('refuses a serial already registered, and blank or malformed fields, in Chinese', async () => {
    const taken = await portal.gql(CREATE, { input: device({ name: '另一台', serial: 'SC-0001' }) }, admin);
    expect(taken.errors?.[0]).toMatchObject({ message: '该序列号已登记，请检查序列号', extensions: { code: 'BAD_USER_INPUT', field: 'serial' } });
    const bad = await portal.gql(CREATE, { input: device({ name: ' ', serial: 'SC 0002' }) }, admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('请输入设备名称');
    expect(JSON.stringify(bad.errors)).toContain('序列号只能包含字母、数字和 - _ . /');
    expect((await ok(LIST)).adminMobileDevices.total).toBe(1);
  });

  it('filters by type, status and keyword; 停用 and remove', async () => {
    const screen = (await ok(CREATE, { input: device({ name: '电子阅报屏', type: 'newspaperScreen', serial: 'NP-7', status: 'online' }) }))
      .createMobileDevice;
    expect((await ok(LIST, { filter: { type: 'newspaperScreen' } })).adminMobileDevices.items.map((d: Data) => d.name)).toEqual(['电子阅报屏']);
    expect((await ok(LIST, { filter: { status: 'online' } })).adminMobileDevices.total).toBe(1);
    expect((await ok(LIST, { filter: { keyword: 'np-7' } })).adminMobileDevices.items[0].id).toBe(screen.id);
    await ok('mutation($id: ID!) { disableMobileDevice(id: $id) { id } }', { id: screen.id });
    expect((await ok(LIST, { filter: { enabled: false } })).adminMobileDevices.items.map((d: Data) => d.id)).toEqual([screen.id]);
    expect((await ok('mutation($id: ID!) { removeMobileDevice(id: $id) }', { id: screen.id })).removeMobileDevice).toBe(true);
    expect((await ok(LIST)).adminMobileDevices.total).toBe(1);
  });

  it('is for the back office only: readers are refused, and there is no public list', async () => {
    expect((await portal.gql(LIST, {}, await portal.readerToken())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const guest = await portal.gql('{ mobileDevices { total } }');
    expect(guest.data).toBeUndefined();
    expect(guest.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers over REST under api/admin/mobile/', async () => {
    const created = await portal.rest<Data>(
      'POST',
      '/api/admin/mobile/create',
      device({ name: '查询机', type: 'catalogueKiosk', serial: 'KQ-1' }),
      admin,
    );
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ code: 200, data: { name: '查询机', serial: 'KQ-1' } });
    const list = await portal.rest<Data>('GET', '/api/admin/mobile/list?type=catalogueKiosk', undefined, admin);
    expect(list.body.data.items.map((d: Data) => d.serial)).toEqual(['KQ-1']);
    const taken = await portal.rest<Data>('POST', '/api/admin/mobile/create', device({ serial: 'KQ-1' }), admin);
    expect(taken.body).toMatchObject({ code: 400, msg: '该序列号已登记，请检查序列号' });
    expect((await portal.rest('GET', '/api/admin/mobile/list')).status).toBe(401);
  });
});
