import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

describe('GraphQL server protections', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({
      services: {
        // A storage that fails with internals in its message: none of it may reach the client.
        storage: {
          put: async () => {
            throw new Error('EACCES: permission denied, open /srv/secret/uploads/x.png');
          },
          putFile: async () => undefined,
          open: async () => undefined,
          stat: async () => undefined,
          exists: async () => false,
          remove: async () => undefined,
          list: async function* () {},
          copyToLocal: async () => false,
          localRoot: () => undefined,
        },
      },
    });
  });
  afterAll(() => portal.close());

  it('keeps introspection on for the playground', async () => {
    const res = await portal.gql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(res.data!.__schema.queryType.name).toBe('Query');
  });

  it('refuses introspection when GRAPHQL_INTROSPECTION is off (the production default)', async () => {
    const closed = await startTestPortal({ env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      const res = await closed.gql('{ __schema { queryType { name } } }');
      expect(res.data).toBeUndefined();
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect((await closed.gql<{ __typename: string }>('{ __typename }')).data!.__typename).toBe('Query');
    } finally {
      await closed.close();
    }
  });

  it('gives no schema hints for a misspelt field', async () => {
    const res = await portal.gql('{ newsLis { total } }');
    expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean/);
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = '{ siteMenu { children { children { children { children { children { children { children { children { name } } } } } } } } } }';
    const res = await portal.gql(deep);
    expect(res.data).toBeUndefined();
    expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const ok = await portal.gql('{ siteMenu { children { name } } }');
    expect(ok.errors).toBeUndefined();
  });

  it('prevents CSRF: a simple GET or text/plain POST is refused', async () => {
    const get = await fetch(`${portal.url}/graphql?query=${encodeURIComponent('{ siteMenu { name } }')}`);
    expect(get.status).toBe(400);
    const plain = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ siteMenu { name } }' }),
    });
    expect(plain.status).toBe(400);
  });

  it('refuses batched requests', async () => {
    const res = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ siteMenu { name } }' }, { query: '{ siteMenu { url } }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('answers INTERNAL_SERVER_ERROR without internals or stack traces, on both faces', async () => {
    const admin = await portal.adminToken();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ code: 500, msg: '服务器内部错误，请稍候再试', data: null });

    const json = await portal.upload('mutation($f: Upload!) { uploadFile(file: $f) { id } }', { f: { data: png, name: 'a.png' } }, admin);
    expect(json.errors![0].message).toBe('服务器内部错误，请稍候再试');
    // The request's id (also its x-request-id header) is what a reader's report of the failure quotes.
    expect(json.errors![0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(JSON.stringify(json)).not.toMatch(/secret|EACCES|stacktrace/);
  });
});
