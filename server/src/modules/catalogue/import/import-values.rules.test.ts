import { describe, expect, it } from 'vitest';
import { ResourceKind } from '../resource-kind.js';
import { readKind, readLanguage, readPages, readYear, splitCreators, splitKeywords, stripCreatorRole } from './import-values.rules.js';

const now = new Date('2025-06-01T00:00:00Z');

describe('import values', () => {
  it('reads years as catalogues and spreadsheets write them', () => {
    expect(readYear('2020', now)).toEqual({ year: 2020 });
    expect(readYear('2020年5月', now)).toEqual({ year: 2020 });
    expect(readYear('c1994.', now)).toEqual({ year: 1994 });
    expect(readYear('[1998]', now)).toEqual({ year: 1998 });
    expect(readYear('1981-', now)).toEqual({ year: 1981 });
    expect(readYear(2026, now)).toEqual({ year: 2026 });
    expect(readYear(new Date(Date.UTC(1996, 0, 1)), now)).toEqual({ year: 1996 });
    expect(readYear('2027', now)).toEqual({ invalid: true });
    expect(readYear('0999', now)).toEqual({ invalid: true });
    expect(readYear('去年', now)).toEqual({ invalid: true });
    expect(readYear(20.5, now)).toEqual({ invalid: true });
    expect(readYear('[19--]', now)).toEqual({ unknown: true });
    expect(readYear('199-?', now)).toEqual({ unknown: true });
    expect(readYear('出版年不详', now)).toEqual({ unknown: true });
  });

  it('maps language names and codes to ISO 639-1', () => {
    expect(readLanguage('中文')).toBe('zh');
    expect(readLanguage('汉语')).toBe('zh');
    expect(readLanguage('CHI')).toBe('zh');
    expect(readLanguage('Chinese')).toBe('zh');
    expect(readLanguage('英文')).toBe('en');
    expect(readLanguage('eng')).toBe('en');
    expect(readLanguage('jpn')).toBe('ja');
    expect(readLanguage('zh-CN')).toBe('zh');
    expect(readLanguage('fr')).toBe('fr');
    expect(readLanguage('中文；英文')).toBe('zh');
    expect(readLanguage('mul')).toBeUndefined();
    expect(readLanguage('火星文')).toBeNull();
  });

  it('reads kinds from enum values, Chinese names and aliases', () => {
    expect(readKind('Book')).toBe(ResourceKind.book);
    expect(readKind('纸质图书')).toBe(ResourceKind.book);
    expect(readKind('期刊')).toBe(ResourceKind.journal);
    expect(readKind('杂志')).toBe(ResourceKind.journal);
    expect(readKind('电子书')).toBe(ResourceKind.ebook);
    expect(readKind('期干')).toBeUndefined();
  });

  it('splits creators without breaking inverted Western names', () => {
    expect(splitCreators('曹雪芹; 高鹗')).toEqual(['曹雪芹', '高鹗']);
    expect(splitCreators('张三；李四、王五/赵六')).toEqual(['张三', '李四', '王五', '赵六']);
    expect(splitCreators('张三，李四')).toEqual(['张三', '李四']);
    expect(splitCreators('Eliot, George; Smith, John')).toEqual(['Eliot, George', 'Smith, John']);
    expect(splitCreators('Tom , Jerry')).toEqual(['Tom', 'Jerry']);
    expect(['鲁迅著', '(英)狄更斯 著', '［清］曹雪芹', '张三等编著', '王注'].map(stripCreatorRole)).toEqual([
      '鲁迅',
      '狄更斯',
      '曹雪芹',
      '张三',
      '王注',
    ]);
  });

  it('splits keywords on list marks but not on spaces', () => {
    expect(splitKeywords('章回小说; 清代、machine learning，古典')).toEqual(['章回小说', '清代', 'machine learning', '古典']);
  });

  it('reads page counts', () => {
    expect(readPages('320')).toBe(320);
    expect(readPages('1606页')).toBe(1606);
    expect(readPages('xxiv, 880 p. ;')).toBe(880);
    expect(readPages('1 online resource (320 pages)')).toBe(320);
    expect(readPages(412)).toBe(412);
    expect(readPages('2册')).toBeUndefined();
    expect(readPages(0)).toBeUndefined();
  });
});
