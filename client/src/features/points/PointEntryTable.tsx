import { Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format';
import { ACTION_LABELS, signed } from './point-labels';

export interface PointEntryRow {
  id: string;
  delta: number;
  reason: string;
  action?: string | null;
  balanceAfter: number;
  createdAt: string;
  adminName?: string | null;
}

/** 积分明细: one line per change, newest first (the reader's own, or one reader's in the back office with who adjusted). */
export function PointEntryTable({
  entries,
  showAdmin = false,
  caption,
}: {
  entries: readonly PointEntryRow[];
  showAdmin?: boolean;
  caption: string;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>时间</Table.ColumnHeader>
            <Table.ColumnHeader>来源</Table.ColumnHeader>
            <Table.ColumnHeader>说明</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">积分变动</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">变动后积分</Table.ColumnHeader>
            {showAdmin && <Table.ColumnHeader>操作人</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{entry.action ? (ACTION_LABELS[entry.action] ?? entry.action) : '人工调整'}</Table.Cell>
              <Table.Cell>{entry.reason}</Table.Cell>
              <Table.Cell textAlign="end">
                <Text as="span" fontWeight="semibold" color={entry.delta > 0 ? 'green.700' : 'red.700'}>
                  {signed(entry.delta)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{entry.balanceAfter}</Table.Cell>
              {showAdmin && <Table.Cell>{entry.adminName ?? '—'}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
