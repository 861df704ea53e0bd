import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * Spec §2: /admin redirects to /admin/information. Part of the router from the start (router.tsx),
 * before the back office's own routes are discovered, so it lives outside admin/.
 */
export const ADMIN_INDEX_ROUTE: RouteObject = { index: true, element: <Navigate to="/admin/information" replace /> };
