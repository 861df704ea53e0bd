/**
 * Automatic persisted queries (Apollo's APQ protocol, issue 18): an integrator sends a query's
 * SHA-256 alone; the first time the portal asks for the text (PERSISTED_QUERY_NOT_FOUND), keeps it,
 * and from then on the hash is enough — also by GET, whose short, stable address HTTP caches keep.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const QUERY = 'query LatestNews($pageSize: Int) { newsList(pageSize: $pageSize) { total items { id title } } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

describe('automatic persisted queries', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true });
  });
  afterAll(() => portal.close());

  const post = async (body: Record<string, unknown>) => {
    const res = await fetch(`${portal.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Data, headers: res.headers };
  };

  it('asks for the text of an unknown hash, keeps it once sent, then runs the hash alone', async () => {
    const hash = sha256(QUERY);
    const unknown = await post({ extensions: persisted(hash), variables: { pageSize: 2 } });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.body.errors[0].message).toBe('PersistedQueryNotFound');
    expect(unknown.body.data).toBeUndefined();

    const registered = await post({ query: QUERY, extensions: persisted(hash), variables: { pageSize: 2 } });
    expect(registered.status).toBe(200);
    expect(registered.body.data.newsList.items).toHaveLength(2);

    const byHash = await post({ extensions: persisted(hash), variables: { pageSize: 3 } });
    expect(byHash.body.errors).toBeUndefined();
    expect(byHash.body.data.newsList.items).toHaveLength(3);
  });

  it('serves a kept hash by GET with the public caching headers of any guest query', async () => {
    const hash = sha256(QUERY);
    await post({ query: QUERY, extensions: persisted(hash) });
    const params = new URLSearchParams({
      operationName: 'LatestNews',
      variables: JSON.stringify({ pageSize: 1 }),
      extensions: JSON.stringify(persisted(hash)),
    });
    const res = await fetch(`${portal.url}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Data).data.newsList.items).toHaveLength(1);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
  });

  it('refuses a hash that is not the hash of the text sent', async () => {
    const wrong = await post({ query: QUERY, extensions: persisted(sha256('something else')) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(wrong.body.errors[0].message).toBe('请求有误：provided sha does not match query');
    expect(wrong.body.data).toBeUndefined();
  });

  it('still applies every limit to a persisted query: a hash does not bypass the cost or depth checks', async () => {
    const costly = 'query Costly { newsList(pageSize: 100) { items { id related(limit: 100) { id } } } }';
    const hash = sha256(costly);
    const sent = await post({ query: costly, extensions: persisted(hash) });
    expect(sent.body.errors?.[0]).toBeDefined();
    // A refused query is not kept, or is refused again: the hash alone never runs it.
    const again = await post({ extensions: persisted(hash) });
    expect(again.body.errors?.[0]).toBeDefined();
    expect(again.body.data?.newsList).toBeFalsy();
  });
});
