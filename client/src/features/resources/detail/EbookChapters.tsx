import { Box, HStack, Text } from '@chakra-ui/react';
import { graphql } from '../../../gql';
import type { EbookChapters_EbookFragment } from '../../../gql/graphql';
import { formatCount } from '../../../lib/format';
import { EmptyNote } from '../../site/EmptyNote';
import { DetailSection } from './DetailSection';

export const EbookChapters_ebook = graphql(`
  fragment EbookChapters_ebook on Ebook {
    id
    chapters {
      id
      title
      wordCount
    }
  }
`);

/**
 * 目录: the e-book's chapters in order, with their word counts. `newestFirst` (a new e-book's page)
 * lists the latest chapters first, as 最新章节, each keeping its number in the book.
 */
export function EbookChapters({ ebook, newestFirst = false }: { ebook: EbookChapters_EbookFragment; newestFirst?: boolean }) {
  const chapters = ebook.chapters.map((chapter, index) => ({ chapter, index }));
  if (newestFirst) chapters.reverse();
  return (
    <DetailSection
      id="chapters"
      title={newestFirst ? '最新章节' : '目录'}
      aside={
        ebook.chapters.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            共 {ebook.chapters.length} 章
          </Text>
        ) : undefined
      }
    >
      {ebook.chapters.length === 0 ? (
        <EmptyNote title="暂无目录" />
      ) : (
        <Box as="ol" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2 }} columnGap="8">
          {chapters.map(({ chapter, index }) => (
            <HStack as="li" key={chapter.id} gap="3" py="2" borderBottom="1px dashed" borderColor="border.muted" breakInside="avoid">
              <Text as="span" color="brand.600" fontWeight="semibold" minW="8" fontVariantNumeric="tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Text as="span" flex="1" minW="0" truncate title={chapter.title}>
                {chapter.title}
              </Text>
              {chapter.wordCount ? (
                <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                  {formatCount(chapter.wordCount)}字
                </Text>
              ) : null}
            </HStack>
          ))}
        </Box>
      )}
    </DetailSection>
  );
}
