import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { page, withTimeout } from '../lib/lazy-route';
import { adminScreens, type AdminScreen } from './resources';

/**
 * The back office's routes, children of the lazy /admin layout, loaded on the first navigation
 * under /admin (router.tsx adminRouteDiscovery). Route objects only; the generic pages, Chakra and the entity
 * configs arrive with the route's `lazy` (within the 120000 ms of spec §2).
 */

/** What the layout reads (useMatches) for breadcrumbs: which screen, and which page of it ('items': an item's children). */
export interface AdminRouteHandle {
  adminScreen: { path: string; mode: 'list' | 'new' | 'edit' | 'items' };
}

/** The generic pages, one lazy module. */
const pages = () => import('./crud/pages');

const listPage = (screen: AdminScreen) => async () => {
  const [{ AdminListPage }, config] = await withTimeout(Promise.all([pages(), screen.load!()]));
  return { Component: () => <AdminListPage config={config} /> };
};

const formPage = (screen: AdminScreen) => async () => {
  const [{ AdminFormPage }, config] = await withTimeout(Promise.all([pages(), screen.load!()]));
  return { Component: () => <AdminFormPage config={config} /> };
};

const ownPage = (screen: AdminScreen) => async () => {
  const Component = await withTimeout(screen.page!());
  return { Component };
};

const childrenPage = (screen: AdminScreen, route: string) => async () => {
  const [{ AdminChildrenPage }, children] = await withTimeout(Promise.all([pages(), screen.children!.load(route)]));
  return { Component: () => <AdminChildrenPage screen={children} /> };
};

const handle = (path: string, mode: AdminRouteHandle['adminScreen']['mode']): AdminRouteHandle => ({ adminScreen: { path, mode } });

/**
 * Per screen: its own page (`page`), or the list; unless it is list-only, the form at `new` and `:id` (`:id/edit` when
 * `:id` shows the item's children); and the children pages.
 */
const screenRoutes = (screen: AdminScreen): RouteObject[] => {
  const { path, children } = screen;
  const at = screen.menuPath ?? path;
  if (screen.page) return [{ path, handle: handle(at, 'list'), lazy: ownPage(screen) }];
  return [
    { path, handle: handle(at, 'list'), lazy: listPage(screen) },
    ...(screen.listOnly
      ? []
      : [
          { path: `${path}/new`, handle: handle(at, 'new'), lazy: formPage(screen) },
          { path: `${path}/:id${children ? '/edit' : ''}`, handle: handle(at, 'edit'), lazy: formPage(screen) },
        ]),
    ...(children?.routes ?? []).map((route) => ({ path: `${path}/${route}`, handle: handle(at, 'items'), lazy: childrenPage(screen, route) })),
  ];
};

/**
 * Old paths under /admin → where their screens live now (the spec's top-level 黑名单 and 专题内容).
 * What follows the old path (an item, `new`) and the query string go along.
 */
export const ADMIN_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'user/blackList', to: 'blackList' },
  { from: 'topic/topicDetail', to: 'topicDetail' },
];

/** Where an old path goes: the new path with the rest of the old one and its search. */
export function redirectTarget(to: string, rest: string | undefined, search: string): string {
  return `/admin/${to}${rest ? `/${rest}` : ''}${search}`;
}

function Redirect({ to }: { to: string }) {
  const rest = useParams()['*'];
  const { search } = useLocation();
  return <Navigate to={redirectTarget(to, rest, search)} replace />;
}

/** The routes under /admin, less its index (router.tsx has it, so /admin redirects before these are loaded). */
export const adminRoutes: RouteObject[] = [
  ...ADMIN_REDIRECTS.map(({ from, to }) => ({ path: `${from}/*`, element: <Redirect to={to} /> })),
  ...adminScreens.flatMap(screenRoutes),
  { path: '*', lazy: page(() => import('../routes/admin/AdminNotFound'), 'AdminNotFound') },
];
