import type { ReactNode } from 'react';
import type { NewsCategory } from '../../gql/graphql';
import { SectionFrame } from '../site/SectionNav';
import { NEWS_SECTION_NAME } from './categories';
import { NewsCategoryNav } from './NewsCategoryNav';

/** The frame of the 资讯动态 pages: the section band, the category navigation and a content panel. */
export function NewsSectionLayout({ category, onListPage, children }: { category: NewsCategory; onListPage: boolean; children: ReactNode }) {
  return (
    <SectionFrame title={NEWS_SECTION_NAME} subtitle="News & Notices" nav={<NewsCategoryNav current={category} onListPage={onListPage} />}>
      {children}
    </SectionFrame>
  );
}
