import { Box, Button, Flex, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ListEmpty } from '../../../features/resources/ListState';
import { ResourceItems } from '../../../features/resources/ResourceItems';
import { GridSkeleton } from '../../../features/resources/ResourceGrid';
import { ResourceSectionLayout } from '../../../features/resources/ResourceSectionLayout';
import { showcaseCrumbs } from '../../../features/resources/ShowcaseLayout';
import { SHOWCASES, showcasePath } from '../../../features/resources/showcases';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { imageAtWidth } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const ResListDetailPageQuery = graphql(`
  query ResListDetailPageQuery($id: ID!) {
    resourceList(id: $id) {
      id
      title
      cover
      summary
      resources {
        ...ResourceCard_resource
        ... on DatabaseResource {
          summary
          ...DatabaseAccess_database
        }
      }
    }
  }
`);

/** resources/resList/detail?id=: one book list, with its resources (each linking to its own detail page). */
export function ResListDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error } = useQuery(ResListDetailPageQuery, { variables: { id }, skip: !id });
  const list = data?.resourceList;

  let content;
  if (!id || (!list && error) || (!list && !loading)) {
    content = (
      <Box py="12">
        <PageHead title={`书单不存在 - ${SITE.name}`} />
        <Heading as="h1" srOnly>
          推荐书单
        </Heading>
        <EmptyNote title="该书单不存在或已下线" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={showcasePath('resList')}>返回推荐书单</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (!list) {
    content = (
      <Stack mt="6" gap="4">
        <Skeleton h="8" w="60%" />
        <GridSkeleton />
      </Stack>
    );
  } else {
    content = (
      <Box as="article" aria-labelledby="list-title" mt={{ base: '4', md: '6' }}>
        <PageHead title={`${list.title} - 推荐书单 - ${SITE.name}`} />
        <Flex gap="6" direction={{ base: 'column', sm: 'row' }} pb="5" borderBottom="2px solid" borderColor="brand.600">
          {list.cover && (
            <Image
              src={imageAtWidth(list.cover, 300)}
              alt=""
              w={{ base: 'full', sm: '48' }}
              aspectRatio={16 / 9}
              objectFit="cover"
              borderRadius="md"
              flexShrink={0}
            />
          )}
          <Box minW="0">
            <Heading as="h1" id="list-title" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.800">
              {list.title}
            </Heading>
            {list.summary && (
              <Text mt="2" color="fg.muted" whiteSpace="pre-line">
                {list.summary}
              </Text>
            )}
            <Text mt="2" fontSize="sm" color="brand.700">
              共 {list.resources.length} 种
            </Text>
          </Box>
        </Flex>
        <Box mt="6">
          {list.resources.length ? <ResourceItems items={list.resources} /> : <ListEmpty title="书单暂无可查看的资源" description="" />}
        </Box>
      </Box>
    );
  }

  return (
    <ResourceSectionLayout subtitle={SHOWCASES.resList.subtitle}>
      <Breadcrumbs items={showcaseCrumbs('resList', { label: list?.title ?? '书单详情' })} />
      {content}
    </ResourceSectionLayout>
  );
}
