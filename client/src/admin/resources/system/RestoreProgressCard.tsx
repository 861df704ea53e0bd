import { Alert, Card, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCircle, LuLoader } from 'react-icons/lu';
import type { RestoreState } from '../../gql/graphql';

export interface RestoreProgressView {
  backupName: string;
  state: RestoreState;
  step: string;
  stepIndex: number;
  steps: string[];
  error?: string | null;
}

const TITLES: Record<RestoreState, string> = { RUNNING: '正在恢复', SUCCEEDED: '恢复成功', FAILED: '恢复失败' };

/** The restore's steps (恢复数据库 → 恢复上传文件 → 更新数据库结构 → 完成), the current one marked. */
export function RestoreProgressCard({ progress }: { progress: RestoreProgressView }) {
  const done = progress.state === 'SUCCEEDED' ? progress.steps.length : progress.stepIndex - 1;
  return (
    <Card.Root variant="outline" bg="bg" aria-label="恢复进度" role="region">
      <Card.Body>
        <Stack gap="3">
          <Text fontWeight="medium">
            {TITLES[progress.state]}：{progress.backupName}
          </Text>
          <Progress.Root
            value={Math.round((done / progress.steps.length) * 100)}
            max={100}
            colorPalette={progress.state === 'FAILED' ? 'red' : 'brand'}
            aria-label="恢复进度"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <List.Root variant="plain" gap="1">
            {progress.steps.map((step, index) => {
              const finished = index < done;
              const current = !finished && index === progress.stepIndex - 1 && progress.state === 'RUNNING';
              return (
                <List.Item key={step} aria-current={current ? 'step' : undefined}>
                  <HStack gap="2" color={finished || current ? 'fg' : 'fg.muted'}>
                    {finished ? <LuCheck aria-hidden /> : current ? <LuLoader aria-hidden /> : <LuCircle aria-hidden />}
                    <span>{step}</span>
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
          {progress.state === 'RUNNING' && <Text color="fg.muted">恢复期间网站暂停服务，请勿关闭本页面。</Text>}
          {/* The server refuses every token issued before the restore (issue 52). */}
          {progress.state === 'SUCCEEDED' && <Text color="fg.muted">恢复前的所有登录（管理员与读者）均已失效，请重新登录。</Text>}
          {progress.state === 'FAILED' && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{progress.error ?? '未知原因'}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
