import { describe, expect, it } from 'vitest';
import { formatDuration, formatTotalDuration } from './duration';
import { initialMonth, parseMonth } from './editions';
import { volumesByYear } from './JournalVolumes';
import { resourceMeta } from './resource-meta';

describe('detail helpers', () => {
  it('formats durations as mm:ss and totals in words', () => {
    expect([0, 5, 65, 3725].map(formatDuration)).toEqual(['00:00', '00:05', '01:05', '62:05']);
    expect(formatDuration(null)).toBe('');
    expect([45, 600, 3600, 3790].map(formatTotalDuration)).toEqual(['45秒', '10分钟', '1小时', '1小时3分钟']);
  });

  it("lists a resource's information without the empty rows, with the kind's own labels", () => {
    expect(
      resourceMeta({
        kind: 'journal',
        creators: [],
        publisher: '上海图书馆',
        issn: '1000-4254',
        cn: '31-1108/G2',
        frequency: '月刊',
        language: 'zh',
      }),
    ).toEqual([
      { label: '出版单位', value: '上海图书馆' },
      { label: '刊期', value: '月刊' },
      { label: 'ISSN', value: '1000-4254' },
      { label: 'CN', value: '31-1108/G2' },
      { label: '语种', value: '中文' },
    ]);
    expect(resourceMeta({ kind: 'video', creators: ['易中天'], class: { name: '名家讲座' } })).toEqual([
      { label: '主讲', value: '易中天' },
      { label: '分类', value: '名家讲座' },
    ]);
  });

  it('picks the newspaper month to open on', () => {
    expect(initialMonth('2026-03-02')).toBe('2026-03');
    expect(initialMonth(undefined, new Date(2026, 4, 20))).toBe('2026-05');
    expect(parseMonth('2026-04')).toEqual({ year: 2026, month: 4 });
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('')).toBeUndefined();
  });

  it('groups journal volumes by year, newest year first', () => {
    const volume = (id: string, year: number) => ({ __typename: 'JournalVolume' as const, id, year, issue: id, title: null, articles: [] });
    expect(
      volumesByYear([volume('a', 2025), volume('b', 2026), volume('c', 2025)]).map(([year, volumes]) => [year, volumes.map((v) => v.id)]),
    ).toEqual([
      [2026, ['b']],
      [2025, ['a', 'c']],
    ]);
  });
});
