import { describe, expect, it } from 'vitest';
import { creatorsText, resourceByline } from './byline';

describe('resourceByline', () => {
  it('gives books and e-books their authors, publisher and year', () => {
    expect(resourceByline({ kind: 'book', creators: ['鲁迅'], publisher: '人民文学出版社', publishYear: 1973 })).toBe(
      '鲁迅 · 人民文学出版社 · 1973年',
    );
    expect(resourceByline({ kind: 'ebook', creators: [], publisher: null, publishYear: 2020 })).toBe('2020年');
  });

  it('gives each kind what it has', () => {
    expect(resourceByline({ kind: 'thesis', creators: ['王一'], institution: '浙江大学', degree: '硕士', publishYear: 2023 })).toBe(
      '王一 · 浙江大学 · 硕士 · 2023年',
    );
    expect(resourceByline({ kind: 'audio', creators: ['曹雪芹'], narrator: '王刚' })).toBe('曹雪芹 · 主播：王刚');
    expect(resourceByline({ kind: 'journal', creators: [], publisher: '上海图书馆', frequency: '月刊' })).toBe('上海图书馆 · 月刊');
    expect(resourceByline({ kind: 'exhibition', creators: [], venue: '一楼展厅', startsOn: '2026-05-01', endsOn: '2026-06-30' })).toBe(
      '一楼展厅 · 2026-05-01 至 2026-06-30',
    );
    expect(resourceByline({ kind: 'database', creators: ['x'], publisher: '中国知网' })).toBe('中国知网');
  });

  it('shortens long author lists', () => {
    expect(creatorsText(['甲', '乙', '丙', '丁'])).toBe('甲、乙、丙 等');
    expect(creatorsText(['甲', '', '乙'])).toBe('甲、乙');
  });
});
