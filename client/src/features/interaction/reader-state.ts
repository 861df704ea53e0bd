import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ReaderResourceState_StateFragment } from '../../gql/graphql';

export const ReaderResourceState_state = graphql(`
  fragment ReaderResourceState_state on ReaderResourceState {
    resourceId
    collected
    subscribed
    collections
    score {
      id
      value
      status
    }
    tags {
      id
      text
      status
    }
    pendingComments {
      id
      content
      createdAt
      authorName
      status
    }
  }
`);

export const ReaderResourceStateQuery = graphql(`
  query ReaderResourceStateQuery($resourceId: ID!) {
    readerResourceState(resourceId: $resourceId) {
      ...ReaderResourceState_state
    }
  }
`);

export type ReaderState = ReaderResourceState_StateFragment;

/**
 * The logged-in reader's collection, subscription, score, tags and pending comments on a resource;
 * undefined for a guest (nothing is asked) and while it loads. The action bar and the comments ask
 * the same query: the action bar asks it, and the comments (mounted later, when scrolled to) read
 * the cache entry it left (`cached`); ReaderResourceState is kept by resourceId, so every mutation
 * that returns it updates both.
 */
export function useReaderResourceState(resourceId: string, loggedIn: boolean, options: { cached?: boolean } = {}): ReaderState | undefined {
  const { data } = useQuery(ReaderResourceStateQuery, {
    variables: { resourceId },
    skip: !loggedIn,
    ...(options.cached ? { fetchPolicy: 'cache-first' as const } : {}),
  });
  return loggedIn ? data?.readerResourceState : undefined;
}

/** Changes the cached state of a resource (after a submission whose answer is not the state itself). */
export function updateReaderState(cache: ApolloCache, resourceId: string, change: (state: ReaderState) => ReaderState) {
  cache.updateQuery({ query: ReaderResourceStateQuery, variables: { resourceId } }, (data) =>
    data?.readerResourceState ? { ...data, readerResourceState: change(data.readerResourceState) } : data,
  );
}
