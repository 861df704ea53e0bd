import { describe, expect, it } from 'vitest';
import { BUILT_PATHS } from '../site/menu';
import { INTERACTION_SECTIONS, sectionOf, visibleSections } from './sections';

describe('the 互动交流 sections', () => {
  it('lists each page once, in menu order', () => {
    expect(INTERACTION_SECTIONS.map((section) => section.label)).toEqual(['本馆动态', '读者评论', '资源荐购', '志愿者招募', '场馆预约']);
    const paths = INTERACTION_SECTIONS.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('shows only the pages that are built', () => {
    expect(visibleSections(new Set(['/interaction/comments', '/interaction/volunteer'])).map((section) => section.label)).toEqual([
      '读者评论',
      '志愿者招募',
    ]);
    expect(visibleSections().every((section) => BUILT_PATHS.has(section.path))).toBe(true);
    expect(visibleSections().map((section) => section.label)).toEqual(expect.arrayContaining(['本馆动态', '读者评论']));
  });

  it('finds the section of a page and of the pages below it', () => {
    expect(sectionOf('/interaction/comments')?.label).toBe('读者评论');
    expect(sectionOf('/interaction/libraryNews/detail')?.label).toBe('本馆动态');
    expect(sectionOf('/interaction/commentsX')).toBeUndefined();
    expect(sectionOf('/information/libraryNews')).toBeUndefined();
  });
});
