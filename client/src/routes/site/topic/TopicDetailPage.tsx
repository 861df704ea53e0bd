import { Box, Button, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FeedLinks } from '../../../components/FeedLinks';
import { SafeHtml } from '../../../components/SafeHtml';
import { ListEmpty } from '../../../features/resources/ListState';
import { ResourceItems } from '../../../features/resources/ResourceItems';
import { GridSkeleton } from '../../../features/resources/ResourceGrid';
import { ResourceSectionLayout } from '../../../features/resources/ResourceSectionLayout';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { imageAtWidth } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { TOPIC_SECTION_NAME } from './TopicListPage';
import { PageHead } from '../../../lib/page-head';

export const TopicDetailPageQuery = graphql(`
  query TopicDetailPageQuery($id: ID!) {
    topic(id: $id) {
      id
      title
      banner
      cover
      summary
      introduction
      sections {
        id
        title
        resources {
          ...ResourceCard_resource
          ... on DatabaseResource {
            summary
            ...DatabaseAccess_database
          }
        }
      }
    }
  }
`);

/**
 * /topic/detail?id=: a topic (专题): its banner, introduction and sections, each a grid of resource
 * cards linking to their detail pages (only what the visitor may see: the server's visibility rule).
 */
export function TopicDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error } = useQuery(TopicDetailPageQuery, { variables: { id }, skip: !id });
  const topic = data?.topic;
  const crumbs = [{ label: '首页', to: '/index' }, { label: TOPIC_SECTION_NAME, to: '/topic' }, { label: topic?.title ?? '专题详情' }];

  let content;
  if (!id || (!topic && error) || (!topic && !loading)) {
    content = (
      <Box py="12">
        <PageHead title={`专题不存在 - ${SITE.name}`} />
        <Heading as="h1" srOnly>
          专题
        </Heading>
        <EmptyNote title="该专题不存在或已下线" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/topic">返回专题列表</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (!topic) {
    content = (
      <Stack mt="6" gap="4" role="status" aria-label="专题加载中">
        <Skeleton h="40" borderRadius="md" />
        <Skeleton h="8" w="60%" />
        <GridSkeleton />
      </Stack>
    );
  } else {
    const banner = topic.banner ?? topic.cover;
    content = (
      <Box as="article" aria-labelledby="topic-title" mt={{ base: '4', md: '6' }}>
        <PageHead title={`${topic.title} - 专题 - ${SITE.name}`} />
        <FeedLinks path={`/feeds/topic/${topic.id}`} title={`${topic.title} - 专题 - ${SITE.name}`} />
        {banner && (
          <Image
            src={imageAtWidth(banner, 1200)}
            alt=""
            w="full"
            aspectRatio={{ base: 2, md: 15 / 4 }}
            objectFit="cover"
            borderRadius="md"
            data-testid="topic-banner"
          />
        )}
        <Heading as="h1" id="topic-title" mt="5" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.800">
          {topic.title}
        </Heading>
        {topic.summary && (
          <Text mt="2" color="fg.muted">
            {topic.summary}
          </Text>
        )}
        {topic.introduction && <SafeHtml html={topic.introduction} mt="4" pb="5" borderBottom="1px solid" borderColor="border" />}
        {topic.sections.length === 0 ? (
          <Box mt="6">
            <ListEmpty title="专题暂无内容" description="敬请关注后续更新。" />
          </Box>
        ) : (
          topic.sections.map((section) => (
            <Box as="section" key={section.id} aria-labelledby={`topic-section-${section.id}`} mt="8">
              <Heading
                as="h2"
                id={`topic-section-${section.id}`}
                fontSize="lg"
                fontWeight="semibold"
                color="brand.800"
                pl="3"
                mb="4"
                borderLeft="4px solid"
                borderColor="brand.600"
              >
                {section.title}
              </Heading>
              {section.resources.length ? (
                <ResourceItems items={section.resources} />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  本栏目暂无可查看的资源
                </Text>
              )}
            </Box>
          ))
        )}
      </Box>
    );
  }

  return (
    <ResourceSectionLayout title={TOPIC_SECTION_NAME} subtitle="Topics">
      <Breadcrumbs items={crumbs} />
      {content}
    </ResourceSectionLayout>
  );
}
