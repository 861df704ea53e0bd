import type { NewsCategory } from '../../gql/graphql';

/** The four news categories of the public site (spec §2 "information"), in menu order. */
export const NEWS_CATEGORIES: readonly { key: NewsCategory; name: string }[] = [
  { key: 'libraryNews', name: '本馆新闻' },
  { key: 'peaceNews', name: '平安资讯' },
  { key: 'industryNews', name: '行业动态' },
  { key: 'publicNotice', name: '通知公告' },
];

/** The section the categories belong to, as the menu and the breadcrumbs call it. */
export const NEWS_SECTION_NAME = '资讯动态';

export const isNewsCategory = (value: unknown): value is NewsCategory => NEWS_CATEGORIES.some((category) => category.key === value);

export const newsCategoryName = (category: NewsCategory) => NEWS_CATEGORIES.find((item) => item.key === category)?.name ?? NEWS_SECTION_NAME;

export const newsListPath = (category: NewsCategory) => `/information/${category}`;

export const newsDetailPath = (category: NewsCategory, id: string) => `/information/${category}/detail?id=${encodeURIComponent(id)}`;
