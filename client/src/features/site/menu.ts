import type { MenuData } from '../../lib/global-state';

/**
 * The site paths this app has pages for. The server's navigation (siteMenu) describes the whole
 * portal; entries whose pages are not built yet stay hidden. Add a path here when its page lands.
 */
export const BUILT_PATHS: ReadonlySet<string> = new Set([
  '/index',
  '/information/libraryNews',
  '/information/peaceNews',
  '/information/industryNews',
  '/information/publicNotice',
  '/resources/newBooks',
  '/resources/commendBook',
  '/resources/rankBooks',
  '/resources/resList',
  '/resources/video',
  '/resources/exhibition',
  '/resources/ebook',
  '/resources/book',
  '/resources/audio',
  '/resources/thesis',
  '/resources/newspaper',
  '/resources/journal',
  '/resources/database',
  '/retrieve',
  // Surveys (问卷调查, issue 16).
  '/service/survey',
  '/interaction',
  '/interaction/libraryNews',
  '/interaction/comments',
  '/interaction/resRecommend',
  '/interaction/volunteer',
  '/interaction/activitySite',
  // 服务指南 (part guides)
  ...['aboutLibrary', 'department', 'specialRes', 'guidedTour', 'openingTime', 'contactTraffic'].map((slot) => `/service/overView/${slot}`),
  '/service/society/constitution',
  '/service/society/societyNews',
  ...['pledge', 'licensing', 'borrowing', 'standard', 'classification'].map((slot) => `/service/notice/${slot}`),
  '/activity',
  // Branches (issue 16)
  '/service/branch/street',
  '/service/branch/community',
  '/service/branch/cityBookBar',
  '/service/branch/shareBooks',
  '/service/branch/audioBook',
  // Topics (issue 16, part "topics").
  '/topic',
]);

export interface MenuSource {
  value: string;
  name: string;
  url: string;
  children?: MenuSource[] | null;
}

/** The server's menu in the global state's shape (children always present, no __typename). */
export function toMenuData(items: readonly MenuSource[]): MenuData[] {
  return items.map(({ value, name, url, children }) => ({ value, name, url, children: toMenuData(children ?? []) }));
}

const pathOf = (url: string) => url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

/**
 * The entries to show: those whose page exists, with their children filtered the same way. A parent
 * whose own page is missing but which has a built child stays, and leads to that child.
 */
export function visibleMenu(items: readonly MenuData[], built: ReadonlySet<string> = BUILT_PATHS): MenuData[] {
  const result: MenuData[] = [];
  for (const item of items) {
    const children = visibleMenu(item.children, built);
    if (built.has(pathOf(item.url))) result.push({ ...item, children });
    else if (children.length > 0) result.push({ ...item, url: children[0].url, children });
  }
  return result;
}

/** Whether a menu entry belongs to the current page: its own path, one of its children, or a page below them. */
export function isMenuActive(item: MenuData, pathname: string): boolean {
  const current = pathOf(pathname);
  const own = pathOf(item.url);
  if (current === own || current.startsWith(`${own}/`)) return true;
  if (item.children.some((child) => isMenuActive(child, pathname))) return true;
  // A section entry (with children) owns its whole first path segment, e.g. /information/*.
  if (item.children.length > 0) {
    const section = own.split('/')[1];
    return !!section && current.split('/')[1] === section;
  }
  return false;
}
