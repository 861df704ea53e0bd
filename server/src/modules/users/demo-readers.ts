import type { ReaderRight } from './reader-right.js';

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
