import { describe, expect, it } from 'vitest';
import { adminScreens, hasScreen } from '.';
import { ADMIN_MENU, menuEntry, visibleMenu, type AdminMenuItem } from './menu';

describe('the back-office menu (spec §2, §3)', () => {
  it('has every area of the spec table, each item with parent id, id, name, path and icon', () => {
    const groups = ADMIN_MENU.filter((item) => item.parentId === 0).map((item) => item.name);
    expect(groups).toEqual(['首页管理', '内容管理', '资源管理', '互动管理', '采集管理', '用户管理', '专题管理', '审核管理', '资源纠错', '图书馆管理', '系统管理', '统计分析', '积分管理']);
    const paths = ADMIN_MENU.map((item) => item.path);
    for (const path of [
      'home/carousel', 'home/friends', 'home/local', 'information', 'service', 'activity', 'source/newbook', 'source/reader',
      'source/digital', 'booklist', 'resCollection', 'source/video/list', 'source/video/class', 'source/paperBook/list',
      'source/eBook/class', 'source/journal/list', 'source/thesis/class', 'source/batchNum', 'source/resQuotient',
      'interact/message', 'info/infoCapture', 'user/userManage', 'topic/topicManage', 'check/searchWord',
      'resError/resErrorManage', 'libraryMap', 'branchManage', 'logManage', 'serverManage', 'statistics/terminal',
      'statistics/shareStatic', 'userStore/userIntegration', 'userStore/integrationRule',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(ADMIN_MENU.map((item) => item.id)).size).toBe(ADMIN_MENU.length);
    for (const item of ADMIN_MENU) {
      expect(Object.keys(item).sort()).toEqual(['icon', 'id', 'name', 'parentId', 'path']);
      if (item.parentId) expect(ADMIN_MENU.find((group) => group.id === item.parentId)?.parentId).toBe(0);
    }
  });

  it('shows only entries with a screen, and only groups that keep one', () => {
    const menu: AdminMenuItem[] = [
      { parentId: 0, id: 1, name: 'A', path: '', icon: 'home' },
      { parentId: 1, id: 101, name: 'A1', path: 'a/1', icon: 'x' },
      { parentId: 1, id: 102, name: 'A2', path: 'a/2', icon: 'x' },
      { parentId: 0, id: 2, name: 'B', path: '', icon: 'home' },
      { parentId: 2, id: 201, name: 'B1', path: 'b/1', icon: 'x' },
    ];
    const shown = visibleMenu((path) => path === 'a/2', menu);
    expect(shown.map(({ group, entries }) => [group.name, entries.map((e) => e.name)])).toEqual([['A', ['A2']]]);
    expect(visibleMenu(() => false, menu)).toEqual([]);
  });

  it('derives the real menu from the screen registry', () => {
    const shown = visibleMenu(hasScreen).flatMap(({ entries }) => entries.map((e) => e.path));
    expect(shown.sort()).toEqual(adminScreens.map((s) => s.path).sort());
    expect(menuEntry('information')).toMatchObject({ group: { name: '内容管理' }, entry: { name: '资讯管理' } });
    expect(menuEntry('nowhere')).toBeUndefined();
  });

  it('shows the catalogue screens: the eight class trees, 批次号 and 供应商', () => {
    const resources = visibleMenu(hasScreen).find(({ group }) => group.name === '资源管理')!;
    expect(resources.entries.map((e) => [e.name, e.path])).toEqual([
      ['视频分类', 'source/video/class'],
      ['展览分类', 'source/exhibition/class'],
      ['纸质图书分类', 'source/paperBook/class'],
      ['电子图书分类', 'source/eBook/class'],
      ['报纸分类', 'source/newspaper/class'],
      ['期刊分类', 'source/journal/class'],
      ['音频分类', 'source/audio/class'],
      ['论文分类', 'source/thesis/class'],
      ['批次号', 'source/batchNum'],
      ['供应商', 'source/resQuotient'],
    ]);
    // Each screen's heading is its menu name (批次号管理 / 供应商管理 for the two flat lists).
    expect(adminScreens.filter((s) => s.path.startsWith('source/')).map((s) => s.label)).toEqual([
      '视频分类', '展览分类', '纸质图书分类', '电子图书分类', '报纸分类', '期刊分类', '音频分类', '论文分类', '批次号管理', '供应商管理',
    ]);
  });

  it('each class screen loads a config fixed to its kind', async () => {
    const kinds: Record<string, unknown> = {};
    for (const screen of adminScreens.filter((s) => s.path.endsWith('/class'))) {
      const config = await screen.load();
      expect(config.path).toBe(screen.path);
      expect(config.title).toBe(screen.label);
      kinds[screen.path] = config.fixedInput?.kind;
    }
    expect(kinds).toEqual({
      'source/video/class': 'video', 'source/exhibition/class': 'exhibition', 'source/paperBook/class': 'book', 'source/eBook/class': 'ebook',
      'source/newspaper/class': 'newspaper', 'source/journal/class': 'journal', 'source/audio/class': 'audio', 'source/thesis/class': 'thesis',
    });
  });
});
