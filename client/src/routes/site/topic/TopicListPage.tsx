import { Box, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { readListParams, withListParams } from '../../../features/resources/list-params';
import { ListEmpty, ListFailed } from '../../../features/resources/ListState';
import { GridItem, GridSkeleton, ResourceGrid } from '../../../features/resources/ResourceGrid';
import { ResourceSectionLayout } from '../../../features/resources/ResourceSectionLayout';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { TopicCard } from '../../../features/topics/TopicCard';
import { graphql } from '../../../gql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const TOPIC_PAGE_SIZE = 9;
export const TOPIC_SECTION_NAME = '专题';

export const TopicListPageQuery = graphql(`
  query TopicListPageQuery($page: Int!, $pageSize: Int!) {
    topics(page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {
      total
      page
      pageSize
      items {
        ...TopicCard_topic
      }
    }
  }
`);

/** /topic: the library's topics (专题), 9 a page, in the order the back office set. */
export function TopicListPage() {
  const [params, setParams] = useSearchParams();
  const { page } = readListParams(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(TopicListPageQuery, { variables: { page, pageSize: TOPIC_PAGE_SIZE } });
  const shown = data?.topics ?? previousData?.topics;
  const goTo = (next: number) => {
    setParams((current) => withListParams(current, { page: next }));
    headingRef.current?.focus();
  };

  return (
    <ResourceSectionLayout title={TOPIC_SECTION_NAME} subtitle="Topics">
      <PageHead title={`专题${page > 1 ? `（第${page}页）` : ''} - ${SITE.name}`} />
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: TOPIC_SECTION_NAME }]} />
      <Box display="flex" alignItems="baseline" gap="3" mt="4" pb="3" borderBottom="2px solid" borderColor="brand.600">
        <Heading as="h1" ref={headingRef} tabIndex={-1} fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" outline="none">
          专题
        </Heading>
        {shown && (
          <Text fontSize="sm" color="fg.muted">
            共 {shown.total} 个专题
          </Text>
        )}
      </Box>
      <Box mt="5">
        {!shown && loading ? (
          <GridSkeleton count={6} label="专题加载中" />
        ) : !shown && error ? (
          <ListFailed onRetry={() => void refetch()} />
        ) : !shown || shown.items.length === 0 ? (
          <ListEmpty title="暂无专题" description="敬请关注后续发布。" />
        ) : (
          <>
            <ResourceGrid columns={{ base: 1, sm: 2, lg: 3 }} busy={loading && !data}>
              {shown.items.map((topic) => (
                <GridItem key={topic.id}>
                  <TopicCard topic={topic} />
                </GridItem>
              ))}
            </ResourceGrid>
            <Box mt="6">
              <Pager page={page} pageSize={TOPIC_PAGE_SIZE} total={shown.total} onChange={goTo} label="专题分页" />
            </Box>
          </>
        )}
      </Box>
    </ResourceSectionLayout>
  );
}
