import { describe, expect, it } from 'vitest';
import { readerMay } from './readers.js';

describe('readerMay', () => {
  it('holds for a reader granted the right and for admins, not for others or guests', () => {
    const reader = { kind: 'reader' as const, id: 1, name: '读者', loginType: 2, rights: ['VENUE_BOOKING' as const] };
    expect(readerMay(reader, 'VENUE_BOOKING')).toBe(true);
    expect(readerMay(reader, 'DOWNLOAD')).toBe(false);
    expect(readerMay({ kind: 'admin', id: 1, username: 'admin', name: '管理员' }, 'DOWNLOAD')).toBe(true);
    expect(readerMay(undefined, 'DOWNLOAD')).toBe(false);
  });
});
