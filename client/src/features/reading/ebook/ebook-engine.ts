/**
 * What the e-book reader asks of an EPUB engine. The real one is epubjs (epub-adapter.ts, its own
 * lazy chunk); unit tests give the reader a fake with the same shape, since epubjs cannot lay out
 * pages in jsdom (the e2e journey proves the real one).
 */

export type EbookTheme = 'day' | 'sepia' | 'night';

export interface TocItem {
  label: string;
  href: string;
  depth: number;
}

export interface EbookMetadata {
  title: string;
  creator: string;
  publisher: string;
  language: string;
}

/** What the engine knows once the book has opened. */
export interface EbookInfo {
  toc: TocItem[];
  metadata: EbookMetadata;
  cover: string | null;
  /** The printed edition's page list, when the EPUB has one. */
  pageList: Array<{ page: string; href: string }>;
}

/** Where the reader stands after a page turn. */
export interface EbookPlace {
  cfi: string;
  href: string;
  /** 0 to 1, once the engine has counted the book's locations (0 until then). */
  percentage: number;
  atStart: boolean;
  atEnd: boolean;
  /** The first words of the page, for a bookmark. */
  excerpt: string;
  /** The scroll position in scrolled mode (0 when paginated). */
  verticalOffset: number;
}

export interface EbookLook {
  fontSize: number;
  fontFamily: string;
  theme: EbookTheme;
  paginated: boolean;
}

export interface SearchHit {
  cfi: string;
  excerpt: string;
}

/** An input inside the page (the iframe): a tap at a share of the width, a swipe, or a key. */
export type PageInput = { type: 'tap'; x: number } | { type: 'swipe'; dx: number; dy: number } | { type: 'key'; key: string };

export interface EbookSession {
  /** Resolves when the book is open and its first page shown; rejects for a broken EPUB. */
  opened: Promise<EbookInfo>;
  display(target?: string): Promise<void>;
  next(): Promise<void>;
  prev(): Promise<void>;
  setLook(look: EbookLook): void;
  scrollTo(offset: number): void;
  search(query: string): Promise<SearchHit[]>;
  onRelocated(listener: (place: EbookPlace) => void): void;
  onInput(listener: (input: PageInput) => void): void;
  destroy(): void;
}

/** Opens the EPUB at `url` in `element`, at `target` (a CFI) or its start, with `look`. */
export type OpenEbook = (element: HTMLElement, url: string, options: { target?: string; look: EbookLook }) => EbookSession;

export type PageAction = 'prev' | 'next' | 'menu' | null;

/**
 * What an input on the page does: taps on the left and right thirds turn the page, the middle one
 * shows or hides the menus; a horizontal swipe turns the page; arrow and page keys turn it.
 */
export function pageAction(input: PageInput): PageAction {
  switch (input.type) {
    case 'tap':
      return input.x < 1 / 3 ? 'prev' : input.x > 2 / 3 ? 'next' : 'menu';
    case 'swipe':
      if (Math.abs(input.dx) < 40 || Math.abs(input.dx) < Math.abs(input.dy)) return null;
      return input.dx < 0 ? 'next' : 'prev';
    case 'key':
      if (['ArrowLeft', 'PageUp'].includes(input.key)) return 'prev';
      if (['ArrowRight', 'PageDown', ' '].includes(input.key)) return 'next';
      return null;
  }
}

/** The colours of each theme, in the page and around it. */
export const THEMES: Record<EbookTheme, { label: string; color: string; background: string }> = {
  day: { label: '日间', color: '#1f1f1f', background: '#ffffff' },
  sepia: { label: '护眼', color: '#5b4636', background: '#f4ecd8' },
  night: { label: '夜间', color: '#d6d6d6', background: '#1b1b1d' },
};

export const FONT_FAMILIES = [
  { label: '默认', value: '' },
  { label: '宋体', value: '"Songti SC", "SimSun", "Noto Serif CJK SC", serif' },
  { label: '黑体', value: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif' },
  { label: '楷体', value: '"Kaiti SC", "KaiTi", "STKaiti", serif' },
] as const;

export const FONT_SIZE = { min: 12, max: 32, step: 2, default: 16 } as const;
