import { Box, Flex, Heading, HStack, Image, Link, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { NewsBlock_NewsFragment, NewsCategory } from '../../gql/graphql';
import { formatDate, imageAtWidth } from '../../lib/format';
import { renderWhenNear } from '../../lib/render-when-near';
import { EmptyNote } from '../site/EmptyNote';
import { newsCategoryName, newsDetailPath, newsListPath } from './categories';

export const NewsBlock_news = graphql(`
  fragment NewsBlock_news on News {
    id
    title
    summary
    cover
    publishedAt
    category
  }
`);

interface NewsBlockProps {
  category: NewsCategory;
  items: NewsBlock_NewsFragment[] | undefined;
  loading?: boolean;
  /** Shows the first item large, with its cover and summary. */
  featureFirst?: boolean;
}

/** The featured first item of a block: cover (when it has one), title and summary. */
function Feature({ news }: { news: NewsBlock_NewsFragment }) {
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      gap="4"
      pb="4"
      mb="2"
      borderBottom="1px dashed"
      borderColor="border"
      _hover={{ '& .feature-title': { color: 'brand.600' }, '& img': { transform: 'scale(1.04)' } }}
    >
      {news.cover && (
        <Box flexShrink={0} w={{ base: 'full', sm: '44', lg: '52' }} aspectRatio={16 / 10} overflow="hidden" borderRadius="md" bg="gray.100">
          <Image src={imageAtWidth(news.cover, 400)} alt="" w="full" h="full" objectFit="cover" transition="transform 0.3s" />
        </Box>
      )}
      <Box minW="0">
        <Heading as="h4" fontSize="md" fontWeight="bold" lineHeight="1.5" lineClamp="2">
          <LinkOverlay asChild className="feature-title" color="fg.default" focusRing="outside">
            <RouterLink to={newsDetailPath(news.category, news.id)}>{news.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        {news.summary && (
          <Text mt="2" fontSize="sm" color="fg.muted" lineClamp="3">
            {news.summary}
          </Text>
        )}
        <Text mt="2" fontSize="xs" color="fg.muted">
          <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>
        </Text>
      </Box>
    </LinkBox>
  );
}

/** A home-page block of one news category: its newest items with dates, and 更多 to the list. */
export function NewsBlock({ category, items, loading, featureFirst }: NewsBlockProps) {
  const name = newsCategoryName(category);
  const headingId = `news-block-${category}`;
  const [first, ...rest] = items ?? [];
  const listed = featureFirst && first ? rest : (items ?? []);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderRadius="lg"
      boxShadow="xs"
      p={{ base: '4', md: '5' }}
      h="full"
      display="flex"
      flexDirection="column"
      {...renderWhenNear(480)}
    >
      <Flex align="center" justify="space-between" pb="3" mb="2" borderBottom="2px solid" borderColor="brand.50">
        <Heading as="h3" id={headingId} fontSize="lg" fontWeight="bold" color="brand.800" display="flex" alignItems="center" gap="2">
          <Box as="span" aria-hidden="true" w="1" h="5" borderRadius="full" bg="accent.500" />
          {name}
        </Heading>
        <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.600' }} display="inline-flex" alignItems="center" gap="0.5">
          <RouterLink to={newsListPath(category)} aria-label={`更多${name}`}>
            更多 <LuChevronRight aria-hidden="true" />
          </RouterLink>
        </Link>
      </Flex>
      {loading && !items ? (
        <Stack gap="3" py="2" aria-busy="true" role="status" aria-label={`${name}加载中`}>
          {featureFirst && <Skeleton h="24" />}
          {Array.from({ length: 5 }, (_, i) => (
            <HStack key={i} justify="space-between">
              <Skeleton h="4" flex="1" />
              <Skeleton h="4" w="20" />
            </HStack>
          ))}
        </Stack>
      ) : !items || items.length === 0 ? (
        <Box flex="1" display="flex" alignItems="center" justifyContent="center">
          <EmptyNote title={`暂无${name}`} />
        </Box>
      ) : (
        <>
          {featureFirst && first && <Feature news={first} />}
          <Box as="ul" listStyleType="none" m="0" p="0">
            {listed.map((news) => (
              <Flex
                as="li"
                key={news.id}
                align="center"
                gap="3"
                py="2"
                fontSize="sm"
                borderBottom="1px dashed"
                borderColor="border.muted"
                _last={{ borderBottom: 'none' }}
              >
                <Box aria-hidden="true" w="1.5" h="1.5" borderRadius="full" bg="brand.300" flexShrink={0} />
                <Link asChild flex="1" minW="0" color="fg.default" _hover={{ color: 'brand.600' }} focusRing="outside" display="block" truncate>
                  <RouterLink to={newsDetailPath(news.category, news.id)} title={news.title}>
                    {news.title}
                  </RouterLink>
                </Link>
                <Text as="span" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
                  <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>
                </Text>
              </Flex>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
