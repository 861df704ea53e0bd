import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Field, Flex, HStack, Input, Tag, Text, Wrap } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { LuPlus, LuTag } from 'react-icons/lu';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { LIMITS, MESSAGES, REVIEW_STATUS_COLORS, REVIEW_STATUS_LABELS } from './labels';
import { QUIET, useReaderSession } from './reader-session';
import { updateReaderState, type ReaderState } from './reader-state';

export const ResourceTagsQuery = graphql(`
  query ResourceTagsQuery($resourceId: ID!) {
    resourceTags(resourceId: $resourceId) {
      text
      count
    }
  }
`);

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
function AddTagForm({ resourceId }: { resourceId: string }) {
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

/**
 * 标签: the resource's passed tags as chips (with how many readers gave each), the reader's own
 * tags that are not passed yet (审核中) or not passed (未通过), and a field to add one. A guest's
 * 添加标签 leads to the login.
 */
export function ResourceTags({ resourceId, state }: { resourceId: string; state: ReaderState | undefined }) {
  const { loggedIn, sendToLogin } = useReaderSession();
  const { data } = useQuery(ResourceTagsQuery, { variables: { resourceId } });
  const passed = data?.resourceTags ?? [];
  const own = (state?.tags ?? []).filter((tag) => tag.status !== 'PASSED');

  return (
    <Flex align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap="2" fontSize="sm">
      <HStack gap="3" wrap="wrap" flex="1" minW="0">
        <Text as="span" fontWeight="semibold" color="fg.default" flexShrink={0}>
          标签
        </Text>
        {passed.length === 0 && own.length === 0 ? (
          <Text as="span" color="fg.muted" fontSize="xs">
            暂无标签
          </Text>
        ) : (
          <Wrap as="ul" aria-label="资源标签" gap="2" listStyleType="none" m="0" p="0">
            {passed.map((tag) => (
              <li key={`passed:${tag.text}`}>
                <Tag.Root size="md" colorPalette="brand" variant="subtle" borderRadius="full">
                  <Tag.StartElement>
                    <LuTag aria-hidden="true" />
                  </Tag.StartElement>
                  <Tag.Label>{tag.text}</Tag.Label>
                  {tag.count > 1 && (
                    <Text as="span" fontSize="xs" color="fg.muted" ml="1">
                      <span aria-hidden="true">×</span>
                      {tag.count}
                      <Text as="span" srOnly>
                        人
                      </Text>
                    </Text>
                  )}
                </Tag.Root>
              </li>
            ))}
            {own.map((tag) => (
              <li key={`own:${tag.id}`}>
                <Tag.Root size="md" variant="outline" borderRadius="full" borderStyle="dashed">
                  <Tag.Label>{tag.text}</Tag.Label>
                  <Badge size="xs" ml="1" colorPalette={REVIEW_STATUS_COLORS[tag.status]} variant="subtle">
                    {REVIEW_STATUS_LABELS[tag.status]}
                  </Badge>
                </Tag.Root>
              </li>
            ))}
          </Wrap>
        )}
      </HStack>
      {loggedIn ? (
        <AddTagForm resourceId={resourceId} />
      ) : (
        <Button size="sm" colorPalette="brand" variant="outline" onClick={sendToLogin} alignSelf={{ base: 'flex-start', sm: 'center' }}>
          <LuPlus aria-hidden="true" />
          添加标签
        </Button>
      )}
    </Flex>
  );
}
