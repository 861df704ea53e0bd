import { pageFrom } from '../../lib/page-param';
import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import { graphql } from '../../gql';
import type { NewsCategory } from '../../gql/graphql';
import { EmptyNote } from '../site/EmptyNote';
import { NewsListItem } from './NewsListItem';
import { ListFieldsProvider } from '../site/list-fields';

export const NEWS_PAGE_SIZE = 10;

const NewsListPageQuery = graphql(`
  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {
    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {
      total
      page
      pageSize
      items {
        ...NewsListItem_news
      }
    }
  }
`);

function ListSkeleton() {
  return (
    <Stack gap="0" aria-busy="true" role="status" aria-label="列表加载中">
      {Array.from({ length: 5 }, (_, i) => (
        <HStack key={i} gap="5" py="5" align="flex-start" borderBottom="1px solid" borderColor="border.muted">
          <Skeleton w={{ base: '16', md: '20' }} h={{ base: '16', md: '20' }} borderRadius="md" flexShrink={0} />
          <Stack flex="1" gap="2">
            <Skeleton h="5" w="80%" />
            <Skeleton h="4" />
            <Skeleton h="4" w="40%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * A news category's list under its h1 `name`: newest first, 10 a page, the page in `?page=`.
 * `listPath` is the list's own address (its first page). The 资讯动态 pages and the interaction
 * area's 本馆动态 show it inside their own frames.
 */
export function NewsList({ category, name, listPath }: { category: NewsCategory; name: string; listPath: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { data, previousData, loading, error, refetch } = useQuery(NewsListPageQuery, {
    variables: { category, page, pageSize: NEWS_PAGE_SIZE },
  });
  // While the next page loads, the current one stays (dimmed) rather than jumping to a skeleton.
  const previous = previousData?.newsList.items[0]?.category === category ? previousData.newsList : undefined;
  const shown = data?.newsList ?? previous;

  const goTo = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    headingRef.current?.focus();
  };

  const pageCount = shown ? Math.max(1, Math.ceil(shown.total / NEWS_PAGE_SIZE)) : 1;

  return (
    <ListFieldsProvider list="news">
      <Flex align="baseline" justify="space-between" gap="4" mt="4" pb="4" borderBottom="2px solid" borderColor="brand.600" wrap="wrap">
        <Heading as="h1" ref={headingRef} tabIndex={-1} outline="none" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800">
          {name}
        </Heading>
        {shown && shown.total > 0 && (
          <Text fontSize="sm" color="fg.muted">
            共 {shown.total} 条{pageCount > 1 ? ` · 第 ${Math.min(page, pageCount)}/${pageCount} 页` : ''}
          </Text>
        )}
      </Flex>

      {!shown && loading ? (
        <ListSkeleton />
      ) : !shown && error ? (
        <Box py="10" role="alert">
          <EmptyNote title="内容加载失败" description="网络似乎开了小差，请稍候再试。">
            <Button colorPalette="brand" size="sm" onClick={() => void refetch()}>
              重新加载
            </Button>
          </EmptyNote>
        </Box>
      ) : !shown || shown.items.length === 0 ? (
        <Box py="10">
          {shown && shown.total > 0 ? (
            <EmptyNote title="这一页没有内容" description={`${name}共 ${shown.total} 条，请返回第一页查看。`}>
              <Button asChild colorPalette="brand" size="sm" variant="outline">
                <RouterLink to={listPath}>返回第一页</RouterLink>
              </Button>
            </EmptyNote>
          ) : (
            <EmptyNote title={`暂无${name}`} description="敬请关注后续发布。" />
          )}
        </Box>
      ) : (
        <>
          <Box
            as="ul"
            listStyleType="none"
            m="0"
            p="0"
            opacity={loading && !data ? 0.6 : 1}
            transition="opacity 0.2s"
            aria-busy={loading || undefined}
          >
            {shown.items.map((news) => (
              <li key={news.id}>
                <NewsListItem news={news} />
              </li>
            ))}
          </Box>
          <Box mt="6">
            <Pager page={page} pageSize={NEWS_PAGE_SIZE} total={shown.total} onChange={goTo} label={`${name}分页`} />
          </Box>
        </>
      )}
    </ListFieldsProvider>
  );
}
