import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, server } from '../test/msw';
import { tokens } from '../lib/tokens';
import { createApolloClient } from './client';

/** Answers every GraphQL request and notes how it came: method, query in the URL, Authorization. */
function recordRequests() {
  const seen: Array<{ method: string; inUrl: boolean; authorized: boolean }> = [];
  const answer = ({ request }: { request: Request }) => {
    seen.push({ method: request.method, inUrl: new URL(request.url).searchParams.has('query'), authorized: request.headers.has('authorization') });
    return HttpResponse.json({ data: { hotSearchWords: [], logoutEverywhere: true } });
  };
  server.use(http.get('*/graphql', answer), http.post('*/graphql', answer));
  return seen;
}

// Parsed, not tagged: codegen types the app's own documents only.
const HOT_WORDS = parse('query TransportProbeHotWords { hotSearchWords(limit: 3) { text } }');

describe('how the site sends GraphQL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a public-site query by GET, so an HTTP cache may keep a guest’s answer', async () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/index');
    await createApolloClient().query({ query: HOT_WORDS });
    expect(seen).toEqual([{ method: 'GET', inUrl: true, authorized: false }]);
  });

  it('sends back-office queries, mutations and queries too long for a URL by POST', async () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/admin/news');
    await createApolloClient().query({ query: HOT_WORDS });
    window.history.replaceState(null, '', '/index');
    await createApolloClient().mutate({ mutation: parse('mutation TransportProbeLogout { logoutEverywhere }') });
    const long = 'x'.repeat(7000);
    await createApolloClient().query({ query: HOT_WORDS, variables: { long } });
    expect(seen.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('sends public-site queries by POST while an administrator is logged in (they check their edits)', async () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/index');
    tokens.setAdmin('admin-token');
    try {
      await createApolloClient().query({ query: HOT_WORDS });
    } finally {
      tokens.clearAdmin();
    }
    expect(seen).toEqual([{ method: 'POST', inUrl: false, authorized: false }]);
  });
});
