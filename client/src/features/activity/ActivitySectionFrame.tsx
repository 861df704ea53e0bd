import type { ReactNode } from 'react';
import type { ActivityCategory } from '../../gql/graphql';
import { SectionFrame, SectionNav } from '../site/SectionNav';
import { ACTIVITY_PATHS, ACTIVITY_SECTION_NAME, CATEGORIES, CATEGORY_NAMES } from './activity';

/** The 活动 pages' frame: the band, the categories beside the content (全部活动 first). */
export function ActivitySectionFrame({ category, onListPage, children }: { category?: ActivityCategory; onListPage: boolean; children: ReactNode }) {
  const items = [
    { to: ACTIVITY_PATHS.list, label: '全部活动', active: !category, current: onListPage ? ('page' as const) : ('true' as const) },
    ...CATEGORIES.map((c) => ({
      to: `${ACTIVITY_PATHS.list}?category=${c}`,
      label: CATEGORY_NAMES[c],
      active: category === c,
      current: onListPage ? ('page' as const) : ('true' as const),
    })),
  ];
  return (
    <SectionFrame title={ACTIVITY_SECTION_NAME} subtitle="Activities" nav={<SectionNav name={ACTIVITY_SECTION_NAME} items={items} />}>
      {children}
    </SectionFrame>
  );
}
