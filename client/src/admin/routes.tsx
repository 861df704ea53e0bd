import { Navigate, type RouteObject } from 'react-router-dom';
import { page, withTimeout } from '../lib/lazy-route';
import { adminScreens, type AdminScreen } from './resources';

/**
 * The back office's routes, children of the lazy /admin layout. router.tsx imports this file
 * statically, so it stays light: route objects only; the generic pages, Chakra and the entity
 * configs arrive with the route's `lazy` (within the 120000 ms of spec §2).
 */

/** What the layout reads (useMatches) for breadcrumbs: which screen, and which page of it. */
export interface AdminRouteHandle {
  adminScreen: { path: string; mode: 'list' | 'new' | 'edit' };
}

const listPage = (screen: AdminScreen) => async () => {
  const [{ AdminListPage }, config] = await withTimeout(Promise.all([import('./crud/AdminListPage'), screen.load()]));
  return { Component: () => <AdminListPage config={config} /> };
};

const formPage = (screen: AdminScreen) => async () => {
  const [{ AdminFormPage }, config] = await withTimeout(Promise.all([import('./crud/AdminFormPage'), screen.load()]));
  return { Component: () => <AdminFormPage config={config} /> };
};

const handle = (path: string, mode: AdminRouteHandle['adminScreen']['mode']): AdminRouteHandle => ({ adminScreen: { path, mode } });

export const adminRoutes: RouteObject[] = [
  // Spec §2: /admin redirects to /admin/information.
  { index: true, element: <Navigate to="/admin/information" replace /> },
  ...adminScreens.flatMap((screen): RouteObject[] => [
    { path: screen.path, handle: handle(screen.path, 'list'), lazy: listPage(screen) },
    { path: `${screen.path}/new`, handle: handle(screen.path, 'new'), lazy: formPage(screen) },
    { path: `${screen.path}/:id`, handle: handle(screen.path, 'edit'), lazy: formPage(screen) },
  ]),
  { path: '*', lazy: page(() => import('../routes/admin/AdminNotFound'), 'AdminNotFound') },
];
