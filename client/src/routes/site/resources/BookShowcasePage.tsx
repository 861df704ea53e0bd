import { Box, Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { readListParams, RESOURCE_PAGE_SIZE, withListParams } from '../../../features/resources/list-params';
import { ListEmpty, ListFailed } from '../../../features/resources/ListState';
import { ResourceItems } from '../../../features/resources/ResourceItems';
import { GridSkeleton } from '../../../features/resources/ResourceGrid';
import { ShowcaseLayout } from '../../../features/resources/ShowcaseLayout';
import { ReaderCardGate } from '../../../features/resources/ReaderCardGate';
import { SHOWCASES, showcaseDetailPath, showcasePath } from '../../../features/resources/showcases';
import { NEW_EBOOK_DETAIL, NEW_EBOOKS } from './new-ebooks';
import { graphql } from '../../../gql';
import type { ResourceFilter, ResourceSortField, SortOrder } from '../../../gql/graphql';
import { SITE } from '../../../lib/site';
import { FeedLinks } from '../../../components/FeedLinks';
import { PageHead } from '../../../lib/page-head';

export const BookShowcasePageQuery = graphql(`
  query BookShowcasePageQuery(
    $kind: ResourceKind!
    $filter: ResourceFilter
    $page: Int!
    $pageSize: Int!
    $sortBy: ResourceSortField!
    $order: SortOrder!
  ) {
    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
  kind: 'book' | 'ebook';
  filter: ResourceFilter;
  sortBy: ResourceSortField;
  order: SortOrder;
}

/** 新书通报: the newest paper books. 推荐图书: the recommended ones, in their display order. */
const NEW_BOOKS: Showcase = { key: 'newBooks', kind: 'book', filter: {}, sortBy: 'publishedAt', order: 'DESC' };
const COMMEND_BOOK: Showcase = { key: 'commendBook', kind: 'book', filter: { recommended: true }, sortBy: 'sort', order: 'ASC' };
/**
 * 新书通报's e-book shelf (?type=ebook): the e-books latest added to the library, each opening its
 * new-book detail (resources/ebook/newDetail). E-books are for reader-card logins, as on their list.
 */
// By id: the order they were added in, on the primary key's index (no index on created_at per kind).
const NEW_EBOOKS_SHELF: Showcase = { key: 'newBooks', kind: 'ebook', filter: {}, sortBy: 'id', order: 'DESC' };

const detailPathOf = (showcase: Showcase, id: string) =>
  showcase.kind === 'ebook' ? `${NEW_EBOOK_DETAIL}?id=${encodeURIComponent(id)}` : showcaseDetailPath(showcase.key, id);

/** 新书通报's two shelves, as links (each shelf has its own address, so it can be shared and kept). */
function NewBooksShelves({ current }: { current: Showcase['kind'] }) {
  const shelves = [
    { kind: 'book', label: '纸质图书', to: showcasePath('newBooks') },
    { kind: 'ebook', label: '电子图书', to: NEW_EBOOKS.to },
  ] as const;
  return (
    <HStack as="nav" aria-label="新书类型" gap="2" mt="4">
      {shelves.map((shelf) => (
        <Button key={shelf.kind} asChild size="sm" variant={shelf.kind === current ? 'solid' : 'outline'} colorPalette="brand">
          <RouterLink to={shelf.to} aria-current={shelf.kind === current ? 'page' : undefined}>
            {shelf.label}
          </RouterLink>
        </Button>
      ))}
    </HStack>
  );
}

function BookShowcase({ showcase }: { showcase: Showcase }) {
  const { label } = SHOWCASES[showcase.key];
  const [params, setParams] = useSearchParams();
  const { page } = readListParams(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(BookShowcasePageQuery, {
    variables: { kind: showcase.kind, filter: showcase.filter, page, pageSize: RESOURCE_PAGE_SIZE, sortBy: showcase.sortBy, order: showcase.order },
  });
  const shown = data?.resources ?? previousData?.resources;
  const goTo = (next: number) => {
    setParams((current) => withListParams(current, { page: next }));
    headingRef.current?.focus();
  };

  return (
    <ShowcaseLayout showcase={showcase.key} total={shown?.total} capped={shown?.totalCapped} headingRef={headingRef}>
      <PageHead title={`${label}${page > 1 ? `（第${page}页）` : ''} - ${SITE.name}`} />
      {showcase.key === 'newBooks' && <FeedLinks path="/feeds/newBooks" title={`${label} - ${SITE.name}`} />}
      {showcase.key === 'newBooks' && <NewBooksShelves current={showcase.kind} />}
      <Box mt="5">
        {!shown && loading ? (
          <GridSkeleton />
        ) : !shown && error ? (
          <ListFailed onRetry={() => void refetch()} />
        ) : !shown || shown.items.length === 0 ? (
          <ListEmpty title={`暂无${showcase.kind === 'ebook' ? '新到电子书' : label}`} />
        ) : (
          <>
            <ResourceItems items={shown.items} busy={loading && !data} linkFor={(item) => detailPathOf(showcase, item.id)} />
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

/** resources/newBooks, and its e-book shelf resources/newBooks?type=ebook */
export function NewBooksPage() {
  const [params] = useSearchParams();
  if (params.get('type') !== 'ebook') return <BookShowcase key="book" showcase={NEW_BOOKS} />;
  return (
    <ReaderCardGate>
      <BookShowcase key="ebook" showcase={NEW_EBOOKS_SHELF} />
    </ReaderCardGate>
  );
}

/** resources/commendBook */
export const CommendBookPage = () => <BookShowcase showcase={COMMEND_BOOK} />;
