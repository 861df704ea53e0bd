import { Box, Button, Flex, Heading, HStack, Link, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuArrowLeft, LuCalendar, LuEye, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SafeHtml } from '../../components/SafeHtml';
import { NEWS_SECTION_NAME, newsCategoryName, newsDetailPath, newsListPath } from '../../features/news/categories';
import { NewsSectionLayout } from '../../features/news/NewsSectionLayout';
import { useRouteNewsCategory } from '../../features/news/useRouteNewsCategory';
import { Breadcrumbs } from '../../features/site/Breadcrumbs';
import { EmptyNote } from '../../features/site/EmptyNote';
import { graphql } from '../../gql';
import type { NewsDetailPageQueryQuery } from '../../gql/graphql';
import { formatCount, formatDateTime } from '../../lib/format';
import { SITE } from '../../lib/site';
import { PageHead, plainText } from '../../lib/page-head';
import { newsData } from '../../lib/structured-data';

const NewsDetailPageQuery = graphql(`
  query NewsDetailPageQuery($id: ID!) {
    news(id: $id) {
      id
      title
      author
      body
      summary
      cover
      category
      publishedAt
      updatedAt
      views
    }
    newsNeighbours(id: $id) {
      previous {
        id
        title
        category
      }
      next {
        id
        title
        category
      }
    }
  }
`);

type Neighbour = NewsDetailPageQueryQuery['newsNeighbours']['previous'];

/** 上一篇 (newer) or 下一篇 (older), or 没有了 at either end. */
function NeighbourLink({ label, item }: { label: string; item: Neighbour }) {
  return (
    <Flex gap="2" fontSize="sm" minW="0">
      <Text as="span" flexShrink={0} color="fg.muted">
        {label}：
      </Text>
      {item ? (
        <Link asChild color="brand.700" _hover={{ color: 'brand.600', textDecoration: 'underline' }} minW="0" display="block" truncate>
          <RouterLink to={newsDetailPath(item.category, item.id)} title={item.title}>
            <Box as="span" srOnly>
              {label}：
            </Box>
            {item.title}
          </RouterLink>
        </Link>
      ) : (
        <Text as="span" color="fg.muted">
          没有了
        </Text>
      )}
    </Flex>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="4" mt="6" aria-busy="true" role="status" aria-label="正文加载中">
      <Skeleton h="8" w="80%" mx="auto" />
      <Skeleton h="4" w="50%" mx="auto" />
      <Separator />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} h="4" w={i % 3 === 2 ? '70%' : 'full'} />
      ))}
    </Stack>
  );
}

/** One news item: title, date, author, views, the sanitised body, and the neighbours in its category. */
export function NewsDetailPage() {
  const category = useRouteNewsCategory();
  const name = newsCategoryName(category);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';

  const { data, loading, error } = useQuery(NewsDetailPageQuery, { variables: { id }, skip: !id });
  const news = data?.news;
  const crumbs = [
    { label: '首页', to: '/index' },
    { label: NEWS_SECTION_NAME, to: newsListPath('libraryNews') },
    { label: name, to: newsListPath(category) },
    { label: '正文' },
  ];

  let content;
  if (!id || (!news && error) || (!news && !loading)) {
    // A missing id or NOT_FOUND (the error catalogue shows its dialog for the latter).
    content = (
      <Box py="12">
        <PageHead title={`内容不存在 - ${SITE.name}`} />
        <Heading as="h1" srOnly>
          {name}
        </Heading>
        <EmptyNote title="该内容不存在或已下线" description="您访问的内容可能已被删除或暂停发布。" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={newsListPath(category)}>返回{name}</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (!news) {
    content = <DetailSkeleton />;
  } else {
    content = (
      <Box as="article" aria-labelledby="news-title" mt={{ base: '4', md: '6' }}>
        <PageHead
          title={`${news.title} - ${name} - ${SITE.name}`}
          description={news.summary || plainText(news.body)}
          canonical={newsDetailPath(news.category, news.id)}
          type="article"
          image={news.cover}
          structuredData={newsData({ ...news, summary: news.summary || plainText(news.body) }, newsDetailPath(news.category, news.id))}
        />
        <Box as="header" textAlign="center" pb="5" borderBottom="1px solid" borderColor="border">
          <Heading as="h1" id="news-title" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="1.5" color="fg.default">
            {news.title}
          </Heading>
          <HStack justify="center" wrap="wrap" gap={{ base: '3', md: '6' }} mt="3" fontSize="sm" color="fg.muted">
            <HStack gap="1">
              <LuCalendar aria-hidden="true" />
              <Text as="span">
                发布时间：<time dateTime={news.publishedAt}>{formatDateTime(news.publishedAt)}</time>
              </Text>
            </HStack>
            {news.author && (
              <HStack gap="1">
                <LuUser aria-hidden="true" />
                <Text as="span">作者：{news.author}</Text>
              </HStack>
            )}
            <HStack gap="1">
              <LuEye aria-hidden="true" />
              <Text as="span">浏览：{formatCount(news.views)}</Text>
            </HStack>
          </HStack>
        </Box>

        <SafeHtml html={news.body} py={{ base: '5', md: '8' }} maxW="820px" mx="auto" />

        <Stack
          as="nav"
          aria-label="上一篇和下一篇"
          gap="2"
          mt="4"
          p="4"
          bg="bg.canvas"
          borderRadius="md"
          borderLeft="4px solid"
          borderColor="brand.500"
        >
          <NeighbourLink label="上一篇" item={data.newsNeighbours.previous} />
          <NeighbourLink label="下一篇" item={data.newsNeighbours.next} />
        </Stack>
        <Flex justify="flex-end" mt="4">
          <Button asChild variant="ghost" colorPalette="brand" size="sm">
            <RouterLink to={newsListPath(category)}>
              <LuArrowLeft aria-hidden="true" />
              返回{name}
            </RouterLink>
          </Button>
        </Flex>
      </Box>
    );
  }

  return (
    <NewsSectionLayout category={category} onListPage={false}>
      <Breadcrumbs items={crumbs} />
      {content}
    </NewsSectionLayout>
  );
}
