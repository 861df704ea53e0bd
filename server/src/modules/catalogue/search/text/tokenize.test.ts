import { describe, expect, it } from 'vitest';
import { cjkGrams, quoteLexeme } from './lexeme.js';
import { normalizeText } from './normalize.js';
import { stem } from './stem.js';
import { MAX_WORD, tokenize } from './tokenize.js';

const texts = (s: string) => tokenize(normalizeText(s)).map((t) => `${t.kind === 'cjk' ? 'c' : 'w'}:${t.text}`);

describe('tokenize', () => {
  it('splits by script: CJK runs, words, separators', () => {
    expect(texts('紅樓夢研究：Python 3编程入门（第2版）')).toEqual(['c:红楼梦研究', 'w:python', 'w:3', 'c:编程入门', 'c:第', 'w:2', 'c:版']);
    expect(texts("C++ & C#, Harry Potter's 😀 mp3")).toEqual(['w:c', 'w:c', 'w:harry', 'w:potter', 'w:s', 'w:mp3']);
    expect(texts('ノルウェイの森・한국어')).toEqual(['c:ノルウェイの森', 'c:한국어']);
    expect(texts('東京々〇ー')).toEqual(['c:东京々〇ー']);
    expect(texts('Ελληνικά русский café')).toEqual(['w:ελληνικά', 'w:русский', 'w:café']);
    expect(texts('、。「」')).toEqual([]);
  });

  it('joins hyphenated ISBNs and ISSNs, keeping the parts', () => {
    const tokens = tokenize(normalizeText('ISBN 978-7-111-54493-7, 7-02-000220-X; ISSN 1234-567X; 2020-2021 1-2-3'));
    expect(tokens.filter((t) => t.compound).map((t) => t.text)).toEqual(['9787111544937', '702000220x', '1234567x', '20202021']);
    expect(tokens.filter((t) => !t.compound).map((t) => t.text)).toContain('54493');
  });

  it('cuts very long words the same way everywhere', () => {
    const [token] = tokenize('x'.repeat(5000));
    expect(token.text).toHaveLength(MAX_WORD);
  });

  it('keeps characters outside the BMP whole in bigrams', () => {
    expect(cjkGrams('𠀀𠀁图')).toEqual(['𠀀𠀁', '𠀁图', '图']);
    expect(cjkGrams('图')).toEqual(['图']);
  });
});

describe('quoteLexeme', () => {
  it('doubles quotes and escapes backslashes', () => {
    expect(quoteLexeme("a'b\\c")).toBe("'a''b\\\\c'");
  });
});

describe('stem', () => {
  it('removes plurals, -ing and -ed, conservatively', () => {
    const cases: Record<string, string> = {
      books: 'book',
      libraries: 'library',
      classes: 'class',
      boxes: 'box',
      running: 'run',
      hopping: 'hop',
      hoping: 'hope',
      making: 'make',
      programming: 'program',
      learned: 'learn',
      studied: 'study',
      agreed: 'agree',
      feed: 'feed',
      news: 'news',
      series: 'series',
      analysis: 'analysis',
      python: 'python',
      data: 'data',
      is: 'is',
      café: 'café',
      mp3s: 'mp3s',
      string: 'string',
    };
    for (const [word, expected] of Object.entries(cases)) expect(stem(word), word).toBe(expected);
  });
});
