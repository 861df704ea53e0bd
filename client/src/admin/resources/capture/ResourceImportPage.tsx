import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Heading, HStack, Input, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { showError } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-file';
import { tokens } from '../../../lib/tokens';
import { graphql } from '../../gql';
import type { JobState, ResourceKind } from '../../gql/graphql';
import { CAPTURE_KINDS } from './capture-kinds';
import { DEFAULT_TARGET, ImportTargetFields, type ImportTarget } from './ImportTargetFields';
import { KindSelectField } from './KindSelectField';

interface ImportProblem {
  row: number;
  field?: string | null;
  message: string;
}

const ImportResourcesMutation = graphql(`
  mutation AdminImportResources($file: Upload!, $kind: ResourceKind!, $supplierId: ID, $batchId: ID, $onShelf: Boolean) {
    result: importResources(file: $file, kind: $kind, supplierId: $supplierId, batchId: $batchId, onShelf: $onShelf) {
      id
      state
      progress
    }
  }
`);

const ResourceImportQuery = graphql(`
  query AdminResourceImport($id: ID!) {
    job: resourceImport(id: $id) {
      id
      fileName
      kind
      state
      progress
      message
      error
      total
      created
      moreProblems
      createdAt
      rejected {
        row
        field
        message
      }
      warnings {
        row
        field
        message
      }
    }
  }
`);

const ResourceImportsQuery = graphql(`
  query AdminResourceImports($limit: Int!) {
    jobs: resourceImports(limit: $limit) {
      id
      fileName
      kind
      state
      progress
      total
      created
      createdAt
    }
  }
`);

export const TEMPLATE_URL = '/api/admin/resource/import/template';
export const IMPORT_ACCEPT = '.csv,.xlsx,.mrc,.xml';
const STATES: Record<JobState, string> = { queued: '排队中', running: '执行中', done: '已完成', failed: '失败' };
const KIND_NAMES = Object.fromEntries(CAPTURE_KINDS) as Record<ResourceKind, string>;
const finished = (state?: JobState) => state === 'done' || state === 'failed';

/** Fetches the import template with the admin token and saves it through an object URL. */
async function downloadTemplate() {
  try {
    const token = tokens.admin();
    const response = await fetch(TEMPLATE_URL, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new Error(String(response.status));
    saveBlob(await response.blob(), '资源导入模板.xlsx');
  } catch {
    showError('模板下载失败，请稍后重试');
  }
}

function Problems({ label, problems }: { label: string; problems: ImportProblem[] }) {
  if (!problems.length) return null;
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>行号</Table.ColumnHeader>
          <Table.ColumnHeader>字段</Table.ColumnHeader>
          <Table.ColumnHeader>原因</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {problems.map((problem, index) => (
          <Table.Row key={`${problem.row}-${problem.field}-${index}`}>
            <Table.Cell>{problem.row}</Table.Cell>
            <Table.Cell>{problem.field ?? '—'}</Table.Cell>
            <Table.Cell>{problem.message}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * 批量导入: a spreadsheet or MARC file becomes resources of a kind (importResources, uploaded
 * multipart like uploadFile) with the chosen supplier, batch number and shelf state (上架 unless
 * switched off); the job is polled every second until it is done or failed, then its report is
 * shown: how many were created, the rejected rows and the warnings. Recent imports below.
 */
export function ResourceImportPage() {
  // The file's error stays until the next try (reValidateMode).
  const form = useForm<{ kind: ResourceKind; files?: FileList; target: ImportTarget }>({
    defaultValues: { kind: 'book', target: DEFAULT_TARGET },
    reValidateMode: 'onSubmit',
  });
  const fileError = form.formState.errors.files?.message;
  const [jobId, setJobId] = useState<string>();
  const [start, { loading: starting }] = useMutation(ImportResourcesMutation);
  const { data, stopPolling } = useQuery(ResourceImportQuery, {
    variables: { id: jobId ?? '' },
    skip: !jobId,
    pollInterval: 1000,
    fetchPolicy: 'network-only',
  });
  const recent = useQuery(ResourceImportsQuery, { variables: { limit: 20 } });
  const job = data?.job;

  const refetchRecent = recent.refetch;
  useEffect(() => {
    if (finished(job?.state)) {
      stopPolling();
      void refetchRecent();
    }
  }, [job?.state, stopPolling, refetchRecent]);

  const submit = form.handleSubmit(async ({ kind, files, target }) => {
    const file = files![0];
    try {
      const { supplierId, batchId, onShelf } = target;
      const { data: started } = await start({ variables: { file, kind, supplierId: supplierId || null, batchId: batchId || null, onShelf } });
      if (started) setJobId(started.result.id);
    } catch {
      // The error link has said why.
    }
  });

  return (
    <Stack gap="4" maxWidth="5xl">
      <Heading as="h2" size="xl" fontWeight="semibold">
        批量导入
      </Heading>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="批量导入">
            <Stack gap="4">
              <HStack align="end" gap="4" wrap="wrap">
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field }) => <KindSelectField value={field.value} onChange={field.onChange} />}
                />
                <FormField label="导入文件" error={fileError} helper="支持 CSV、XLSX 表格和 MARC（ISO 2709、MARCXML）" width="auto">
                  <Input
                    type="file"
                    accept={IMPORT_ACCEPT}
                    pt="1.5"
                    {...form.register('files', { validate: (files) => !!files?.length || '请选择导入文件' })}
                  />
                </FormField>
              </HStack>
              <Controller
                control={form.control}
                name="target"
                render={({ field }) => <ImportTargetFields value={field.value} onChange={field.onChange} />}
              />
              <HStack gap="3">
                <Button type="submit" colorPalette="brand" loading={starting || (!!jobId && !finished(job?.state))} loadingText="导入中">
                  <LuUpload /> 开始导入
                </Button>
                <Button type="button" variant="outline" onClick={() => void downloadTemplate()}>
                  <LuDownload /> 下载模板
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      {job && (
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <Stack gap="4">
              <Progress.Root value={job.progress} max={100} colorPalette={job.state === 'failed' ? 'red' : 'brand'} aria-label="导入进度">
                <HStack justify="space-between">
                  <Progress.Label>
                    {STATES[job.state]}
                    {job.message ? `：${job.message}` : ''}
                  </Progress.Label>
                  <Progress.ValueText>{job.progress}%</Progress.ValueText>
                </HStack>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              {job.state === 'failed' && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>导入失败：{job.error ?? '未知原因'}</Alert.Title>
                </Alert.Root>
              )}
              {job.state === 'done' && (
                <Stack gap="3" aria-label="导入报告">
                  <Text fontWeight="medium">
                    共读取 {job.total ?? 0} 条，成功创建 {job.created ?? 0} 条，拒绝 {job.rejected.length} 条
                  </Text>
                  {job.rejected.length > 0 && <Text fontWeight="medium">被拒绝的行</Text>}
                  <Problems label="被拒绝的行" problems={job.rejected} />
                  {job.warnings.length > 0 && <Text fontWeight="medium">警告</Text>}
                  <Problems label="警告" problems={job.warnings} />
                  {job.moreProblems > 0 && <Text color="fg.muted">另有 {job.moreProblems} 条问题未列出</Text>}
                </Stack>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <Card.Root variant="outline" bg="bg">
        <Card.Header>
          <Heading as="h3" size="md">
            最近导入
          </Heading>
        </Card.Header>
        <Card.Body>
          {recent.data?.jobs.length ? (
            <Table.Root size="sm" aria-label="最近导入">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>文件</Table.ColumnHeader>
                  <Table.ColumnHeader>类型</Table.ColumnHeader>
                  <Table.ColumnHeader>状态</Table.ColumnHeader>
                  <Table.ColumnHeader>创建 / 读取</Table.ColumnHeader>
                  <Table.ColumnHeader>时间</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {recent.data.jobs.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      <Button variant="plain" size="xs" px="0" onClick={() => setJobId(item.id)}>
                        {item.fileName}
                      </Button>
                    </Table.Cell>
                    <Table.Cell>{KIND_NAMES[item.kind] ?? item.kind}</Table.Cell>
                    <Table.Cell>{item.state === 'running' ? `${STATES[item.state]} ${item.progress}%` : STATES[item.state]}</Table.Cell>
                    <Table.Cell>{item.total == null ? '—' : `${item.created ?? 0} / ${item.total}`}</Table.Cell>
                    <Table.Cell>{formatDateTime(item.createdAt as string)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted">{recent.loading ? '加载中…' : '暂无导入记录'}</Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
