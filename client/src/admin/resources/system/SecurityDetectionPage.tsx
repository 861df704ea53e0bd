import { useQuery } from '@apollo/client/react';
import { Button, Card, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { formatDateTimeSeconds } from '../../../lib/format';
import { graphql } from '../../gql';
import { CheckLevelBadge } from './check-level';
import { DemoDataCard } from './DemoDataCard';

const SecurityReportQuery = graphql(`
  query AdminSecurityReport {
    securityReport {
      checkedAt
      items {
        key
        name
        level
        detail
        advice
      }
    }
  }
`);

/** 安全检测 (/admin/securityDetection): the self-check's rows, run again by 重新检测; below, 清除演示数据 while there is demo data. */
export function SecurityDetectionPage() {
  const { data, loading, error, refetch } = useQuery(SecurityReportQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const report = data?.securityReport;
  const counts = report ? (['FAIL', 'WARN'] as const).map((level) => report.items.filter((item) => item.level === level).length) : [0, 0];

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl" fontWeight="semibold">
          安全检测
        </Heading>
        <Button colorPalette="brand" onClick={() => void refetch().catch(() => undefined)} loading={loading} loadingText="检测中">
          <LuRefreshCw /> 重新检测
        </Button>
      </HStack>
      {report && (
        <Text color="fg.muted" fontSize="sm">
          检测时间：{formatDateTimeSeconds(report.checkedAt)}。共 {report.items.length} 项，失败 {counts[0]} 项，警告 {counts[1]} 项。
        </Text>
      )}
      {error && !report && <Text color="fg.muted">检测失败，请稍后重试</Text>}
      {!report && loading && (
        <Stack gap="3" aria-busy="true" role="status" aria-label="检测中">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h="10" />
          ))}
        </Stack>
      )}
      {report && (
        <Card.Root variant="outline" bg="bg">
          <Card.Body p="0">
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="安全检测结果">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="48">检测项</Table.ColumnHeader>
                    <Table.ColumnHeader w="20">结果</Table.ColumnHeader>
                    <Table.ColumnHeader>说明</Table.ColumnHeader>
                    <Table.ColumnHeader>建议</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.items.map((item) => (
                    <Table.Row key={item.key}>
                      <Table.Cell fontWeight="semibold">{item.name}</Table.Cell>
                      <Table.Cell>
                        <CheckLevelBadge level={item.level} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="normal">{item.detail}</Table.Cell>
                      <Table.Cell whiteSpace="normal">{item.advice}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Card.Body>
        </Card.Root>
      )}
      <DemoDataCard onCleared={() => void refetch().catch(() => undefined)} />
    </Stack>
  );
}
