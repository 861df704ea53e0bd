import type { ResourceKind } from '../../gql/graphql';
import { cardFixture } from '../resources/test-fixtures';
import type { FacetName } from './search-params';

/** Text pieces as the server sends them: [text, match] pairs. */
export const pieces = (...parts: [string, boolean][]) => parts.map(([text, match]) => ({ __typename: 'TextSegment', text, match }));

/** One search hit: the resource's card fields, its title and snippet pieces. */
export function hitFixture(
  kind: ResourceKind,
  id: string,
  title: [string, boolean][],
  extra: { snippet?: [string, boolean][]; resource?: Record<string, unknown> } = {},
) {
  return {
    __typename: 'SearchHit',
    resource: { ...cardFixture(kind, id, title.map(([text]) => text).join('')), ...(kind === 'database' ? { url: null } : {}), ...extra.resource },
    title: pieces(...title),
    snippet: pieces(...(extra.snippet ?? [])),
  };
}

export const facetValue = (value: string, label: string, count: number) => ({ __typename: 'FacetValue', value, label, count });

/** A search result; facets not given are empty. */
export function searchResultFixture(items: unknown[], extra: Record<string, unknown> & { facets?: Partial<Record<FacetName, unknown[]>> } = {}) {
  const { facets, ...rest } = extra;
  // A capped result's every match is not counted yet, unless the test says it is.
  const capped = extra.totalCapped === true;
  return {
    __typename: 'SearchResult',
    query: '红楼',
    total: items.length,
    totalCapped: false,
    matchCount: capped ? null : (extra.total ?? items.length),
    facetsExact: !capped,
    page: 1,
    pageSize: 20,
    didYouMean: null,
    corrected: false,
    items,
    facets: { __typename: 'SearchFacets', kind: [], availability: [], classId: [], year: [], language: [], creator: [], ...facets },
    ...rest,
  };
}
