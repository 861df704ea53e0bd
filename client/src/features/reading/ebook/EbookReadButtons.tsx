import { Button, HStack } from '@chakra-ui/react';
import { LuBookOpen, LuBookmark } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useReadingState } from '../useReadingState';
import { DEFAULT_EBOOK_STATE, percent, type EbookReaderState } from './ebook-state';

/**
 * 在线阅读 on an e-book's detail page, and 继续阅读 with the share read once the reader has opened
 * the book (on this device or another: the account's copy counts).
 */
export function EbookReadButtons({ resourceId, readPath }: { resourceId: string; readPath: string }) {
  const { started, progress } = useReadingState<EbookReaderState>(`resource:${resourceId}`, 'epub', DEFAULT_EBOOK_STATE);
  const to = `${readPath}?id=${encodeURIComponent(resourceId)}`;
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild colorPalette="brand" size="sm" variant={started ? 'outline' : 'solid'}>
        <RouterLink to={to}>
          <LuBookOpen /> 在线阅读
        </RouterLink>
      </Button>
      {started && (
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={to} aria-label={`继续阅读（已读 ${percent(progress)}）`}>
            <LuBookmark /> 继续阅读 {percent(progress)}
          </RouterLink>
        </Button>
      )}
    </HStack>
  );
}
