import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ServiceDetailPage } from './ServiceDetailPage';
import { ServiceGuidePage } from './ServiceGuidePage';
import { SocietyNewsPage } from './SocietyNewsPage';

configure({ asyncUtilTimeout: 10_000 });

const guide = (extra: Record<string, unknown>) => ({
  __typename: 'Guide',
  id: '5',
  slot: 'openingTime',
  title: '开放时间',
  body: '<table><tbody><tr><td>总服务台、图书借阅区</td><td>周二至周日 9:00-21:00</td></tr></tbody></table><p>每周一闭馆<script>alert(1)</script></p>',
  attachment: null,
  attachmentName: null,
  publishedAt: '2026-10-01T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  views: 12,
  ...extra,
});

function renderService(path: string) {
  return renderRoutes(
    [
      { path: 'service/overView/openingTime', handle: { slot: 'openingTime' }, element: <ServiceGuidePage /> },
      { path: 'service/notice/pledge', handle: { slot: 'pledge' }, element: <ServiceGuidePage /> },
      { path: 'service/society/societyNews', element: <SocietyNewsPage /> },
      { path: 'service/detail', element: <ServiceDetailPage /> },
    ],
    path,
  );
}

describe('the service section (服务指南)', () => {
  it('shows a slot’s page with its grouped side navigation, breadcrumbs and sanitised content', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('ServiceGuidePageQuery', ({ variables }) => {
        asked.push(variables.slot);
        return HttpResponse.json({ data: { guidePage: guide({}) } });
      }),
    );
    renderService('/service/overView/openingTime');
    expect(await screen.findByText('周二至周日 9:00-21:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '开放时间' })).toBeInTheDocument();
    expect(asked).toEqual(['openingTime']);
    expect(screen.getByText('每周一闭馆')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('2026-11-20')).toBeInTheDocument();
    const groups = ['本馆概况', '图书馆学会', '读者须知'].map((name) => screen.getByRole('navigation', { name: `${name}栏目` }));
    expect(within(groups[0]).getByRole('link', { name: '开放时间' })).toHaveAttribute('aria-current', 'page');
    expect(within(groups[1]).getByRole('link', { name: '学会动态' })).toHaveAttribute('href', '/service/society/societyNews');
    expect(within(groups[2]).getAllByRole('link')).toHaveLength(5);
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '服务指南' })).toHaveAttribute('href', '/service/overView/aboutLibrary');
  });

  it('says so when a slot has no page yet', async () => {
    server.use(graphql.query('ServiceGuidePageQuery', () => HttpResponse.json({ data: { guidePage: null } })));
    renderService('/service/notice/pledge');
    expect(await screen.findByText('服务承诺暂无内容')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '服务承诺' })).toBeInTheDocument();
  });

  it('lists 学会动态 newest first, each opening on /service/detail, which shows it under its entry', async () => {
    const pages: unknown[] = [];
    server.use(
      graphql.query('SocietyNewsPageQuery', ({ variables }) => {
        pages.push(variables);
        return HttpResponse.json({
          data: {
            guides: {
              __typename: 'GuidePage',
              total: 1,
              page: 1,
              pageSize: 10,
              items: [
                {
                  __typename: 'Guide',
                  id: '31',
                  title: '学会年会召开',
                  summary: '160余名代表参会',
                  publishedAt: '2026-11-18T02:00:00.000Z',
                  views: 88,
                },
              ],
            },
          },
        });
      }),
      graphql.query('ServiceDetailPageQuery', ({ variables }) =>
        HttpResponse.json({
          data: {
            guide: guide({
              id: variables.id,
              slot: 'societyNews',
              title: '学会年会召开',
              body: '<p>年会以“公共图书馆高质量发展”为主题。</p>',
              attachment: '/uploads/files/agenda.pdf',
              attachmentName: '会议议程.pdf',
            }),
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderService('/service/society/societyNews');
    expect(await screen.findByRole('heading', { level: 1, name: '学会动态' })).toBeInTheDocument();
    expect(pages[0]).toEqual({ page: 1, pageSize: 10 });
    const link = await screen.findByRole('link', { name: '学会年会召开' });
    expect(screen.getByText('160余名代表参会')).toBeInTheDocument();
    await user.click(link);
    expect(router.state.location.search).toBe('?id=31');
    expect(await screen.findByRole('heading', { level: 1, name: '学会年会召开' })).toBeInTheDocument();
    expect(screen.getByText('浏览：12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会议议程.pdf' })).toHaveAttribute('href', '/uploads/files/agenda.pdf');
    const society = screen.getByRole('navigation', { name: '图书馆学会栏目' });
    expect(within(society).getByRole('link', { name: '学会动态' })).toHaveAttribute('aria-current', 'true');
  });

  it('says a missing item is gone', async () => {
    server.use(graphql.query('ServiceDetailPageQuery', () => HttpResponse.json({ data: { guide: null } })));
    renderService('/service/detail');
    expect(await screen.findByText('该内容不存在或已下线')).toBeInTheDocument();
  });
});
