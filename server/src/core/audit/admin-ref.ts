/**
 * Core records which administrator acted (audit log, uploads) without importing the users module:
 * the relation names the entity, the users module defines it, and MikroORM resolves the name at
 * discovery (a rename fails at start-up). The foreign key and its ON DELETE SET NULL are unchanged.
 */
export const ADMIN_ENTITY = 'AdminUser';

/** All core needs of an administrator's row. */
export interface AdminAccount {
  id: number;
}
