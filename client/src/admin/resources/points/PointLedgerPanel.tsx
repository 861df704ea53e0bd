import { useQuery } from '@apollo/client/react';
import { HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Pager } from '../../../components/Pager';
import { DIRECTIONS } from '../../../features/points/point-labels';
import { PointEntryTable } from '../../../features/points/PointEntryTable';
import { graphql } from '../../gql';
import type { PointDirection } from '../../gql/graphql';

const AdminPointEntriesQuery = graphql(`
  query AdminPointEntriesQuery($readerId: ID!, $filter: PointEntryFilter, $page: Int!, $pageSize: Int!) {
    pointEntries(readerId: $readerId, filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        delta
        reason
        action
        balanceAfter
        createdAt
        adminName
      }
    }
  }
`);

const PAGE_SIZE = 10;

/** One reader's 积分明细 (a dialog of 用户积分), with the administrator of each manual adjustment. */
export function PointLedgerPanel({ readerId, readerName }: { readerId: string; readerName: string }) {
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<PointDirection | ''>('');
  const { data, loading, error } = useQuery(AdminPointEntriesQuery, {
    variables: { readerId, page, pageSize: PAGE_SIZE, filter: direction ? { direction } : undefined },
    fetchPolicy: 'network-only',
  });
  const list = data?.pointEntries;
  return (
    <Stack gap="3">
      <HStack justify="flex-end">
        <NativeSelect.Root size="sm" w="32">
          <NativeSelect.Field
            aria-label="收支"
            value={direction}
            onChange={(e) => {
              setDirection(e.currentTarget.value as PointDirection | '');
              setPage(1);
            }}
          >
            {DIRECTIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {!list && loading && <Skeleton h="32" role="status" aria-label="积分明细加载中" />}
      {!list && error && <Text color="fg.muted">积分明细加载失败，请稍后重试</Text>}
      {list && list.items.length === 0 && <Text color="fg.muted">暂无积分记录</Text>}
      {list && list.items.length > 0 && (
        <>
          <PointEntryTable entries={list.items} showAdmin caption={`${readerName}的积分明细`} />
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
