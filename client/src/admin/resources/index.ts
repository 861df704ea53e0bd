import type { AnyResource } from '../crud/types';
import type { ResourceKind } from '../../gql/graphql';

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

/** The class trees with a screen: resource kind, path (as in menu.ts), heading. */
const RESOURCE_CLASS_SCREENS: Array<[kind: ResourceKind, path: string, label: string]> = [
  ['video', 'source/video/class', '视频分类'],
  ['exhibition', 'source/exhibition/class', '展览分类'],
  ['book', 'source/paperBook/class', '纸质图书分类'],
  ['ebook', 'source/eBook/class', '电子图书分类'],
  ['newspaper', 'source/newspaper/class', '报纸分类'],
  ['journal', 'source/journal/class', '期刊分类'],
  ['audio', 'source/audio/class', '音频分类'],
  ['thesis', 'source/thesis/class', '论文分类'],
];

export const adminScreens: readonly AdminScreen[] = [
  { path: 'home/carousel', label: '轮播图管理', load: () => import('./banner.admin').then((m) => m.bannerAdmin) },
  { path: 'home/friends', label: '友情链接', load: () => import('./friend-link.admin').then((m) => m.friendLinkAdmin) },
  { path: 'home/local', label: '本地图书馆', load: () => import('./library.admin').then((m) => m.libraryAdmin) },
  { path: 'information', label: '资讯管理', load: () => import('./news.admin').then((m) => m.newsAdmin) },
  ...RESOURCE_CLASS_SCREENS.map(([kind, path, label]): AdminScreen => ({
    path,
    label,
    load: () => import('./resource-class.admin').then((m) => m.resourceClassAdmin(kind, path, label)),
  })),
  { path: 'source/batchNum', label: '批次号管理', load: () => import('./batch-number.admin').then((m) => m.batchNumberAdmin) },
  { path: 'source/resQuotient', label: '供应商管理', load: () => import('./supplier.admin').then((m) => m.supplierAdmin) },
];

const paths = new Set(adminScreens.map((screen) => screen.path));

/** True when the back office has a screen at this path (under /admin). */
export const hasScreen = (path: string) => paths.has(path);
