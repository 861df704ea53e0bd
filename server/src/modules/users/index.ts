import type { PortalModule } from '../../core/module.js';
import { AdminUser } from './admin-user.entity.js';
import { AuditLogAdminResolver } from './audit-log-admin.resolver.js';
import { Reader, readerSearchText } from './reader.entity.js';
import { ReaderPasswordResolver, readersCrud } from './readers.js';

export { Account } from './account.entity.js';
export { AdminUser, Reader };
/** The reader keyword's SQL (name, card, phone), indexed by trigrams. */
export { readerSearchText };
export { ReaderRight, DEFAULT_READER_RIGHTS } from './reader-right.js';
/** The demo seed's readers (README), and 安全检测's check of their password. */
export { DEMO_READER_PASSWORD, DEMO_READERS } from './demo-readers.js';
export { NoticeChannel, noticeChannelsOf } from './notice-channel.js';
/** The rights a reader holds (授权): submissions, downloads and the desk ask these. */
export { assertReaderHolds, readerMay } from './readers.js';
/** For the REST table: 用户管理. */
export const usersCruds = [readersCrud];

export const usersModule: PortalModule = {
  name: 'users',
  entities: [AdminUser, Reader],
  resolvers: [AuditLogAdminResolver, readersCrud.resolver, ReaderPasswordResolver],
};
