import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { graphql, HttpResponse, type GraphQLHandler } from '../../test/msw';

/** A reader's login cookies, as the login page leaves them. */
export function loggedIn() {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
}

/** A text field by its label. */
export const textField = (name: string) => screen.getByRole('textbox', { name });

/**
 * The error shown under a field, or null: Chakra (Ark 5.40) links a field's error text through
 * aria-describedby (with its helper text when both show), so the error is the described element
 * that is the field's error text.
 */
export function errorOf(element: HTMLElement): string | null {
  if (element.getAttribute('aria-invalid') !== 'true') return null;
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const errorText = ids.map((id) => document.getElementById(id)).find((described) => described?.dataset.part === 'error-text');
  return errorText?.textContent || null;
}

/** A GraphQL BAD_USER_INPUT answer naming one field, as the server sends it. */
export function fieldErrorAnswer(field: string, message: string) {
  return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 400, field, fieldErrors: [{ field, message }] } }] };
}

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
