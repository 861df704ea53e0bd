import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { confirm } from '../../../components/ConfirmDialog';
import { Pager } from '../../../components/Pager';
import { showSuccess } from '../../../components/ui/toaster';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import type { CloudFilesTabQueryQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { rest } from '../../../lib/rest';
import { cloudReaderPath, formatBytes } from './cloud-paths';
import { CloudUsageBar } from './CloudUsageBar';

export const CloudFilesTabQuery = graphql(`
  query CloudFilesTabQuery($page: Int!, $pageSize: Int!) {
    myCloudUsage {
      used
      total
    }
    myCloudFiles(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        name
        format
        size
        createdAt
      }
    }
  }
`);

const RenameCloudFile = graphql(`
  mutation RenameCloudFile($id: ID!, $name: String!) {
    renameCloudFile(id: $id, name: $name) {
      id
      name
    }
  }
`);

const DeleteCloudFile = graphql(`
  mutation DeleteCloudFile($id: ID!) {
    deleteCloudFile(id: $id)
  }
`);

export const CLOUD_PAGE_SIZE = 10;
type CloudFile = CloudFilesTabQueryQuery['myCloudFiles']['items'][number];

function RenameForm({ file, onDone }: { file: CloudFile; onDone(): void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: file.name } });
  const [rename, { loading }] = useMutation(RenameCloudFile);
  // The server checks the name (文件名不能为空…) and the error link says why.
  const onSave = form.handleSubmit(async ({ name }) => {
    try {
      await rename({ variables: { id: file.id, name } });
      showSuccess('已重命名');
      onDone();
    } catch {
      // The error link has said why (文件名不能为空…).
    }
  });
  return (
    <HStack as="form" gap="2" onSubmit={(e) => void onSave(e)}>
      <Input size="sm" aria-label="新文件名" {...form.register('name')} maxLength={100} autoFocus />
      <Button size="sm" type="submit" colorPalette="brand" loading={loading}>
        保存
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        取消
      </Button>
    </HStack>
  );
}

function FileCard({ file, onDelete }: { file: CloudFile; onDelete(file: CloudFile): void }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body>
        <Flex gap="3" justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="1" minW="0" flex="1">
            {renaming ? (
              <RenameForm file={file} onDone={() => setRenaming(false)} />
            ) : (
              <HStack gap="2" minW="0">
                <Badge variant="subtle" colorPalette={file.format === 'pdf' ? 'red' : 'green'}>
                  {file.format.toUpperCase()}
                </Badge>
                <Text fontWeight="semibold" truncate>
                  {file.name}
                </Text>
              </HStack>
            )}
            <Text fontSize="xs" color="fg.muted">
              {formatBytes(file.size)} · 上传于 {formatDateTime(file.createdAt)}
            </Text>
          </Stack>
          {!renaming && (
            <HStack gap="2" flexShrink={0}>
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={cloudReaderPath(file.id)} aria-label={`阅读 ${file.name}`}>
                  阅读
                </RouterLink>
              </Button>
              <Button size="sm" variant="outline" onClick={() => setRenaming(true)} aria-label={`重命名 ${file.name}`}>
                重命名
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(file)} aria-label={`删除 ${file.name}`}>
                删除
              </Button>
            </HStack>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** 我的文件: the used/total bar, upload (PDF or EPUB), and each file with 阅读, 重命名 and 删除. */
export function CloudFilesTab() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(CloudFilesTabQuery, { variables: { page, pageSize: CLOUD_PAGE_SIZE } });
  const [remove] = useMutation(DeleteCloudFile);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = data?.myCloudFiles;

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    // Readers upload through the REST path (the GraphQL multipart gate takes the back office only).
    const result = await rest('POST', 'user/cloud/upload', { body: form, admin: false });
    setUploading(false);
    if (input.current) input.current.value = '';
    if (result.ok) {
      showSuccess('上传成功');
      setPage(1);
      await refetch({ page: 1 }).catch(() => undefined);
    }
  };

  const onDelete = async (file: CloudFile) => {
    if (!(await confirm({ title: '删除文件', text: `确定删除“${file.name}”吗？删除后无法恢复。` }))) return;
    try {
      await remove({ variables: { id: file.id } });
      showSuccess('已删除');
    } catch {
      // The error link has said why.
    }
    await refetch().catch(() => undefined);
  };

  let content;
  if (!list && loading) {
    content = (
      <Text role="status" color="fg.muted">
        加载中…
      </Text>
    );
  } else if (!list || list.items.length === 0) {
    content = (
      <EmptyNote
        title={error ? '加载失败，请稍候再试' : '云盘里还没有文件'}
        description={error ? undefined : '上传 PDF 或 EPUB 文件，随时在线阅读。'}
      />
    );
  } else {
    content = (
      <>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="我的文件">
          {list.items.map((file) => (
            <FileCard key={file.id} file={file} onDelete={(f) => void onDelete(f)} />
          ))}
        </Stack>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={setPage} />
      </>
    );
  }

  return (
    <Stack gap="4">
      {data && <CloudUsageBar used={data.myCloudUsage.used} total={data.myCloudUsage.total} />}
      <Box>
        <VisuallyHidden asChild>
          <input
            ref={input}
            type="file"
            accept=".pdf,.epub,application/pdf,application/epub+zip"
            aria-label="选择要上传的 PDF 或 EPUB 文件"
            onChange={(e) => void onUpload(e.currentTarget.files?.[0])}
          />
        </VisuallyHidden>
        <Button size="sm" colorPalette="brand" loading={uploading} onClick={() => input.current?.click()}>
          <LuUpload /> 上传文件
        </Button>
        <Text as="span" fontSize="xs" color="fg.muted" ml="3">
          支持 PDF、EPUB
        </Text>
      </Box>
      {content}
    </Stack>
  );
}
