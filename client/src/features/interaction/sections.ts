import { BUILT_PATHS } from '../site/menu';

/** The public interaction area (spec §2 "interaction"), as the site menu calls it. */
export const INTERACTION_SECTION_NAME = '互动交流';
export const INTERACTION_SECTION_PATH = '/interaction';

export interface InteractionSection {
  path: string;
  label: string;
}

/**
 * The area's pages in menu order. The navigation shows those whose page is built (BUILT_PATHS in
 * features/site/menu.ts, the one list the header menu reads too): add a page's path there when it lands.
 */
export const INTERACTION_SECTIONS: readonly InteractionSection[] = [
  { path: '/interaction/libraryNews', label: '本馆动态' },
  { path: '/interaction/comments', label: '读者评论' },
  { path: '/interaction/resRecommend', label: '资源荐购' },
  { path: '/interaction/volunteer', label: '志愿者招募' },
  { path: '/interaction/activitySite', label: '场馆预约' },
];

/** The entries to show: those whose page exists. */
export const visibleSections = (built: ReadonlySet<string> = BUILT_PATHS) => INTERACTION_SECTIONS.filter((section) => built.has(section.path));

/** The entry of the page at `pathname` (its own path or a page below it). */
export const sectionOf = (pathname: string) =>
  INTERACTION_SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
