import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestRouter } from '../../src/rest/router.js';
import { REST_ROUTES } from '../../src/rest/table.js';
import { getSchema } from '../../src/schema.js';
import { operationFor } from '../helpers/operations.js';
import { protectedFields, protectedRoutes, type Field, type Route } from '../helpers/protected.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

describe('auth matrix: every protected root field', () => {
  let portal: TestPortal;
  let readerToken: string;
  let fields: Field[];

  beforeAll(async () => {
    portal = await startTestPortal();
    readerToken = await portal.readerToken(2);
    fields = await protectedFields();
  });
  afterAll(() => portal.close());

  /** Sends the operation; uploads go as multipart, like a browser would send them. */
  async function call({ kind, field }: Field, token?: string) {
    const op = operationFor(kind, field);
    if (op.uploads.length === 0) return portal.gql(op.query, op.variables, token);
    const files = Object.fromEntries(op.uploads.map((name) => [name, { data: Buffer.from('%PDF-1.4\n'), name: 'a.pdf' }]));
    return portal.upload(op.query, files, token, op.variables);
  }

  it('covers the admin surface (a sanity check that the walk finds the fields)', () => {
    const admin = fields.filter((f) => f.roles.includes('ADMIN') && !f.roles.includes('READER')).map((f) => f.field.name);
    expect(admin).toEqual(expect.arrayContaining(['adminNewsList', 'createNews', 'batchRemoveBanner', 'uploadFile', 'auditLogs']));
  });

  it('answers UNAUTHENTICATED (401) to a guest on every protected field', async () => {
    const wrong: string[] = [];
    for (const f of fields) {
      const res = await call(f);
      const error = res.errors?.[0];
      if (
        error?.extensions?.code !== 'UNAUTHENTICATED' ||
        error.extensions.status !== 401 ||
        (res.data && (res.data as Record<string, unknown>)[f.field.name] != null)
      ) {
        wrong.push(`${f.field.name}: ${JSON.stringify(res.errors ?? res.data)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers FORBIDDEN (403) to a reader on every admin-only field', async () => {
    const wrong: string[] = [];
    for (const f of fields.filter((f) => !f.roles.includes('READER'))) {
      const res = await call(f, readerToken);
      const error = res.errors?.[0];
      if (error?.extensions?.code !== 'FORBIDDEN' || error.extensions.status !== 403)
        wrong.push(`${f.field.name}: ${JSON.stringify(res.errors ?? res.data)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('treats a forged or expired token as no login at all', async () => {
    const forged = `${readerToken.slice(0, -4)}AAAA`;
    const res = await portal.gql('{ adminNewsList { total } }', {}, forged);
    expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const rest = await portal.rest('GET', '/api/admin/news/index', undefined, forged);
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: 401, msg: '未登录或登录过期' });
  });

  it('refuses reader tokens on admin REST paths with 403, nothing changed', async () => {
    const res = await portal.rest('POST', '/api/admin/news/create', { category: 'libraryNews', title: 't', body: '<p>b</p>' }, readerToken);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    const count = await portal.sql<{ n: string }>('select count(*) as n from news');
    expect(Number(count[0].n)).toBe(0);
  });

  describe('on the REST face', () => {
    let routes: Route[];
    beforeAll(async () => {
      routes = await protectedRoutes();
    });
    /** An empty body: the roles are checked before the body is read, so no sample input is needed. */
    const send = (route: Route, token?: string) =>
      portal.rest(route.method === 'get' ? 'GET' : 'POST', route.url, route.method === 'get' ? undefined : {}, token);

    it('serves no path outside the REST table, where this matrix could not see it', async () => {
      const router = createRestRouter(await getSchema(), portal.services);
      type Layer = { route?: { path: string; methods: Record<string, boolean> } };
      const routesOf = (layers: Layer[]) =>
        layers.flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${method} ${route.path}`) : []));
      // The router's own routes and those of its routers by first segment.
      const served = [router, ...router.segments.values()].flatMap((each) => routesOf(each.stack as Layer[]));
      expect(served.sort()).toEqual(REST_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    });

    it('covers the uploads, the import and its template (once hand-written, with their own role checks)', () => {
      expect(routes.map((route) => route.path)).toEqual(
        expect.arrayContaining(['/admin/upload', '/admin/resource/import', '/admin/resource/import/template']),
      );
    });

    it('answers 401 to a guest on every protected path', async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const res = await send(route);
        if (res.status !== 401 || res.body.code !== 401) wrong.push(`${route.method} ${route.url}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('answers 403 to a reader on every admin-only path', async () => {
      const wrong: string[] = [];
      for (const route of routes.filter((r) => !r.roles.includes('READER') && !r.roles.includes('READER_CARD'))) {
        const res = await send(route, readerToken);
        if (res.status !== 403 || res.body.code !== 403) wrong.push(`${route.method} ${route.url}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
