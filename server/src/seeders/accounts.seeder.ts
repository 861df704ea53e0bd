import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../core/auth/passwords.js';
import { AdminUser } from '../modules/users/admin-user.entity.js';
import { Reader } from '../modules/users/reader.entity.js';
import type { ReaderRight } from '../modules/users/reader-right.js';

/** The demo readers' password (README): 安全检测 fails while one of them still has it. */
export const DEMO_READER_PASSWORD = 'reader123';

/**
 * Demo readers, listed in README: reader card + password, or phone + SMS code (the code is in the
 * server log). Rights (授权) as 用户管理 shows them: the default set, one reader without venue
 * booking, one whose phone login opens what a reader card opens.
 */
export const DEMO_READERS = [
  { cardNumber: '2024000101', name: '张晓明', phone: '13800000001', password: DEMO_READER_PASSWORD, level: 1 },
  { cardNumber: '2024000102', name: '李思雨', phone: '13800000002', password: DEMO_READER_PASSWORD, level: 2 },
  { cardNumber: '2024000103', name: '王建国', phone: '13800000003', password: DEMO_READER_PASSWORD, level: 2, rights: ['DOWNLOAD'] },
  {
    cardNumber: '2024000104',
    name: '陈静怡',
    phone: '13800000004',
    password: DEMO_READER_PASSWORD,
    level: 2,
    rights: ['CARD_ACCESS', 'DOWNLOAD', 'VENUE_BOOKING'],
  },
] as const satisfies ReadonlyArray<{ cardNumber: string; name: string; phone: string; password: string; level: number; rights?: ReaderRight[] }>;

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
