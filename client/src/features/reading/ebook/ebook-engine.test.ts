import { describe, expect, it } from 'vitest';
import { pageAction } from './ebook-engine';
import { MAX_BOOKMARKS, sectionTitleOf, toggledBookmarks, type Bookmark } from './ebook-state';

const mark = (cfi: string): Bookmark => ({
  cfi,
  sectionTitle: '学而第一',
  excerpt: '学而时习之',
  progress: 0.1,
  createdAt: '2026-11-25T00:00:00.000Z',
});

describe('pageAction', () => {
  it('turns pages by taps on the outer thirds and shows the menus on the middle one', () => {
    expect(pageAction({ type: 'tap', x: 0.1 })).toBe('prev');
    expect(pageAction({ type: 'tap', x: 0.5 })).toBe('menu');
    expect(pageAction({ type: 'tap', x: 0.9 })).toBe('next');
  });

  it('turns pages by horizontal swipes only, past a small distance', () => {
    expect(pageAction({ type: 'swipe', dx: -80, dy: 10 })).toBe('next');
    expect(pageAction({ type: 'swipe', dx: 80, dy: 10 })).toBe('prev');
    expect(pageAction({ type: 'swipe', dx: 20, dy: 0 })).toBeNull();
    expect(pageAction({ type: 'swipe', dx: 60, dy: 200 })).toBeNull();
  });

  it('turns pages by arrow, page and space keys; other keys do nothing', () => {
    expect(['ArrowLeft', 'PageUp'].map((key) => pageAction({ type: 'key', key }))).toEqual(['prev', 'prev']);
    expect(['ArrowRight', 'PageDown', ' '].map((key) => pageAction({ type: 'key', key }))).toEqual(['next', 'next', 'next']);
    expect(pageAction({ type: 'key', key: 'a' })).toBeNull();
  });
});

describe('bookmarks and sections', () => {
  it('adds a bookmark first, removes it when toggled again, and keeps at most MAX_BOOKMARKS', () => {
    const one = toggledBookmarks([], mark('a'));
    expect(toggledBookmarks(one, mark('b')).map((item) => item.cfi)).toEqual(['b', 'a']);
    expect(toggledBookmarks(one, mark('a'))).toEqual([]);
    const full = Array.from({ length: MAX_BOOKMARKS }, (_, i) => mark(`c${i}`));
    const added = toggledBookmarks(full, mark('new'));
    expect(added).toHaveLength(MAX_BOOKMARKS);
    expect(added[0].cfi).toBe('new');
  });

  it('finds the section title of an href whatever its directory or anchor', () => {
    const toc = [{ label: '为政第二', href: 'text/ch02.xhtml#top', depth: 0 }];
    expect(sectionTitleOf(toc, 'OEBPS/text/ch02.xhtml')).toBe('为政第二');
    expect(sectionTitleOf(toc, 'text/ch03.xhtml')).toBe('');
  });
});
