import { PersonalHeading } from '../../features/interaction/PersonalHeading';
import { pageFrom } from '../../lib/page-param';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuBellOff } from 'react-icons/lu';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { confirm } from '../../components/ConfirmDialog';
import { Pager } from '../../components/Pager';
import { showSuccess } from '../../components/ui/toaster';
import { PERSONAL_PATHS } from '../../features/interaction/paths';
import { KIND_LABELS, resourceDetailPath } from '../../features/resources/kinds';
import { ListFailed } from '../../features/resources/ListState';
import { ResourceCover } from '../../features/resources/ResourceCover';
import { EmptyNote } from '../../features/site/EmptyNote';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';

/** The kinds a reader may subscribe to, each a page of its own (spec §2). */
export const SUBSCRIPTION_KINDS = ['newspaper', 'journal'] as const;
type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export const SUBSCRIPTION_PAGE_SIZE = 10;

const MySubscriptionsQuery = graphql(`
  query MySubscriptions($kind: ResourceKind, $page: Int!, $pageSize: Int!) {
    mySubscriptions(kind: $kind, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        createdAt
        newIssues
        resource {
          id
          kind
          title
          cover
          publisher
          ... on Newspaper {
            frequency
          }
          ... on Journal {
            frequency
          }
        }
      }
    }
  }
`);

const UnsubscribeResourceMutation = graphql(`
  mutation UnsubscribeResource($resourceId: ID!) {
    unsubscribeResource(resourceId: $resourceId) {
      resourceId
      subscribed
    }
  }
`);

export const UNSUBSCRIBED = '已取消订阅';

const isSubscriptionKind = (value: string | undefined): value is SubscriptionKind => SUBSCRIPTION_KINDS.some((kind) => kind === value);

/** A newspaper comes out in editions (期), a journal in volumes (期) too: the word is the same. */
const newIssuesText = (count: number) => `${count} 期新内容`;

function ListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" role="status" aria-label="列表加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <HStack key={i} gap="4" p="3" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Skeleton w="16" h="20" borderRadius="md" />
          <Stack flex="1" gap="2">
            <Skeleton h="5" w="60%" />
            <Skeleton h="4" w="40%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * /personal/userSubscription/newspaper and /journal: the reader's subscriptions of that kind, a 新
 * badge with the count of editions or volumes added since they last opened it, 取消订阅 on each.
 */
export function UserSubscriptionPage() {
  const { kind: kindParam } = useParams();
  if (!isSubscriptionKind(kindParam)) return <Navigate to={`${PERSONAL_PATHS.subscriptions}/newspaper`} replace />;
  return <SubscriptionList key={kindParam} kind={kindParam} />;
}

function SubscriptionList({ kind }: { kind: SubscriptionKind }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<string>();

  const { data, previousData, loading, error, refetch } = useQuery(MySubscriptionsQuery, {
    variables: { kind, page, pageSize: SUBSCRIPTION_PAGE_SIZE },
  });
  const list = data?.mySubscriptions ?? previousData?.mySubscriptions;
  const [unsubscribe] = useMutation(UnsubscribeResourceMutation);

  const goToPage = (next: number) => {
    setParams(next <= 1 ? {} : { page: String(next) });
    headingRef.current?.focus();
  };

  const cancel = async (resourceId: string, title: string) => {
    if (!(await confirm({ title: '取消订阅', text: `确定取消订阅《${title}》吗？` }))) return;
    setRemoving(resourceId);
    try {
      await unsubscribe({ variables: { resourceId } });
    } catch {
      setRemoving(undefined);
      return;
    }
    showSuccess(UNSUBSCRIBED);
    const result = await refetch().catch(() => undefined);
    setRemoving(undefined);
    const after = result?.data?.mySubscriptions;
    if (after && after.items.length === 0 && page > 1) goToPage(Math.max(1, Math.ceil(after.total / SUBSCRIPTION_PAGE_SIZE)));
  };

  let content;
  if (!list && loading) content = <ListSkeleton />;
  else if (!list && error) content = <ListFailed onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!list || list.items.length === 0) {
    content = (
      <Box py="10">
        <EmptyNote title={`还没有订阅${KIND_LABELS[kind]}`} description={`在${KIND_LABELS[kind]}详情页点击“订阅”，出了新的一期会在这里提醒您。`} />
      </Box>
    );
  } else {
    content = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" opacity={loading ? 0.6 : 1} aria-busy={loading || undefined}>
        {list.items.map((item) => {
          const { resource } = item;
          const frequency = 'frequency' in resource ? resource.frequency : null;
          return (
            <Flex
              as="li"
              key={item.id}
              gap={{ base: '3', md: '4' }}
              p="3"
              borderWidth="1px"
              borderColor={item.newIssues > 0 ? 'brand.200' : 'border.muted'}
              borderRadius="md"
              bg="white"
              align="flex-start"
            >
              <Box w={{ base: '16', md: '20' }} flexShrink={0}>
                <ResourceCover kind={resource.kind} cover={resource.cover} title={resource.title} width={100} />
              </Box>
              <Stack gap="1" flex="1" minW="0">
                <HStack gap="2" align="flex-start" wrap="wrap">
                  <Heading as="h2" fontSize="md" fontWeight="semibold" lineHeight="1.5" overflowWrap="anywhere">
                    <Link asChild color="fg" _hover={{ color: 'brand.600' }}>
                      <RouterLink to={resourceDetailPath(resource.kind, resource.id)}>{resource.title}</RouterLink>
                    </Link>
                  </Heading>
                  {item.newIssues > 0 && (
                    <Badge colorPalette="red" variant="solid" mt="0.5" aria-label={`新：${newIssuesText(item.newIssues)}`}>
                      新 {item.newIssues}
                    </Badge>
                  )}
                </HStack>
                {(resource.publisher || frequency) && (
                  <Text fontSize="sm" color="fg.muted">
                    {[resource.publisher, frequency].filter(Boolean).join(' · ')}
                  </Text>
                )}
                {item.newIssues > 0 && (
                  <Text fontSize="sm" color="red.600">
                    自您上次查看以来更新了 {newIssuesText(item.newIssues)}
                  </Text>
                )}
                <Flex justify="space-between" align="center" gap="2" wrap="wrap" mt="1">
                  <Text fontSize="xs" color="fg.muted">
                    订阅于 {formatDateTime(item.createdAt)}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`取消订阅《${resource.title}》`}
                    loading={removing === resource.id}
                    onClick={() => void cancel(resource.id, resource.title)}
                  >
                    <LuBellOff aria-hidden="true" /> 取消订阅
                  </Button>
                </Flex>
              </Stack>
            </Flex>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <PersonalHeading title="我的订阅" total={list?.total} headingRef={headingRef} />
      <Tabs.Root
        value={kind}
        onValueChange={(e) => navigate(`${PERSONAL_PATHS.subscriptions}/${e.value}`)}
        variant="line"
        colorPalette="brand"
        activationMode="manual"
      >
        <Tabs.List aria-label="订阅类型">
          {SUBSCRIPTION_KINDS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {KIND_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={kind} pt="4">
          {content}
        </Tabs.Content>
      </Tabs.Root>
      {list && list.total > SUBSCRIPTION_PAGE_SIZE && <Pager page={page} pageSize={SUBSCRIPTION_PAGE_SIZE} total={list.total} onChange={goToPage} />}
    </Stack>
  );
}
