import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../core/auth/passwords.js';
import { AdminUser } from '../modules/users/admin-user.entity.js';
import { Reader } from '../modules/users/reader.entity.js';
import { DEMO_READERS } from '../modules/users/index.js';

export { DEMO_READER_PASSWORD, DEMO_READERS } from '../modules/users/index.js';

/** The administrator every install starts with (`admin`, password from ADMIN_PASSWORD): configuration, not demo. */
export function seedAdmin(em: EntityManager, passwordHash: string) {
  em.create(AdminUser, { username: 'admin', name: '系统管理员', passwordHash });
}

/** The demo readers (DEMO_READERS), all with the demo password. */
export async function seedDemoReaders(em: EntityManager) {
  for (const reader of DEMO_READERS) {
    em.create(Reader, {
      cardNumber: reader.cardNumber,
      name: reader.name,
      phone: reader.phone,
      level: reader.level,
      ...('rights' in reader ? { rights: [...reader.rights] } : {}),
      passwordHash: await hashPassword(reader.password),
    });
  }
  await em.flush();
}
