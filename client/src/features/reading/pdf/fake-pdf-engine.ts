import { vi } from 'vitest';
import type { PdfEngine, PdfOpenOptions, PdfOutlineItem, PdfSession } from './pdf-engine';

/**
 * A PdfEngine for jsdom (tests only): it "opens" a document of `pageCount` pages, records what the
 * reader asks, and lets the test play pdf.js's part (the reader scrolled to a page, found matches).
 */
export function fakePdfEngine({ pageCount = 10, outline = [] as PdfOutlineItem[], fail = false } = {}) {
  const opened: PdfOpenOptions[] = [];
  let session: PdfSession | undefined;
  const engine: PdfEngine = {
    open: vi.fn(async (options: PdfOpenOptions) => {
      opened.push(options);
      if (fail) throw new Error('Missing PDF');
      const current = { page: Math.min(Math.max(1, options.page), pageCount) };
      session = {
        pageCount,
        outline,
        goToPage: vi.fn((n: number) => {
          current.page = n;
          options.onPage(n);
        }),
        goToOutline: vi.fn(),
        setZoom: vi.fn((zoom) => options.onScale(typeof zoom === 'number' ? zoom : 1.2)),
        find: vi.fn(),
        renderThumbnail: vi.fn(async () => undefined),
        destroy: vi.fn(),
      };
      // pdf.js reports the page it opened on and the scale it shows.
      options.onPage(current.page);
      options.onScale(typeof options.zoom === 'number' ? options.zoom : 1.2);
      return session;
    }),
  };
  return {
    engine,
    opened,
    /** The open document's session (after the reader opened it). */
    session: () => {
      if (!session) throw new Error('no document opened');
      return session;
    },
    /** What the reader's last open was told to report to. */
    last: () => opened[opened.length - 1],
  };
}
