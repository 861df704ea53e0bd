import { describe, expect, it } from 'vitest';
import { tokens } from '../../lib/tokens';
import { hasReaderCardLogin, LOGIN_TYPE_READER_CARD, READER_CARD_REQUIRED, readerCardLoginPath } from './reader-card';

describe('the reader-card rule of the e-book pages (spec §5)', () => {
  it('says 请使用读者证登录！', () => {
    expect(READER_CARD_REQUIRED).toBe('请使用读者证登录！');
    expect(LOGIN_TYPE_READER_CARD).toBe(2);
  });

  it('holds only for a reader token with login type 2', () => {
    expect(hasReaderCardLogin()).toBe(false);
    tokens.setReader('phone-token', 1);
    expect(hasReaderCardLogin()).toBe(false);
    tokens.setReader('card-token', 2);
    expect(hasReaderCardLogin()).toBe(true);
    tokens.clearReader();
    expect(hasReaderCardLogin()).toBe(false);
  });

  it('sends the reader to /login, coming back afterwards', () => {
    expect(readerCardLoginPath('/resources/ebook/detail?id=3')).toBe('/login?redirect=%2Fresources%2Febook%2Fdetail%3Fid%3D3');
  });
});
