import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, CloseButton, Dialog, Field, Heading, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<ClearResult>();
  const [error, setError] = useState<string>();
  const status = data?.demoData;
  if (!result && (!status || status.rows + status.files === 0)) return null;
  const keptRows = result?.kept.reduce((sum, t) => sum + t.count, 0) ?? 0;

  const confirm = async () => {
    setError(undefined);
    try {
      const res = await clear({ variables: { confirmation: typed.trim() } });
      setResult(res.data?.clearDemoData);
      setOpen(false);
      setTyped('');
      void refetch().catch(() => undefined);
      onCleared();
    } catch (e) {
      setError(e instanceof Error ? e.message : '清除失败，请稍后重试');
    }
  };

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
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && setOpen(false)} placement="center" size="md" role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (typed.trim() === CLEAR_DEMO_CONFIRMATION) void confirm();
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>清除演示数据</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text>将删除安装时生成的全部演示数据和演示文件，无法撤销。被正式数据引用的演示数据会保留。</Text>
                    <Field.Root required invalid={!!error}>
                      <Field.Label>请输入“{CLEAR_DEMO_CONFIRMATION}”以确认</Field.Label>
                      <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" placeholder={CLEAR_DEMO_CONFIRMATION} />
                      {error && <Field.ErrorText>{error}</Field.ErrorText>}
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setOpen(false)}>
                    取消
                  </Button>
                  <Button type="submit" colorPalette="red" disabled={typed.trim() !== CLEAR_DEMO_CONFIRMATION} loading={loading} loadingText="清除中">
                    清除
                  </Button>
                </Dialog.Footer>
              </form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
