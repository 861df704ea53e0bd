import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from './resources/menu';
import { ADMIN_REDIRECTS, adminRoutes, redirectTarget, type AdminRouteHandle } from './routes';

const byPath = new Map(adminRoutes.filter((r) => r.path).map((r) => [r.path!, r]));
const mode = (route?: RouteObject) => (route?.handle as AdminRouteHandle | undefined)?.adminScreen;

describe('the back office’s routes', () => {
  it('a kind’s list, its form at new and :id/edit, and its items’ children at :id (journal: and :id/:volumeId)', () => {
    expect(mode(byPath.get('source/paperBook/list'))).toEqual({ path: 'source/paperBook/list', mode: 'list' });
    expect(mode(byPath.get('source/paperBook/list/new'))).toEqual({ path: 'source/paperBook/list', mode: 'new' });
    expect(mode(byPath.get('source/paperBook/list/:id/edit'))).toEqual({ path: 'source/paperBook/list', mode: 'edit' });
    expect(mode(byPath.get('source/paperBook/list/:id'))).toEqual({ path: 'source/paperBook/list', mode: 'items' });
    expect(mode(byPath.get('source/journal/list/:id/:volumeId'))).toEqual({ path: 'source/journal/list', mode: 'items' });
    expect(byPath.has('source/video/list/:id/:volumeId')).toBe(false);
    // 论文 has no children: :id is its form.
    expect(mode(byPath.get('source/thesis/list/:id'))).toEqual({ path: 'source/thesis/list', mode: 'edit' });
    expect(byPath.has('source/thesis/list/:id/edit')).toBe(false);
    // The class trees keep their list and form.
    expect(mode(byPath.get('source/eBook/class/:id'))).toEqual({ path: 'source/eBook/class', mode: 'edit' });
  });

  it('the overviews: 读者荐购 is a list only, 数据库 belongs to 数字图书馆, 书单 and 资源合集 have forms', () => {
    expect(mode(byPath.get('source/reader'))).toEqual({ path: 'source/reader', mode: 'list' });
    expect(byPath.has('source/reader/new')).toBe(false);
    expect(byPath.has('source/reader/:id')).toBe(false);
    expect(mode(byPath.get('source/digital/database'))).toEqual({ path: 'source/digital', mode: 'list' });
    expect(mode(byPath.get('source/digital/database/:id'))).toEqual({ path: 'source/digital', mode: 'edit' });
    expect(mode(byPath.get('source/newbook/:id'))).toEqual({ path: 'source/newbook', mode: 'items' });
    for (const path of ['booklist', 'booklist/new', 'booklist/:id', 'resCollection', 'resCollection/:id']) expect(byPath.has(path)).toBe(true);
  });

  it('every entry of 资源管理 is routed; entries of areas not built yet stay unrouted', () => {
    const resources = ADMIN_MENU.find((item) => item.name === '资源管理')!;
    for (const entry of ADMIN_MENU.filter((item) => item.parentId === resources.id)) expect(byPath.has(entry.path)).toBe(true);
    for (const path of [
      'topic/topicManage',
      'service',
      'activity',
      'libraryMap',
      'logManage',
      'logManage/detail',
      'statistics/supplier',
      'statistics/supplier/:id',
    ])
      expect(byPath.has(path)).toBe(true);
    for (const path of ['userStore/userIntegration']) expect(byPath.has(path)).toBe(true);
  });

  it('the review queues are lists without a form; 纠错记录 is routed under 纠错管理', async () => {
    const queues = ['interact/message', 'interact/source', 'interact/problems', 'interact/volunteer', 'interact/place'];
    for (const path of [...queues, 'check/tagCheck', 'check/commentCheck', 'check/scoreCheck', 'resError/resErrorManage']) {
      expect(mode(byPath.get(path)!)).toEqual({ path, mode: 'list' });
      expect(byPath.has(`${path}/new`)).toBe(false);
    }
    expect(mode(byPath.get('resError/resErrorManage/reports')!)).toEqual({ path: 'resError/resErrorManage', mode: 'list' });
    const loaded = await (byPath.get('interact/place')!.lazy as () => Promise<{ Component: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });

  it('资源采集 is a page of its own, loaded lazily', async () => {
    const route = byPath.get('info/resCapture')!;
    expect(mode(route)).toEqual({ path: 'info/resCapture', mode: 'list' });
    expect(byPath.has('info/resCapture/new')).toBe(false);
    const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });

  it('each page loads lazily: the children page of a journal volume', async () => {
    const route = byPath.get('source/journal/list/:id/:volumeId')!;
    const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });

  it('old paths redirect to the spec’s, with what follows them and the query string; targets are menu paths', () => {
    expect(ADMIN_REDIRECTS).toEqual([
      { from: 'user/blackList', to: 'blackList' },
      { from: 'topic/topicDetail', to: 'topicDetail' },
    ]);
    for (const { from, to } of ADMIN_REDIRECTS) {
      expect(byPath.has(`${from}/*`)).toBe(true);
      expect(ADMIN_MENU.some((item) => item.path === to)).toBe(true);
    }
    expect(redirectTarget('blackList', undefined, '')).toBe('/admin/blackList');
    expect(redirectTarget('blackList', '12', '?enabled=true')).toBe('/admin/blackList/12?enabled=true');
    expect(redirectTarget('blackList', 'new', '?readerId=3')).toBe('/admin/blackList/new?readerId=3');
    expect(redirectTarget('blackList', '', '?page=2')).toBe('/admin/blackList?page=2');
    // 黑名单, 用户管理 and 专题内容 have their screens.
    for (const path of ['blackList', 'blackList/new', 'blackList/:id', 'user/userManage', 'user/userManage/:id']) expect(byPath.has(path)).toBe(true);
    expect(byPath.has('topicDetail')).toBe(true);
  });
});
