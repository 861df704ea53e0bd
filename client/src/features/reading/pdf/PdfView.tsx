import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fileRefusal } from '../file-refusal';
import type { PdfEngine, PdfFindResult, PdfSession, PdfZoom } from './pdf-engine';
import { PdfOutline } from './PdfOutline';
import { PdfThumbnails } from './PdfThumbnails';
import { FindTools, PageTools, ZoomTools } from './PdfTools';
import { ReaderFrame, ReaderProblem, type SidePanel } from './ReaderFrame';

export interface PdfViewProps {
  url: string;
  title: string;
  backTo: string;
  backLabel: string;
  /** Where to open; later changes are ignored (the reader moves on its own). */
  initialPage: number;
  initialZoom: PdfZoom;
  /** Called when the reader reaches another page (not for the page it opened on). */
  onPageChange?(page: number, pageCount: number): void;
  onZoomChange?(zoom: PdfZoom): void;
  /** A panel before the outline and thumbnails: the edition's pages, the volume's articles. */
  parts?: SidePanel;
  /** Tools before the page tools (another part of an edition). */
  extraTools?: ReactNode;
  /** The same promise from one render to the next (loadPdfEngine keeps one): another opens the file again. */
  engine: Promise<PdfEngine>;
}

type Status = { kind: 'loading' } | { kind: 'failed'; refusal: string | null } | { kind: 'open'; session: PdfSession };

/**
 * One PDF in the reader: pdf.js renders the pages near the view (text selectable), and the toolbar
 * moves between pages, zooms and searches. A file that cannot be opened says so, with 返回: the
 * server's refusal (请登录后阅读, 您没有下载权限, 今日下载次数已达上限…) when it refused it.
 */
export function PdfView({
  url,
  title,
  backTo,
  backLabel,
  initialPage,
  initialZoom,
  onPageChange,
  onZoomChange,
  parts,
  extraTools,
  engine,
}: PdfViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [page, setPage] = useState(initialPage);
  const [scale, setScale] = useState(1);
  const [zoom, setZoom] = useState<PdfZoom>(initialZoom);
  const [found, setFound] = useState<PdfFindResult>();
  // The opening place and the callbacks are read when pdf.js reports, not when the file opens again.
  const opening = useRef({ page: initialPage, zoom: initialZoom });
  const report = useRef(onPageChange);
  useEffect(() => {
    report.current = onPageChange;
  });

  useEffect(() => {
    let session: PdfSession | undefined;
    let cancelled = false;
    let lastPage = opening.current.page;
    engine
      .then((pdf) =>
        pdf.open({
          container: container.current!,
          viewer: viewer.current!,
          url,
          page: opening.current.page,
          zoom: opening.current.zoom,
          onPage: (n) => {
            setPage(n);
            if (n !== lastPage && session) report.current?.(n, session.pageCount);
            lastPage = n;
          },
          onScale: setScale,
          onFind: setFound,
        }),
      )
      .then(
        (opened) => {
          if (cancelled) return opened.destroy();
          session = opened;
          setStatus({ kind: 'open', session: opened });
        },
        async () => {
          // Refused by the server (a login, the grant, the day's allowance), or broken.
          const refusal = await fileRefusal(url);
          if (!cancelled) setStatus({ kind: 'failed', refusal });
        },
      );
    return () => {
      cancelled = true;
      session?.destroy();
    };
  }, [engine, url]);

  // 适合宽度 / 适合页面 follow the reader's size: the window turned, the side panel opened or closed.
  const session = status.kind === 'open' ? status.session : undefined;
  useEffect(() => {
    const element = container.current;
    if (!session || typeof zoom === 'number' || !element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width && element.clientHeight === height) return;
      width = element.clientWidth;
      height = element.clientHeight;
      session.setZoom(zoom);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [session, zoom]);

  if (status.kind === 'failed')
    return (
      <ReaderFrame title={title} backTo={backTo} backLabel={backLabel} panels={parts ? [parts] : []} tools={extraTools}>
        {status.refusal ? (
          <ReaderProblem title={status.refusal} backTo={backTo} />
        ) : (
          <ReaderProblem title="文档加载失败" description="该文件暂时无法打开，请稍后重试或返回详情页。" backTo={backTo} />
        )}
      </ReaderFrame>
    );

  const changeZoom = (next: PdfZoom) => {
    setZoom(next);
    session?.setZoom(next);
    onZoomChange?.(next);
  };
  const panels: SidePanel[] = [];
  if (parts) panels.push(parts);
  if (session && session.outline.length > 0)
    panels.push({ value: 'outline', label: '目录', content: <PdfOutline items={session.outline} onChoose={(item) => session.goToOutline(item)} /> });
  if (session)
    panels.push({
      value: 'thumbnails',
      label: '缩略图',
      content: <PdfThumbnails session={session} current={page} onChoose={(n) => session.goToPage(n)} />,
    });

  return (
    <ReaderFrame
      title={title}
      backTo={backTo}
      backLabel={backLabel}
      panels={panels}
      tools={
        <>
          {extraTools}
          {session && (
            <>
              <PageTools page={page} pageCount={session.pageCount} onGo={(n) => session.goToPage(n)} />
              <ZoomTools zoom={zoom} scale={scale} onZoom={changeZoom} />
              <FindTools found={found} onFind={(query, options) => session.find(query, options)} />
            </>
          )}
        </>
      }
    >
      {/* pdf.js needs an absolutely positioned, scrolling container around its viewer element. */}
      <Box ref={container} position="absolute" inset="0" overflow="auto" data-testid="pdf-container" aria-label={`${title} 正文`} role="document">
        <div ref={viewer} className="pdfViewer" />
      </Box>
      {status.kind === 'loading' && (
        <VStack position="absolute" inset="0" justify="center" role="status" aria-live="polite" bg="bg.canvas">
          <Spinner color="brand.500" />
          <Text color="fg.muted">文档加载中…</Text>
        </VStack>
      )}
    </ReaderFrame>
  );
}
