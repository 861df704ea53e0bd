import { describe, expect, it } from 'vitest';
import { highlight, snippet, type Segment } from './highlight.js';

/** Segments written compactly: matches in brackets. */
const show = (segments: Segment[]) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  it('marks CJK runs and words on the normalized form, returning the original text', () => {
    expect(show(highlight('《紅樓夢》研究 ＰＹＴＨＯＮ入门', '红楼梦 python'))).toBe('《[紅樓夢]》研究 [ＰＹＴＨＯＮ]入门');
    expect(show(highlight('Learning Python: books', 'learn book'))).toBe('[Learning] Python: [books]');
    expect(show(highlight('哈哈哈哈', '哈哈'))).toBe('[哈哈哈哈]');
  });

  it('gives the text back whole, and never markup', () => {
    const text = '<b>红楼梦</b> & "书"';
    const segments = highlight(text, '<b>红楼梦');
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(show(segments)).toBe('<[b]>[红楼梦]</[b]> & "书"');
  });

  it('marks word prefixes only while typing', () => {
    expect(show(highlight('Python programming', 'pyth'))).toBe('Python programming');
    expect(show(highlight('Python programming', 'pyth', { prefix: true }))).toBe('[Python] programming');
  });

  it('cuts at maxLength without splitting a character', () => {
    expect(show(highlight('红楼梦研究丛书', '研究', { maxLength: 4 }))).toBe('红楼梦[研]…');
    expect(highlight('𠀀𠀁𠀂', '𠀁', { maxLength: 3 }).map((s) => s.text)).toEqual(['𠀀', '…']);
  });

  it('finds nothing for an empty or symbol-only query', () => {
    expect(highlight('红楼梦', '')).toEqual([{ text: '红楼梦', match: false }]);
    expect(highlight('红楼梦', '！！')).toEqual([{ text: '红楼梦', match: false }]);
    expect(highlight('', '红楼梦')).toEqual([]);
  });
});

describe('snippet', () => {
  const text = `${'前言部分与主题无关。'.repeat(20)}这里讲紅樓夢的版本，红楼梦的脂评本。${'后记。'.repeat(30)}`;

  it('chooses the window with the most matches and marks the cuts', () => {
    const result = show(snippet(text, '红楼梦', 40));
    expect(result).toMatch(/^…/);
    expect(result).toMatch(/…$/);
    expect(result).toContain('[紅樓夢]的版本，[红楼梦]');
    expect(result.replace(/[[\]…]/g, '')).toHaveLength(40);
  });

  it('stays quick and bounded on long texts with many matches', () => {
    const long = '的确是一本好书的故事。'.repeat(5_000);
    const segments = snippet(long, '的', 60);
    expect(segments.filter((s) => s.match).length).toBeGreaterThan(5);
    expect(show(segments).replace(/[[\]…]/g, '')).toHaveLength(60);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(show(snippet(text, '水浒传', 10))).toBe('前言部分与主题无关。…');
    expect(show(snippet('短文', '水浒传', 10))).toBe('短文');
  });
});
