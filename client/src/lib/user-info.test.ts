import { describe, expect, it } from 'vitest';
import { clearUserInfo, isLevelFlagged, LEVEL_CHECK_CUTOFF, loadUserInfo, saveUserInfo, SPECIAL_LEVEL } from './user-info';

const ordinary = { name: '张三', cardNumber: '2024000101', level: 2 };
const special = { name: '李四', cardNumber: '2024000102', level: SPECIAL_LEVEL };
/** Times in China Standard Time, as the library reads the cut-off date. */
const at = (iso: string) => new Date(`${iso}+08:00`);

describe('level check (spec §6): after 2021-08-29, users not of level 1 are flagged', () => {
  it('the cut-off is 2021-08-29 and the special level is 1', () => {
    expect(LEVEL_CHECK_CUTOFF.toISOString()).toBe('2021-08-28T16:00:00.000Z');
    expect(SPECIAL_LEVEL).toBe(1);
  });

  it('flags nobody before the cut-off', () => {
    expect(isLevelFlagged(ordinary, at('2021-08-28T23:59:59'))).toBe(false);
    expect(isLevelFlagged(ordinary, at('2020-01-01T00:00:00'))).toBe(false);
    expect(isLevelFlagged(ordinary, LEVEL_CHECK_CUTOFF)).toBe(false);
  });

  it('flags users not of level 1 after the cut-off', () => {
    expect(isLevelFlagged(ordinary, at('2021-08-29T00:00:01'))).toBe(true);
    expect(isLevelFlagged(ordinary, at('2021-08-30T12:00:00'))).toBe(true);
    expect(isLevelFlagged({ ...ordinary, level: 0 }, at('2026-01-01T00:00:00'))).toBe(true);
    expect(isLevelFlagged(ordinary)).toBe(true);
  });

  it('never flags level 1, nor a visitor without stored info', () => {
    expect(isLevelFlagged(special, at('2021-08-30T00:00:00'))).toBe(false);
    expect(isLevelFlagged(special)).toBe(false);
    expect(isLevelFlagged(undefined, at('2021-08-30T00:00:00'))).toBe(false);
  });
});

describe('stored user info (spec §3)', () => {
  it('saves, loads and clears', () => {
    expect(loadUserInfo()).toBeUndefined();
    saveUserInfo(special);
    expect(loadUserInfo()).toEqual(special);
    clearUserInfo();
    expect(loadUserInfo()).toBeUndefined();
  });

  it('ignores a damaged or foreign stored value', () => {
    localStorage.setItem('userInfo', '{not json');
    expect(loadUserInfo()).toBeUndefined();
    localStorage.setItem('userInfo', JSON.stringify({ name: '王五' }));
    expect(loadUserInfo()).toBeUndefined();
  });
});
