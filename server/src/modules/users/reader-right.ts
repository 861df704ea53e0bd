import { registerEnumType } from 'type-graphql';
import type { ReaderRight as Right } from '../../core/auth/viewer.js';

/** The rights the back office grants readers (授权); the values are core's ReaderRight. */
export const ReaderRight = {
  CARD_ACCESS: 'CARD_ACCESS',
  DOWNLOAD: 'DOWNLOAD',
  VENUE_BOOKING: 'VENUE_BOOKING',
} as const satisfies Record<Right, Right>;
export type ReaderRight = Right;

registerEnumType(ReaderRight, {
  name: 'ReaderRight',
  description: 'A right the library grants a reader',
  valuesConfig: {
    CARD_ACCESS: { description: '读者证级访问: a phone login opens what a reader-card login opens' },
    DOWNLOAD: { description: '下载' },
    VENUE_BOOKING: { description: '场馆预约' },
  },
});

/** What a new reader holds: downloads and venue bookings, not card-level access from a phone login. */
export const DEFAULT_READER_RIGHTS: ReaderRight[] = ['DOWNLOAD', 'VENUE_BOOKING'];
