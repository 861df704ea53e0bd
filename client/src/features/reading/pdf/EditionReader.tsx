import { Box, Button, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { imageAtWidth } from '../../../lib/format';
import { readTimeResourceOf } from '../read-time/read-time-resource';
import { useReadTime } from '../read-time/useReadTime';
import { useReadingState } from '../useReadingState';
import { loadPdfEngine, type PdfEngine } from './pdf-engine';
import type { PdfReadingState } from './PdfReader';
import { PdfView } from './PdfView';
import { ReaderFrame, ReaderProblem, type SidePanel } from './ReaderFrame';

export interface EditionPageSource {
  id: string;
  pageNo: number;
  title: string;
  /** The page's PDF, when the library has one; else its picture is shown. */
  file?: string | null;
  image?: string | null;
}

export interface EditionSource {
  /** resource:{id}:edition{editionId} */
  document: string;
  title: string;
  backTo: string;
  backLabel: string;
  pages: EditionPageSource[];
}

const pageName = (page: EditionPageSource) => `第${page.pageNo}版 ${page.title}`;

function PageList({ pages, current, onChoose }: { pages: EditionPageSource[]; current: EditionPageSource; onChoose(page: EditionPageSource): void }) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label="版面列表">
      {pages.map((page) => (
        <li key={page.id}>
          <Button
            variant="ghost"
            size="sm"
            w="full"
            h="auto"
            py="1.5"
            justifyContent="flex-start"
            gap="2"
            aria-current={page.id === current.id ? 'page' : undefined}
            bg={page.id === current.id ? 'brand.50' : undefined}
            onClick={() => onChoose(page)}
          >
            {page.image ? (
              <Image src={imageAtWidth(page.image, 60)} alt="" w="10" aspectRatio={3 / 4} objectFit="cover" objectPosition="top" loading="lazy" />
            ) : null}
            <Text as="span" truncate fontSize="sm">
              {pageName(page)}
            </Text>
          </Button>
        </li>
      ))}
    </Stack>
  );
}

/**
 * A newspaper edition in one reader: its pages (版) in order, a PDF page in the PDF view and a page
 * that only has a picture as the picture. The reading state remembers the page (location = 版 number,
 * progress = how far through the edition) and the zoom.
 */
export function EditionReader({ edition, engine }: { edition: EditionSource; engine?: Promise<PdfEngine> }) {
  const reading = useReadingState<PdfReadingState>(edition.document, 'pdf', { zoom: 'page-width' });
  useReadTime(readTimeResourceOf(edition.document));
  const { pages } = edition;
  const index = Math.max(
    0,
    pages.findIndex((page) => String(page.pageNo) === reading.location),
  );
  const current = pages[index];

  if (!current) return <ReaderProblem title="本期暂无版面" backTo={edition.backTo} />;

  const choose = (page: EditionPageSource) => reading.save({ location: String(page.pageNo), progress: (pages.indexOf(page) + 1) / pages.length });
  const parts: SidePanel = { value: 'pages', label: '版面', content: <PageList pages={pages} current={current} onChoose={choose} /> };
  const title = `${edition.title} · ${pageName(current)}`;
  const pageTools = (
    <HStack gap="1" aria-label="换版">
      <IconButton size="xs" variant="outline" aria-label="上一版" disabled={index === 0} onClick={() => choose(pages[index - 1])}>
        <LuChevronLeft />
      </IconButton>
      <Text fontSize="sm" whiteSpace="nowrap">
        第 {index + 1} / {pages.length} 版
      </Text>
      <IconButton size="xs" variant="outline" aria-label="下一版" disabled={index === pages.length - 1} onClick={() => choose(pages[index + 1])}>
        <LuChevronRight />
      </IconButton>
    </HStack>
  );

  if (current.file)
    return (
      <PdfView
        key={current.id}
        url={current.file}
        title={title}
        backTo={edition.backTo}
        backLabel={edition.backLabel}
        initialPage={1}
        initialZoom={reading.state.zoom}
        onZoomChange={(zoom) => reading.save({ state: { zoom } })}
        parts={parts}
        extraTools={pageTools}
        engine={engine ?? loadPdfEngine()}
      />
    );

  return (
    <ReaderFrame title={title} backTo={edition.backTo} backLabel={edition.backLabel} panels={[parts]} tools={pageTools}>
      <Box position="absolute" inset="0" overflow="auto" p="4">
        {current.image ? (
          <Image src={current.image} alt={pageName(current)} maxW="900px" w="full" mx="auto" display="block" boxShadow="md" bg="white" />
        ) : (
          <ReaderProblem title="该版面暂无内容" description="本版尚无 PDF 或图片。" backTo={edition.backTo} />
        )}
      </Box>
    </ReaderFrame>
  );
}
