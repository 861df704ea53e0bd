import ePub, { type Book, type Location, type NavItem, type Rendition } from 'epubjs';
import type { PageListItem } from 'epubjs/types/pagelist';
import type Section from 'epubjs/types/section';
import {
  THEMES,
  type EbookInfo,
  type EbookLook,
  type EbookPlace,
  type OpenEbook,
  type PageInput,
  type SearchHit,
  type TocItem,
} from './ebook-engine';

/** Search stops after this many hits: a one-character query in a long book would list thousands. */
const MAX_SEARCH_HITS = 100;
/** Locations are counted per this many characters, for the percentage (epubjs's own default). */
const LOCATION_CHARS = 1000;

const flatToc = (items: NavItem[], depth = 0): TocItem[] =>
  items.flatMap((item) => [{ label: item.label.trim(), href: item.href, depth }, ...flatToc(item.subitems ?? [], depth + 1)]);

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The first words at a CFI: the text from that point in its node, or the node's whole text. */
function excerptAt(rendition: Rendition, cfi: string): string {
  try {
    const range = rendition.getRange(cfi);
    const node = range?.startContainer;
    if (!node) return '';
    const text = node.nodeType === Node.TEXT_NODE ? node.textContent?.slice(range.startOffset) : node.textContent;
    return squash(text).slice(0, 80);
  } catch {
    return '';
  }
}

/**
 * epubjs behind the reader's engine interface. Scripts in the book never run: the rendition is made
 * with `allowScriptedContent: false`, so epubjs's iframe gets `sandbox="allow-same-origin"` only
 * (no allow-scripts, no allow-popups); the reader listens to the page from outside through it.
 */
export const openEpub: OpenEbook = (element, url, { target, look }) => {
  // openAs: the URL may not end in .epub (a reader's own uploaded file); it is always a packed EPUB.
  const book: Book = ePub(url, { openAs: 'epub' });
  const rendition = book.renderTo(element, {
    width: '100%',
    height: '100%',
    spread: 'none',
    flow: look.paginated ? 'paginated' : 'scrolled-doc',
    allowScriptedContent: false,
  });
  for (const [name, theme] of Object.entries(THEMES)) {
    rendition.themes.register(name, {
      body: { color: `${theme.color} !important`, background: `${theme.background} !important` },
      a: { color: 'inherit' },
    });
  }
  let current: Location | undefined;
  let paginated = look.paginated;

  const setLook = (next: EbookLook) => {
    rendition.themes.select(next.theme);
    rendition.themes.fontSize(`${next.fontSize}px`);
    rendition.themes.font(next.fontFamily || 'inherit');
    if (next.paginated !== paginated) {
      paginated = next.paginated;
      const at = current?.start.cfi;
      rendition.flow(paginated ? 'paginated' : 'scrolled-doc');
      void rendition.display(at);
    }
  };
  setLook(look);

  const container = () => (rendition as unknown as { manager?: { container?: HTMLElement } }).manager?.container;

  const place = (location: Location): EbookPlace => ({
    cfi: location.start.cfi,
    href: location.start.href,
    percentage: book.locations.length() ? book.locations.percentageFromCfi(location.start.cfi) : 0,
    atStart: location.atStart,
    atEnd: location.atEnd,
    excerpt: excerptAt(rendition, location.start.cfi),
    verticalOffset: paginated ? 0 : Math.round(container()?.scrollTop ?? 0),
  });

  const opened = new Promise<EbookInfo>((resolve, reject) => {
    // epubjs reports a book it cannot open (not found, refused, not a zip) by this event; book.ready then never settles.
    book.on('openFailed', (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
    book.ready
      .then(() => rendition.display(target).catch(() => rendition.display()))
      .then(async () => {
        const metadata = book.packaging.metadata;
        const cover = await book.coverUrl().catch(() => null);
        resolve({
          toc: flatToc(book.navigation.toc),
          metadata: {
            title: metadata.title ?? '',
            creator: metadata.creator ?? '',
            publisher: metadata.publisher ?? '',
            language: metadata.language ?? '',
          },
          cover,
          pageList: ((book.pageList as unknown as { pageList?: PageListItem[] } | undefined)?.pageList ?? []).map((item) => ({
            page: String(item.page),
            href: item.href,
          })),
        });
        // The percentage needs the book's locations: counted after the first page shows, then reported again.
        await book.locations.generate(LOCATION_CHARS);
        if (current) void rendition.reportLocation();
      })
      .catch((error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
  });

  return {
    opened,
    display: (at) => rendition.display(at),
    next: () => rendition.next(),
    prev: () => rendition.prev(),
    setLook,
    scrollTo: (offset) => {
      const scroller = container();
      if (scroller && !paginated) scroller.scrollTop = offset;
    },
    async search(query) {
      const hits: SearchHit[] = [];
      const sections: Section[] = [];
      book.spine.each((section: Section) => sections.push(section));
      for (const section of sections) {
        if (hits.length >= MAX_SEARCH_HITS) break;
        await section.load(book.load.bind(book));
        hits.push(...(section.find(query) as unknown as SearchHit[]).map((hit) => ({ cfi: hit.cfi, excerpt: squash(hit.excerpt) })));
        section.unload();
      }
      return hits.slice(0, MAX_SEARCH_HITS);
    },
    onRelocated(listener) {
      rendition.on('relocated', (location: Location) => {
        current = location;
        listener(place(location));
      });
    },
    onInput(listener: (input: PageInput) => void) {
      // A tap's share of the reader's width, measured in this page: the iframe may be wider than what shows.
      rendition.on('click', (event: MouseEvent) => {
        const frame = (event.view as Window | null)?.frameElement;
        const selection = event.view?.getSelection()?.toString();
        if (!frame || selection || (event.target as Element | null)?.closest?.('a')) return;
        const box = element.getBoundingClientRect();
        const x = frame.getBoundingClientRect().left + event.clientX - box.left;
        listener({ type: 'tap', x: box.width ? x / box.width : 0.5 });
      });
      let start: Touch | undefined;
      rendition.on('touchstart', (event: TouchEvent) => {
        start = event.changedTouches[0];
      });
      rendition.on('touchend', (event: TouchEvent) => {
        const end = event.changedTouches[0];
        if (start && end) listener({ type: 'swipe', dx: end.screenX - start.screenX, dy: end.screenY - start.screenY });
        start = undefined;
      });
      rendition.on('keyup', (event: KeyboardEvent) => listener({ type: 'key', key: event.key }));
    },
    destroy() {
      rendition.destroy();
      book.destroy();
    },
  };
};
