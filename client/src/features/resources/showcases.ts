/** The book showcases of the resource section (spec §2: newBooks, commendBook, rankBooks, resList). */
export const SHOWCASES = {
  newBooks: { label: '新书通报', subtitle: 'New Arrivals' },
  commendBook: { label: '推荐图书', subtitle: 'Recommended Books' },
  rankBooks: { label: '图书排行', subtitle: 'Top Books' },
  resList: { label: '推荐书单', subtitle: 'Book Lists' },
} as const;

export type ShowcaseKey = keyof typeof SHOWCASES;

export const SHOWCASE_KEYS = Object.keys(SHOWCASES) as ShowcaseKey[];

export const isShowcaseKey = (value: unknown): value is ShowcaseKey => typeof value === 'string' && value in SHOWCASES;

export const showcasePath = (key: ShowcaseKey) => `/resources/${key}`;

/** A showcase's detail page: the resource (or, for resList, the book list) with that id. */
export const showcaseDetailPath = (key: ShowcaseKey, id: string) => `/resources/${key}/detail?id=${encodeURIComponent(id)}`;
