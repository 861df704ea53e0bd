import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { LuDatabaseBackup } from 'react-icons/lu';
import { showSuccess } from '../../../components/ui/toaster';
import { graphql } from '../../gql';
import { BackupTable } from './BackupTable';
import { RemoveBackupDialog } from './RemoveBackupDialog';
import { RestoreDialog } from './RestoreDialog';
import { RestoreProgressCard } from './RestoreProgressCard';
import { useRestoreProgress } from './useRestoreProgress';

const BackupsQuery = graphql(`
  query AdminBackups($page: Int!, $pageSize: Int!) {
    backups(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        name
        kind
        format
        state
        step
        size
        error
        createdAt
        createdBy
        localCopy
        remoteCopy
        remoteError
      }
    }
  }
`);

const BackupOverviewQuery = graphql(`
  query AdminBackupOverview {
    overview: backupOverview {
      available
      format
      formatNote
      schedule
      scheduleText
      timeZone
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

const PAGE_SIZE = 20;
const POLL_MS = 2000;

/**
 * 系统管理 › 备份管理 (/admin/backupManage): 立即备份 with the format backups use here and why (the
 * portal's own when pg_dump is missing or older than the database), the list (polled while one is
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

  const formatNote = overview.data?.overview.formatNote;

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
  const scheduleText = overview.data?.overview.scheduleText;

  return (
    <Stack gap="4" maxWidth="6xl">
      <Heading as="h2" size="xl" fontWeight="semibold">
        备份管理
      </Heading>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <Stack gap="3">
            <HStack gap="4" wrap="wrap">
              <Button colorPalette="brand" onClick={() => void backupNow()} loading={creating} disabled={restoreRunning}>
                <LuDatabaseBackup /> 立即备份
              </Button>
              <Text color="fg.muted" fontSize="sm">
                {scheduleText
                  ? `定时备份：${scheduleText}，保留最近 ${overview.data?.overview.keep} 份定时备份`
                  : overview.data
                    ? '定时备份已关闭'
                    : ''}
              </Text>
            </HStack>
            {formatNote && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>备份格式：{formatNote}</Alert.Title>
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
            <BackupTable
              items={items}
              restoreBlocked={restoreRunning}
              pgRestoreMissing={overview.data ? !overview.data.overview.available : false}
              timeZone={overview.data?.overview.timeZone}
              onRestore={setRestoring}
              onRemove={setRemovingBackup}
            />
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
