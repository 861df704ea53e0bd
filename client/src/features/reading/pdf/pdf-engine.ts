/**
 * The document reader's view of a PDF library: what the reader asks of it and what it reports back.
 * pdfjs-engine.ts implements it with pdf.js (loaded only with a reader); tests give the reader a fake.
 */

/** 适合宽度, 适合页面, or a scale (1 = 100 %). */
export type PdfZoom = 'page-width' | 'page-fit' | number;

export interface PdfOutlineItem {
  title: string;
  /** Opaque to the reader: handed back to goToOutline. */
  dest: unknown;
  items: PdfOutlineItem[];
}

export interface PdfFindResult {
  /** 1-based index of the highlighted match; 0 when there is none. */
  current: number;
  total: number;
  /** pending while pdf.js still searches the pages. */
  state: 'found' | 'not-found' | 'wrapped' | 'pending';
}

export interface PdfOpenOptions {
  /** An absolutely positioned, scrolling element; `viewer` is its only child. */
  container: HTMLDivElement;
  viewer: HTMLDivElement;
  url: string;
  /** Where to open (clamped to the document). */
  page: number;
  zoom: PdfZoom;
  onPage(page: number): void;
  /** The scale now shown (a preset resolves to the scale it gives at this width). */
  onScale(scale: number): void;
  onFind(result: PdfFindResult): void;
}

export interface PdfSession {
  pageCount: number;
  /** The PDF's own outline (bookmarks); [] when it has none. */
  outline: PdfOutlineItem[];
  goToPage(page: number): void;
  goToOutline(item: PdfOutlineItem): void;
  setZoom(zoom: PdfZoom): void;
  /** A new query searches from the current page; `again` goes to the next (or previous) match. */
  find(query: string, options: { again: boolean; previous: boolean }): void;
  /** Draws a page at `width` CSS pixels into the canvas (the thumbnails). */
  renderThumbnail(page: number, canvas: HTMLCanvasElement, width: number): Promise<void>;
  destroy(): void;
}

export interface PdfEngine {
  /** Rejects when the file cannot be fetched or is not a PDF. */
  open(options: PdfOpenOptions): Promise<PdfSession>;
}

let loading: Promise<PdfEngine> | undefined;

/**
 * pdf.js arrives with the first document that needs it, in its own chunk with its viewer's CSS
 * (an edition of pictures never loads it). Asked once; a failed load is asked again next time.
 */
export function loadPdfEngine(): Promise<PdfEngine> {
  loading ??= import('./pdfjs-engine').then(
    (module) => module.pdfjsEngine,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** The next step up or down from the scale shown (a preset shows some scale between steps). */
export function zoomStep(scale: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > scale + 0.001) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? MIN_ZOOM;
}
