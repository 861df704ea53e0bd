import { Box, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuCalendar, LuEye, LuPaperclip } from 'react-icons/lu';
import { SafeHtml } from '../../components/SafeHtml';
import { graphql } from '../../gql';
import type { GuideArticle_GuideFragment } from '../../gql/graphql';
import { formatCount, formatDate } from '../../lib/format';

export const GuideArticle_guide = graphql(`
  fragment GuideArticle_guide on Guide {
    id
    slot
    title
    body
    attachment
    attachmentName
    publishedAt
    updatedAt
    views
  }
`);

/** A guide page or item: its title, date (and views for a list item), the sanitised body and its attachment. */
export function GuideArticle({ guide, item = false }: { guide: GuideArticle_GuideFragment; item?: boolean }) {
  return (
    <Box as="article" aria-labelledby="guide-title">
      <Box as="header" textAlign={item ? 'center' : 'left'} pb="4" borderBottom="2px solid" borderColor="brand.600">
        <Heading as="h1" id="guide-title" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.800" lineHeight="1.5">
          {guide.title}
        </Heading>
        <HStack justify={item ? 'center' : 'flex-start'} wrap="wrap" gap={{ base: '3', md: '6' }} mt="2" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <LuCalendar aria-hidden="true" />
            <Text as="span">
              {item ? '发布时间：' : '更新时间：'}
              <time dateTime={item ? guide.publishedAt : guide.updatedAt}>{formatDate(item ? guide.publishedAt : guide.updatedAt)}</time>
            </Text>
          </HStack>
          {item && (
            <HStack gap="1">
              <LuEye aria-hidden="true" />
              <Text as="span">浏览：{formatCount(guide.views)}</Text>
            </HStack>
          )}
        </HStack>
      </Box>
      <SafeHtml html={guide.body} py={{ base: '4', md: '6' }} />
      {guide.attachment && (
        <HStack gap="2" p="3" bg="bg.canvas" borderRadius="md" fontSize="sm">
          <LuPaperclip aria-hidden="true" />
          <Text as="span" color="fg.muted">
            附件：
          </Text>
          <Link href={guide.attachment} color="brand.700" target="_blank" rel="noopener" download>
            {guide.attachmentName || guide.title}
          </Link>
        </HStack>
      )}
    </Box>
  );
}

export function GuideSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" role="status" aria-label="正文加载中">
      <Skeleton h="8" w="50%" />
      <Skeleton h="4" w="30%" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} h="4" w={i % 3 === 2 ? '70%' : 'full'} />
      ))}
    </Stack>
  );
}
