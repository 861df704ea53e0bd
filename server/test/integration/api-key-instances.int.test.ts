/**
 * A disabled or removed API key stops at once (issue 54, S13): on the instance the admin used, at
 * the next request; on another instance of the portal on the same database, as soon as it hears
 * (PostgreSQL NOTIFY, core/db/pg-notices.ts), not after its 30 s cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance } from '../helpers/second-instance.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

describe('API keys changed on one instance', () => {
  let portal: TestPortal;
  let admin: string;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
    second = await startSecondInstance(portal.services.config.databaseUrl!);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await portal?.close();
  });

  const issue = async (name: string) => {
    const res = await portal.gql<Data>('mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id secret } }', { input: { name } }, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.createApiKey as { id: string; secret: string };
  };
  const status = async (url: string, key: string) => (await fetch(`${url}/api/news`, { headers: { 'x-api-key': key } })).status;
  /** Both instances have read (and kept) the key. */
  const usedOnBoth = async (key: string) => {
    expect(await status(portal.url, key)).toBe(200);
    expect(await status(second.url, key)).toBe(200);
  };
  const stopsOnBoth = async (key: string) => {
    expect(await status(portal.url, key)).toBe(401);
    const started = Date.now();
    await expect.poll(() => status(second.url, key), { timeout: 3000, interval: 50 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(3000);
  };

  it('disabled (GraphQL): refused at once here and promptly on the other instance', async () => {
    const key = await issue('停用测试');
    await usedOnBoth(key.secret);
    expect((await portal.gql('mutation($id: ID!) { disableApiKey(id: $id) { id } }', { id: key.id }, admin)).errors).toBeUndefined();
    await stopsOnBoth(key.secret);
    // Enabled again: back on both, as promptly.
    expect((await portal.gql('mutation($id: ID!) { enableApiKey(id: $id) { id } }', { id: key.id }, admin)).errors).toBeUndefined();
    expect(await status(portal.url, key.secret)).toBe(200);
    await expect.poll(() => status(second.url, key.secret), { timeout: 3000, interval: 50 }).toBe(200);
  });

  it('disabled in batch (REST) and removed: the same', async () => {
    const batch = await issue('批量停用');
    await usedOnBoth(batch.secret);
    expect((await portal.rest<Data>('POST', '/api/admin/apiKey/batch/disable', { ids: [batch.id] }, admin)).body.code).toBe(200);
    await stopsOnBoth(batch.secret);

    const removed = await issue('删除测试');
    await usedOnBoth(removed.secret);
    expect((await portal.gql('mutation($id: ID!) { removeApiKey(id: $id) }', { id: removed.id }, admin)).errors).toBeUndefined();
    await stopsOnBoth(removed.secret);
  });
});
