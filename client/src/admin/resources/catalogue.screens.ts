/**
 * The catalogue's screens in one lazy module: the registry (index.ts) loads them through a single
 * import, which keeps the route table that /index carries small.
 */
export { digitalAdmin, newBooksAdmin, resourceKindAdmin } from './resource-kind.admin';
export { childrenScreen } from './resource-children';
export { resourceListAdmin } from './resource-list.admin';
export { readerRecommendAdmin } from './reader-recommend.admin';
export { resourceClassAdmin } from './resource-class.admin';
export { batchNumberAdmin } from './batch-number.admin';
export { supplierAdmin } from './supplier.admin';
