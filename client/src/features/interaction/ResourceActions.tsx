import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { LuBell, LuBellOff, LuHeart } from 'react-icons/lu';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import type { ResourceActions_ResourceFragment } from '../../gql/graphql';
import { formatCount } from '../../lib/format';
import { KIND_TYPENAMES } from '../resources/kinds';
import { ErrorReportButton } from './ErrorReportButton';
import { canSubscribe, MESSAGES } from './labels';
import { QUIET, useReaderSession } from './reader-session';
import { useReaderResourceState, type ReaderState } from './reader-state';
import { ResourceTags } from './ResourceTags';
import { ScoreControl } from './ScoreControl';

export const ResourceActions_resource = graphql(`
  fragment ResourceActions_resource on Resource {
    id
    kind
    title
    collections
    scoreAverage
    scoreCount
  }
`);

const CollectMutation = graphql(`
  mutation ResourceActionsCollect($resourceId: ID!) {
    collectResource(resourceId: $resourceId) {
      ...ReaderResourceState_state
    }
  }
`);

const UncollectMutation = graphql(`
  mutation ResourceActionsUncollect($resourceId: ID!) {
    uncollectResource(resourceId: $resourceId) {
      ...ReaderResourceState_state
    }
  }
`);

const SubscribeMutation = graphql(`
  mutation ResourceActionsSubscribe($resourceId: ID!) {
    subscribeResource(resourceId: $resourceId) {
      ...ReaderResourceState_state
    }
  }
`);

const UnsubscribeMutation = graphql(`
  mutation ResourceActionsUnsubscribe($resourceId: ID!) {
    unsubscribeResource(resourceId: $resourceId) {
      ...ReaderResourceState_state
    }
  }
`);

const SeeSubscriptionMutation = graphql(`
  mutation ResourceActionsSeeSubscription($resourceId: ID!) {
    seeSubscription(resourceId: $resourceId)
  }
`);

type Resource = ResourceActions_ResourceFragment;

/**
 * 收藏 / 取消收藏 with the collection count. The answer is the reader's state (cached by
 * resourceId, so the bar follows); the resource's own counter (the overview's 收藏) is set to the
 * count the server gives.
 */
function CollectButton({ resource, state }: { resource: Resource; state: ReaderState | undefined }) {
  const { loggedIn, sendToLogin, fail } = useReaderSession();
  const setCount = (cache: ApolloCache, next: ReaderState | undefined) => {
    if (!next) return;
    cache.modify({
      id: cache.identify({ __typename: KIND_TYPENAMES[resource.kind], id: resource.id }),
      fields: { collections: () => next.collections },
    });
  };
  const [collect, { loading: collecting }] = useMutation(CollectMutation, {
    context: QUIET,
    update: (cache, { data }) => setCount(cache, data?.collectResource),
  });
  const [uncollect, { loading: uncollecting }] = useMutation(UncollectMutation, {
    context: QUIET,
    update: (cache, { data }) => setCount(cache, data?.uncollectResource),
  });
  const collected = !!state?.collected;
  const count = state?.collections ?? resource.collections;

  const toggle = async () => {
    if (!loggedIn) return sendToLogin();
    const variables = { resourceId: resource.id };
    try {
      if (collected) await uncollect({ variables });
      else await collect({ variables });
      showSuccess(collected ? MESSAGES.uncollected : MESSAGES.collected);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Button
      size="sm"
      colorPalette="brand"
      variant={collected ? 'solid' : 'outline'}
      aria-pressed={loggedIn ? collected : undefined}
      disabled={collecting || uncollecting}
      onClick={() => void toggle()}
    >
      <LuHeart aria-hidden="true" fill={collected ? 'currentColor' : 'none'} />
      {collected ? '取消收藏' : '收藏'}
      {/* The count is also in the overview's counters, which name it 收藏 for screen readers. */}
      <Box as="span" aria-hidden="true" fontWeight="normal" opacity={0.85}>
        {formatCount(count)}
      </Box>
    </Button>
  );
}

/** 订阅 / 取消订阅 (newspapers and journals). */
function SubscribeButton({ resource, state }: { resource: Resource; state: ReaderState | undefined }) {
  const { loggedIn, sendToLogin, fail } = useReaderSession();
  const [subscribe, { loading: subscribing }] = useMutation(SubscribeMutation, { context: QUIET });
  const [unsubscribe, { loading: unsubscribing }] = useMutation(UnsubscribeMutation, { context: QUIET });
  const subscribed = !!state?.subscribed;

  const toggle = async () => {
    if (!loggedIn) return sendToLogin();
    const variables = { resourceId: resource.id };
    try {
      if (subscribed) await unsubscribe({ variables });
      else await subscribe({ variables });
      showSuccess(subscribed ? MESSAGES.unsubscribed : MESSAGES.subscribed);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Button
      size="sm"
      colorPalette="brand"
      variant={subscribed ? 'solid' : 'outline'}
      aria-pressed={loggedIn ? subscribed : undefined}
      disabled={subscribing || unsubscribing}
      onClick={() => void toggle()}
    >
      {subscribed ? <LuBellOff aria-hidden="true" /> : <LuBell aria-hidden="true" />}
      {subscribed ? '取消订阅' : '订阅'}
    </Button>
  );
}

/** A subscriber opening a newspaper or journal has seen its new editions (the 新 mark goes). */
function useSeeSubscription(resource: Resource, state: ReaderState | undefined) {
  const [see] = useMutation(SeeSubscriptionMutation, { context: QUIET });
  const seen = useRef<string | undefined>(undefined);
  const subscribed = !!state?.subscribed && canSubscribe(resource.kind);
  useEffect(() => {
    if (!subscribed || seen.current === resource.id) return;
    seen.current = resource.id;
    // Nothing to show when it fails: the mark stays until the next visit.
    see({ variables: { resourceId: resource.id } }).catch(() => undefined);
  }, [subscribed, resource.id, see]);
}

/**
 * The reader's actions on a detail page: a bar of 收藏 (every kind), 订阅 (newspapers and
 * journals), 纠错 and whatever `children` add (the lead mounts 分享 there), then 评分 and 标签.
 * A guest sees them all; each leads to /login with 请先登录. The reader's own state is asked only
 * when logged in.
 */
export function ResourceActions({ resource, children }: { resource: Resource; children?: ReactNode }) {
  const { loggedIn } = useReaderSession();
  const state = useReaderResourceState(resource.id, loggedIn);
  useSeeSubscription(resource, state);

  return (
    <Stack gap="3" pt="3" borderTop="1px dashed" borderColor="border">
      <Flex role="group" aria-label="读者操作" wrap="wrap" gap="2">
        <CollectButton resource={resource} state={state} />
        {canSubscribe(resource.kind) && <SubscribeButton resource={resource} state={state} />}
        <ErrorReportButton resourceId={resource.id} />
        {children}
      </Flex>
      <ScoreControl resource={resource} state={state} />
      <ResourceTags resourceId={resource.id} state={state} />
    </Stack>
  );
}
