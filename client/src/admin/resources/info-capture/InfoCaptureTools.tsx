import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../components/ui/dialog';
import { FormField, registerClearing } from '../../../components/ui/form-field';
import { LuDownload } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { showSuccess } from '../../../components/ui/toaster';
import type { RowDialogControls, ToolbarProps } from '../../crud/types';
import { graphql } from '../../gql';
import type { NewsCategory } from '../../gql/graphql';
import { NEWS_CATEGORIES } from '../news.admin';

const CaptureInfoMutation = graphql(`
  mutation CaptureInfo($url: String!) {
    result: captureInfo(url: $url) {
      item {
        id
        title
      }
      warnings
    }
  }
`);

const PublishCapturedInfoMutation = graphql(`
  mutation PublishCapturedInfo($id: ID!, $category: NewsCategory!) {
    result: publishCapturedInfo(id: $id, category: $category) {
      id
      state
      newsCategory
      newsId
    }
  }
`);

/**
 * 信息采集's toolbar: 采集 asks for a web address; the server reads the article (title, date,
 * source, body) and copies its images; the new item opens in the form to be checked and edited.
 */
export function InfoCaptureTools({ refetch }: ToolbarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="brand" variant="outline" onClick={() => setOpen(true)}>
        <LuDownload /> 采集
      </Button>
      <CaptureDialog
        open={open}
        onClose={(captured) => {
          setOpen(false);
          if (captured) refetch();
        }}
      />
    </>
  );
}

function CaptureDialog({ open, onClose }: { open: boolean; onClose(captured: boolean): void }) {
  const navigate = useNavigate();
  const form = useForm<{ url: string }>({ defaultValues: { url: '' }, reValidateMode: 'onSubmit' });
  const field = registerClearing(form);
  const error = form.formState.errors.url?.message;
  const [warnings, setWarnings] = useState<{ id: string; list: string[] }>();
  const [capture, { loading }] = useMutation(CaptureInfoMutation);

  const close = (captured: boolean) => {
    form.reset();
    setWarnings(undefined);
    onClose(captured);
  };

  const submit = form.handleSubmit(async ({ url }) => {
    const trimmed = url.trim();
    let result;
    try {
      result = (await capture({ variables: { url: trimmed } })).data?.result;
    } catch {
      // The error link has shown the server's message (抓取失败…).
      return;
    }
    if (!result) return;
    showSuccess('采集成功');
    if (result.warnings.length) return setWarnings({ id: result.item.id, list: result.warnings });
    close(true);
    void navigate(result.item.id);
  });

  return (
    <AppDialog
      open={open}
      onClose={() => close(!!warnings)}
      size="md"
      title="采集文章"
      form={{ onSubmit: (event) => void submit(event), noValidate: true, 'aria-label': '采集文章' }}
      footer={
        <>
          {warnings ? (
            <Button
              colorPalette="brand"
              onClick={() => {
                const id = warnings.id;
                close(true);
                void navigate(id);
              }}
            >
              编辑采集结果
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => close(false)}>
                取消
              </Button>
              <Button type="submit" colorPalette="brand" loading={loading} loadingText="采集中">
                开始采集
              </Button>
            </>
          )}
        </>
      }
    >
      {warnings ? (
        <Stack gap="3" role="status">
          <Text>已采集，但有以下问题：</Text>
          <List.Root ps="5" fontSize="sm" color="fg.muted">
            {warnings.list.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : (
        <FormField label="文章网址" error={error} required helper="读取文章的标题、日期、来源和正文，图片保存到本站">
          <Input
            {...field('url', {
              validate: (value) => {
                const trimmed = value.trim();
                if (!trimmed) return '请输入网址';
                return /^https?:\/\//i.test(trimmed) || '请输入以 http:// 或 https:// 开头的网址';
              },
            })}
            inputMode="url"
            placeholder="https://"
          />
        </FormField>
      )}
    </AppDialog>
  );
}

/** 发布为资讯 (a row dialog): the news category to publish the item in. */
export function PublishForm({ id, published, dialog }: { id: string; published: boolean; dialog: RowDialogControls }) {
  const form = useForm<{ category: NewsCategory }>({ defaultValues: { category: 'libraryNews' } });
  const [publish, { loading }] = useMutation(PublishCapturedInfoMutation);

  if (published)
    return (
      <Stack gap="4">
        <Text>该信息已发布为资讯，如需修改请在“资讯管理”中编辑。</Text>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={dialog.close}>
            关闭
          </Button>
        </HStack>
      </Stack>
    );

  const submit = form.handleSubmit(async ({ category }) => {
    try {
      await publish({ variables: { id, category } });
    } catch {
      return;
    }
    showSuccess('发布成功');
    dialog.done();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormField label="资讯栏目" required helper="发布后在该栏目中显示，原采集信息保留并标记为已发布">
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('category')}>
              {NEWS_CATEGORIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={dialog.close}>
            取消
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading}>
            发布
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
