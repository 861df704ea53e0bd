import { Box, Flex, Heading, HStack, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { LuCalendar, LuEye, LuUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { NewsListItem_NewsFragment } from '../../gql/graphql';
import { formatCount, formatDate, imageAtWidth } from '../../lib/format';
import { newsDetailPath } from './categories';
import { useFieldShown } from '../site/list-fields';

export const NewsListItem_news = graphql(`
  fragment NewsListItem_news on News {
    id
    title
    summary
    cover
    publishedAt
    views
    category
    author
  }
`);

/** A date tile (day large, year-month below), shown in place of a cover. */
function DateTile({ value }: { value: string }) {
  const [year, month, day] = formatDate(value).split('-');
  return (
    <Flex
      aria-hidden="true"
      direction="column"
      align="center"
      justify="center"
      flexShrink={0}
      w={{ base: '16', md: '20' }}
      h={{ base: '16', md: '20' }}
      borderRadius="md"
      bg="brand.50"
      color="brand.700"
      borderTop="3px solid"
      borderTopColor="brand.600"
    >
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="1">
        {day}
      </Text>
      <Text fontSize="xs" mt="1">
        {year}-{month}
      </Text>
    </Flex>
  );
}

/** One row of a news list: cover thumbnail (or a date tile), title linking to the detail, summary, date and views. */
export function NewsListItem({ news, headingLevel = 'h2' }: { news: NewsListItem_NewsFragment; headingLevel?: 'h2' | 'h3' }) {
  // 字段设置: the fields the back office hid from news lists are left out.
  const shown = useFieldShown();
  return (
    <LinkBox
      as="article"
      display="flex"
      gap={{ base: '3', md: '5' }}
      py="5"
      alignItems="flex-start"
      borderBottom="1px solid"
      borderColor="border.muted"
      _hover={{ '& .news-title': { color: 'brand.600' } }}
    >
      {news.cover ? (
        <Box flexShrink={0} w={{ base: '20', md: '200px' }} aspectRatio={16 / 10} overflow="hidden" borderRadius="md" bg="gray.100">
          <Image src={imageAtWidth(news.cover, 200)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        </Box>
      ) : (
        <DateTile value={news.publishedAt} />
      )}
      <Box minW="0" flex="1">
        <Heading as={headingLevel} fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" lineHeight="1.5" lineClamp="2">
          <LinkOverlay asChild className="news-title" color="fg.default" transition="color 0.15s" focusRing="outside">
            <RouterLink to={newsDetailPath(news.category, news.id)}>{news.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        {shown('summary') && news.summary && (
          <Text mt="2" color="fg.muted" fontSize="sm" lineClamp={{ base: '2', md: '2' }} display={{ base: 'none', sm: '-webkit-box' }}>
            {news.summary}
          </Text>
        )}
        <HStack mt="2" columnGap={{ base: '3', md: '4' }} rowGap="1" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" wrap="wrap">
          {shown('publishedAt') && (
            <HStack gap="1">
              <LuCalendar aria-hidden="true" />
              <Text as="span">
                <Box as="span" srOnly>
                  发布日期：
                </Box>
                <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>
              </Text>
            </HStack>
          )}
          {shown('author') && news.author && (
            <HStack gap="1">
              <LuUser aria-hidden="true" />
              <Text as="span">来源：{news.author}</Text>
            </HStack>
          )}
          {shown('views') && (
            <HStack gap="1">
              <LuEye aria-hidden="true" />
              <Text as="span">浏览 {formatCount(news.views)}</Text>
            </HStack>
          )}
        </HStack>
      </Box>
    </LinkBox>
  );
}
