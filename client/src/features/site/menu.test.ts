import { describe, expect, it } from 'vitest';
import { isMenuActive, toMenuData, visibleMenu } from './menu';

const menu = toMenuData([
  { value: 'index', name: '首页', url: '/index' },
  {
    value: 'information',
    name: '资讯动态',
    url: '/information/libraryNews',
    children: [
      { value: 'libraryNews', name: '本馆新闻', url: '/information/libraryNews' },
      { value: 'unbuilt', name: '未建页面', url: '/no/such/page' },
    ],
  },
  { value: 'future', name: '未建栏目', url: '/future/page', children: [{ value: 'x', name: 'x', url: '/future/x' }] },
  { value: 'lab', name: '实验', url: '/lab', children: [{ value: 'news', name: '新闻', url: '/information/peaceNews' }] },
]);

describe('site menu', () => {
  it('keeps only entries with built pages, children included', () => {
    const visible = visibleMenu(menu);
    expect(visible.map((item) => item.name)).toEqual(['首页', '资讯动态', '实验']);
    expect(visible[1].children.map((item) => item.name)).toEqual(['本馆新闻']);
  });

  it('sends a parent without a page to its first built child', () => {
    expect(visibleMenu(menu)[2].url).toBe('/information/peaceNews');
  });

  it('shows the 服务指南 pages (part guides)', () => {
    const service = toMenuData([
      {
        value: 'service',
        name: '服务指南',
        url: '/service/overView/aboutLibrary',
        children: [{ value: 'b', name: '借阅须知', url: '/service/notice/borrowing' }],
      },
    ]);
    expect(visibleMenu(service)[0].children.map((item) => item.name)).toEqual(['借阅须知']);
  });

  it('marks the section of the current page', () => {
    const [home, information] = visibleMenu(menu);
    expect(isMenuActive(home, '/index')).toBe(true);
    expect(isMenuActive(home, '/information/libraryNews')).toBe(false);
    expect(isMenuActive(information, '/information/industryNews/detail')).toBe(true);
    expect(isMenuActive(information, '/index')).toBe(false);
  });
});
