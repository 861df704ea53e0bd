import { describe, expect, it } from 'vitest';
import { LOGIN_TYPE_CARD, LOGIN_TYPE_SMS, viewerRoles, type ReaderRight } from './viewer.js';

const reader = (loginType: number, rights: ReaderRight[]) => ({ kind: 'reader' as const, id: 1, name: '读者', loginType, rights });

describe('viewerRoles', () => {
  it('gives READER_CARD to a reader-card login, or to a phone login granted CARD_ACCESS', () => {
    expect(viewerRoles(reader(LOGIN_TYPE_SMS, ['DOWNLOAD', 'VENUE_BOOKING']))).toEqual(['READER']);
    expect(viewerRoles(reader(LOGIN_TYPE_SMS, ['CARD_ACCESS']))).toEqual(['READER', 'READER_CARD']);
    expect(viewerRoles(reader(LOGIN_TYPE_CARD, []))).toEqual(['READER', 'READER_CARD']);
    expect(viewerRoles({ kind: 'admin', id: 1, username: 'admin', name: '管理员' })).toEqual(['ADMIN']);
    expect(viewerRoles(undefined)).toEqual([]);
  });
});
