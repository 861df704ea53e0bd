import { Box, Button, Heading, HStack, Link, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuCalendar, LuExternalLink, LuNewspaper, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SafeHtml } from '../../../components/SafeHtml';
import { ResourceSectionLayout } from '../../../features/resources/ResourceSectionLayout';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { formatDateTime } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const CapturedInfoPageQuery = graphql(`
  query CapturedInfoPageQuery($id: ID!) {
    capturedInfo(id: $id) {
      id
      title
      source
      sourceUrl
      author
      publishedAt
      createdAt
      body
    }
  }
`);

/**
 * /infoCapture/detail/:id: an article the library captured (信息采集), for logged-in readers (the
 * navigation guard sends guests to log in; the server answers them UNAUTHENTICATED too).
 */
export function CapturedInfoPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(CapturedInfoPageQuery, { variables: { id }, skip: !id });
  const item = data?.capturedInfo;

  let content;
  if (!id || (!item && error) || (!item && !loading)) {
    content = (
      <Box py="12">
        <PageHead title={`内容不存在 - ${SITE.name}`} />
        <Heading as="h1" srOnly>
          采集信息
        </Heading>
        <EmptyNote title="该内容不存在或已删除" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/index">返回首页</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (!item) {
    content = (
      <Stack gap="4" mt="6" role="status" aria-label="正文加载中">
        <Skeleton h="8" w="80%" mx="auto" />
        <Skeleton h="4" w="50%" mx="auto" />
        <Separator />
        <Skeleton h="40" />
      </Stack>
    );
  } else {
    const date = item.publishedAt ?? item.createdAt;
    content = (
      <Box as="article" aria-labelledby="info-title" mt={{ base: '4', md: '6' }}>
        <PageHead title={`${item.title} - ${SITE.name}`} />
        <Box as="header" textAlign="center" pb="5" borderBottom="1px solid" borderColor="border">
          <Heading as="h1" id="info-title" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="1.5">
            {item.title}
          </Heading>
          <HStack justify="center" wrap="wrap" gap={{ base: '3', md: '6' }} mt="3" fontSize="sm" color="fg.muted">
            <HStack gap="1">
              <LuCalendar aria-hidden="true" />
              <Text as="span">
                发布时间：<time dateTime={date}>{formatDateTime(date)}</time>
              </Text>
            </HStack>
            {item.source && (
              <HStack gap="1">
                <LuNewspaper aria-hidden="true" />
                <Text as="span">来源：{item.source}</Text>
              </HStack>
            )}
            {item.author && (
              <HStack gap="1">
                <LuUser aria-hidden="true" />
                <Text as="span">作者：{item.author}</Text>
              </HStack>
            )}
          </HStack>
        </Box>
        <SafeHtml html={item.body} py={{ base: '5', md: '8' }} maxW="820px" mx="auto" />
        {item.sourceUrl && (
          <Box maxW="820px" mx="auto" fontSize="sm" color="fg.muted">
            <Link href={item.sourceUrl} target="_blank" rel="noopener noreferrer" color="brand.700">
              查看原文
              <LuExternalLink aria-hidden="true" />
            </Link>
          </Box>
        )}
      </Box>
    );
  }

  return (
    <ResourceSectionLayout title="信息采集" subtitle="Information">
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: item?.title ?? '采集信息' }]} />
      {content}
    </ResourceSectionLayout>
  );
}
