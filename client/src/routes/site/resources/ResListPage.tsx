import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { BookListCard } from '../../../features/resources/BookListCard';
import { readListParams, withListParams } from '../../../features/resources/list-params';
import { ListEmpty, ListFailed } from '../../../features/resources/ListState';
import { GridItem, GridSkeleton, ResourceGrid } from '../../../features/resources/ResourceGrid';
import { ShowcaseLayout } from '../../../features/resources/ShowcaseLayout';
import { graphql } from '../../../gql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const BOOK_LIST_PAGE_SIZE = 9;

export const ResListPageQuery = graphql(`
  query ResListPageQuery($page: Int!, $pageSize: Int!) {
    resourceLists(filter: { listType: BOOKLIST }, page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {
      total
      page
      pageSize
      items {
        ...BookListCard_list
      }
    }
  }
`);

/** resources/resList: the library's book lists (书单), 9 a page. */
export function ResListPage() {
  const [params, setParams] = useSearchParams();
  const { page } = readListParams(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(ResListPageQuery, { variables: { page, pageSize: BOOK_LIST_PAGE_SIZE } });
  const shown = data?.resourceLists ?? previousData?.resourceLists;
  const goTo = (next: number) => {
    setParams((current) => withListParams(current, { page: next }));
    headingRef.current?.focus();
  };

  return (
    <ShowcaseLayout showcase="resList" total={shown?.total} headingRef={headingRef}>
      <PageHead title={`推荐书单${page > 1 ? `（第${page}页）` : ''} - ${SITE.name}`} />
      <Box mt="5">
        {!shown && loading ? (
          <GridSkeleton count={6} />
        ) : !shown && error ? (
          <ListFailed onRetry={() => void refetch()} />
        ) : !shown || shown.items.length === 0 ? (
          <ListEmpty title="暂无书单" description="敬请关注后续发布。" />
        ) : (
          <>
            <ResourceGrid columns={{ base: 1, sm: 2, lg: 3 }} busy={loading && !data}>
              {shown.items.map((list) => (
                <GridItem key={list.id}>
                  <BookListCard list={list} />
                </GridItem>
              ))}
            </ResourceGrid>
            <Box mt="6">
              <Pager page={page} pageSize={BOOK_LIST_PAGE_SIZE} total={shown.total} onChange={goTo} label="书单分页" />
            </Box>
          </>
        )}
      </Box>
    </ShowcaseLayout>
  );
}
