import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showSuccess } from '../../../components/ui/toaster';
import type { RowDialogControls } from '../../crud/types';
import type { ReviewStatus } from '../../gql/graphql';

export const REPLY_DONE = '回复成功';
const MAX_REPLY = 2000;

export type UpdateDocument = TypedDocumentNode<
  { result: { id: string } },
  { id: string; input: { status?: ReviewStatus | null; reply?: string | null } }
>;

/**
 * 回复: the library's reply to one submission (update<Type>(id, { reply }), the reader sees it as
 * new). `status` also sets the state with it (纠错: 已处理 with the reply).
 */
export function ReplyForm({
  id,
  reply,
  update,
  status,
  submitLabel = '回复',
  dialog,
}: {
  id: string;
  reply?: string | null;
  update: UpdateDocument;
  status?: ReviewStatus;
  submitLabel?: string;
  dialog: RowDialogControls;
}) {
  const [text, setText] = useState(reply ?? '');
  const [error, setError] = useState<string>();
  const [send, { loading }] = useMutation(update);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError('请填写回复内容');
    if ([...trimmed].length > MAX_REPLY) return setError(`回复不能超过${MAX_REPLY}个字`);
    try {
      await send({ variables: { id, input: { reply: trimmed, ...(status ? { status } : {}) } } });
    } catch {
      // The error link has shown the message.
      return;
    }
    showSuccess(REPLY_DONE);
    dialog.done();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={!!error} required>
          <Field.Label>回复内容</Field.Label>
          <Textarea
            value={text}
            rows={6}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={dialog.close}>
            取消
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
