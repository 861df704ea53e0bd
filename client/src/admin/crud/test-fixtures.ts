import { graphql, HttpResponse, server } from '../../test/msw';

/** News rows as adminNewsList returns them. */
export function newsItem(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'News',
    id: String(id),
    title,
    category: 'libraryNews',
    cover: `/uploads/cover-${id}.png`,
    author: '馆办公室',
    publishedAt: '2026-03-01T02:30:00.000Z',
    views: 10 * id,
    enabled: true,
    recommended: false,
    sort: 0,
    ...extra,
  };
}

export const NEWS_ROWS = [
  newsItem(1, '钱塘市图书馆春季开馆通知'),
  newsItem(2, '平安校园宣传周活动', { category: 'peaceNews', enabled: false, recommended: true }),
  newsItem(3, '全民阅读大会召开', { category: 'industryNews' }),
];

/** Answers AdminNewsListQuery with these rows and records the variables of every request. */
export function mockNewsList(items = NEWS_ROWS, total = items.length) {
  const requests: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('AdminNewsListQuery', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({
        data: { page: { __typename: 'NewsPage', items, total, page: variables.page, pageSize: variables.pageSize } },
      });
    }),
  );
  return requests;
}

/** Records the variables of every call of one mutation and answers with `result`. */
export function mockMutation(name: string, result: unknown) {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { result } });
    }),
  );
  return calls;
}
