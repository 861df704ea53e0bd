import { useMutation } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { showError, showSuccess } from '../../../components/ui/toaster';
import type { RowDialogControls } from '../../crud/types';
import { graphql } from '../../gql';

const RetryNoticeDelivery = graphql(`
  mutation RetryNoticeDelivery($id: ID!) {
    result: retryNoticeDelivery(id: $id) {
      id
      state
      attempts
      lastError
      sentAt
      updatedAt
    }
  }
`);

export const RETRY_MESSAGES = { sent: '通知已重发', failedAgain: '重发失败' } as const;

/** 重发 (a row dialog of 通知记录, failed rows only): sends the notice again; the row shows the outcome. */
export function RetryNoticePanel({ id, lastError, dialog }: { id: string; lastError?: string | null; dialog: RowDialogControls }) {
  const [retry, { loading }] = useMutation(RetryNoticeDelivery);
  const submit = async () => {
    try {
      const { data } = await retry({ variables: { id } });
      const row = data?.result;
      if (row?.state === 'SENT') showSuccess(RETRY_MESSAGES.sent);
      else showError(`${RETRY_MESSAGES.failedAgain}：${row?.lastError ?? ''}`);
      dialog.done();
    } catch {
      // The error link has said why.
    }
  };
  return (
    <Stack gap="4">
      {lastError && <Text color="fg.muted">上次失败原因：{lastError}</Text>}
      <Text>将再次向读者发送这条通知。</Text>
      <HStack justify="flex-end">
        <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
          重发
        </Button>
      </HStack>
    </Stack>
  );
}
