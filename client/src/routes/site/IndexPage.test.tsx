import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderPage } from '../../test/render';
import { IndexPage, NEWS_PER_BLOCK } from './IndexPage';

const news = (category: string, id: number, title: string, day: string, extra: { cover?: string | null; summary?: string | null } = {}) => ({
  __typename: 'News',
  id: String(id),
  title,
  summary: extra.summary ?? null,
  cover: extra.cover ?? null,
  // Noon UTC: the same calendar date in every time zone from UTC-11 to UTC+11.
  publishedAt: `${day}T12:00:00.000Z`,
  category,
});

const page = (typename: string, items: unknown[]) => ({ __typename: typename, items, total: items.length });

const DATA = {
  banners: page('BannerPage', [
    { __typename: 'Banner', id: '1', title: '全民阅读月 · 书香钱塘', image: '/uploads/demo/banner-1.jpg', link: '/information/libraryNews' },
    { __typename: 'Banner', id: '2', title: '数字资源免费开放', image: '/uploads/demo/banner-2.jpg', link: 'https://example.cn/ebooks' },
  ]),
  libraryNews: page('NewsPage', [
    news('libraryNews', 11, '“书香钱塘”全民阅读月启动', '2026-04-23', {
      cover: '/uploads/demo/cover-shelf.jpg',
      summary: '全月推出讲座、展览等80余场活动。',
    }),
    news('libraryNews', 12, '总馆智能书架全面升级', '2026-03-02'),
  ]),
  peaceNews: page('NewsPage', []),
  industryNews: page('NewsPage', [news('industryNews', 31, '全国图书馆年会召开', '2026-02-10')]),
  publicNotice: page('NewsPage', [news('publicNotice', 41, '关于春节期间开放时间的公告', '2026-01-20')]),
  libraries: {
    __typename: 'LibraryPage',
    total: 1,
    items: [
      {
        __typename: 'Library',
        id: '1',
        name: '东城分馆',
        address: '钱塘市东城区凤起东路356号',
        phone: '0571-86032210',
        openingHours: '周二至周日 9:00-17:00',
        image: '/uploads/demo/library-2.jpg',
      },
    ],
  },
};

describe('IndexPage', () => {
  it('renders the banners, the four news blocks and the local libraries from IndexPageQuery', async () => {
    let variables: Record<string, unknown> | undefined;
    server.use(
      graphql.query('IndexPageQuery', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: DATA });
      }),
    );
    renderPage(<IndexPage />, '/index');

    // Banners: the pictures as they are, linking where the banner says.
    const carousel = await screen.findByRole('region', { name: '馆讯轮播' });
    const first = within(carousel).getByRole('img', { name: '全民阅读月 · 书香钱塘' });
    // The largest paint: sized for the screen from the served widths, fetched first.
    expect(first).toHaveAttribute('src', '/uploads/demo/banner-1.jpg?width=1200');
    expect(first.getAttribute('srcset')).toContain('/uploads/demo/banner-1.jpg?width=400 400w');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.closest('a')).toHaveAttribute('href', '/information/libraryNews');
    const second = within(carousel).getByRole('img', { name: '数字资源免费开放', hidden: true });
    expect(second.closest('a')).toHaveAttribute('target', '_blank');
    expect(within(carousel).getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: '下一张' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^第 \d 张：/ })).toHaveLength(2);

    // News blocks: titles with dates, linking to the details, and 更多 to the lists.
    const libraryNews = screen.getByRole('region', { name: '本馆新闻' });
    const feature = within(libraryNews).getByRole('link', { name: '“书香钱塘”全民阅读月启动' });
    expect(feature).toHaveAttribute('href', '/information/libraryNews/detail?id=11');
    expect(within(libraryNews).getByText('全月推出讲座、展览等80余场活动。')).toBeInTheDocument();
    expect(within(libraryNews).getByText('2026-04-23')).toBeInTheDocument();
    expect(libraryNews.querySelector('img')).toHaveAttribute('src', '/uploads/demo/cover-shelf.jpg?width=400');
    expect(within(libraryNews).getByRole('link', { name: '总馆智能书架全面升级' })).toHaveAttribute('href', '/information/libraryNews/detail?id=12');
    expect(within(libraryNews).getByText('2026-03-02')).toBeInTheDocument();
    expect(within(libraryNews).getByRole('link', { name: '更多本馆新闻' })).toHaveAttribute('href', '/information/libraryNews');

    const notices = screen.getByRole('region', { name: '通知公告' });
    expect(within(notices).getByRole('link', { name: '关于春节期间开放时间的公告' })).toHaveAttribute(
      'href',
      '/information/publicNotice/detail?id=41',
    );
    expect(within(notices).getByText('2026-01-20')).toBeInTheDocument();
    expect(within(notices).getByRole('link', { name: '更多通知公告' })).toHaveAttribute('href', '/information/publicNotice');

    const industry = screen.getByRole('region', { name: '行业动态' });
    expect(within(industry).getByRole('link', { name: '全国图书馆年会召开' })).toHaveAttribute('href', '/information/industryNews/detail?id=31');

    // A block with no items says so.
    const peace = screen.getByRole('region', { name: '平安资讯' });
    expect(within(peace).getByText('暂无平安资讯')).toBeInTheDocument();
    expect(within(peace).getByRole('link', { name: '更多平安资讯' })).toHaveAttribute('href', '/information/peaceNews');

    // Local libraries.
    const libraries = screen.getByRole('region', { name: '本地图书馆' });
    const card = within(libraries).getByRole('article');
    expect(within(card).getByRole('heading', { name: '东城分馆' })).toBeInTheDocument();
    expect(within(card).getByText('钱塘市东城区凤起东路356号')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '0571-86032210' })).toHaveAttribute('href', 'tel:057186032210');
    expect(within(card).getByText('周二至周日 9:00-17:00')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/demo/library-2.jpg?width=400');

    expect(variables).toEqual({ newsPerBlock: NEWS_PER_BLOCK });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('钱塘市图书馆首页');
  });

  it('shows skeletons while loading, then empty states when there is nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.query('IndexPageQuery', async () => {
        await gate;
        return HttpResponse.json({
          data: {
            banners: page('BannerPage', []),
            libraryNews: page('NewsPage', []),
            peaceNews: page('NewsPage', []),
            industryNews: page('NewsPage', []),
            publicNotice: page('NewsPage', []),
            libraries: { __typename: 'LibraryPage', total: 0, items: [] },
          },
        });
      }),
    );
    renderPage(<IndexPage />, '/index');
    expect(await screen.findByLabelText('本馆新闻加载中')).toBeInTheDocument();
    expect(screen.getByLabelText('本地图书馆加载中')).toBeInTheDocument();
    expect(screen.getByLabelText('轮播图加载中')).toBeInTheDocument();

    release();
    expect(await screen.findByText('暂无本馆新闻')).toBeInTheDocument();
    for (const text of ['暂无平安资讯', '暂无行业动态', '暂无通知公告', '暂无本地图书馆信息']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText('本馆新闻加载中')).toBeNull();
    // No banners: a welcome panel instead of an empty carousel.
    expect(screen.getByRole('region', { name: '欢迎' })).toHaveTextContent('欢迎访问钱塘市图书馆');
  });
});
