import type { AnyResource } from '../crud/types';

/**
 * The registry of back-office screens: menu path → the lazily loaded config of its entity. The
 * routes (admin/routes.tsx) and the menu (only entries registered here are shown) both read it,
 * so adding an entity is one line here plus its <entity>.admin.tsx. Keep this file light: it is
 * part of the route table, so it imports nothing but types.
 */
export interface AdminScreen {
  /** Path under /admin, as in menu.ts. */
  path: string;
  label: string;
  load: () => Promise<AnyResource>;
}

export const adminScreens: readonly AdminScreen[] = [
  { path: 'home/carousel', label: '轮播图管理', load: () => import('./banner.admin').then((m) => m.bannerAdmin) },
  { path: 'home/friends', label: '友情链接', load: () => import('./friend-link.admin').then((m) => m.friendLinkAdmin) },
  { path: 'home/local', label: '本地图书馆', load: () => import('./library.admin').then((m) => m.libraryAdmin) },
  { path: 'information', label: '资讯管理', load: () => import('./news.admin').then((m) => m.newsAdmin) },
];

const paths = new Set(adminScreens.map((screen) => screen.path));

/** True when the back office has a screen at this path (under /admin). */
export const hasScreen = (path: string) => paths.has(path);
