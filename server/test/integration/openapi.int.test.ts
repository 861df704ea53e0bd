/**
 * The REST layer's OpenAPI document (issue 18): valid OpenAPI 3.1 by a maintained validator, one
 * operation per row of the table, and true to what the paths answer: every GET the demo data can
 * answer without an id is called, as a guest or an admin as the path needs, and its answer is
 * checked against the document's schema for it (Ajv, JSON Schema 2020-12).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../src/rest/openapi.js';
import { REST_ROUTES } from '../../src/rest/table.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

describe('the REST layer described in OpenAPI', () => {
  let portal: TestPortal;
  let document: Data;
  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true });
    const res = await fetch(`${portal.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    document = (await res.json()) as Data;
  });
  afterAll(() => portal.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one operation for every row of the table, and nothing else', () => {
    const fromTable = new Set(REST_ROUTES.map((route) => `${route.method} ${openApiPath(route.path)}`));
    const documented = new Set(
      Object.entries(document.paths as Data).flatMap(([path, item]) => Object.keys(item as Data).map((method) => `${method} ${path}`)),
    );
    expect([...documented].sort()).toEqual([...fromTable].sort());
    const ids = Object.values(document.paths as Data).flatMap((item) => Object.values(item as Data).map((op) => (op as Data).operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks who may call what: public paths need nothing, admin paths the admin token, reader paths the reader token', () => {
    const op = (method: string, path: string) => (document.paths as Data)[path][method] as Data;
    expect(op('get', '/news').security).toEqual([]);
    expect(op('get', '/admin/news/list').security).toEqual([{ adminToken: [] }]);
    expect(op('get', '/user/mine/collection').security).toEqual([{ readerToken: [] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['readerToken', 'adminToken']);
    // A filter's fields are query parameters of their own; path parameters are required.
    const names = (op('get', '/admin/news/list').parameters as Data[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['keyword', 'page', 'pageSize']));
    expect((op('get', '/resource/{kind}/{id}').parameters as Data[]).filter((p) => p.in === 'path').every((p) => p.required)).toBe(true);
    // An upload is a multipart form with its file.
    expect(op('post', '/admin/upload').requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
  });

  it('describes what each GET answers: every one callable without an id validates against its schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    // ajv-formats is CommonJS: its default export arrives as the module object under NodeNext.
    (formats as unknown as { default: (ajv: Ajv2020) => void }).default(ajv);
    // GraphQL's Int is a 32-bit integer.
    ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
    ajv.addSchema({ $id: 'openapi', components: document.components });
    const adminToken = await portal.adminToken();
    const readerToken = await portal.readerToken();
    const checked: string[] = [];
    const failures: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Data)) {
      const get = (item as Data).get as Data | undefined;
      if (!get || path.includes('{')) continue;
      if ((get.parameters as Data[] | undefined)?.some((p) => p.required)) continue;
      const content = get.responses['200'].content?.['application/json'];
      if (!content) continue; // a file download
      const token = get.security.some((s: Data) => 'adminToken' in s) ? adminToken : get.security.length ? readerToken : undefined;
      const res = await portal.rest('GET', `/api${path}`, undefined, token);
      if (res.status !== 200 || res.body.code !== 200) continue; // e.g. a reader-card path for a phone login: refusals are the error envelope's
      // The operation's schema refers to the shared components, registered above as `openapi`.
      const schema = JSON.parse(JSON.stringify(content.schema).replaceAll('"#/components/', '"openapi#/components/'));
      const check = ajv.compile(schema);
      checked.push(path);
      if (!check(res.body)) failures.push(`${path}: ${ajv.errorsText(check.errors)}`);
    }
    expect(failures).toEqual([]);
    // The demo data answers a good share of the table (lists of every entity, admin and public).
    expect(checked.length).toBeGreaterThan(80);
  });

  it('is offered to read at /api/docs, with everything it needs served here', async () => {
    const page = await fetch(`${portal.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="zh-CN">');
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js', '/api/docs/swagger-ui.css']));
    for (const asset of assets) expect((await fetch(`${portal.url}${asset}`)).status).toBe(200);
    // No script or style from elsewhere: it works offline and under the site's CSP.
    expect(html).not.toMatch(/(?:src|href)="https?:/);
    expect(await (await fetch(`${portal.url}/api/docs/init.js`)).text()).toContain('validatorUrl: null');
  });
});
