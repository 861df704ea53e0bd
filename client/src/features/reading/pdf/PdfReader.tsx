import { Center, Spinner } from '@chakra-ui/react';
import { readTimeResourceOf } from '../read-time/read-time-resource';
import { useReadTime } from '../read-time/useReadTime';
import { useReadingState } from '../useReadingState';
import { loadPdfEngine, type PdfEngine, type PdfZoom } from './pdf-engine';
import type { PdfSource } from './pdf-source';
import { PdfView } from './PdfView';
import type { SidePanel } from './ReaderFrame';

export interface PdfReadingState {
  zoom: PdfZoom;
}

const DEFAULTS: PdfReadingState = { zoom: 'page-width' };

/**
 * A PDF opened where this reader left it (useReadingState: location = the page, progress =
 * page/pages, the zoom in the state), remembered as they read. `parts` lists the document's
 * siblings (the volume's other articles) beside the outline and thumbnails.
 */
export function PdfReader({ source, parts, engine }: { source: PdfSource; parts?: SidePanel; engine?: Promise<PdfEngine> }) {
  const reading = useReadingState<PdfReadingState>(source.document, 'pdf', DEFAULTS);
  // Read time counts while the page is visible and the reader active (a reader's own file counts none).
  useReadTime(readTimeResourceOf(source.document));
  // Wait for the account's copy: another device may have read further.
  if (!reading.ready)
    return (
      <Center h="60vh" role="status" aria-label="阅读记录加载中">
        <Spinner color="brand.500" />
      </Center>
    );
  return (
    <PdfView
      key={source.document}
      url={source.url}
      title={source.title}
      backTo={source.backTo}
      backLabel={source.backLabel}
      initialPage={Number(reading.location) || 1}
      initialZoom={reading.state.zoom}
      onPageChange={(page, pageCount) => reading.save({ location: String(page), progress: page / pageCount })}
      onZoomChange={(zoom) => reading.save({ state: { zoom } })}
      parts={parts}
      engine={engine ?? loadPdfEngine()}
    />
  );
}
