import { useQuery } from '@apollo/client/react';
import { Badge, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { KIND_LABELS, isResourceKind, resourceDetailPath } from '../../../features/resources/kinds';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { formatDateTime } from '../../../lib/format';

export const CloudDownloadsTabQuery = graphql(`
  query CloudDownloadsTabQuery($page: Int!, $pageSize: Int!) {
    myDownloads(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        resourceId
        title
        kind
        fileName
        createdAt
      }
    }
  }
`);

/** 我的下载: what the reader downloaded, newest first, each leading back to its resource. */
export function CloudDownloadsTab() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(CloudDownloadsTabQuery, { variables: { page, pageSize: 10 }, fetchPolicy: 'cache-and-network' });
  const list = data?.myDownloads;
  if (!list && loading)
    return (
      <Text role="status" color="fg.muted">
        加载中…
      </Text>
    );
  if (!list || list.items.length === 0) return <EmptyNote title={error ? '加载失败，请稍候再试' : '暂无下载记录'} />;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="我的下载">
        {list.items.map((item) => (
          <Card.Root as="li" key={item.id} size="sm" variant="outline">
            <Card.Body>
              <Flex gap="2" direction="column">
                <HStack gap="2" minW="0">
                  {isResourceKind(item.kind) && <Badge variant="subtle">{KIND_LABELS[item.kind]}</Badge>}
                  {isResourceKind(item.kind) ? (
                    <Link asChild color="brand.700" fontWeight="semibold">
                      <RouterLink to={resourceDetailPath(item.kind, item.resourceId)}>{item.title}</RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="semibold">{item.title}</Text>
                  )}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {item.fileName} · 下载于 {formatDateTime(item.createdAt)}
                </Text>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={setPage} />
    </Stack>
  );
}
