import { Converter } from 'opencc-js/t2cn';
import { describe, expect, it } from 'vitest';
import { random, randomText } from './fixtures.js';
import { normalizeText, normalizeWithOffsets } from './normalize.js';

describe('normalizeText', () => {
  it('folds width, case, spaces and invisible characters', () => {
    expect(normalizeText('  ＰＹＴＨＯＮ　３\t编程\n\n入门  ')).toBe('python 3 编程 入门');
    expect(normalizeText('图书\u200b馆')).toBe('图书馆');
    expect(normalizeText('infor\u00admation')).toBe('information');
    expect(normalizeText('a\u0000b\u0007c')).toBe('abc');
    expect(normalizeText('ＡＢＣ－１２３')).toBe('abc-123');
    expect(normalizeText('cafe\u0301')).toBe('café');
    expect(normalizeText('\ud800x')).toBe('x');
    expect(normalizeText('')).toBe('');
  });

  it('folds traditional and variant characters to simplified', () => {
    expect(normalizeText('紅樓夢研究')).toBe('红楼梦研究');
    expect(normalizeText('圖書館藏書')).toBe('图书馆藏书');
    expect(normalizeText('頭髮 理髮 臺灣 後來')).toBe('头发 理发 台湾 后来');
    // TW and HK variants reach the same simplified character.
    expect(normalizeText('裡面')).toBe(normalizeText('裏面'));
    expect(normalizeText('綫')).toBe(normalizeText('線'));
    // Simplified text is left alone, including 著 and 么 which the variant tables would move.
    expect(normalizeText('著作 什么 红楼梦')).toBe('著作 什么 红楼梦');
    expect(normalizeText('什麼')).toBe('什么');
  });

  it('folds character by character, unlike the phrase converter', () => {
    // OpenCC's converter reads context: the lone character and the one inside a word differ…
    const phrase = Converter({ from: 'tw', to: 'cn' });
    expect(phrase('乾')).not.toBe(phrase('乾隆').slice(0, 1));
    // …so a query 乾 would not find 乾隆 after it. The fold commutes with substrings.
    expect(normalizeText('乾隆')).toContain(normalizeText('乾'));
    const next = random(7);
    for (let i = 0; i < 300; i += 1) {
      const text = randomText(next, 12);
      const chars = [...text];
      const a = Math.floor(next() * chars.length);
      const piece = chars.slice(a, a + 1 + Math.floor(next() * 4)).join('');
      if (!/[\s\p{Cc}\p{Cf}\p{M}]/u.test(piece) && !/\p{M}/u.test(text)) {
        expect(normalizeText(text)).toContain(normalizeText(piece));
      }
    }
  });

  it('is idempotent, down to every single Han character', () => {
    const moved: string[] = [];
    for (let cp = 0x2e80; cp < 0x32000; cp += 1) {
      const c = String.fromCodePoint(cp);
      if (!/\p{sc=Han}/u.test(c)) continue;
      const once = normalizeText(c);
      if (normalizeText(once) !== once) moved.push(c);
    }
    expect(moved).toEqual([]);
    const next = random(1);
    for (let i = 0; i < 500; i += 1) {
      const once = normalizeText(randomText(next, 20));
      expect(normalizeText(once)).toBe(once);
    }
  });
});

describe('normalizeWithOffsets', () => {
  it('gives the same text as normalizeText, with offsets into the original', () => {
    const next = random(2);
    for (let i = 0; i < 500; i += 1) {
      const original = randomText(next, 15);
      const { text, starts, ends } = normalizeWithOffsets(original);
      expect(text).toBe(normalizeText(original));
      expect(starts).toHaveLength(text.length);
      const ordered = starts.every((start, k) => start < ends[k] && (k === 0 || start >= starts[k - 1]));
      expect(ordered).toBe(true);
    }
  });

  it('maps traditional characters back to themselves', () => {
    const original = '《紅樓夢》 ＡＢ';
    const { text, starts, ends } = normalizeWithOffsets(original);
    expect(text).toBe('《红楼梦》 ab');
    const at = text.indexOf('红楼梦');
    expect(original.slice(starts[at], ends[at + 2])).toBe('紅樓夢');
    expect(original.slice(starts[text.indexOf('ab')], ends[text.length - 1])).toBe('ＡＢ');
  });
});
