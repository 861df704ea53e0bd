import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { formatDateTimeSeconds } from '../../../lib/format';
import { graphql } from '../../gql';
import { actionLabel, entityLabel, fieldLabel } from './audit-labels';

const AuditLogDetailQuery = graphql(`
  query AdminAuditLogDetail($id: ID!) {
    auditLog(id: $id) {
      id
      adminName
      action
      entity
      targetIds
      ip
      createdAt
      changes {
        targetId
        field
        before
        after
        changed
      }
    }
  }
`);

/** A stored value as the table shows it: empty ones as —, flags as 是 / 否. */
function shown(value: string | null) {
  if (value === null || value === '')
    return (
      <Text as="span" color="fg.subtle">
        —
      </Text>
    );
  if (value === 'true') return '是';
  if (value === 'false') return '否';
  return value;
}

function BackButton() {
  return (
    <Button asChild variant="outline" size="sm" alignSelf="flex-start">
      <RouterLink to="/admin/logManage">
        <LuArrowLeft /> 返回列表
      </RouterLink>
    </Button>
  );
}

/**
 * 操作日志详情 (/admin/logManage/detail?id=): who did what to which items, and each item's fields
 * before and after; the fields the action changed are highlighted (an update lists the others too).
 */
export function AuditLogDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error } = useQuery(AuditLogDetailQuery, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const log = data?.auditLog;

  if (!id || (error && !data))
    return (
      <Stack gap="4">
        <Heading as="h2" size="xl" fontWeight="semibold">
          日志详情
        </Heading>
        <Text color="fg.muted">{id ? '日志加载失败或不存在' : '缺少日志编号'}</Text>
        <BackButton />
      </Stack>
    );
  if (loading || !log)
    return (
      <Stack gap="3" aria-busy="true" role="status" aria-label="加载中">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h="8" />
        ))}
      </Stack>
    );

  const targets = [...new Set(log.changes.map((change) => change.targetId))];
  return (
    <Stack gap="4" maxWidth="5xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl" fontWeight="semibold">
          日志详情
        </Heading>
        <BackButton />
      </HStack>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm">
            {[
              ['操作时间', formatDateTimeSeconds(log.createdAt)],
              ['管理员', log.adminName],
              ['操作', actionLabel(log.action)],
              ['对象类型', entityLabel(log.entity)],
              ['对象编号', log.targetIds.length ? log.targetIds.join('、') : '—'],
              ['IP 地址', log.ip ?? '—'],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      {targets.length === 0 && <Text color="fg.muted">这条操作没有记录字段变更。</Text>}
      {targets.map((target) => (
        <Card.Root key={target} variant="outline" bg="bg">
          <Card.Header>
            <Heading as="h3" size="md">
              {target === '0' ? '结果' : `${entityLabel(log.entity)} #${target}`}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Table.Root size="sm" variant="outline" aria-label={`变更字段 ${target}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="40">字段</Table.ColumnHeader>
                  <Table.ColumnHeader>修改前</Table.ColumnHeader>
                  <Table.ColumnHeader>修改后</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {log.changes
                  .filter((change) => change.targetId === target)
                  .map((change) => (
                    <Table.Row key={change.field} bg={change.changed ? 'yellow.subtle' : undefined} data-changed={change.changed || undefined}>
                      <Table.Cell fontWeight={change.changed ? 'semibold' : undefined}>
                        {fieldLabel(change.field)}
                        {change.changed && (
                          <Badge ml="2" colorPalette="orange" size="sm">
                            已修改
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Box whiteSpace="pre-wrap" wordBreak="break-all">
                          {shown(change.before)}
                        </Box>
                      </Table.Cell>
                      <Table.Cell>
                        <Box whiteSpace="pre-wrap" wordBreak="break-all">
                          {shown(change.after)}
                        </Box>
                      </Table.Cell>
                    </Table.Row>
                  ))}
              </Table.Body>
            </Table.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
