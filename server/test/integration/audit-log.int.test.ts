/**
 * Issue 17, 操作日志: every admin mutation of the CRUD factory records what it changed (before and
 * after, hidden fields never), the log filters by administrator, action, type and time, the detail
 * shows one action's changes, the filters' values come from the log, and only admins read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
let newsId: string;

async function ok(query: string, variables: Record<string, unknown> = {}, token = admin): Promise<Data> {
  const res = await portal.gql<Data>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const LOGS = `query($filter: AuditLogFilter, $pageSize: Int! = 20) {
  auditLogs(filter: $filter, pageSize: $pageSize) { total items { id action entity targetIds adminName admin { id username } createdAt } }
}`;
const DETAIL = 'query($id: ID!) { auditLog(id: $id) { id action entity targetIds adminName changes { targetId field before after changed } } }';

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
  const created = await ok('mutation($input: NewsInput!) { createNews(input: $input) { id } }', {
    input: { title: '旧标题', category: 'libraryNews', body: '<p>正文</p>', summary: '摘要' },
  });
  newsId = created.createNews.id;
  await ok('mutation($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }', {
    id: newsId,
    input: { title: '新标题', category: 'libraryNews', body: '<p>正文</p>', summary: '摘要' },
  });
  await ok('mutation($id: ID!) { disableNews(id: $id) { id } }', { id: newsId });
}, 120_000);

afterAll(() => portal?.close());

describe('audit log', () => {
  it('an update records every field before and after, marking the one it changed', async () => {
    const { auditLogs } = await ok(LOGS, { filter: { entity: 'News', action: 'update' } });
    expect(auditLogs.total).toBe(1);
    const { auditLog } = await ok(DETAIL, { id: auditLogs.items[0].id });
    expect(auditLog).toMatchObject({ action: 'update', entity: 'News', targetIds: [newsId], adminName: '系统管理员' });
    expect((auditLog.changes as Data[]).filter((c) => c.changed)).toEqual([
      { targetId: newsId, field: 'title', before: '旧标题', after: '新标题', changed: true },
    ]);
    expect(auditLog.changes).toContainEqual({ targetId: newsId, field: 'summary', before: '摘要', after: '摘要', changed: false });
  });

  it('a create records the new values, a flag its one field, a remove what was removed', async () => {
    const created = (await ok(LOGS, { filter: { entity: 'News', action: 'create' } })).auditLogs.items[0];
    const createChanges = (await ok(DETAIL, { id: created.id })).auditLog.changes as Data[];
    expect(createChanges).toContainEqual({ targetId: newsId, field: 'title', before: null, after: '旧标题', changed: true });
    expect(createChanges.every((c) => c.before === null)).toBe(true);

    const disabled = (await ok(LOGS, { filter: { action: 'disable' } })).auditLogs.items[0];
    expect((await ok(DETAIL, { id: disabled.id })).auditLog.changes).toEqual([
      { targetId: newsId, field: 'enabled', before: 'true', after: 'false', changed: true },
    ]);

    await ok('mutation($id: ID!) { removeNews(id: $id) }', { id: newsId });
    const removed = (await ok(LOGS, { filter: { action: 'remove' } })).auditLogs.items[0];
    const removeChanges = (await ok(DETAIL, { id: removed.id })).auditLog.changes as Data[];
    expect(removeChanges).toContainEqual({ targetId: newsId, field: 'title', before: '新标题', after: null, changed: true });
  });

  it('never logs hidden fields or secrets such as password and key hashes', async () => {
    await ok('mutation($input: ReaderInput!) { createReader(input: $input) { id } }', {
      input: { cardNumber: 'A-LOG-1', name: '日志读者', password: 'Init-2024' },
    });
    const created = (await ok(LOGS, { filter: { entity: 'Reader', action: 'create' } })).auditLogs.items[0];
    const changes = (await ok(DETAIL, { id: created.id })).auditLog.changes as Data[];
    expect(changes.map((c) => c.field)).toContain('cardNumber');
    expect(changes.map((c) => c.field)).not.toContain('passwordHash');
    expect(JSON.stringify(changes)).not.toContain('argon2');

    await ok('mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id } }', { input: { name: '日志测试密钥' } });
    const key = (await ok(LOGS, { filter: { entity: 'ApiKey', action: 'create' } })).auditLogs.items[0];
    const keyFields = ((await ok(DETAIL, { id: key.id })).auditLog.changes as Data[]).map((c) => c.field);
    expect(keyFields).toContain('name');
    expect(keyFields).not.toContain('secretHash');
  });

  it('filters by administrator and time range, and says which values the filters offer', async () => {
    const [{ id: adminId }] = await portal.sql<{ id: number }>("select id from admin_user where username = 'admin'");
    const all = (await ok(LOGS, { filter: { adminId: String(adminId) } })).auditLogs;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items[0].admin).toMatchObject({ username: 'admin' });
    expect((await ok(LOGS, { filter: { adminId: '2147000000' } })).auditLogs.total).toBe(0);

    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await ok(LOGS, { filter: { from: future } })).auditLogs.total).toBe(0);
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect((await ok(LOGS, { filter: { from: past, to: future } })).auditLogs.total).toBe(all.total);

    const { auditLogFacets } = await ok('{ auditLogFacets { entities actions admins { id name } } }');
    expect(auditLogFacets.entities).toEqual(expect.arrayContaining(['News', 'Reader']));
    expect(auditLogFacets.actions).toEqual(expect.arrayContaining(['create', 'update', 'disable', 'remove']));
    expect(auditLogFacets.admins).toEqual([{ id: String(adminId), name: '系统管理员' }]);
  });

  it('lists oldest first when asked', async () => {
    const oldest = await ok('{ auditLogs(order: ASC, pageSize: 1) { items { action entity } } }');
    expect(oldest.auditLogs.items[0]).toMatchObject({ action: 'create', entity: 'News' });
  });

  it('refuses a time range that ends before it starts, in Chinese', async () => {
    const res = await portal.gql(LOGS, { filter: { from: new Date().toISOString(), to: new Date(Date.now() - 1000).toISOString() } }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: '结束时间不能早于开始时间', extensions: { code: 'BAD_USER_INPUT', field: 'to' } });
  });

  it('is for administrators only, and a missing entry is 404', async () => {
    const reader = await portal.readerToken();
    expect((await portal.gql(DETAIL, { id: '1' }, reader)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await portal.gql(LOGS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await portal.gql(DETAIL, { id: '2147000000' }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers the same over REST', async () => {
    const { auditLogs } = await ok(LOGS, { filter: { action: 'update' } });
    const rest = await portal.rest<Data>('GET', `/api/admin/log/info/${auditLogs.items[0].id}`, undefined, admin);
    expect(rest.body.code).toBe(200);
    expect((rest.body.data.changes as Data[]).filter((c) => c.changed)).toEqual([
      { targetId: newsId, field: 'title', before: '旧标题', after: '新标题', changed: true },
    ]);
    const facets = await portal.rest<Data>('GET', '/api/admin/log/facets', undefined, admin);
    expect(facets.body.data.actions).toContain('update');
    expect((await portal.rest('GET', '/api/admin/log/facets')).status).toBe(401);
  });
});
