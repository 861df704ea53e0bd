import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuSparkles } from 'react-icons/lu';
import { ReaderCardGate } from '../../../features/resources/ReaderCardGate';
import { NEW_EBOOK_DETAIL, NEW_EBOOKS } from './new-ebooks';
import { ResourceDetail, type DetailVariant } from './ResourceDetailPage';

const EbookChapters = lazy(() => import('../../../features/resources/detail/EbookChapters').then((module) => ({ default: module.EbookChapters })));

function NewBookBanner() {
  return (
    <HStack role="note" aria-label="新书" gap="3" mb="5" px="4" py="3" borderRadius="md" bg="brand.50" borderWidth="1px" borderColor="brand.200">
      <Badge colorPalette="red" variant="solid" size="lg">
        <LuSparkles /> 新书
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        本馆新上架的电子图书：最新章节排在前面，可直接在线阅读。
      </Text>
    </HStack>
  );
}

const NEW_EBOOK: DetailVariant = {
  back: NEW_EBOOKS,
  banner: <NewBookBanner />,
  sections: (resource) =>
    resource.__typename === 'Ebook' ? (
      <Suspense fallback={<Box h="48" mt="10" />}>
        <EbookChapters ebook={resource} newestFirst />
      </Suspense>
    ) : null,
  readPath: `${NEW_EBOOK_DETAIL}/read`,
};

/**
 * resources/ebook/newDetail?id=: a newly added e-book, on the e-book detail's building blocks with
 * its own meaning: a 新书 banner, the newest chapters first, the way back to the new e-books, and
 * its own read page (which returns here). Reader-card login only, as every e-book page.
 */
export function EbookNewDetailPage() {
  const [params] = useSearchParams();
  return (
    <ReaderCardGate>
      <ResourceDetail key={params.get('id') ?? ''} kind="ebook" variant={NEW_EBOOK} />
    </ReaderCardGate>
  );
}
