import { describe, expect, it } from 'vitest';
import { documentTerms, documentWords, MAX_POSITION, MAX_POSITIONS_PER_LEXEME } from './document.js';

/** A tsvector literal read back: lexeme → positions (with weights). */
function parse(literal: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const m of literal.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) map.set(m[1], m[2] ? m[2].split(',') : []);
  return map;
}

describe('documentTerms', () => {
  it('indexes CJK bigrams at consecutive positions, the run end alone, words and stems', () => {
    expect(documentTerms([{ text: '圖書館 Python Books', weight: 'A' }])).toBe("'图书':1A '书馆':2A '馆':3A 'python':4A 'books':5A 'book':5A");
  });

  it('weights by field, leaves D implicit and leaves a gap between fields', () => {
    expect(
      documentTerms([
        { text: '图书', weight: 'A' },
        { text: '馆', weight: 'D' },
        { text: null, weight: 'B' },
      ]),
    ).toBe("'图书':1A '书':2A '馆':4");
  });

  it('joins hyphenated ISBNs at the position of their first part', () => {
    const v = parse(documentTerms([{ text: 'ISBN 978-7-111-54493-7', weight: 'C' }]));
    expect(v.get('9787111544937')).toEqual(['2C']);
    expect(v.get('978')).toEqual(['2C']);
  });

  it('stays within PostgreSQL limits on huge texts', () => {
    const huge = '图书馆藏书。'.repeat(20_000) + ' word'.repeat(10_000);
    const v = parse(
      documentTerms([
        { text: 'title', weight: 'A' },
        { text: huge, weight: 'D' },
      ]),
    );
    const all = [...v.values()];
    expect(Math.max(...all.map((positions) => positions.length))).toBe(MAX_POSITIONS_PER_LEXEME);
    expect(Math.max(...all.flat().map((p) => Number.parseInt(p, 10)))).toBeLessThanOrEqual(MAX_POSITION);
    expect(v.get('图书')).toHaveLength(MAX_POSITIONS_PER_LEXEME);
    expect(v.get('title')).toEqual(['1A']);
  });

  it('is empty for nothing searchable', () => {
    expect(documentTerms([{ text: '😀 —— ！', weight: 'A' }])).toBe('');
  });
});

describe('documentWords', () => {
  it('holds dictionary words and word stems, not bigrams', () => {
    const v = parse(
      documentWords([
        { text: '紅樓夢研究 Learning', weight: 'A' },
        { text: '中华人民共和国历史', weight: 'D' },
      ]),
    );
    expect([...v.keys()]).toEqual(['红楼梦', '研究', 'learn', '中华', '人民', '共和国', '历史']);
    expect(v.get('红楼梦')).toEqual(['1A']);
  });

  it('segments only within its budget', () => {
    const v = parse(
      documentWords(
        [
          { text: '红楼梦', weight: 'A' },
          { text: '研究历史', weight: 'D' },
        ],
        3,
      ),
    );
    expect([...v.keys()]).toEqual(['红楼梦']);
  });
});
