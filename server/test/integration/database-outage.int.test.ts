import { knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

describe('losing the database', () => {
  let portal: TestPortal;
  let admin: ReturnType<typeof knex>;

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = knex({ client: 'pg', connection: portal.database.serverUrl, pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    await admin.raw(`alter database "${portal.database.name}" allow_connections true`);
    await admin.destroy();
    await portal.close();
  });

  it('answers SERVICE_UNAVAILABLE quickly while it is gone, and heals when it is back', async () => {
    expect((await portal.rest('GET', '/api/news')).status).toBe(200);

    await admin.raw(`alter database "${portal.database.name}" allow_connections false`);
    await admin.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ?', [portal.database.name]);
    const started = Date.now();
    // A public answer the server already keeps is still served while the database is gone.
    expect((await portal.rest('GET', '/api/news')).status).toBe(200);
    const rest = await portal.rest('GET', '/api/news?page=2');
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ code: 503, msg: '服务暂时不可用，请稍候再试', data: null });
    const gql = await portal.gql('{ newsList { total } }');
    expect(gql.errors![0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', status: 503, requestId: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(15_000);

    await admin.raw(`alter database "${portal.database.name}" allow_connections true`);
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await portal.rest('GET', '/api/news?page=3')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });
});
