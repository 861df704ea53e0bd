import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/ui/dialog';
import { useState, type FormEvent } from 'react';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { showError, showSuccess } from '../../../components/ui/toaster';
import { blobFromBase64, saveBlob } from '../../../lib/save-file';
import type { ToolbarProps } from '../../crud/types';
import { graphql } from '../../gql';
import type { SensitiveCategory } from '../../gql/graphql';
import { SENSITIVE_CATEGORIES } from './moderation-options';

const ImportSensitiveWordsMutation = graphql(`
  mutation ImportSensitiveWords($file: Upload!, $category: SensitiveCategory!) {
    result: importSensitiveWords(file: $file, category: $category) {
      added
      skipped
    }
  }
`);

const ExportSensitiveWordsQuery = graphql(`
  query ExportSensitiveWords($category: SensitiveCategory) {
    file: exportSensitiveWords(category: $category) {
      fileName
      mime
      base64
    }
  }
`);

/**
 * 敏感词管理's toolbar: 导入 (a UTF-8 text file, one word a line, with one category; the answer says
 * how many were added and skipped) and 导出 (every word, or those of the category the list shows).
 */
export function SensitiveWordTools({ filter, refetch }: ToolbarProps) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportWords = async () => {
    setExporting(true);
    try {
      const category = (filter.category as SensitiveCategory | undefined) ?? null;
      const { data } = await client.query({ query: ExportSensitiveWordsQuery, variables: { category }, fetchPolicy: 'no-cache' });
      if (data) saveBlob(blobFromBase64(data.file.base64, data.file.mime), data.file.fileName);
    } catch {
      showError('导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LuUpload /> 导入
      </Button>
      <Button variant="outline" loading={exporting} onClick={() => void exportWords()}>
        <LuDownload /> 导出
      </Button>
      <ImportDialog
        open={open}
        onClose={(imported) => {
          setOpen(false);
          if (imported) refetch();
        }}
      />
    </>
  );
}

function ImportDialog({ open, onClose }: { open: boolean; onClose(imported: boolean): void }) {
  const [file, setFile] = useState<File>();
  const [category, setCategory] = useState<SensitiveCategory>('OTHER');
  const [fileError, setFileError] = useState<string>();
  const [start, { loading }] = useMutation(ImportSensitiveWordsMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('请选择导入文件');
    setFileError(undefined);
    try {
      const { data } = await start({ variables: { file, category } });
      if (!data) return;
      showSuccess(`导入完成：新增 ${data.result.added} 个，跳过 ${data.result.skipped} 个`);
      setFile(undefined);
      onClose(true);
    } catch {
      // The error link has said why.
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={() => onClose(false)}
      size="sm"
      title="导入敏感词"
      form={{ onSubmit: submit, noValidate: true, 'aria-label': '导入敏感词' }}
      footer={
        <>
          <Button variant="outline" onClick={() => onClose(false)}>
            取消
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="导入中">
            开始导入
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={!!fileError} required>
          <Field.Label>导入文件</Field.Label>
          <Input type="file" accept=".txt,text/plain" pt="1.5" onChange={(e) => setFile(e.target.files?.[0])} />
          {fileError ? <Field.ErrorText>{fileError}</Field.ErrorText> : <Field.HelperText>UTF-8 文本文件，每行一个敏感词</Field.HelperText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>分类</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value as SensitiveCategory)}>
              {SENSITIVE_CATEGORIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          空行、重复的词和已有的词会被跳过
        </Text>
      </Stack>
    </AppDialog>
  );
}
