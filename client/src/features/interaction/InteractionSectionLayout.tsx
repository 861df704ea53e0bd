import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SectionFrame, SectionNav } from '../site/SectionNav';
import { INTERACTION_SECTION_NAME, sectionOf, visibleSections } from './sections';

/** The navigation of the 互动交流 area: its built pages (sections.ts). */
function InteractionNav() {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const items = visibleSections().map((section) => ({
    to: section.path,
    label: section.label,
    active: section.path === current?.path,
    current: pathname === section.path ? ('page' as const) : ('true' as const),
  }));
  return <SectionNav name={INTERACTION_SECTION_NAME} items={items} />;
}

/** The frame of the 互动交流 pages: the section band, the area's navigation and a content panel. */
export function InteractionSectionLayout({ children }: { children: ReactNode }) {
  return (
    <SectionFrame title={INTERACTION_SECTION_NAME} subtitle="Interaction" nav={<InteractionNav />}>
      {children}
    </SectionFrame>
  );
}
