import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { possibleTypes } from '../gql/possible-types';
import { reportFailure } from '../lib/error-catalogue';
import { tokenFor } from '../lib/tokens';

/** Sends the admin token on back-office pages, the reader token elsewhere (spec §6). */
const authLink = new ApolloLink((operation, forward) => {
  const admin = operation.getContext().admin ?? window.location.pathname.startsWith('/admin');
  const token = tokenFor(admin);
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
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

export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, uploadLink]),
    cache: new InMemoryCache({
      // Interface implementations (Resource → Book, Video…), so fragments on an interface match.
      possibleTypes,
      typePolicies: {
        // Page types carry no id: keep them inside the query that asked for them.
        NewsPage: { keyFields: false },
        BannerPage: { keyFields: false },
        FriendLinkPage: { keyFields: false },
        LibraryPage: { keyFields: false },
        AuditLogPage: { keyFields: false },
        // A resource's poster: what createResourcePoster returns replaces what resourcePoster read.
        ResourcePoster: { keyFields: ['resourceId'] },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

export const apolloClient = createApolloClient();
