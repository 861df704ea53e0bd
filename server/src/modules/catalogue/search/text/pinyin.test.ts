import { describe, expect, it } from 'vitest';
import { matchesPinyin, pinyinKeys, pinyinQuery } from './pinyin.js';

describe('pinyinKeys', () => {
  it('gives toneless full pinyin and initials, traditional or simplified', () => {
    expect(pinyinKeys('红楼梦')).toEqual({ full: 'hongloumeng', initials: 'hlm' });
    expect(pinyinKeys('紅樓夢')).toEqual({ full: 'hongloumeng', initials: 'hlm' });
    expect(pinyinKeys('《红楼梦》（脂评本）')).toEqual({ full: 'hongloumengzhipingben', initials: 'hlmzpb' });
  });

  it('keeps words as they are and writes ü as v', () => {
    expect(pinyinKeys('Python编程')).toEqual({ full: 'pythonbiancheng', initials: 'pythonbc' });
    expect(pinyinKeys('绿野仙踪').full).toBe('lvyexianzong');
  });

  it('reads the title as written, not as folded for matching (乾 would fold to 干)', () => {
    expect(pinyinKeys('乾隆皇帝')).toEqual({ full: 'qianlonghuangdi', initials: 'qlhd' });
    expect(pinyinKeys('乾隆皇帝').full).not.toBe(pinyinKeys('干隆皇帝').full);
  });

  it('reads polyphones in context', () => {
    expect(pinyinKeys('银行行长').full).toBe('yinhanghangzhang');
    expect(pinyinKeys('重庆火锅').initials).toBe('cqhg');
    expect(pinyinKeys('长安的荔枝').full).toBe('changandelizhi');
    expect(pinyinKeys('会计学原理').full).toBe('kuaijixueyuanli');
  });

  it('reads surnames in names', () => {
    expect(pinyinKeys('单田芳', { name: true }).full).toBe('shantianfang');
    expect(pinyinKeys('曾国藩', { name: true }).initials).toBe('zgf');
  });

  it('drops what has no pinyin and bounds its length', () => {
    expect(pinyinKeys('😀！ノ')).toEqual({ full: '', initials: '' });
    expect(pinyinKeys('红'.repeat(5000)).initials.length).toBeLessThanOrEqual(128);
  });
});

describe('matchesPinyin', () => {
  const keys = pinyinKeys('红楼梦');

  it('matches prefixes of the full pinyin or of the initials', () => {
    for (const q of ['hlm', 'hl', 'h', 'hongl', 'honglou', 'hongloumeng', 'HLM', 'Hong Lou', "hong'lou"]) {
      expect(matchesPinyin(q, keys), q).toBe(true);
    }
    for (const q of ['lm', 'hlx', 'loumeng', '红', '', ' ', 'h l m x']) expect(matchesPinyin(q, keys), q).toBe(false);
  });

  it('normalizes queries', () => {
    expect(pinyinQuery('Lü Xun')).toBe('lvxun');
    expect(pinyinQuery('红楼')).toBeNull();
    expect(pinyinQuery('123')).toBeNull();
  });
});
