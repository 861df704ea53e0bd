import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { LuSend } from 'react-icons/lu';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { LIMITS, MESSAGES } from './labels';
import { QUIET, useReaderSession } from './reader-session';
import { updateReaderState } from './reader-state';
import { SubmissionClosed, useSubmissionClosed } from './SubmissionClosed';

const SubmitCommentMutation = graphql(`
  mutation ResourceCommentsSubmit($input: CommentInput!) {
    submitComment(input: $input) {
      id
      content
      createdAt
      authorName
      status
    }
  }
`);

/** The reader's comment form: required, at most 500 characters; the comment shows at once as 审核中. */
/** The reader's comment form (only readers load it, with its form library). */
export function CommentForm({ resourceId }: { resourceId: string }) {
  const { fail } = useReaderSession();
  const [submit] = useMutation(SubmitCommentMutation, {
    context: QUIET,
    update: (cache, { data }) => {
      const comment = data?.submitComment;
      if (comment) {
        updateReaderState(cache, resourceId, (state) => ({
          ...state,
          pendingComments: [comment, ...state.pendingComments.filter((own) => own.id !== comment.id)],
        }));
      }
    },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ content: string }>({ defaultValues: { content: '' } });
  const length = useWatch({ control, name: 'content' }).trim().length;
  const closed = useSubmissionClosed('Comment');

  const send = handleSubmit(async ({ content }) => {
    try {
      await submit({ variables: { input: { resourceId, content: content.trim() } } });
      showSuccess(MESSAGES.commentSent);
      reset({ content: '' });
    } catch (error) {
      fail(error, (field, message) => {
        if (field !== 'content') return false;
        setError('content', { message }, { shouldFocus: true });
        return true;
      });
    }
  });

  if (closed) return <SubmissionClosed message={closed} />;
  return (
    <Stack asChild gap="2" mb="2">
      <form noValidate aria-label="发表评论" onSubmit={(event) => void send(event)}>
        <Field.Root invalid={!!errors.content}>
          <Field.Label>我要评论</Field.Label>
          <Textarea
            rows={3}
            placeholder="写下您的读后感或看法，审核通过后显示"
            {...register('content', {
              validate: (value) => {
                const text = value.trim();
                if (!text) return MESSAGES.commentRequired;
                return text.length <= LIMITS.comment || MESSAGES.commentTooLong;
              },
            })}
          />
          <Flex w="full" justify="space-between" gap="3" align="flex-start">
            <Box minH="5">{errors.content && <Field.ErrorText>{errors.content.message}</Field.ErrorText>}</Box>
            <Text fontSize="xs" color={length > LIMITS.comment ? 'red.500' : 'fg.muted'} flexShrink={0}>
              {length}/{LIMITS.comment}
            </Text>
          </Flex>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="flex-end" disabled={isSubmitting}>
          <LuSend aria-hidden="true" />
          提交评论
        </Button>
      </form>
    </Stack>
  );
}
