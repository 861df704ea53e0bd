import { FONT_SIZE, type EbookMetadata, type EbookTheme, type TocItem } from './ebook-engine';

/** A bookmark: where, in which section, and the first words there. */
export interface Bookmark {
  cfi: string;
  sectionTitle: string;
  excerpt: string;
  /** 0 to 1. */
  progress: number;
  createdAt: string;
}

/**
 * The e-book reader's state per reader and book (spec §3). The place itself (CFI and percentage)
 * is the reading's `location` and `progress` (useReadingState); the rest is here. What the book
 * tells (navigation, metadata, page list) is kept too, so the table of contents shows at once on
 * the next visit, before the EPUB has loaded.
 */
export interface EbookReaderState {
  fileName: string;
  menuVisible: boolean;
  fontSize: number;
  fontFamily: string;
  theme: EbookTheme;
  /** The current section (spine href) and its title in the table of contents. */
  section: string | null;
  sectionTitle: string;
  paginated: boolean;
  /** The document the state belongs to (resource:{id}, cloud:{id}). */
  book: string;
  navigation: TocItem[];
  metadata: EbookMetadata | null;
  pageList: Array<{ page: string; href: string }>;
  verticalOffset: number;
  /** Whether the current page is bookmarked. */
  bookmarked: boolean;
  bookmarks: Bookmark[];
}

export const DEFAULT_EBOOK_STATE: EbookReaderState = {
  fileName: '',
  menuVisible: true,
  fontSize: FONT_SIZE.default,
  fontFamily: '',
  theme: 'day',
  section: null,
  sectionTitle: '',
  paginated: true,
  book: '',
  navigation: [],
  metadata: null,
  pageList: [],
  verticalOffset: 0,
  bookmarked: false,
  bookmarks: [],
};

// The account keeps at most 64 KB of state per document: what the book tells is kept within bounds.
export const MAX_BOOKMARKS = 50;
const MAX_TOC_ITEMS = 200;
const MAX_PAGE_LIST = 300;

export const keptToc = (toc: TocItem[]) => toc.slice(0, MAX_TOC_ITEMS).map((item) => ({ ...item, label: item.label.slice(0, 60) }));
export const keptPageList = (pages: EbookReaderState['pageList']) => pages.slice(0, MAX_PAGE_LIST);

/** The table of contents entry of a section href (anchors and directories aside). */
export function sectionTitleOf(toc: TocItem[], href: string): string {
  const file = (value: string) => value.split('#')[0].split('/').pop() ?? '';
  return toc.find((item) => file(item.href) === file(href))?.label ?? '';
}

/** The bookmarks with the one at `cfi` added (newest first, bounded) or, when there is one, removed. */
export function toggledBookmarks(bookmarks: Bookmark[], mark: Bookmark): Bookmark[] {
  if (bookmarks.some((item) => item.cfi === mark.cfi)) return bookmarks.filter((item) => item.cfi !== mark.cfi);
  return [mark, ...bookmarks].slice(0, MAX_BOOKMARKS);
}

export const percent = (progress: number) => `${Math.round(progress * 100)}%`;
