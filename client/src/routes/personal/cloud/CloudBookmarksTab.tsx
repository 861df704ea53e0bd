import { useQuery } from '@apollo/client/react';
import { Badge, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { formatDateTime } from '../../../lib/format';
import { bookmarkCount, cloudReaderPath, resourceReaderPath } from './cloud-paths';

export const CloudBookmarksTabQuery = graphql(`
  query CloudBookmarksTabQuery {
    recentReadingStates(limit: 50) {
      id
      document
      format
      state
      progress
      savedAt
      resource {
        id
        kind
        title
      }
      cloudFile {
        id
        name
      }
    }
  }
`);

/**
 * 书签笔记: the documents the reader has read, with their bookmarks (kept in each document's reader
 * state, written by the readers) and how far they got, each opening its reader.
 */
export function CloudBookmarksTab() {
  const { data, loading, error } = useQuery(CloudBookmarksTabQuery, { fetchPolicy: 'cache-and-network' });
  const states = (data?.recentReadingStates ?? []).filter((state) => state.resource || state.cloudFile);
  if (!data && loading)
    return (
      <Text role="status" color="fg.muted">
        加载中…
      </Text>
    );
  if (states.length === 0)
    return (
      <EmptyNote title={error ? '加载失败，请稍候再试' : '暂无阅读记录'} description={error ? undefined : '在线阅读时添加的书签会显示在这里。'} />
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="书签笔记">
      {states.map((state) => {
        const title = state.resource?.title ?? state.cloudFile!.name;
        const to = state.resource ? resourceReaderPath(state.resource.kind, state.resource.id) : cloudReaderPath(state.cloudFile!.id);
        const bookmarks = bookmarkCount(state.state);
        return (
          <Card.Root as="li" key={state.id} size="sm" variant="outline">
            <Card.Body>
              <Flex gap="2" direction="column">
                <HStack gap="2" minW="0">
                  <Badge variant="subtle">{state.cloudFile ? '我的文件' : state.format.toUpperCase()}</Badge>
                  <Link asChild color="brand.700" fontWeight="semibold">
                    <RouterLink to={to}>{title}</RouterLink>
                  </Link>
                </HStack>
                <Text fontSize="sm">
                  书签 {bookmarks} 个 · 已读 {Math.round(state.progress * 100)}%
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  最近阅读 {formatDateTime(state.savedAt)}
                </Text>
              </Flex>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
