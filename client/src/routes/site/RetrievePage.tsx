import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import { ListFailed } from '../../features/resources/ListState';
import { PageHeading } from '../../features/resources/PageHeading';
import { readerCardLoginPath, useKindAccess } from '../../features/resources/reader-card';
import { ResourceSectionLayout } from '../../features/resources/ResourceSectionLayout';
import { FacetSidebar, hasFacetValues } from '../../features/search/FacetSidebar';
import { FilterChips } from '../../features/search/FilterChips';
import { useFilterLabels } from '../../features/search/filter-labels';
import { newSearchHref } from '../../features/search/retrieve-href';
import { SearchCombobox } from '../../features/search/SearchCombobox';
import { SearchHitItem, SearchHitsSkeleton } from '../../features/search/SearchHitItem';
import {
  changeSearch,
  hasSearch,
  readSearchState,
  retrieveHref,
  SEARCH_PAGE_SIZE,
  searchVariables,
  type SearchChange,
} from '../../features/search/search-params';
import { SearchSortSelect } from '../../features/search/SearchSortSelect';
import { SearchEmpty, SearchForbidden, SearchPrompt } from '../../features/search/SearchStates';
import { SpellingNotice } from '../../features/search/SpellingNotice';
import { Breadcrumbs } from '../../features/site/Breadcrumbs';
import { graphql } from '../../gql';
import { SITE } from '../../lib/site';
import { FeedLinks } from '../../components/FeedLinks';
import { PageHead } from '../../lib/page-head';

export const RetrievePageQuery = graphql(`
  query RetrievePageQuery($query: String!, $filter: SearchFilter, $page: Int!, $pageSize: Int!, $sort: SearchSort!) {
    search(query: $query, filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
      query
      total
      totalCapped
      matchCount
      facetsExact
      page
      pageSize
      didYouMean
      corrected
      items {
        ...SearchHitItem_hit
        resource {
          ...ResourceCard_resource
          ... on DatabaseResource {
            url
          }
        }
      }
      facets {
        ...FacetSidebar_facets
      }
    }
  }
`);

/** A refusal the page explains itself (401, 403: 请使用读者证登录！), or undefined for other failures. */
function refusalOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  const status = first?.extensions?.status;
  return status === 401 || status === 403 ? first.message : undefined;
}

/**
 * retrieve (spec §2): the catalogue search over every kind. The URL is the state (q, the facet
 * filters, sort, page). With nothing to search it offers the popular searches instead of asking.
 */
export function RetrievePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state = readSearchState(params);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const searching = hasSearch(state);
  // Spec §5: e-books only for a reader-card login, as the server answers; the search waits for that answer and is not made without it.
  const ebooks = useKindAccess('ebook', !searching || state.filters.kind !== 'ebook');
  const ebooksClosed = state.filters.kind === 'ebook' && !ebooks.open;
  const { data, previousData, loading, error, refetch } = useQuery(RetrievePageQuery, {
    variables: searchVariables(state),
    skip: !searching || ebooksClosed,
    // The same search again (back, forward) is not counted again; failures are shown here.
    fetchPolicy: 'cache-first',
    context: { quiet: true },
  });
  const result = data?.search ?? previousData?.search;
  const labelOf = useFilterLabels(result?.facets);

  const hrefFor = (change: SearchChange) => retrieveHref(changeSearch(state, change));
  const searchText = (text: string) => newSearchHref(text, state.sort);
  const goTo = (page: number) => {
    navigate(hrefFor({ page }));
    headingRef.current?.focus();
  };

  const refusal = ebooksClosed ? ebooks.refusal : refusalOf(error);
  let body;
  if (!searching) body = <SearchPrompt />;
  else if (refusal) {
    body = (
      <SearchForbidden
        message={refusal}
        description={state.filters.kind === 'ebook' ? '使用读者证登录后即可检索电子图书。' : undefined}
        loginHref={readerCardLoginPath(`${pathname}${search}`)}
        withoutFilterHref={state.filters.kind ? hrefFor({ filters: { kind: undefined } }) : undefined}
      />
    );
  } else if ((!data && loading) || (ebooksClosed && ebooks.pending)) body = <SearchHitsSkeleton />;
  else if (ebooksClosed && ebooks.failed) body = <ListFailed onRetry={ebooks.retry} />;
  else if (!data && error) body = <ListFailed onRetry={() => void refetch()} />;
  else if (!result || result.items.length === 0) {
    body = <SearchEmpty q={state.q} clearFiltersHref={Object.keys(state.filters).length ? hrefFor({ clearFilters: true }) : undefined} />;
  } else {
    body = (
      <>
        <Box
          as="ol"
          listStyleType="none"
          m="0"
          p="0"
          aria-label="检索结果"
          aria-busy={loading || undefined}
          opacity={loading ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          {result.items.map((hit) => (
            <SearchHitItem key={hit.resource.id} hit={hit} resource={hit.resource} />
          ))}
        </Box>
        <Box mt="6">
          <Pager
            page={state.page}
            pageSize={SEARCH_PAGE_SIZE}
            total={result.total}
            onChange={goTo}
            label="检索结果分页"
            hideTotal={result.totalCapped}
          />
        </Box>
      </>
    );
  }

  const title = state.q ? `检索：${state.q}` : '资源检索';
  const showResult = searching && !refusal && result;
  // Every match, once the server has counted them (a broad search asked again); else the ranked results, "+" when there are more.
  const found = result ? { total: result.matchCount ?? result.total, more: result.matchCount == null && result.totalCapped } : undefined;
  return (
    <ResourceSectionLayout
      title="资源检索"
      subtitle="Search"
      sidebar={
        showResult && hasFacetValues(result.facets) ? (
          <FacetSidebar facets={result.facets} partial={!result.facetsExact} state={state} hrefFor={hrefFor} />
        ) : undefined
      }
    >
      <PageHead title={`${title}${state.page > 1 ? `（第${state.page}页）` : ''} - ${SITE.name}`} />
      {state.q && <FeedLinks path="/feeds/search" query={state.q} title={`${title} - ${SITE.name}`} />}
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: '资源检索' }]} />
      <PageHeading title={title} total={showResult ? found?.total : undefined} capped={found?.more} headingRef={headingRef} />
      <Box mt="5" maxW="2xl">
        <SearchCombobox key={state.q} size="lg" label="资源检索" defaultValue={state.q} onSearch={(text) => navigate(searchText(text))} />
      </Box>
      {searching && (
        <Stack gap="3" mt="5">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Box srOnly aria-live="polite">
              {showResult && !loading && found ? `找到 ${found.total}${found.more ? '+' : ''} 条结果` : ''}
            </Box>
            <FilterChips state={state} labelOf={labelOf} hrefFor={hrefFor} />
            <Box ms="auto">
              <SearchSortSelect value={state.sort} onChange={(sort) => navigate(hrefFor({ sort }))} />
            </Box>
          </Flex>
          {showResult && (
            <SpellingNotice asked={state.q} shown={result.query} didYouMean={result.didYouMean} corrected={result.corrected} hrefFor={searchText} />
          )}
        </Stack>
      )}
      <Box mt="2">{body}</Box>
    </ResourceSectionLayout>
  );
}
