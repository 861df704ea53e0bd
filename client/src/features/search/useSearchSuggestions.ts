import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { SearchSuggestionsQueryQuery } from '../../gql/graphql';

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestionsQuery($query: String!, $limit: Int!) {
    searchSuggestions(query: $query, limit: $limit) {
      text
      type
      resourceId
      kind
      highlighted {
        text
        match
      }
    }
  }
`);

export type SearchSuggestion = SearchSuggestionsQueryQuery['searchSuggestions'][number];

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGESTION_LIMIT = 8;
const NO_ANSWER = { query: '', suggestions: [] };

/**
 * Suggestions for what is being typed: asked for once typing pauses (SUGGEST_DEBOUNCE_MS), never
 * for blank text, and never more than one request at a time — text typed while a request is out
 * is asked for when it comes back (only the latest). Failures are quiet: no suggestions.
 */
export function useSearchSuggestions(text: string): { query: string; suggestions: SearchSuggestion[] } {
  const client = useApolloClient();
  const [answer, setAnswer] = useState<{ query: string; suggestions: SearchSuggestion[] }>(NO_ANSWER);
  // Cleared text empties the list at once (during this render, not after it).
  const blank = !text.trim();
  const [wasBlank, setWasBlank] = useState(blank);
  if (blank !== wasBlank) {
    setWasBlank(blank);
    if (blank) setAnswer(NO_ANSWER);
  }
  // wanted: the text to ask about; due: its pause is over; inFlight: a request is out.
  const state = useRef({ wanted: '', due: false, inFlight: false, mounted: true });

  useEffect(() => {
    const current = state.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
    };
  }, []);

  useEffect(() => {
    const current = state.current;
    const query = text.trim();
    current.wanted = query;
    current.due = false;
    if (!query) return;
    const send = () => {
      if (current.inFlight || !current.due || !current.wanted) return;
      const asked = current.wanted;
      current.due = false;
      current.inFlight = true;
      client
        .query({
          query: SearchSuggestionsQuery,
          variables: { query: asked, limit: SUGGESTION_LIMIT },
          fetchPolicy: 'cache-first',
          context: { quiet: true },
        })
        .then(({ data }) => {
          if (current.mounted && current.wanted === asked) setAnswer({ query: asked, suggestions: data?.searchSuggestions ?? [] });
        })
        .catch(() => {
          if (current.mounted && current.wanted === asked) setAnswer({ query: asked, suggestions: [] });
        })
        .finally(() => {
          current.inFlight = false;
          send();
        });
    };
    const timer = setTimeout(() => {
      current.due = true;
      send();
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, client]);

  return answer;
}
