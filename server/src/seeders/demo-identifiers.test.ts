import { describe, expect, it } from 'vitest';
import { PAPER_BOOKS, EBOOKS, PUBLISHERS } from './demo-books-data.js';
import { isValidIsbn, isValidIssn } from '../modules/catalogue/identifiers.js';
import { callNumber, classForClc, clcCovers, isbnUnder, issn } from './demo-identifiers.js';
import { wrapCjk, wrapLatin } from './demo-render.js';

describe('demo identifiers', () => {
  it('makes valid, distinct ISBNs under each publisher prefix', () => {
    const isbns = [...PAPER_BOOKS, ...EBOOKS].map((work, i) => isbnUnder(PUBLISHERS[work.p][1], 10_000 + i * 131));
    for (const isbn of isbns) expect(isValidIsbn(isbn) && isbn.length === 13).toBe(true);
    expect(new Set(isbns).size).toBe(isbns.length);
    expect(isbnUnder('978702', 42)).toMatch(/^978702000042\d$/);
  });

  it('computes ISSN check characters (known ISSNs)', () => {
    expect(issn(378595)).toBe('0378-5955');
    expect(issn(317847)).toBe('0317-8471');
    expect(isValidIssn(issn(1_000_000 + 7 * 7919))).toBe(true);
    expect(issn(1_000_000 + 19 * 104_729)).toMatch(/^\d{4}-\d{3}[\dX]$/);
  });

  it('finds the most specific seeded class covering a CLC number', () => {
    const classes = ['I', 'I2', 'I3/7', 'T', 'TP', 'TU', 'B', 'B84', 'K', 'K2'].map((code) => ({ code }));
    expect(classForClc(classes, 'I247.5')?.code).toBe('I2');
    expect(classForClc(classes, 'I561.45')?.code).toBe('I3/7');
    expect(classForClc(classes, 'I712.45')?.code).toBe('I3/7');
    expect(classForClc(classes, 'I834')?.code).toBe('I');
    expect(classForClc(classes, 'TP311.561')?.code).toBe('TP');
    expect(classForClc(classes, 'TN91')?.code).toBe('T');
    expect(classForClc(classes, 'B842.5')?.code).toBe('B84');
    expect(classForClc(classes, 'K02')?.code).toBe('K');
    expect(clcCovers('TP', 'T')).toBe(false);
    expect(classForClc(classes, 'Z228')).toBeUndefined();
  });

  it('builds call numbers from the CLC number and an author number', () => {
    expect(callNumber('I247.5', 12345)).toMatch(/^I247\.5\/\d{3,4}$/);
  });
});

describe('cover text wrapping', () => {
  it('keeps Latin words whole and hangs closing punctuation', () => {
    expect(wrapCjk('JavaScript高级程序设计（第4版）', 6, 3)).toEqual(['JavaScript', '高级程序设计', '（第4版）']);
    expect(wrapCjk('Python编程：从入门到实践', 9, 3)).toEqual(['Python编程：', '从入门到实践']);
    expect(wrapCjk('公共图书馆数字资源长期保存策略研究', 6, 2)).toEqual(['公共图书馆数', '字资源长期…']);
    expect(wrapLatin('A Brief History of Time', 12, 3)).toEqual(['A Brief', 'History of', 'Time']);
  });
});
