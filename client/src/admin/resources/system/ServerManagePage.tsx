import { useQuery } from '@apollo/client/react';
import { Card, Heading, HStack, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../crud/format';
import { graphql } from '../../gql';
import { formatBytes, formatDuration } from './format-bytes';

const ServerStatusQuery = graphql(`
  query AdminServerStatus {
    status: serverStatus {
      version
      nodeVersion
      platform
      hostname
      uptimeSeconds
      hostUptimeSeconds
      cpuCount
      loadAverage
      processMemory
      heapUsed
      memoryTotal
      memoryFree
      dataDir
      diskTotal
      diskFree
      databaseVersion
      databaseSize
      databaseConnections
      maxConnections
      backupFormatNote
      jobsQueued
      jobsFailed
      checkedAt
      queues {
        name
        queued
        active
        failed
      }
    }
  }
`);

/** The status is asked again this often (issue 17: refreshed every 10 s). */
export const REFRESH_MS = 10_000;

function StatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" role="region" aria-label={title}>
      <Card.Header pb="0">
        <Heading as="h3" size="sm" color="fg.muted" fontWeight="medium">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A share of a whole as a bar, with what it means underneath. */
function UsageBar({ label, used, total, detail }: { label: string; used: number; total: number; detail: string }) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <Progress.Root value={percent} max={100} colorPalette={percent >= 90 ? 'red' : percent >= 75 ? 'orange' : 'brand'} aria-label={label}>
      <HStack justify="space-between">
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText>{percent}%</Progress.ValueText>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {detail}
      </Text>
    </Progress.Root>
  );
}

/**
 * 系统管理 › 服务器管理 (/admin/serverManage): the portal's version and uptime, CPU load, memory, the
 * data directory's disk, the database's size and connections and the job queues, asked again every 10 s.
 */
export function ServerManagePage() {
  const { data, error } = useQuery(ServerStatusQuery, { pollInterval: REFRESH_MS, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const status = data?.status;
  return (
    <Stack gap="4" maxWidth="6xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl" fontWeight="semibold">
          服务器管理
        </Heading>
        {status && (
          <Text fontSize="sm" color="fg.muted">
            每 10 秒刷新，更新于 {formatDateTime(status.checkedAt)}
          </Text>
        )}
      </HStack>
      {!status && error && <Text color="fg.muted">服务器状态加载失败，稍后将自动重试</Text>}
      {!status && !error && (
        <Text color="fg.muted" role="status">
          加载中…
        </Text>
      )}
      {status && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            <StatCard title="系统">
              <Text>版本 {status.version}</Text>
              <Text fontSize="sm" color="fg.muted">
                Node.js {status.nodeVersion} · {status.platform}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                主机 {status.hostname}
              </Text>
              <Text>已运行 {formatDuration(status.uptimeSeconds)}</Text>
              <Text fontSize="sm" color="fg.muted">
                主机已运行 {formatDuration(status.hostUptimeSeconds)}
              </Text>
            </StatCard>
            <StatCard title="CPU">
              <UsageBar
                label="1 分钟负载"
                used={status.loadAverage[0] ?? 0}
                total={status.cpuCount}
                detail={`负载 ${status.loadAverage.join(' / ')}（1 / 5 / 15 分钟），${status.cpuCount} 核`}
              />
            </StatCard>
            <StatCard title="内存">
              <UsageBar
                label="系统内存"
                used={status.memoryTotal - status.memoryFree}
                total={status.memoryTotal}
                detail={`已用 ${formatBytes(status.memoryTotal - status.memoryFree)}，共 ${formatBytes(status.memoryTotal)}`}
              />
              <Text fontSize="sm" color="fg.muted">
                本进程占用 {formatBytes(status.processMemory)}（堆 {formatBytes(status.heapUsed)}）
              </Text>
            </StatCard>
            <StatCard title="磁盘">
              <UsageBar
                label="数据目录所在磁盘"
                used={status.diskTotal - status.diskFree}
                total={status.diskTotal}
                detail={`可用 ${formatBytes(status.diskFree)}，共 ${formatBytes(status.diskTotal)}`}
              />
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {status.dataDir}
              </Text>
            </StatCard>
            <StatCard title="数据库">
              <Text>PostgreSQL {status.databaseVersion}</Text>
              <Text>数据库大小 {formatBytes(status.databaseSize)}</Text>
              <UsageBar
                label="连接数"
                used={status.databaseConnections}
                total={status.maxConnections}
                detail={`${status.databaseConnections} / ${status.maxConnections} 个连接`}
              />
              <Text fontSize="sm" color="fg.muted">
                备份：{status.backupFormatNote}
              </Text>
            </StatCard>
            <StatCard title="任务队列">
              <Text>等待中 {status.jobsQueued} 个</Text>
              <Text color={status.jobsFailed > 0 ? 'fg.error' : undefined}>失败 {status.jobsFailed} 个</Text>
            </StatCard>
          </SimpleGrid>
          <Card.Root variant="outline" bg="bg">
            <Card.Body>
              <Table.Root size="sm" aria-label="任务队列">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>队列</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">等待</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">执行中</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">失败</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {status.queues.map((queue) => (
                    <Table.Row key={queue.name}>
                      <Table.Cell>{queue.name}</Table.Cell>
                      <Table.Cell textAlign="end">{queue.queued}</Table.Cell>
                      <Table.Cell textAlign="end">{queue.active}</Table.Cell>
                      <Table.Cell textAlign="end">{queue.failed}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Card.Body>
          </Card.Root>
        </>
      )}
    </Stack>
  );
}
