import { PersonalHeading } from '../../features/interaction/PersonalHeading';
import { pageFrom } from '../../lib/page-param';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuHeartOff } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { confirm } from '../../components/ConfirmDialog';
import { Pager } from '../../components/Pager';
import { showSuccess } from '../../components/ui/toaster';
import { KIND_LABELS } from '../../features/resources/kinds';
import { ListFailed } from '../../features/resources/ListState';
import { ResourceCard } from '../../features/resources/ResourceCard';
import { GridItem, GridSkeleton, ResourceGrid } from '../../features/resources/ResourceGrid';
import { EmptyNote } from '../../features/site/EmptyNote';
import { graphql } from '../../gql';
import type { ResourceKind } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

/** The tabs of spec §2, in its order; the first is the default. */
export const COLLECTION_KINDS = [
  'audio',
  'video',
  'exhibition',
  'book',
  'ebook',
  'thesis',
  'newspaper',
  'journal',
] as const satisfies readonly ResourceKind[];
type CollectionKind = (typeof COLLECTION_KINDS)[number];

export const COLLECTION_PAGE_SIZE = 12;

const MyCollectionsQuery = graphql(`
  query MyCollections($kind: ResourceKind, $page: Int!, $pageSize: Int!) {
    myCollections(kind: $kind, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        createdAt
        resource {
          ...ResourceCard_resource
        }
      }
    }
  }
`);

const UncollectResourceMutation = graphql(`
  mutation UncollectResource($resourceId: ID!) {
    uncollectResource(resourceId: $resourceId) {
      resourceId
      collected
      collections
    }
  }
`);

export const UNCOLLECTED = '已取消收藏';

const isCollectionKind = (value: string | null): value is CollectionKind => COLLECTION_KINDS.some((kind) => kind === value);

/** /personal/userCollection: the reader's collections by kind (?kind=, default audio), 取消收藏 on each. */
export function UserCollectionPage() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: CollectionKind = isCollectionKind(kindParam) ? kindParam : COLLECTION_KINDS[0];
  const page = pageFrom(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<string>();

  const { data, previousData, loading, error, refetch } = useQuery(MyCollectionsQuery, { variables: { kind, page, pageSize: COLLECTION_PAGE_SIZE } });
  // While another page of the same kind loads, the current one stays (dimmed).
  const previousItems = previousData?.myCollections.items ?? [];
  const previous = previousItems.length > 0 && previousItems.every((item) => item.resource.kind === kind) ? previousData?.myCollections : undefined;
  const list = data?.myCollections ?? previous;
  const [uncollect] = useMutation(UncollectResourceMutation);

  const go = (next: { kind?: CollectionKind; page?: number }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.kind) updated.set('kind', next.kind);
        if (!next.page || next.page <= 1) updated.delete('page');
        else updated.set('page', String(next.page));
        return updated;
      },
      { replace: !!next.kind },
    );
  };

  const cancel = async (resourceId: string, title: string) => {
    if (!(await confirm({ title: '取消收藏', text: `确定取消收藏《${title}》吗？` }))) return;
    setRemoving(resourceId);
    try {
      await uncollect({ variables: { resourceId } });
    } catch {
      // The error catalogue has said why; the item stays.
      setRemoving(undefined);
      return;
    }
    showSuccess(UNCOLLECTED);
    const result = await refetch().catch(() => undefined);
    setRemoving(undefined);
    // The last item of a later page: show the page before.
    const after = result?.data?.myCollections;
    if (after && after.items.length === 0 && page > 1) go({ page: Math.max(1, Math.ceil(after.total / COLLECTION_PAGE_SIZE)) });
  };

  let content;
  if (!list && loading) content = <GridSkeleton count={8} />;
  else if (!list && error) content = <ListFailed onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!list || list.items.length === 0) {
    content = (
      <Box py="10">
        <EmptyNote title={`还没有收藏${KIND_LABELS[kind]}`} description="在资源详情页点击“收藏”，就能在这里找到它。" />
      </Box>
    );
  } else {
    content = (
      <ResourceGrid busy={loading} columns={{ base: 2, sm: 3, lg: 4 }}>
        {list.items.map((item) => (
          <GridItem key={item.id}>
            <Stack gap="2" h="full">
              <Box flex="1">
                <ResourceCard resource={item.resource} />
              </Box>
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  收藏于 {formatDateTime(item.createdAt)}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`取消收藏《${item.resource.title}》`}
                  loading={removing === item.resource.id}
                  onClick={() => void cancel(item.resource.id, item.resource.title)}
                >
                  <LuHeartOff aria-hidden="true" /> 取消收藏
                </Button>
              </Flex>
            </Stack>
          </GridItem>
        ))}
      </ResourceGrid>
    );
  }

  return (
    <Stack gap="4">
      <PersonalHeading title="我的收藏" total={list?.total} headingRef={headingRef} />
      <Tabs.Root
        value={kind}
        onValueChange={(e) => go({ kind: e.value as CollectionKind })}
        variant="line"
        colorPalette="brand"
        activationMode="manual"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" aria-label="资源类型">
          {COLLECTION_KINDS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {KIND_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={kind} pt="4">
          {content}
        </Tabs.Content>
      </Tabs.Root>
      {list && list.total > COLLECTION_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={COLLECTION_PAGE_SIZE}
          total={list.total}
          onChange={(next) => {
            go({ page: next });
            headingRef.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
