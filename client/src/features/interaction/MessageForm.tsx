import { FormField } from '../../components/ui/form-field';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuSend } from 'react-icons/lu';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { FailureAlert } from './FormParts';
import { MyMessagesDocument } from './my-lists';
import { filled, LIMITS, RULE_MESSAGES as M } from './rules';
import { loadDraft, useReaderSubmit } from './submit';
import { SubmissionClosed, useSubmissionClosed } from './SubmissionClosed';

const SubmitMessageMutation = graphql(`
  mutation SubmitMessage($input: MessageInput!) {
    submitMessage(input: $input) {
      id
      status
      createdAt
    }
  }
`);

export type MessageValues = { subject: string; content: string };

const EMPTY: MessageValues = { subject: '', content: '' };
const DRAFT_KEY = 'message';
export const MESSAGE_SENT = '留言已提交，请等待图书馆回复';

/** 写留言: subject and text to the library; on success the reader's message list is fetched again. */
export function MessageForm({ onSent }: { onSent(): void }) {
  const [defaults] = useState(() => loadDraft(DRAFT_KEY, EMPTY));
  const form = useForm<MessageValues>({ defaultValues: defaults });
  const { register, formState } = form;
  const { errors } = formState;
  const [submit] = useMutation(SubmitMessageMutation, { context: { quiet: true }, refetchQueries: [MyMessagesDocument], awaitRefetchQueries: true });

  const { onSubmit, failure } = useReaderSubmit({
    form,
    draftKey: DRAFT_KEY,
    send: (values) => submit({ variables: { input: { subject: values.subject.trim(), content: values.content.trim() } } }),
    onSuccess: () => {
      form.reset(EMPTY);
      showSuccess(MESSAGE_SENT);
      onSent();
    },
  });

  const closed = useSubmissionClosed('Message');

  return (
    <Box
      as="section"
      aria-labelledby="write-message"
      bg="white"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h2" id="write-message" fontSize="md" mb="3">
        写留言
      </Heading>
      {closed ? (
        <SubmissionClosed message={closed} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="写留言">
          <Stack gap="4">
            <FormField label="主题" required requiredMark error={errors.subject?.message}>
              <Input
                {...register('subject', { validate: filled(M.subjectRequired), maxLength: { value: LIMITS.subject, message: M.subjectTooLong } })}
                placeholder="请输入主题"
              />
            </FormField>
            <FormField label="留言内容" required requiredMark error={errors.content?.message}>
              <Textarea
                {...register('content', { validate: filled(M.contentRequired), maxLength: { value: LIMITS.content, message: M.contentTooLong } })}
                rows={4}
                placeholder="请输入您想对图书馆说的话"
              />
            </FormField>
            <FailureAlert message={failure} />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={formState.isSubmitting}
              loadingText="提交中"
            >
              <LuSend aria-hidden="true" /> 提交留言
            </Button>
          </Stack>
        </form>
      )}
    </Box>
  );
}
