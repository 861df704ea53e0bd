import { describe, expect, it } from 'vitest';
import { adminScreens, hasScreen } from '.';
import { ADMIN_MENU, menuEntry, visibleMenu, type AdminMenuItem } from './menu';

describe('the back-office menu (spec §2, §3)', () => {
  it('has every area of the spec table, each item with parent id, id, name, path and icon', () => {
    const groups = ADMIN_MENU.filter((item) => item.parentId === 0).map((item) => item.name);
    expect(groups).toEqual([
      '首页管理',
      '内容管理',
      '资源管理',
      '互动管理',
      '采集管理',
      '用户管理',
      '专题管理',
      '审核管理',
      '资源纠错',
      '图书馆管理',
      '系统管理',
      '统计分析',
      '积分管理',
    ]);
    const paths = ADMIN_MENU.map((item) => item.path);
    for (const path of [
      'home/carousel',
      'home/friends',
      'home/local',
      'information',
      'service',
      'activity',
      'source/newbook',
      'source/reader',
      'source/digital',
      'booklist',
      'resCollection',
      'source/video/list',
      'source/video/class',
      'source/paperBook/list',
      'source/eBook/class',
      'source/journal/list',
      'source/thesis/class',
      'source/batchNum',
      'source/resQuotient',
      'interact/message',
      'info/infoCapture',
      'user/userManage',
      // The spec's top-level paths (the old user/ and topic/ ones redirect: routes.tsx).
      'blackList',
      'topicDetail',
      'topic/topicManage',
      'check/searchWord',
      'resError/resErrorManage',
      'libraryMap',
      'branchManage',
      'logManage',
      'serverManage',
      'statistics/terminal',
      'statistics/shareStatic',
      'userStore/userIntegration',
      'userStore/integrationRule',
    ]) {
      expect(paths).toContain(path);
    }
    for (const old of ['user/blackList', 'topic/topicDetail']) expect(paths).not.toContain(old);
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
    // Every screen is a menu entry, or (数据库) a tab of one.
    expect(shown.sort()).toEqual(
      adminScreens
        .filter((s) => !s.menuPath)
        .map((s) => s.path)
        .sort(),
    );
    for (const screen of adminScreens.filter((s) => s.menuPath)) expect(shown).toContain(screen.menuPath);
    expect(menuEntry('information')).toMatchObject({ group: { name: '内容管理' }, entry: { name: '资讯管理' } });
    expect(menuEntry('nowhere')).toBeUndefined();
  });

  it('shows the catalogue screens: the overviews, each kind’s list and class tree, 批次号 and 供应商', () => {
    const resources = visibleMenu(hasScreen).find(({ group }) => group.name === '资源管理')!;
    const kinds = [
      ['视频', 'video'],
      ['展览', 'exhibition'],
      ['纸质图书', 'paperBook'],
      ['电子图书', 'eBook'],
      ['报纸', 'newspaper'],
      ['期刊', 'journal'],
      ['音频', 'audio'],
      ['论文', 'thesis'],
    ];
    expect(resources.entries.map((e) => [e.name, e.path])).toEqual([
      ['新书推荐', 'source/newbook'],
      ['读者荐购', 'source/reader'],
      ['数字图书馆', 'source/digital'],
      ['书单', 'booklist'],
      ['资源合集', 'resCollection'],
      ...kinds.flatMap(([name, segment]) => [
        [`${name}列表`, `source/${segment}/list`],
        [`${name}分类`, `source/${segment}/class`],
      ]),
      ['批次号', 'source/batchNum'],
      ['供应商', 'source/resQuotient'],
      ['批量导入', 'source/import'],
    ]);
    // Each screen's heading is its menu name (批次号管理 / 供应商管理 for the two flat lists).
    const labels = Object.fromEntries(adminScreens.map((s) => [s.path, s.label]));
    for (const entry of resources.entries) {
      expect(labels[entry.path]).toBe(
        entry.path === 'source/batchNum' ? '批次号管理' : entry.path === 'source/resQuotient' ? '供应商管理' : entry.name,
      );
    }
  });

  it('each class screen loads a config fixed to its kind', async () => {
    const kinds: Record<string, unknown> = {};
    for (const screen of adminScreens.filter((s) => s.path.endsWith('/class'))) {
      const config = await screen.load!();
      expect(config.path).toBe(screen.path);
      expect(config.title).toBe(screen.label);
      kinds[screen.path] = config.fixedInput?.kind;
    }
    expect(kinds).toEqual({
      'source/video/class': 'video',
      'source/exhibition/class': 'exhibition',
      'source/paperBook/class': 'book',
      'source/eBook/class': 'ebook',
      'source/newspaper/class': 'newspaper',
      'source/journal/class': 'journal',
      'source/audio/class': 'audio',
      'source/thesis/class': 'thesis',
    });
  });

  it('each kind list loads its kind’s config; where the items have children, 编辑 goes to :id/edit and a row link to :id', async () => {
    const kinds: Record<string, string> = {};
    for (const screen of adminScreens.filter((s) => /^source\/\w+\/list$|^source\/(newbook|digital)/.test(s.path))) {
      const config = await screen.load!();
      expect(config.path).toBe(screen.path);
      kinds[screen.path] = config.noun;
      const row = { id: '7' };
      if (screen.children) {
        expect(config.editPath?.(row)).toBe('7/edit');
        expect(config.rowLinks?.[0].to(row, new URLSearchParams())).toBe('7');
      } else {
        expect(config.editPath).toBeUndefined();
        expect(config.rowLinks).toBeUndefined();
      }
    }
    expect(kinds).toEqual({
      'source/newbook': '图书',
      'source/digital': '数字资源',
      'source/digital/database': '数据库',
      'source/video/list': '视频',
      'source/exhibition/list': '展览',
      'source/paperBook/list': '图书',
      'source/eBook/list': '电子书',
      'source/newspaper/list': '报纸',
      'source/journal/list': '期刊',
      'source/audio/list': '音频',
      'source/thesis/list': '论文',
    });
  });
});
