import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { graphql } from '../../gql';

/** What the administrator types to confirm (server: CLEAR_DEMO_CONFIRMATION, which checks it again). */
export const CLEAR_DEMO_CONFIRMATION = '清除演示数据';

const DemoDataQuery = graphql(`
  query AdminDemoData {
    demoData {
      rows
      files
    }
  }
`);

const ClearDemoDataMutation = graphql(`
  mutation AdminClearDemoData($confirmation: String!) {
    clearDemoData(confirmation: $confirmation) {
      removedRows
      removedFiles
      keptFiles
      kept {
        table
        count
      }
    }
  }
`);

type ClearResult = { removedRows: number; removedFiles: number; keptFiles: number; kept: Array<{ table: string; count: number }> };

/**
 * 演示数据 on 安全检测: what the demo seed added and is still there, and 清除演示数据 behind a typed
 * confirmation; afterwards the counts removed (and any demo rows kept because the library's own
 * data points at them). `onCleared`: the report is run again (its demo-password row passes now).
 */
export function DemoDataCard({ onCleared }: { onCleared(): void }) {
  const { data, refetch } = useQuery(DemoDataQuery, { fetchPolicy: 'network-only' });
  const [clear, { loading }] = useMutation(ClearDemoDataMutation);
  const [open, setOpen] = useState(false);
  const form = useForm<{ confirmation: string }>({ defaultValues: { confirmation: '' } });
  const confirmed = useWatch({ control: form.control, name: 'confirmation' }).trim() === CLEAR_DEMO_CONFIRMATION;
  const [result, setResult] = useState<ClearResult>();
  const [error, setError] = useState<string>();
  const status = data?.demoData;
  if (!result && (!status || status.rows + status.files === 0)) return null;
  const keptRows = result?.kept.reduce((sum, t) => sum + t.count, 0) ?? 0;

  const confirm = form.handleSubmit(async ({ confirmation }) => {
    if (confirmation.trim() !== CLEAR_DEMO_CONFIRMATION) return;
    setError(undefined);
    try {
      const res = await clear({ variables: { confirmation: confirmation.trim() } });
      setResult(res.data?.clearDemoData);
      setOpen(false);
      form.reset();
      void refetch().catch(() => undefined);
      onCleared();
    } catch (e) {
      setError(e instanceof Error ? e.message : '清除失败，请稍后重试');
    }
  });

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h3" size="md">
            演示数据
          </Heading>
          {result ? (
            <Text role="status">
              已清除演示数据 {result.removedRows} 行、文件 {result.removedFiles} 个。
              {keptRows > 0 &&
                `另有 ${keptRows} 行演示数据（${result.kept.map((t) => `${t.table} ${t.count} 行`).join('、')}）及 ${result.keptFiles} 个文件仍被正式数据引用，已保留。`}
            </Text>
          ) : (
            <>
              <Text>
                安装时生成的演示数据（演示读者、资源、新闻等）仍有 {status!.rows} 行、文件 {status!.files}{' '}
                个。演示读者的密码是公开的，正式使用前请清除。 之后添加的数据不受影响。
              </Text>
              <div>
                <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
                  清除演示数据
                </Button>
              </div>
            </>
          )}
        </Stack>
      </Card.Body>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        size="md"
        role="alertdialog"
        title="清除演示数据"
        form={{ onSubmit: (event) => void confirm(event) }}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button type="submit" colorPalette="red" disabled={!confirmed} loading={loading} loadingText="清除中">
              清除
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text>将删除安装时生成的全部演示数据和演示文件，无法撤销。被正式数据引用的演示数据会保留。</Text>
          <FormField label={`请输入“${CLEAR_DEMO_CONFIRMATION}”以确认`} error={error} required>
            <Input {...form.register('confirmation')} autoComplete="off" placeholder={CLEAR_DEMO_CONFIRMATION} />
          </FormField>
        </Stack>
      </AppDialog>
    </Card.Root>
  );
}
