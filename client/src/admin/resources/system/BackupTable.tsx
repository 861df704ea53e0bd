import { Badge, Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { LuArchiveRestore, LuDownload, LuTrash2 } from 'react-icons/lu';
import { formatDateTime } from '../../crud/format';
import type { AdminBackupsQuery, BackupFormat, BackupKind, BackupState } from '../../gql/graphql';
import { formatBytes } from './format-bytes';

export const KIND_NAMES: Record<BackupKind, string> = { MANUAL: '手动', SCHEDULED: '定时' };
export const STATE_NAMES: Record<BackupState, string> = { RUNNING: '进行中', SUCCEEDED: '成功', FAILED: '失败' };
export const FORMAT_NAMES: Record<BackupFormat, string> = { PG_DUMP: 'pg_dump', PORTAL: '内置格式' };
const STATE_COLORS: Record<BackupState, string> = { RUNNING: 'blue', SUCCEEDED: 'green', FAILED: 'red' };
export const downloadUrl = (id: string) => `/api/admin/backup/download/${id}`;

/** 'YYYY-MM-DD HH:mm' on the clock of `timeZone` (an IANA name), wherever the browser is. */
export function formatInZone(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

type BackupRow = AdminBackupsQuery['backups']['items'][number];

/** 存放位置: 本机 (DATA_DIR/backups) and the copy in the object store (STORAGE=s3), or why that copy failed. */
function BackupCopies({ item }: { item: BackupRow }) {
  if (item.state !== 'SUCCEEDED') return <Text color="fg.muted">—</Text>;
  return (
    <>
      <Text fontSize="sm">{item.localCopy ? '本机' : '本机文件已不存在'}</Text>
      {item.remoteCopy && (
        <Text fontSize="xs" color="fg.muted" title={item.remoteCopy}>
          对象存储：{item.remoteCopy}
        </Text>
      )}
      {item.remoteError && (
        <Text fontSize="xs" color="fg.error" maxW="xs">
          {item.remoteError}
        </Text>
      )}
    </>
  );
}
type Picked = { id: string; name: string };

/**
 * The backups with 类型, 格式, 状态, 大小 and 创建时间, and what each allows: 下载 and 恢复 once it
 * succeeded (恢复 of a pg_dump backup needs pg_restore here), 删除 unless it runs.
 */
export function BackupTable(props: {
  items: BackupRow[];
  /** A restore runs: nothing else may start. */
  restoreBlocked: boolean;
  /** pg_restore is missing or too old here: pg_dump backups cannot be restored. */
  pgRestoreMissing: boolean;
  /** The library's time zone (LIBRARY_TIME_ZONE): 创建时间 is on its clock, as the schedule is. */
  timeZone?: string;
  onRestore: (backup: Picked) => void;
  onRemove: (backup: Picked) => void;
}) {
  return (
    <Table.Root size="sm" aria-label="备份列表">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>名称</Table.ColumnHeader>
          <Table.ColumnHeader>类型</Table.ColumnHeader>
          <Table.ColumnHeader>格式</Table.ColumnHeader>
          <Table.ColumnHeader>状态</Table.ColumnHeader>
          <Table.ColumnHeader>大小</Table.ColumnHeader>
          <Table.ColumnHeader>创建时间</Table.ColumnHeader>
          <Table.ColumnHeader>存放位置</Table.ColumnHeader>
          <Table.ColumnHeader>操作</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.items.map((item) => {
          const needsPgRestore = item.format !== 'PORTAL' && props.pgRestoreMissing;
          return (
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
              <Table.Cell>{item.format ? FORMAT_NAMES[item.format] : '—'}</Table.Cell>
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
              <Table.Cell>{props.timeZone ? formatInZone(item.createdAt, props.timeZone) : formatDateTime(item.createdAt)}</Table.Cell>
              <Table.Cell>
                <BackupCopies item={item} />
              </Table.Cell>
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
                        title={needsPgRestore ? '恢复 pg_dump 格式的备份需要 pg_restore，本机没有可用的' : undefined}
                        disabled={props.restoreBlocked || needsPgRestore}
                        onClick={() => props.onRestore({ id: item.id, name: item.name })}
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
                      disabled={props.restoreBlocked}
                      onClick={() => props.onRemove({ id: item.id, name: item.name })}
                    >
                      <LuTrash2 /> 删除
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
