import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuLogIn } from 'react-icons/lu';
import { Pager } from '../../components/Pager';
import { graphql } from '../../gql';
import { DetailSection } from '../resources/detail/DetailSection';
import { EmptyNote } from '../site/EmptyNote';
import { CommentItem } from './CommentItem';
import { useReaderSession } from './reader-session';
import { useReaderResourceState } from './reader-state';

export const COMMENTS_PAGE_SIZE = 10;

// Readers only: a guest's page does not download the form and its form library.
const CommentForm = lazy(() => import('./CommentForm').then((module) => ({ default: module.CommentForm })));

export const ResourceCommentsQuery = graphql(`
  query ResourceCommentsQuery($resourceId: ID!, $page: Int!, $pageSize: Int!) {
    passedComments(resourceId: $resourceId, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        content
        authorName
        createdAt
      }
    }
  }
`);

function CommentsSkeleton() {
  return (
    <Stack gap="4" py="4" aria-busy="true" role="status" aria-label="评论加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <HStack key={i} gap="3" align="flex-start">
          <Skeleton boxSize="9" borderRadius="full" />
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="30%" />
            <Skeleton h="4" w="90%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * 读者评论 on a detail page: the passed comments, newest first and paged; the reader's own
 * comments under review first (审核中, on the first page); the form for a logged-in reader and a
 * way to the login for a guest.
 */
export function ResourceComments({ resourceId }: { resourceId: string }) {
  const { loggedIn, sendToLogin } = useReaderSession();
  const state = useReaderResourceState(resourceId, loggedIn, { cached: true });
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(ResourceCommentsQuery, {
    variables: { resourceId, page, pageSize: COMMENTS_PAGE_SIZE },
  });
  const shown = data?.passedComments ?? previousData?.passedComments;
  const pending = page === 1 ? (state?.pendingComments ?? []) : [];

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let list;
  if (!shown && loading) list = <CommentsSkeleton />;
  else if (!shown && error) {
    list = (
      <Box py="6" role="alert">
        <EmptyNote title="评论加载失败" description="网络似乎开了小差，请稍候再试。">
          <Button colorPalette="brand" size="sm" onClick={() => void refetch()}>
            重新加载
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (pending.length === 0 && (!shown || shown.items.length === 0)) {
    list = <EmptyNote title="暂无评论" description={loggedIn ? '欢迎发表您的看法。' : '登录后即可发表评论。'} />;
  } else {
    list = (
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label="评论列表" aria-busy={loading || undefined} opacity={loading && !data ? 0.6 : 1}>
        {pending.map((comment) => (
          <li key={`pending:${comment.id}`}>
            <CommentItem comment={comment} status={comment.status} />
          </li>
        ))}
        {shown?.items.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box ref={top} scrollMarginTop="4">
      <DetailSection
        id="comments"
        title="读者评论"
        aside={
          shown && shown.total > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              共 {shown.total} 条
            </Text>
          ) : undefined
        }
      >
        {loggedIn ? (
          <Suspense fallback={<Skeleton h="24" mb="2" borderRadius="md" />}>
            <CommentForm resourceId={resourceId} />
          </Suspense>
        ) : (
          <Flex align="center" justify="space-between" gap="3" wrap="wrap" p="3" mb="2" bg="bg.subtle" borderRadius="md" fontSize="sm">
            <Text color="fg.muted">登录后即可发表评论</Text>
            <Button size="sm" colorPalette="brand" onClick={sendToLogin}>
              <LuLogIn aria-hidden="true" />
              登录后评论
            </Button>
          </Flex>
        )}
        {list}
        {shown && shown.total > COMMENTS_PAGE_SIZE && (
          <Box mt="4">
            <Pager page={page} pageSize={COMMENTS_PAGE_SIZE} total={shown.total} onChange={goTo} label="评论分页" />
          </Box>
        )}
      </DetailSection>
    </Box>
  );
}
