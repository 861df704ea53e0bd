import { graphql, HttpResponse, type GraphQLHandler } from '../../test/msw';

/** The reader's state on a resource as readerResourceState and the mark mutations answer it. */
export function stateFixture(resourceId: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ReaderResourceState',
    resourceId,
    collected: false,
    subscribed: false,
    collections: 0,
    score: null,
    tags: [],
    pendingComments: [],
    ...overrides,
  };
}

/** A comment as passedComments and submitComment answer it. */
export function commentFixture(id: string, content: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Comment',
    id,
    content,
    authorName: '张*',
    createdAt: '2026-03-01T08:05:00.000Z',
    status: 'PASSED',
    ...overrides,
  };
}

export const commentPage = (items: unknown[], total = items.length, page = 1, pageSize = 10) => ({
  __typename: 'CommentPage',
  total,
  page,
  pageSize,
  items,
});

/**
 * What a detail page asks besides the resource, answered as for a resource nobody has commented
 * on or tagged yet; the reader's state (asked only when logged in) is `state`.
 */
export function interactionHandlers(state: Record<string, unknown> = {}): GraphQLHandler[] {
  return [
    graphql.query('ResourceCommentsQuery', () => HttpResponse.json({ data: { passedComments: commentPage([]) } })),
    graphql.query('ResourceTagsQuery', () => HttpResponse.json({ data: { resourceTags: [] } })),
    graphql.query('ReaderResourceStateQuery', ({ variables }) =>
      HttpResponse.json({ data: { readerResourceState: stateFixture(String(variables.resourceId), state) } }),
    ),
    graphql.mutation('ResourceActionsSeeSubscription', () => HttpResponse.json({ data: { seeSubscription: true } })),
  ];
}
