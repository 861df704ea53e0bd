import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
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
  // The file's error stays until the next try (reValidateMode).
  const form = useForm<{ files?: FileList; category: SensitiveCategory }>({ defaultValues: { category: 'OTHER' }, reValidateMode: 'onSubmit' });
  const fileError = form.formState.errors.files?.message;
  const [start, { loading }] = useMutation(ImportSensitiveWordsMutation);

  const submit = form.handleSubmit(async ({ files, category }) => {
    const file = files![0];
    try {
      const { data } = await start({ variables: { file, category } });
      if (!data) return;
      showSuccess(`导入完成：新增 ${data.result.added} 个，跳过 ${data.result.skipped} 个`);
      form.reset();
      onClose(true);
    } catch {
      // The error link has said why.
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={() => onClose(false)}
      size="sm"
      title="导入敏感词"
      form={{ onSubmit: (event) => void submit(event), noValidate: true, 'aria-label': '导入敏感词' }}
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
        <FormField label="导入文件" error={fileError} required helper="UTF-8 文本文件，每行一个敏感词">
          <Input
            type="file"
            accept=".txt,text/plain"
            pt="1.5"
            {...form.register('files', { validate: (files) => !!files?.length || '请选择导入文件' })}
          />
        </FormField>
        <FormField label="分类">
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('category')}>
              {SENSITIVE_CATEGORIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          空行、重复的词和已有的词会被跳过
        </Text>
      </Stack>
    </AppDialog>
  );
}
