import { useMutation } from '@apollo/client/react';
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { LIMITS, MESSAGES } from './labels';
import { QUIET, useReaderSession } from './reader-session';
import { updateReaderState } from './reader-state';
import { SubmissionClosed, useSubmissionClosed } from './SubmissionClosed';

const SubmitTagMutation = graphql(`
  mutation ResourceTagsSubmit($input: TagInput!) {
    submitTag(input: $input) {
      id
      text
      status
    }
  }
`);

/** The reader's tag form: one word or phrase of at most 20 characters. */
export function AddTagForm({ resourceId }: { resourceId: string }) {
  const { fail } = useReaderSession();
  const [submit] = useMutation(SubmitTagMutation, {
    context: QUIET,
    update: (cache, { data }) => {
      const tag = data?.submitTag;
      if (tag) updateReaderState(cache, resourceId, (state) => ({ ...state, tags: [...state.tags.filter((own) => own.id !== tag.id), tag] }));
    },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const closed = useSubmissionClosed('Tag');

  const send = handleSubmit(async ({ text }) => {
    try {
      await submit({ variables: { input: { resourceId, text: text.trim() } } });
      showSuccess(MESSAGES.tagSent);
      reset({ text: '' });
    } catch (error) {
      fail(error, (field, message) => {
        if (field !== 'text') return false;
        setError('text', { message }, { shouldFocus: true });
        return true;
      });
    }
  });

  if (closed) return <SubmissionClosed message={closed} />;
  return (
    <Flex asChild gap="2" align="flex-start" w={{ base: 'full', sm: 'auto' }}>
      <form noValidate aria-label="添加标签" onSubmit={(event) => void send(event)}>
        <Field.Root invalid={!!errors.text} flex={{ base: '1', sm: 'none' }} w={{ sm: '48' }}>
          <Field.Label srOnly>添加标签</Field.Label>
          <Input
            size="sm"
            placeholder="添加标签"
            maxLength={LIMITS.tag * 2}
            {...register('text', {
              validate: (value) => {
                const text = value.trim();
                if (!text) return MESSAGES.tagRequired;
                return text.length <= LIMITS.tag || MESSAGES.tagTooLong;
              },
            })}
          />
          <Field.ErrorText>{errors.text?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" variant="outline" disabled={isSubmitting} flexShrink={0}>
          <LuPlus aria-hidden="true" />
          添加
        </Button>
      </form>
    </Flex>
  );
}
