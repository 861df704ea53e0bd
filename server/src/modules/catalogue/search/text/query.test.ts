import { describe, expect, it } from 'vitest';
import { likeFallbackNeeded, MAX_QUERY_CHARS, queryTerms, relaxQuery, restrictWeights, queryWords } from './query.js';

describe('queryTerms', () => {
  it('makes CJK runs phrases of bigrams, one character a prefix', () => {
    expect(queryTerms('圖書館')).toBe("('图书' <-> '书馆')");
    expect(queryTerms('图书')).toBe("'图书'");
    expect(queryTerms('图')).toBe("'图':*");
    expect(queryTerms('红楼梦 研究')).toBe("('红楼' <-> '楼梦') & '研究'");
  });

  it('ANDs words by stem, the last one also a prefix while typing', () => {
    expect(queryTerms('Python编程')).toBe("'python' & '编程'");
    expect(queryTerms('learning python books')).toBe("'learn' & 'python' & 'book'");
    expect(queryTerms('learning pyth', { prefix: true })).toBe("'learn' & 'pyth':*");
    expect(queryTerms('python books', { prefix: true })).toBe("'python' & ('book' | 'books':*)");
    expect(queryTerms('python ', { prefix: true })).toBe("'python'");
    expect(queryTerms('978-7-111-54493-7')).toBe("'9787111544937'");
  });

  it('drops repeated terms and bounds long input', () => {
    expect(queryTerms('红楼 红楼 红楼')).toBe("'红楼'");
    const long = queryTerms('图书馆藏'.repeat(500));
    expect(long.split('<->')).toHaveLength(MAX_QUERY_CHARS - 1);
    expect(queryTerms(Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')).split('&')).toHaveLength(40);
  });

  it('is empty when nothing is searchable', () => {
    for (const q of ['', '   ', '😀', '《》', '+++', '\u200b']) expect(queryTerms(q), q).toBe('');
    expect(likeFallbackNeeded('😀')).toBe(true);
    expect(likeFallbackNeeded('《》')).toBe(true);
    expect(likeFallbackNeeded('')).toBe(false);
    expect(likeFallbackNeeded('红楼')).toBe(false);
  });
});

describe('queryWords', () => {
  it('ORs the dictionary words and word stems of the query', () => {
    expect(queryWords('紅樓夢研究 Learning')).toBe("'红楼梦' | '研究' | 'learn'");
    expect(queryWords('的')).toBe('');
  });
});

describe('relaxQuery', () => {
  it('splits CJK runs of four or more characters into pieces that are AND-ed', () => {
    expect(relaxQuery('编程入门')).toBe('编程 入门');
    expect(queryTerms(relaxQuery('编程入门'))).toBe("'编程' & '入门'");
    expect(relaxQuery('哈利波特与魔法石')).toBe('哈利 波特 与魔 法石');
    expect(relaxQuery('中华人民共和国')).toBe('中华 人民 共和国');
    expect(relaxQuery('Python编程入门')).toBe('python 编程 入门');
  });

  it('is empty when there is nothing to relax', () => {
    expect(relaxQuery('红楼梦')).toBe('');
    expect(relaxQuery('python programming')).toBe('');
    expect(relaxQuery('')).toBe('');
  });
});

describe('restrictWeights', () => {
  it('restricts every lexeme of a query, prefixes included, to the given weights', () => {
    expect(restrictWeights(queryTerms('图书馆 python'), 'A')).toBe("('图书':A <-> '书馆':A) & 'python':A");
    expect(restrictWeights(queryTerms('红', { prefix: true }), 'AB')).toBe("'红':*AB");
    expect(restrictWeights("'it''s' & 'a\\\\b'", 'B')).toBe("'it''s':B & 'a\\\\b':B");
  });
});
