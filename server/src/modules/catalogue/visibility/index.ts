export {
  KIND_ACCESS,
  accessLevel,
  assertMayOpen,
  assertMaySeeKind,
  hiddenKinds,
  kindRefusal,
  mayOpen,
  maySeeKind,
  requiredPermission,
} from './access.js';
export { OPEN_ONLY, OpenOnly, OpenOnlyField } from './open-only.js';
export { findOpenable, findShown, openableWhere, visibleSql, visibleWhere } from './resource-visibility.js';
export { FILE_ACCESS_CACHE_MS, fileAudience, forgetFileAccess, type FileAudience } from './file-access.js';
