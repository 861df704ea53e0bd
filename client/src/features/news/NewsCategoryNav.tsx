import type { NewsCategory } from '../../gql/graphql';
import { SectionNav } from '../site/SectionNav';
import { NEWS_CATEGORIES, NEWS_SECTION_NAME, newsListPath } from './categories';

/** The side navigation of the 资讯动态 section: the four categories. */
export function NewsCategoryNav({ current, onListPage }: { current: NewsCategory; onListPage: boolean }) {
  const items = NEWS_CATEGORIES.map((category) => ({
    to: newsListPath(category.key),
    label: category.name,
    active: category.key === current,
    current: onListPage ? ('page' as const) : ('true' as const),
  }));
  return <SectionNav name={NEWS_SECTION_NAME} items={items} />;
}
