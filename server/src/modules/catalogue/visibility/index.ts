export { KIND_ACCESS, accessLevel, assertMayOpen, assertMaySeeKind, hiddenKinds, mayOpen, maySeeKind, requiredPermission } from './access.js';
export { OPEN_ONLY, OpenOnly, OpenOnlyField } from './open-only.js';
export { findOpenable, mayGetFiles, openableWhere, visibleSql, visibleWhere } from './resource-visibility.js';
