import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormField, registerClearing } from '../../../components/ui/form-field';
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
  const form = useForm<{ reply: string }>({ defaultValues: { reply: reply ?? '' }, reValidateMode: 'onSubmit' });
  const field = registerClearing(form);
  const error = form.formState.errors.reply?.message;
  const [send, { loading }] = useMutation(update);

  const submit = form.handleSubmit(async ({ reply: text }) => {
    const trimmed = text.trim();
    try {
      await send({ variables: { id, input: { reply: trimmed, ...(status ? { status } : {}) } } });
    } catch {
      // The error link has shown the message.
      return;
    }
    showSuccess(REPLY_DONE);
    dialog.done();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormField label="回复内容" error={error} required>
          <Textarea
            {...field('reply', {
              validate: (value) => {
                const trimmed = value.trim();
                if (!trimmed) return '请填写回复内容';
                return [...trimmed].length <= MAX_REPLY || `回复不能超过${MAX_REPLY}个字`;
              },
            })}
            rows={6}
          />
        </FormField>
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
