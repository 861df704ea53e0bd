import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFixture } from '../../../features/resources/test-fixtures';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { CapturedInfoPage } from '../info-capture/CapturedInfoPage';
import { TopicDetailPage } from './TopicDetailPage';
import { TopicListPage } from './TopicListPage';

const TOPIC = {
  __typename: 'Topic',
  id: '7',
  title: '国学经典',
  banner: '/uploads/demo/topic-2-banner.jpg',
  cover: '/uploads/demo/topic-2-cover.jpg',
  summary: '亲近中华优秀传统文化',
  introduction: '<p>国学经典是中华优秀传统文化的精华。</p><script>alert(1)</script>',
  sections: [
    { __typename: 'TopicSection', id: '1', title: '经典原著', resources: [cardFixture('book', '11', '论语'), cardFixture('ebook', '12', '道德经')] },
    { __typename: 'TopicSection', id: '2', title: '名家讲读', resources: [cardFixture('audio', '13', '叶嘉莹讲古诗词')] },
    { __typename: 'TopicSection', id: '3', title: '空栏目', resources: [] },
  ],
};

describe('topics (专题)', () => {
  it('lists the topics in display order, each linking to its page', async () => {
    const requests: Record<string, unknown>[] = [];
    server.use(
      graphql.query('TopicListPageQuery', ({ variables }) => {
        requests.push(variables);
        const items = [
          { __typename: 'Topic', id: '7', title: '国学经典', cover: null, summary: '亲近中华优秀传统文化', recommended: true },
          { __typename: 'Topic', id: '8', title: '钱塘记忆·地方文献', cover: '/uploads/demo/topic-3-cover.jpg', summary: null, recommended: false },
        ];
        return HttpResponse.json({ data: { topics: { __typename: 'TopicPage', total: 2, page: 1, pageSize: 9, items } } });
      }),
    );
    renderRoutes([{ path: 'topic', element: <TopicListPage /> }], '/topic');
    expect(await screen.findByRole('link', { name: '国学经典' })).toHaveAttribute('href', '/topic/detail?id=7');
    expect(screen.getByRole('link', { name: '钱塘记忆·地方文献' })).toHaveAttribute('href', '/topic/detail?id=8');
    expect(screen.getByRole('heading', { level: 1, name: '专题' })).toBeInTheDocument();
    expect(screen.getByText('共 2 个专题')).toBeInTheDocument();
    expect(screen.getByText('推荐')).toBeInTheDocument();
    expect(requests).toEqual([{ page: 1, pageSize: 9 }]);
  });

  it('says so when there are none', async () => {
    server.use(
      graphql.query('TopicListPageQuery', () =>
        HttpResponse.json({ data: { topics: { __typename: 'TopicPage', total: 0, page: 1, pageSize: 9, items: [] } } }),
      ),
    );
    renderRoutes([{ path: 'topic', element: <TopicListPage /> }], '/topic');
    expect(await screen.findByText('暂无专题')).toBeInTheDocument();
  });

  it('shows a topic: banner, sanitised introduction, sections of resource cards linking to their pages, and its feeds', async () => {
    const requests: Record<string, unknown>[] = [];
    server.use(
      graphql.query('TopicDetailPageQuery', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({ data: { topic: TOPIC } });
      }),
    );
    renderRoutes([{ path: 'topic/detail', element: <TopicDetailPage /> }], '/topic/detail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: '国学经典' })).toBeInTheDocument();
    expect(requests).toEqual([{ id: '7' }]);
    expect(screen.getByTestId('topic-banner').getAttribute('src')).toMatch(/^\/uploads\/demo\/topic-2-banner\.jpg\?width=/);
    expect(screen.getByText('国学经典是中华优秀传统文化的精华。')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();

    const classics = screen.getByRole('region', { name: '经典原著' });
    expect(within(classics).getByRole('link', { name: '论语' })).toHaveAttribute('href', '/resources/book/detail?id=11');
    expect(within(classics).getByRole('link', { name: '道德经' })).toHaveAttribute('href', '/resources/ebook/detail?id=12');
    const lectures = screen.getByRole('region', { name: '名家讲读' });
    expect(within(lectures).getByRole('link', { name: '叶嘉莹讲古诗词' })).toHaveAttribute('href', '/resources/audio/detail?id=13');
    expect(within(screen.getByRole('region', { name: '空栏目' })).getByText('本栏目暂无可查看的资源')).toBeInTheDocument();

    const feeds = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('type'), link.getAttribute('href')]);
    expect(feeds).toEqual([
      ['application/rss+xml', '/feeds/topic/7.rss'],
      ['application/atom+xml', '/feeds/topic/7.atom'],
    ]);
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '专题' })).toHaveAttribute('href', '/topic');
  });

  it('says a missing or hidden topic is not there', async () => {
    server.use(
      graphql.query('TopicDetailPageQuery', () =>
        HttpResponse.json({ data: null, errors: [{ message: '页面未找到。', extensions: { code: 'NOT_FOUND', status: 404 } }] }),
      ),
    );
    renderRoutes([{ path: 'topic/detail', element: <TopicDetailPage /> }], '/topic/detail?id=99');
    expect(await screen.findByText('该专题不存在或已下线')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回专题列表' })).toHaveAttribute('href', '/topic');
  });
});

describe('a captured article (/infoCapture/detail/:id)', () => {
  it('shows its title, date, source, sanitised body and a link to the original', async () => {
    const requests: Record<string, unknown>[] = [];
    server.use(
      graphql.query('CapturedInfoPageQuery', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({
          data: {
            capturedInfo: {
              __typename: 'CapturedInfo',
              id: '5',
              title: '古籍修复技艺走进中小学课堂',
              source: '钱塘晚报',
              sourceUrl: 'https://www.qiantang-evening.example/culture/guji.html',
              author: '通讯员 陈晓',
              publishedAt: '2026-03-01T02:00:00.000Z',
              createdAt: '2026-03-02T02:00:00.000Z',
              body: '<p>修复师现场演示了托裱工序。</p><img src="x" onerror="alert(1)">',
            },
          },
        });
      }),
    );
    renderRoutes([{ path: 'infoCapture/detail/:id', element: <CapturedInfoPage /> }], '/infoCapture/detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: '古籍修复技艺走进中小学课堂' })).toBeInTheDocument();
    expect(requests).toEqual([{ id: '5' }]);
    expect(screen.getByText('来源：钱塘晚报')).toBeInTheDocument();
    expect(screen.getByText('作者：通讯员 陈晓')).toBeInTheDocument();
    expect(screen.getByText('修复师现场演示了托裱工序。')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '查看原文' })).toHaveAttribute('href', 'https://www.qiantang-evening.example/culture/guji.html');
  });
});
