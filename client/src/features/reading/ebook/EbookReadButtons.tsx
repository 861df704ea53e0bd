import { Button, HStack, Text } from '@chakra-ui/react';
import { LuBookOpen, LuBookmark } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { EbookReadButtons_EbookFragment } from '../../../gql/graphql';
import { useReadingState } from '../useReadingState';
import { DEFAULT_EBOOK_STATE, percent, type EbookReaderState } from './ebook-state';

export const EbookReadButtons_ebook = graphql(`
  fragment EbookReadButtons_ebook on Ebook {
    id
    file
  }
`);

/**
 * 在线阅读 on an e-book's detail page, and 继续阅读 with the share read once the reader has opened
 * the book (on this device or another: the account's copy counts).
 */
export function EbookReadButtons({ ebook, readPath }: { ebook: EbookReadButtons_EbookFragment; readPath: string }) {
  const { started, progress } = useReadingState<EbookReaderState>(ebook.file ? `resource:${ebook.id}` : null, 'epub', DEFAULT_EBOOK_STATE);
  const to = `${readPath}?id=${encodeURIComponent(ebook.id)}`;
  if (!ebook.file) {
    return (
      <Text fontSize="sm" color="fg.muted">
        暂无电子版，不能在线阅读
      </Text>
    );
  }
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild colorPalette="brand" size="sm" variant={started ? 'outline' : 'solid'}>
        <RouterLink to={to}>
          <LuBookOpen /> 在线阅读
        </RouterLink>
      </Button>
      {started && (
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={to}>
            <LuBookmark /> 继续阅读 {percent(progress)}
          </RouterLink>
        </Button>
      )}
    </HStack>
  );
}
