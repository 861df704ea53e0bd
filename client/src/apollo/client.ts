import { ApolloClient, ApolloLink } from '@apollo/client';
import { getMainDefinition, print } from '@apollo/client/utilities';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { reportFailure } from '../lib/error-catalogue';
import { tokenFor } from '../lib/tokens';
import { createCache } from './cache';

/**
 * Longest query text sent by GET (URL-encoded, with its variables): well under the 16 kB of
 * request head Node accepts; a longer query goes by POST.
 */
const MAX_GET_QUERY_CHARS = 6000;

/**
 * A query of the public site, short enough for a URL: sent by GET so HTTP caches may keep its answer.
 * Not while an administrator is logged in here: they check the site after their edits, and a kept
 * answer could show it as it was up to a minute before.
 */
function sentByGet(operation: ApolloLink.Operation, admin: boolean): boolean {
  const definition = getMainDefinition(operation.query);
  if (admin || tokenFor(true) || definition.kind !== 'OperationDefinition' || definition.operation !== 'query') return false;
  return encodeURIComponent(print(operation.query)).length + encodeURIComponent(JSON.stringify(operation.variables)).length <= MAX_GET_QUERY_CHARS;
}

/**
 * Sends the admin token on back-office pages, the reader token elsewhere (spec §6). Queries of the
 * public site go by GET: a guest's answers then say `public, max-age` (issue 12) and the browser, a
 * proxy or a CDN may reuse them; answers to a logged-in reader say `private` and vary by token.
 */
const authLink = new ApolloLink((operation, forward) => {
  const admin = operation.getContext().admin ?? window.location.pathname.startsWith('/admin');
  const token = tokenFor(admin);
  const byGet = sentByGet(operation, admin);
  operation.setContext(({ headers = {}, fetchOptions = {} }: { headers?: Record<string, string>; fetchOptions?: RequestInit }) => ({
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(byGet ? { fetchOptions: { ...fetchOptions, method: 'GET' } } : {}),
  }));
  return forward(operation);
});

/** Every GraphQL failure goes through the error catalogue, unless the operation asks to be quiet. */
const errorLink = new ErrorLink(({ error, operation }) => {
  if (operation.getContext().quiet) return;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const status = first?.extensions?.status as number | undefined;
    reportFailure({ status, code: status === 0 ? 0 : undefined, message: first?.message });
  } else {
    reportFailure({ message: undefined });
  }
});

/** Multipart uploads need this header to pass Apollo's CSRF prevention. */
const uploadLink = new UploadHttpLink({
  uri: () => new URL('/graphql', window.location.origin).toString(),
  headers: { 'apollo-require-preflight': 'true' },
});

/**
 * The browser's client. On a server-rendered page boot.tsx has the restored cache answer every query
 * until the page has hydrated (`prioritizeCacheValues`).
 */
export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, uploadLink]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
