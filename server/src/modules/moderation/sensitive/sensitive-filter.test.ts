import { describe, expect, it } from 'vitest';
import { matchForm, SensitiveFilter } from './sensitive-filter.js';

const filter = new SensitiveFilter(['敏感', '代开发票', '刷单', 'VX', '加微信']);
const marked = (text: string) => filter.hits(text).map(({ start, end }) => text.slice(start, end));

describe('sensitive-word match form', () => {
  it('drops spaces and symbols between characters', () => {
    expect(matchForm('敏 感')).toBe('敏感');
    expect(matchForm('敏*感')).toBe('敏感');
    expect(matchForm('敏。感！')).toBe('敏感');
    expect(matchForm('敏\u3000感')).toBe('敏感');
  });

  it('folds traditional characters, full width and case', () => {
    expect(matchForm('代開發票')).toBe('代开发票');
    expect(matchForm('ＶＸ')).toBe('vx');
    expect(matchForm('Vx')).toBe('vx');
  });

  it('is empty for a word of symbols only', () => {
    expect(matchForm(' *** ')).toBe('');
  });
});

describe('SensitiveFilter', () => {
  it('finds words however they are written', () => {
    expect(filter.words('这是一段敏 感的内容')).toEqual(['敏感']);
    expect(filter.words('敏*感')).toEqual(['敏感']);
    expect(filter.words('可以代開發票，价格优惠')).toEqual(['代开发票']);
    expect(filter.words('加ＶＸ详聊')).toEqual(['VX']);
    expect(filter.words('刷-单 赚钱', '加 微 信')).toEqual(['刷单', '加微信']);
  });

  it('finds nothing in clean text', () => {
    expect(filter.words('这本书写得很好，推荐阅读。')).toEqual([]);
    expect(new SensitiveFilter([]).words('敏感')).toEqual([]);
  });

  it('answers ranges of the original text, symbols between characters included', () => {
    expect(marked('前文敏 感后文')).toEqual(['敏 感']);
    expect(marked('可以代開發票')).toEqual(['代開發票']);
    expect(marked('加ＶＸ和刷*单')).toEqual(['ＶＸ', '刷*单']);
    expect(filter.hits('𠀀敏感')).toEqual([{ word: '敏感', start: 2, end: 4 }]);
  });

  it('counts words with the same form once', () => {
    expect(new SensitiveFilter(['刷单', '刷 单', '刷單']).size).toBe(1);
  });
});
