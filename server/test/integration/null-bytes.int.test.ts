import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, READER, type Data, type TestPortal } from '../helpers/test-portal.js';

/** Issue 11, D7: a U+0000 in any string input was a 500 with a stack trace (PostgreSQL refuses it in text). */
const MESSAGE = '输入内容含有不允许的字符，请检查后重试';

async function gqlRaw(portal: TestPortal, query: string, variables?: Record<string, unknown>, token?: string) {
  const res = await fetch(`${portal.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Data };
}

describe('a null byte in any input is refused with a clear message', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.close());

  it('REST: a list filter, both logins', async () => {
    const list = await fetch(`${portal.url}/api/news?keyword=a%00b`);
    expect(await list.json()).toMatchObject({ code: 400, msg: MESSAGE });
    const admin = await portal.rest('POST', '/api/admin/login', { username: 'ad\u0000min', password: 'x', captchaKey: 'k', captchaCode: 'c' });
    expect(admin.body).toMatchObject({ code: 400, msg: MESSAGE });
    const reader = await portal.rest('POST', '/api/user/login', { loginType: 2, cardNumber: `${READER.cardNumber}\u0000`, password: 'x' });
    expect(reader.body).toMatchObject({ code: 400, msg: MESSAGE });
  });

  it('GraphQL: variables and inline literals answer 400 and name the field', async () => {
    const variables = await gqlRaw(portal, 'query($f: NewsFilter) { newsList(filter: $f) { total } }', { f: { keyword: 'a\u0000b' } });
    expect(variables.status).toBe(400);
    expect(variables.body.errors[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'f.keyword' } });
    const literal = await gqlRaw(portal, '{ newsList(filter: { keyword: "a\\u0000b" }) { total } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0].message).toBe(MESSAGE);
  });

  it('an admin write stores nothing', async () => {
    const admin = await portal.adminToken();
    const count = async () =>
      (await portal.gql<Data>('{ adminNewsList(pageSize: 1) { total } }', undefined, admin)).data!.adminNewsList.total as number;
    const before = await count();
    const res = await gqlRaw(
      portal,
      'mutation($input: NewsInput!) { createNews(input: $input) { id } }',
      { input: { title: '标题\u0000', category: 'libraryNews', body: '<p>正文</p>' } },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(MESSAGE);
    expect(await count()).toBe(before);
  });
});

/** Issue 54, S7: a 16 KB body of nested arrays gave HTTP 500 on any POST, without login (the check recursed without a bound). */
describe('a deeply nested body is refused, not a 500', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.close());

  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('GraphQL: nested variables answer 400 with a clear message', async () => {
    const body = `{"query":"query($f: NewsFilter) { newsList(filter: $f) { total } }","variables":{"f":{"keyword":${nested(8000)}}}}`;
    const res = await fetch(`${portal.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    const json = (await res.json()) as Data;
    expect(json.errors[0]).toMatchObject({ message: '请求内容嵌套过深', extensions: { code: 'BAD_REQUEST' } });
  });

  it('REST: a login body nested 8000 deep answers 400 with a clear message', async () => {
    const body = `{"loginType":2,"cardNumber":${nested(8000)},"password":"x"}`;
    const res = await fetch(`${portal.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, msg: '请求内容嵌套过深' });
  });

  it('a body nested as deep as real input is still read', async () => {
    const res = await portal.rest('POST', '/api/user/login', { loginType: 2, cardNumber: [[['x']]], password: 'x' });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).not.toBe('请求内容嵌套过深');
  });
});
