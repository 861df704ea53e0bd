/**
 * The PdfEngine over pdf.js: its viewer components render only the pages near the view (with their
 * text layer, so text can be selected), and its find controller searches the whole document. The
 * worker is a bundled asset of this build (no CDN), allowed by the server's worker-src 'self'.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { EventBus, FindState, PDFFindController, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import 'pdfjs-dist/web/pdf_viewer.css';
import { BundledPdfData } from './pdf-binary-data';
import type { PdfEngine, PdfFindResult, PdfOutlineItem, PdfSession, PdfZoom } from './pdf-engine';

GlobalWorkerOptions.workerSrc = workerUrl;
// One worker for the visit, started as soon as pdf.js arrives: its 1.2 MB script loads and compiles
// while the page still asks for the resource, and the next document reuses it.
GlobalWorkerOptions.workerPort = new Worker(workerUrl, { type: 'module' });

const FIND_STATES: Record<number, PdfFindResult['state']> = {
  [FindState.FOUND]: 'found',
  [FindState.NOT_FOUND]: 'not-found',
  [FindState.WRAPPED]: 'wrapped',
  [FindState.PENDING]: 'pending',
};

type RawOutline = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>;

const toOutline = (items: RawOutline | null): PdfOutlineItem[] =>
  (items ?? []).map((item) => ({ title: item.title, dest: item.dest, items: toOutline(item.items) }));

const scaleValue = (zoom: PdfZoom) => (typeof zoom === 'number' ? String(zoom) : zoom);

export const pdfjsEngine: PdfEngine = {
  async open({ container, viewer: viewerElement, url, page, zoom, onPage, onScale, onFind }) {
    const task = getDocument({ url, BinaryDataFactory: BundledPdfData });
    let pdf: PDFDocumentProxy;
    try {
      pdf = await task.promise;
    } catch (error) {
      await task.destroy();
      throw error;
    }

    const eventBus = new EventBus();
    const linkService = new PDFLinkService({ eventBus });
    const findController = new PDFFindController({ eventBus, linkService });
    const viewer = new PDFViewer({ container, viewer: viewerElement, eventBus, linkService, findController, removePageBorders: false });
    linkService.setViewer(viewer);

    eventBus.on('pagesinit', () => {
      viewer.currentScaleValue = scaleValue(zoom);
      viewer.currentPageNumber = Math.min(Math.max(1, page), pdf.numPages);
    });
    eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => onPage(pageNumber));
    eventBus.on('scalechanging', ({ scale }: { scale: number }) => onScale(scale));
    const reportFind = ({ state, matchesCount }: { state?: number; matchesCount: { current: number; total: number } }) =>
      onFind({
        current: matchesCount.current,
        total: matchesCount.total,
        state: state === undefined ? (matchesCount.total ? 'found' : 'pending') : (FIND_STATES[state] ?? 'pending'),
      });
    eventBus.on('updatefindcontrolstate', reportFind);
    eventBus.on('updatefindmatchescount', reportFind);

    viewer.setDocument(pdf);
    linkService.setDocument(pdf);
    const outline = toOutline(await pdf.getOutline());

    const session: PdfSession = {
      pageCount: pdf.numPages,
      outline,
      goToPage: (n) => {
        viewer.currentPageNumber = Math.min(Math.max(1, Math.round(n)), pdf.numPages);
      },
      goToOutline: (item) => {
        void linkService.goToDestination(item.dest as string | unknown[]);
      },
      setZoom: (next) => {
        // pdf.js keeps the spot at the top of the view, which may be the last pixels of the page
        // before: the page being read stays the current one (and the one remembered).
        const current = viewer.currentPageNumber;
        viewer.currentScaleValue = scaleValue(next);
        if (viewer.currentPageNumber !== current) viewer.currentPageNumber = current;
      },
      find: (query, { again, previous }) => {
        eventBus.dispatch('find', {
          source: null,
          type: again ? 'again' : '',
          query,
          caseSensitive: false,
          entireWord: false,
          highlightAll: true,
          findPrevious: previous,
          matchDiacritics: false,
        });
      },
      renderThumbnail: async (n, canvas, width) => {
        const pdfPage = await pdf.getPage(n);
        const unscaled = pdfPage.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: (width / unscaled.width) * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await pdfPage.render({ canvas, viewport }).promise;
      },
      destroy: () => {
        viewer.cleanup();
        void task.destroy();
      },
    };
    return session;
  },
};
