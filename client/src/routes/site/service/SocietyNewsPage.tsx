import { Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { LuCalendar, LuEye } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { SERVICE_SECTION_NAME, SERVICE_SECTION_PATH, entryOfSlot, serviceDetailPath } from '../../../features/service/sections';
import { ServiceLayout } from '../../../features/service/ServiceLayout';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote, LoadFailedNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { formatCount, formatDate } from '../../../lib/format';
import { pageFrom } from '../../../lib/page-param';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const SOCIETY_NEWS_PAGE_SIZE = 10;

const SocietyNewsPageQuery = graphql(`
  query SocietyNewsPageQuery($page: Int!, $pageSize: Int!) {
    guides(filter: { slot: societyNews }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {
      total
      page
      pageSize
      items {
        id
        title
        summary
        publishedAt
        views
      }
    }
  }
`);

/** /service/society/societyNews: the society's news, newest first, 10 a page; each opens on /service/detail. */
export function SocietyNewsPage() {
  const entry = entryOfSlot('societyNews')!;
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(SocietyNewsPageQuery, {
    variables: { page, pageSize: SOCIETY_NEWS_PAGE_SIZE },
  });
  const shown = data?.guides ?? previousData?.guides;
  const goTo = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    headingRef.current?.focus();
  };

  let list;
  if (!shown && loading)
    list = (
      <Stack gap="4" py="4" aria-busy="true" role="status" aria-label="列表加载中">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="16" />
        ))}
      </Stack>
    );
  else if (!shown && error) list = <LoadFailedNote onRetry={() => void refetch()} />;
  else if (!shown || shown.items.length === 0) list = <EmptyNote title={`暂无${entry.label}`} description="敬请关注后续发布。" />;
  else
    list = (
      <>
        <Box as="ul" listStyleType="none" m="0" p="0" aria-busy={loading || undefined}>
          {shown.items.map((item) => (
            <li key={item.id}>
              <LinkBox as="article" py="4" borderBottom="1px solid" borderColor="border.muted" _hover={{ '& .item-title': { color: 'brand.600' } }}>
                <Heading as="h2" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" lineHeight="1.5" lineClamp="2">
                  <LinkOverlay asChild className="item-title" color="fg.default" focusRing="outside">
                    <RouterLink to={serviceDetailPath(item.id)}>{item.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                {item.summary && (
                  <Text mt="1" color="fg.muted" fontSize="sm" lineClamp="2">
                    {item.summary}
                  </Text>
                )}
                <HStack mt="2" gap="4" fontSize="sm" color="fg.muted">
                  <HStack gap="1">
                    <LuCalendar aria-hidden="true" />
                    <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                  </HStack>
                  <HStack gap="1">
                    <LuEye aria-hidden="true" />
                    <Text as="span">浏览 {formatCount(item.views)}</Text>
                  </HStack>
                </HStack>
              </LinkBox>
            </li>
          ))}
        </Box>
        <Flex justify="center" mt="6">
          <Pager page={shown.page} pageSize={shown.pageSize} total={shown.total} onChange={goTo} />
        </Flex>
      </>
    );

  return (
    <ServiceLayout active={entry}>
      <PageHead title={`${entry.label} - ${SERVICE_SECTION_NAME} - ${SITE.name}`} />
      <Breadcrumbs
        items={[
          { label: '首页', to: '/index' },
          { label: SERVICE_SECTION_NAME, to: SERVICE_SECTION_PATH },
          { label: entry.group },
          { label: entry.label },
        ]}
      />
      <Heading
        as="h1"
        ref={headingRef}
        tabIndex={-1}
        outline="none"
        mt="4"
        pb="4"
        borderBottom="2px solid"
        borderColor="brand.600"
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="bold"
        color="brand.800"
      >
        {entry.label}
      </Heading>
      {list}
    </ServiceLayout>
  );
}
