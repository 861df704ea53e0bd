import { graphql, http, HttpResponse, type GraphQLHandler, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The msw server the unit tests share; each test adds the handlers it needs with server.use(...).
 * The personal centre's poll is answered with no news, and the submission forms' availability with
 * every type accepting, the lists' field settings with nothing hidden, page views counted, and a
 * detail page's download qualification with no file offered, unless a test says otherwise.
 */
export const server = setupServer(
  graphql.mutation('ReaderNoticesPoll', () => HttpResponse.json({ data: { readerNotices: { unreadReplies: 0, newIssues: 0, dueSoonLoans: 0 } } })),
  graphql.query('SubmissionAvailability', () => HttpResponse.json({ data: { submissionAvailability: [] } })),
  // 字段设置: nothing hidden.
  graphql.query('ListFieldsQuery', () => HttpResponse.json({ data: { listFields: [] } })),
  // 统计分析: the site's page views and copied share links are counted and forgotten.
  http.post('*/api/event/view', () => HttpResponse.json({ code: 200, msg: 'OK', data: true })),
  graphql.mutation('RecordResourceLinkShare', () => HttpResponse.json({ data: { recordResourceLinkShare: true } })),
  // Detail pages: no file to download.
  graphql.query('DownloadQualification', () =>
    HttpResponse.json({ data: { downloadQualification: { allowed: false, offered: false, reason: '该资源不提供下载', remaining: null } } }),
  ),
);

export { graphql, http, HttpResponse };
export type { GraphQLHandler, HttpHandler };

/** A GraphQL error response as the portal sends it (ARCHITECTURE §4). */
export function gqlError(code: string, status: number, message: string): Response {
  return HttpResponse.json({ errors: [{ message, extensions: { code, status } }] });
}

/** A REST envelope as the portal sends it. */
export function envelope(data: unknown, code = 200, msg = 'OK', status = 200) {
  return HttpResponse.json({ code, msg, data }, { status });
}
