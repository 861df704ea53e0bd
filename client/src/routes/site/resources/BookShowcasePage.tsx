import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { readListParams, RESOURCE_PAGE_SIZE, withListParams } from '../../../features/resources/list-params';
import { ListEmpty, ListFailed } from '../../../features/resources/ListState';
import { ResourceItems } from '../../../features/resources/ResourceItems';
import { GridSkeleton } from '../../../features/resources/ResourceGrid';
import { ShowcaseLayout } from '../../../features/resources/ShowcaseLayout';
import { SHOWCASES, showcaseDetailPath } from '../../../features/resources/showcases';
import { graphql } from '../../../gql';
import type { ResourceFilter, ResourceSortField, SortOrder } from '../../../gql/graphql';
import { SITE } from '../../../lib/site';
import { FeedLinks } from '../../../components/FeedLinks';

export const BookShowcasePageQuery = graphql(`
  query BookShowcasePageQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!, $order: SortOrder!) {
    resources(kind: book, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
      total
      totalCapped
      page
      pageSize
      items {
        ...ResourceCard_resource
      }
    }
  }
`);

interface Showcase {
  key: 'newBooks' | 'commendBook';
  filter: ResourceFilter;
  sortBy: ResourceSortField;
  order: SortOrder;
}

/** 新书通报: the newest paper books. 推荐图书: the recommended ones, in their display order. */
const NEW_BOOKS: Showcase = { key: 'newBooks', filter: {}, sortBy: 'publishedAt', order: 'DESC' };
const COMMEND_BOOK: Showcase = { key: 'commendBook', filter: { recommended: true }, sortBy: 'sort', order: 'ASC' };

function BookShowcase({ showcase }: { showcase: Showcase }) {
  const { label } = SHOWCASES[showcase.key];
  const [params, setParams] = useSearchParams();
  const { page } = readListParams(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(BookShowcasePageQuery, {
    variables: { filter: showcase.filter, page, pageSize: RESOURCE_PAGE_SIZE, sortBy: showcase.sortBy, order: showcase.order },
  });
  const shown = data?.resources ?? previousData?.resources;
  const goTo = (next: number) => {
    setParams((current) => withListParams(current, { page: next }));
    headingRef.current?.focus();
  };

  return (
    <ShowcaseLayout showcase={showcase.key} total={shown?.total} capped={shown?.totalCapped} headingRef={headingRef}>
      <title>{`${label}${page > 1 ? `（第${page}页）` : ''} - ${SITE.name}`}</title>
      {showcase.key === 'newBooks' && <FeedLinks path="/feeds/newBooks" title={`${label} - ${SITE.name}`} />}
      <Box mt="5">
        {!shown && loading ? (
          <GridSkeleton />
        ) : !shown && error ? (
          <ListFailed onRetry={() => void refetch()} />
        ) : !shown || shown.items.length === 0 ? (
          <ListEmpty title={`暂无${label}`} />
        ) : (
          <>
            <ResourceItems items={shown.items} busy={loading && !data} linkFor={(item) => showcaseDetailPath(showcase.key, item.id)} />
            <Box mt="6">
              <Pager
                page={page}
                pageSize={RESOURCE_PAGE_SIZE}
                total={shown.total}
                onChange={goTo}
                label={`${label}分页`}
                hideTotal={shown.totalCapped}
              />
            </Box>
          </>
        )}
      </Box>
    </ShowcaseLayout>
  );
}

/** resources/newBooks */
export const NewBooksPage = () => <BookShowcase showcase={NEW_BOOKS} />;

/** resources/commendBook */
export const CommendBookPage = () => <BookShowcase showcase={COMMEND_BOOK} />;
