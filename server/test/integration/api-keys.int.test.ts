/**
 * Integrators' API keys (issue 18): issued by an admin (the key shown once), checked on /graphql and
 * /api when a request carries X-API-Key, each with per-minute and per-day quotas answered 429 with
 * Retry-After; rotation and disabling stop the old key at once; uses are counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const KEY_FIELDS = 'id name prefix secret perMinute perDay requests lastUsedAt enabled';

describe('API keys', () => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  const issue = async (input: Record<string, unknown>) => {
    const res = await portal.gql<Data>(`mutation($input: ApiKeyInput!) { createApiKey(input: $input) { ${KEY_FIELDS} } }`, { input }, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.createApiKey as Data;
  };
  const rest = (key: string, path = '/api/news') => fetch(`${portal.url}${path}`, { headers: { 'x-api-key': key } });
  const graphql = (key: string) =>
    fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: '{ newsList { total } }' }),
    });

  it('issues a key shown once, and keeps only what recognises it', async () => {
    const key = await issue({ name: '市文旅数据平台', perMinute: 100, perDay: 1000 });
    expect(key.secret).toMatch(/^lp_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 11));
    const read = await portal.gql<Data>(`query($id: ID!) { adminApiKey(id: $id) { ${KEY_FIELDS} } }`, { id: key.id }, admin);
    expect(read.data!.adminApiKey.secret).toBeNull();
    const [row] = await portal.sql<{ secret_hash: string }>('select secret_hash from api_key where id = ?', [Number(key.id)]);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secret_hash).not.toContain(key.secret.slice(3));
  });

  it('lets a valid key through on both faces and refuses an unknown one clearly', async () => {
    const key = await issue({ name: '合作方 A' });
    expect((await rest(key.secret)).status).toBe(200);
    expect((await graphql(key.secret)).status).toBe(200);

    const unknown = await rest('lp_not-a-key');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ code: 401, msg: '接口密钥无效或已停用', data: null });
    const unknownGql = await graphql('lp_not-a-key');
    expect(unknownGql.status).toBe(401);
    expect(((await unknownGql.json()) as Data).errors[0]).toMatchObject({ message: '接口密钥无效或已停用', extensions: { code: 'UNAUTHENTICATED' } });
    // Without the header nothing changes: the site and its readers need no key.
    expect((await fetch(`${portal.url}/api/news`)).status).toBe(200);
  });

  it('answers 429 with Retry-After past the per-minute quota, and counts only what it let through', async () => {
    const key = await issue({ name: '限额测试', perMinute: 3, perDay: 100 });
    for (let i = 0; i < 3; i += 1) expect((await rest(key.secret)).status).toBe(200);
    const over = await rest(key.secret);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await over.json()) as Data).msg).toMatch(/^接口调用超过每分钟限额，请 \d+ 秒后再试$/);
    const overGql = await graphql(key.secret);
    expect(overGql.status).toBe(429);
    expect(((await overGql.json()) as Data).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    await portal.services.writes.flush();
    const read = await portal.gql<Data>(`query($id: ID!) { adminApiKey(id: $id) { ${KEY_FIELDS} } }`, { id: key.id }, admin);
    expect(read.data!.adminApiKey.requests).toBe(3);
    expect(read.data!.adminApiKey.lastUsedAt).not.toBeNull();
  });

  it('holds the per-day quota too', async () => {
    const key = await issue({ name: '每日限额', perMinute: 100, perDay: 2 });
    expect((await rest(key.secret)).status).toBe(200);
    expect((await rest(key.secret)).status).toBe(200);
    const over = await rest(key.secret);
    expect(over.status).toBe(429);
    expect(((await over.json()) as Data).msg).toMatch(/^接口调用超过每日限额/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('stops the old key at once when it is rotated, disabled or removed', async () => {
    const key = await issue({ name: '轮换' });
    expect((await rest(key.secret)).status).toBe(200);
    const rotated = await portal.gql<Data>(`mutation($id: ID!) { rotateApiKey(id: $id) { ${KEY_FIELDS} } }`, { id: key.id }, admin);
    const fresh = rotated.data!.rotateApiKey.secret as string;
    expect(fresh).not.toBe(key.secret);
    expect((await rest(key.secret)).status).toBe(401);
    expect((await rest(fresh)).status).toBe(200);
    // Also by REST, as the table says.
    const viaRest = await portal.rest<Data>('POST', `/api/admin/rotate/apiKey/${key.id}`, {}, admin);
    expect(viaRest.body.data.secret).toMatch(/^lp_/);
    expect((await rest(fresh)).status).toBe(401);

    await portal.rest('POST', `/api/admin/apiKey/disable/${key.id}`, {}, admin);
    expect((await rest(viaRest.body.data.secret)).status).toBe(401);
    const logged = await portal.sql<{ action: string }>(`select action from audit_log where entity = 'ApiKey' order by id`);
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'rotate', 'disable']));
  });

  it('refuses bad quotas in Chinese, and key management to anyone but an admin', async () => {
    const bad = await portal.gql<Data>('mutation { createApiKey(input: { name: "x", perMinute: 0 }) { id } }', {}, admin);
    expect(bad.errors![0].message).toBe('每分钟限额至少为 1');
    const reader = await portal.readerToken();
    const refused = await portal.gql<Data>('mutation { createApiKey(input: { name: "x" }) { id secret } }', {}, reader);
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
    const guest = await portal.gql<Data>('mutation { rotateApiKey(id: "1") { secret } }');
    expect(guest.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
