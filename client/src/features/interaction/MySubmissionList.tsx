import { pageFrom } from '../../lib/page-param';
import { PersonalHeading } from './PersonalHeading';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import type { ReviewStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { ListFailed } from '../resources/ListState';
import { EmptyNote } from '../site/EmptyNote';
import { isReviewStatus, REVIEW_STATUSES, STATUS_PALETTE, type StatusLabels } from './statuses';

/** What every submission of the reader has (interaction-api: the shared submission fields). */
export interface SubmissionItem {
  id: string;
  createdAt: string;
  status: ReviewStatus;
  /** The library's reply. */
  reply?: string | null;
  reviewedAt?: string | null;
  /** Reviewed or replied to since the reader last looked. */
  unread: boolean;
}

/** The variables every my<Types> query takes. */
export interface MySubmissionVariables {
  page: number;
  pageSize: number;
  status?: ReviewStatus | null;
}

/** One submission type's list in the personal centre. */
export interface MySubmissionListConfig<TData, TItem extends SubmissionItem> {
  /** The page's h1, e.g. 我的留言. */
  title: string;
  /** The my<Types> query, taking $page, $pageSize and $status. */
  query: TypedDocumentNode<TData, MySubmissionVariables>;
  /** Its page in the answer, e.g. `(data) => data.myMessages`. */
  select(data: TData): { items: TItem[]; total: number };
  /** The readMy<Types> mutation: called once when the list is opened (its reviews are then seen). */
  markRead: TypedDocumentNode<unknown, Record<string, never>>;
  /** What the type calls PENDING / PASSED / REJECTED. */
  labels: StatusLabels;
  /** One item: its heading line and what it says under it. */
  renderItem(item: TItem): { title: ReactNode; body?: ReactNode };
  /** The empty list's title, e.g. 暂无留言. */
  emptyTitle: string;
}

export interface MySubmissionListProps<TData, TItem extends SubmissionItem> {
  config: MySubmissionListConfig<TData, TItem>;
  /** Shown between the heading and the filter, e.g. the 写留言 form. */
  children?: ReactNode;
  pageSize?: number;
}

export const MY_LIST_PAGE_SIZE = 10;

function ListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" role="status" aria-label="列表加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <Stack key={i} gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Skeleton h="5" w="60%" />
          <Skeleton h="4" w="30%" />
          <Skeleton h="4" />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The reader's own submissions of one type (我的留言, 我的荐购, …): a status filter (全部 and the
 * type's three labels) and the page in the address (?status=&page=), newest first, each with its
 * state, time, the library's reply when there is one, and 新 when it was reviewed since the reader
 * last looked. Opening the list calls the type's readMy<Types> once, after the first page arrived,
 * and what was 新 on this visit stays marked while the reader pages about.
 */
export function MySubmissionList<TData, TItem extends SubmissionItem>({
  config,
  children,
  pageSize = MY_LIST_PAGE_SIZE,
}: MySubmissionListProps<TData, TItem>) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isReviewStatus(statusParam) ? statusParam : undefined;
  const page = pageFrom(params);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { data, previousData, loading, error, refetch } = useQuery(config.query, { variables: { page, pageSize, status: status ?? null } });
  const shown = data ?? previousData;
  const list = shown ? config.select(shown) : undefined;

  // What was new when first shown keeps its mark on this visit, after readMy has cleared `unread`.
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(() => new Set());
  const freshUnread = data ? config.select(data).items.filter((item) => item.unread && !seenUnread.has(item.id)) : [];
  if (freshUnread.length) setSeenUnread(new Set([...seenUnread, ...freshUnread.map((item) => item.id)]));

  const [markRead] = useMutation(config.markRead, { context: { quiet: true } });
  const marked = useRef(false);
  const loaded = !!data;
  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    markRead().catch(() => undefined);
  }, [loaded, markRead]);

  const update = (next: { status?: ReviewStatus; page?: number }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if ('status' in next) {
          if (next.status) updated.set('status', next.status);
          else updated.delete('status');
        }
        const target = next.page ?? 1;
        if (target <= 1) updated.delete('page');
        else updated.set('page', String(target));
        return updated;
      },
      { replace: 'status' in next },
    );
  };

  const filters: Array<{ value?: ReviewStatus; label: string }> = [
    { label: '全部' },
    ...REVIEW_STATUSES.map((value) => ({ value, label: config.labels[value] })),
  ];

  let content: ReactNode;
  if (!list && loading) content = <ListSkeleton />;
  else if (!list && error) content = <ListFailed onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!list || list.items.length === 0) {
    content = (
      <Box py="10">
        <EmptyNote title={status ? `没有${config.labels[status]}的记录` : config.emptyTitle} />
      </Box>
    );
  } else {
    content = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" opacity={loading ? 0.6 : 1} aria-busy={loading || undefined}>
        {list.items.map((item) => {
          const { title, body } = config.renderItem(item);
          const isNew = item.unread || seenUnread.has(item.id);
          return (
            <Box
              as="li"
              key={item.id}
              p={{ base: '3', md: '4' }}
              borderWidth="1px"
              borderColor={isNew ? 'brand.200' : 'border.muted'}
              borderRadius="md"
              bg="white"
            >
              <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <HStack gap="2" minW="0" flex="1" align="flex-start">
                  {isNew && (
                    <Badge colorPalette="red" variant="solid" flexShrink={0} title="有新的处理结果" mt="0.5">
                      新
                    </Badge>
                  )}
                  <Heading as="h2" fontSize="md" fontWeight="semibold" lineHeight="1.5" minW="0" overflowWrap="anywhere">
                    {title}
                  </Heading>
                </HStack>
                <Badge colorPalette={STATUS_PALETTE[item.status]} variant="subtle" flexShrink={0}>
                  {config.labels[item.status]}
                </Badge>
              </Flex>
              <Text fontSize="xs" color="fg.muted" mt="1">
                提交于 {formatDateTime(item.createdAt)}
              </Text>
              {body && (
                <Box mt="2" fontSize="sm" color="fg" overflowWrap="anywhere">
                  {body}
                </Box>
              )}
              {item.reply && (
                <Box
                  mt="3"
                  p="3"
                  bg="brand.50"
                  borderInlineStartWidth="3px"
                  borderColor="brand.500"
                  borderRadius="sm"
                  aria-label="图书馆回复"
                  role="note"
                >
                  <Flex justify="space-between" gap="2" wrap="wrap" mb="1">
                    <Text fontSize="sm" fontWeight="semibold" color="brand.800">
                      图书馆回复
                    </Text>
                    {item.reviewedAt && (
                      <Text fontSize="xs" color="fg.muted">
                        {formatDateTime(item.reviewedAt)}
                      </Text>
                    )}
                  </Flex>
                  <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {item.reply}
                  </Text>
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <PersonalHeading title={config.title} total={list?.total} headingRef={headingRef} />
      {children}
      <HStack role="group" aria-label="按状态筛选" gap="2" wrap="wrap">
        {filters.map((filter) => {
          const active = filter.value === status;
          return (
            <Button
              key={filter.label}
              size="sm"
              borderRadius="full"
              colorPalette="brand"
              variant={active ? 'solid' : 'outline'}
              aria-pressed={active}
              onClick={() => !active && update({ status: filter.value })}
            >
              {filter.label}
            </Button>
          );
        })}
      </HStack>
      {content}
      {list && list.total > pageSize && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={list.total}
          onChange={(next) => {
            update({ page: next });
            headingRef.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
