import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { LuArchiveRestore, LuDatabaseBackup, LuDownload, LuTrash2 } from 'react-icons/lu';
import { showSuccess } from '../../../components/ui/toaster';
import { rest } from '../../../lib/rest';
import { formatDateTime } from '../../crud/format';
import { graphql } from '../../gql';
import type { BackupKind, BackupState } from '../../gql/graphql';
import { formatBytes } from './format-bytes';
import { RemoveBackupDialog } from './RemoveBackupDialog';
import { RestoreDialog } from './RestoreDialog';
import { RestoreProgressCard, type RestoreProgressView } from './RestoreProgressCard';

const BackupsQuery = graphql(`
  query AdminBackups($page: Int!, $pageSize: Int!) {
    backups(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        name
        kind
        state
        step
        size
        error
        createdAt
        createdBy
      }
    }
  }
`);

const BackupOverviewQuery = graphql(`
  query AdminBackupOverview {
    overview: backupOverview {
      available
      problem
      schedule
      keep
      restore {
        backupName
        state
        step
        stepIndex
        steps
        error
      }
    }
  }
`);

const CreateBackupMutation = graphql(`
  mutation AdminCreateBackup {
    createBackup {
      id
      name
      state
    }
  }
`);

const RemoveBackupMutation = graphql(`
  mutation AdminRemoveBackup($id: ID!) {
    removeBackup(id: $id)
  }
`);

const RestoreBackupMutation = graphql(`
  mutation AdminRestoreBackup($id: ID!, $confirmation: String!) {
    restore: restoreBackup(id: $id, confirmation: $confirmation) {
      backupName
      state
      step
      stepIndex
      steps
      error
    }
  }
`);

export const KIND_NAMES: Record<BackupKind, string> = { MANUAL: '手动', SCHEDULED: '定时' };
export const STATE_NAMES: Record<BackupState, string> = { RUNNING: '进行中', SUCCEEDED: '成功', FAILED: '失败' };
const STATE_COLORS: Record<BackupState, string> = { RUNNING: 'blue', SUCCEEDED: 'green', FAILED: 'red' };
export const RESTORE_STATUS_PATH = 'admin/backup/restore-status';
export const downloadUrl = (id: string) => `/api/admin/backup/download/${id}`;
const PAGE_SIZE = 20;
const POLL_MS = 2000;

/**
 * Polls the restore's progress every second while it runs (every other request is answered 503
 * then; this path is the one that answers), and says when it is over.
 */
function useRestoreProgress(onFinished: () => void) {
  const [progress, setProgress] = useState<RestoreProgressView>();
  const running = progress?.state === 'RUNNING';
  // Opened (or reloaded) while a restore runs: the list answers 503 then, this path answers.
  useEffect(() => {
    let stopped = false;
    void rest<RestoreProgressView | null>('GET', RESTORE_STATUS_PATH, { admin: true, quiet: true }).then((answer) => {
      if (!stopped && answer.ok && answer.data?.state === 'RUNNING') setProgress(answer.data);
    });
    return () => {
      stopped = true;
    };
  }, []);
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const answer = await rest<RestoreProgressView | null>('GET', RESTORE_STATUS_PATH, { admin: true, quiet: true });
      if (stopped || !answer.ok || !answer.data) return;
      setProgress(answer.data);
      if (answer.data.state !== 'RUNNING') onFinished();
    }, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, onFinished]);
  return [progress, setProgress] as const;
}

/**
 * 系统管理 › 备份管理 (/admin/backupManage): 立即备份 (disabled, with the reason, when pg_dump is missing
 * or older than the database), the list with 类型, 状态, 大小 and 创建时间 (polled while one is
 * 进行中), 下载, 恢复 behind a typed confirmation with its progress, and 删除.
 */
export function BackupManagePage() {
  const [page, setPage] = useState(1);
  const list = useQuery(BackupsQuery, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const overview = useQuery(BackupOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateBackupMutation);
  const [remove, { loading: removing }] = useMutation(RemoveBackupMutation);
  const [restore, { loading: checking }] = useMutation(RestoreBackupMutation);
  const [restoring, setRestoring] = useState<{ id: string; name: string }>();
  const [removingBackup, setRemovingBackup] = useState<{ id: string; name: string }>();

  const { refetch: refetchList } = list;
  const { refetch: refetchOverview } = overview;
  const onRestored = useCallback(() => {
    void refetchList();
    void refetchOverview();
  }, [refetchList, refetchOverview]);
  const [progress, setProgress] = useRestoreProgress(onRestored);
  const shownProgress = progress ?? overview.data?.overview.restore ?? undefined;
  const restoreRunning = shownProgress?.state === 'RUNNING';

  const items = list.data?.backups.items ?? [];
  const anyRunning = items.some((item) => item.state === 'RUNNING');
  const { startPolling, stopPolling } = list;
  useEffect(() => {
    if (anyRunning && !restoreRunning) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [anyRunning, restoreRunning, startPolling, stopPolling]);

  const available = overview.data?.overview.available ?? false;
  const problem = overview.data?.overview.problem;

  const backupNow = async () => {
    try {
      await create();
      showSuccess('已开始备份');
      await refetchList();
    } catch {
      // The error link has said why.
    }
  };
  const confirmRestore = async (confirmation: string) => {
    if (!restoring) return;
    try {
      const { data } = await restore({ variables: { id: restoring.id, confirmation } });
      if (data) setProgress(data.restore);
      setRestoring(undefined);
    } catch {
      // Refused (a corrupted archive, a wrong confirmation): the error link has said why; the dialog stays.
    }
  };
  const confirmRemove = async () => {
    if (!removingBackup) return;
    try {
      await remove({ variables: { id: removingBackup.id } });
      showSuccess('删除成功');
      setRemovingBackup(undefined);
      await refetchList();
    } catch {
      // The error link has said why.
    }
  };

  const total = list.data?.backups.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const schedule = overview.data?.overview.schedule;

  return (
    <Stack gap="4" maxWidth="6xl">
      <Heading as="h2" size="xl" fontWeight="semibold">
        备份管理
      </Heading>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <Stack gap="3">
            <HStack gap="4" wrap="wrap">
              <Button colorPalette="brand" onClick={() => void backupNow()} loading={creating} disabled={!available || restoreRunning}>
                <LuDatabaseBackup /> 立即备份
              </Button>
              <Text color="fg.muted" fontSize="sm">
                {schedule
                  ? `定时备份：${schedule}（UTC，cron 表达式），保留最近 ${overview.data?.overview.keep} 份定时备份`
                  : overview.data
                    ? '定时备份已关闭'
                    : ''}
              </Text>
            </HStack>
            {problem && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>无法备份：{problem}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>

      {shownProgress && <RestoreProgressCard progress={shownProgress} />}

      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          {list.data && items.length === 0 ? (
            <Text color="fg.muted">暂无备份</Text>
          ) : (
            <Table.Root size="sm" aria-label="备份列表">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>名称</Table.ColumnHeader>
                  <Table.ColumnHeader>类型</Table.ColumnHeader>
                  <Table.ColumnHeader>状态</Table.ColumnHeader>
                  <Table.ColumnHeader>大小</Table.ColumnHeader>
                  <Table.ColumnHeader>创建时间</Table.ColumnHeader>
                  <Table.ColumnHeader>操作</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      <Text>{item.name}</Text>
                      {item.createdBy && (
                        <Text fontSize="xs" color="fg.muted">
                          {item.createdBy}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{KIND_NAMES[item.kind]}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATE_COLORS[item.state]}>{STATE_NAMES[item.state]}</Badge>
                      {item.state === 'RUNNING' && item.step && (
                        <Text fontSize="xs" color="fg.muted">
                          {item.step}
                        </Text>
                      )}
                      {item.state === 'FAILED' && item.error && (
                        <Text fontSize="xs" color="fg.error" maxW="xs">
                          {item.error}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{formatBytes(item.size)}</Table.Cell>
                    <Table.Cell>{formatDateTime(item.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        {item.state === 'SUCCEEDED' && (
                          <>
                            <Button asChild size="xs" variant="ghost" aria-label={`下载 ${item.name}`}>
                              <Link href={downloadUrl(item.id)} download={`${item.name}.tar`}>
                                <LuDownload /> 下载
                              </Link>
                            </Button>
                            <Button
                              size="xs"
                              variant="ghost"
                              aria-label={`恢复 ${item.name}`}
                              disabled={restoreRunning || !available}
                              onClick={() => setRestoring({ id: item.id, name: item.name })}
                            >
                              <LuArchiveRestore /> 恢复
                            </Button>
                          </>
                        )}
                        {item.state !== 'RUNNING' && (
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={`删除 ${item.name}`}
                            disabled={restoreRunning}
                            onClick={() => setRemovingBackup({ id: item.id, name: item.name })}
                          >
                            <LuTrash2 /> 删除
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {pages > 1 && (
            <HStack justify="flex-end" gap="3" pt="3">
              <Text fontSize="sm" color="fg.muted">
                共 {total} 条，第 {page} / {pages} 页
              </Text>
              <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一页
              </Button>
              <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                下一页
              </Button>
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      <RestoreDialog
        key={restoring?.id ?? 'closed'}
        backupName={restoring?.name}
        busy={checking}
        onConfirm={(confirmation) => void confirmRestore(confirmation)}
        onClose={() => setRestoring(undefined)}
      />
      <RemoveBackupDialog
        backupName={removingBackup?.name}
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemovingBackup(undefined)}
      />
    </Stack>
  );
}
