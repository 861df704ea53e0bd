/** The generic pages in one lazy module (routes.tsx loads them through a single import). */
export { AdminChildrenPage } from './AdminChildrenPage';
export { AdminFormPage } from './AdminFormPage';
export { AdminListPage } from './AdminListPage';
