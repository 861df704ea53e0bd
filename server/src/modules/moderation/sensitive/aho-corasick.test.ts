import { describe, expect, it } from 'vitest';
import { AhoCorasick } from './aho-corasick.js';

/** Every occurrence by brute force, in the automaton's order (by end, longest first). */
function naive(patterns: string[], text: string) {
  const found: Array<{ pattern: number; start: number; end: number }> = [];
  for (let end = 1; end <= text.length; end += 1) {
    const here = patterns
      .map((p, pattern) => ({ pattern, start: end - p.length, end }))
      .filter(({ pattern, start }) => patterns[pattern] && start >= 0 && text.slice(start, end) === patterns[pattern]);
    found.push(...here.sort((a, b) => a.start - b.start));
  }
  return found;
}

describe('AhoCorasick', () => {
  it('finds overlapping patterns and patterns inside others (he, she, his, hers)', () => {
    const ac = new AhoCorasick(['he', 'she', 'his', 'hers']);
    expect(ac.all('ushers').map((m) => [m.pattern, m.start, m.end])).toEqual([
      [1, 1, 4],
      [0, 2, 4],
      [3, 2, 6],
    ]);
    expect(ac.test('ushers')).toBe(true);
    expect(ac.test('usual')).toBe(false);
  });

  it('agrees with a brute-force search on random texts', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const alphabet = 'ab敏感𠀀';
    const word = (max: number) => Array.from({ length: 1 + Math.floor(next() * max) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    for (let round = 0; round < 200; round += 1) {
      const patterns = [...new Set(Array.from({ length: 1 + Math.floor(next() * 8) }, () => word(4)))];
      const text = word(40);
      const ac = new AhoCorasick(patterns);
      const expected = naive(patterns, text);
      expect(ac.all(text).sort((a, b) => a.end - b.end || a.start - b.start)).toEqual(expected);
      expect(ac.test(text)).toBe(expected.length > 0);
    }
  });

  it('picks the leftmost, then longest, non-overlapping matches for highlighting', () => {
    const ac = new AhoCorasick(['代开', '代开发票', '发票', '票据']);
    expect(ac.leftmostLongest('可代开发票据').map((m) => [m.start, m.end])).toEqual([[1, 5]]);
    expect(ac.leftmostLongest('发票据').map((m) => [m.start, m.end])).toEqual([[0, 2]]);
  });

  it('ignores empty patterns and an empty text', () => {
    const ac = new AhoCorasick(['', '书']);
    expect(ac.all('')).toEqual([]);
    expect(ac.all('书')).toEqual([{ pattern: 1, start: 0, end: 1 }]);
  });
});
