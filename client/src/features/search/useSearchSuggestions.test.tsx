import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo/client';
import { graphql, HttpResponse, server } from '../../test/msw';
import { pieces } from './test-fixtures';
import { SUGGEST_DEBOUNCE_MS, useSearchSuggestions } from './useSearchSuggestions';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers every query with one suggestion (its text), after `wait` ms; records the queries and the most at once. */
function mockSuggestions(wait = 0) {
  const asked: string[] = [];
  const load = { now: 0, most: 0 };
  server.use(
    graphql.query('SearchSuggestionsQuery', async ({ variables }) => {
      const query = variables.query as string;
      asked.push(query);
      load.now += 1;
      load.most = Math.max(load.most, load.now);
      await delay(wait);
      load.now -= 1;
      return HttpResponse.json({
        data: {
          searchSuggestions: [
            {
              __typename: 'SearchSuggestion',
              text: `${query}梦`,
              type: 'TITLE',
              resourceId: '1',
              kind: 'book',
              highlighted: pieces([query, true], ['梦', false]),
            },
          ],
        },
      });
    }),
  );
  return { asked, load };
}

/** Renders the hook; `shown` collects every query whose suggestions were ever returned. */
function renderSuggestions() {
  const client = createApolloClient();
  const shown = new Set<string>();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const rendered = renderHook(
    ({ text }) => {
      const answer = useSearchSuggestions(text);
      if (answer.query) shown.add(answer.query);
      return answer;
    },
    { wrapper, initialProps: { text: '' } },
  );
  return { ...rendered, shown };
}

describe('useSearchSuggestions', () => {
  it('waits for typing to pause: text changed within the pause is never asked about', async () => {
    const { asked } = mockSuggestions();
    const { result, rerender } = renderSuggestions();
    rerender({ text: '红' });
    await sleep(SUGGEST_DEBOUNCE_MS / 2);
    rerender({ text: '红楼' });
    await waitFor(() => expect(result.current.suggestions.map((s) => s.text)).toEqual(['红楼梦']));
    expect(result.current.query).toBe('红楼');
    await sleep(SUGGEST_DEBOUNCE_MS * 2);
    expect(asked).toEqual(['红楼']);
  });

  it('asks nothing for blank text, and empties the suggestions when the text is cleared', async () => {
    const { asked } = mockSuggestions();
    const { result, rerender } = renderSuggestions();
    rerender({ text: '  ' });
    await sleep(SUGGEST_DEBOUNCE_MS * 2);
    expect(asked).toEqual([]);
    rerender({ text: 'hlm' });
    await waitFor(() => expect(result.current.suggestions).toHaveLength(1));
    rerender({ text: '' });
    expect(result.current.suggestions).toEqual([]);
  });

  it('keeps one request out at a time and then asks only for the latest text', async () => {
    const { asked, load } = mockSuggestions(600);
    const { result, rerender, shown } = renderSuggestions();
    rerender({ text: '红' });
    await waitFor(() => expect(asked).toEqual(['红']));
    rerender({ text: '红楼' });
    await sleep(SUGGEST_DEBOUNCE_MS + 100);
    rerender({ text: '红楼梦' });
    await waitFor(() => expect(result.current.query).toBe('红楼梦'), { timeout: 5_000 });
    expect(asked).toEqual(['红', '红楼梦']);
    expect(load.most).toBe(1);
    // The answer about 红 came back after the text had changed: it was never shown.
    expect(result.current.suggestions.map((s) => s.text)).toEqual(['红楼梦梦']);
    expect([...shown]).toEqual(['红楼梦']);
  });
});
