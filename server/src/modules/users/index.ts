import type { PortalModule } from '../../core/module.js';
import { AdminUser } from './admin-user.entity.js';
import { AuditLogAdminResolver } from './audit-log-admin.resolver.js';
import { Reader } from './reader.entity.js';

export { Account } from './account.entity.js';
export { AdminUser, Reader };

export const usersModule: PortalModule = {
  name: 'users',
  entities: [AdminUser, Reader],
  resolvers: [AuditLogAdminResolver],
};
