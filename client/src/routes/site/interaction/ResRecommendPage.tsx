import { FormField } from '../../../components/ui/form-field';
import { useMutation } from '@apollo/client/react';
import { Button, Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuSend } from 'react-icons/lu';
import { FailureAlert, FormPage, LoginNotice, SubmitSuccess } from '../../../features/interaction/FormParts';
import { filled, ISBN_MAX, ISBN_PATTERN, LIMITS, optionalText, RULE_MESSAGES as M } from '../../../features/interaction/rules';
import { PERSONAL_PATHS } from '../../../features/interaction/paths';
import { loadDraft, useReaderSubmit } from '../../../features/interaction/submit';
import { graphql } from '../../../gql';
import { SubmissionClosed, useSubmissionClosed } from '../../../features/interaction/SubmissionClosed';

const SubmitRecommendationMutation = graphql(`
  mutation SubmitRecommendation($input: RecommendationInput!) {
    submitRecommendation(input: $input) {
      id
      status
      createdAt
    }
  }
`);

export type RecommendationValues = {
  title: string;
  author: string;
  publisher: string;
  isbn: string;
  reason: string;
};

const EMPTY: RecommendationValues = { title: '', author: '', publisher: '', isbn: '', reason: '' };
const DRAFT_KEY = 'resRecommend';

const maxLength = (limit: number, message: string) => ({ value: limit, message });

/** /interaction/resRecommend: 资源荐购, a reader asks the library to acquire a title. */
export function ResRecommendPage() {
  const [defaults] = useState(() => loadDraft(DRAFT_KEY, EMPTY));
  const form = useForm<RecommendationValues>({ defaultValues: defaults });
  const { register, formState } = form;
  const { errors } = formState;
  const [sent, setSent] = useState<string>();
  const [submit] = useMutation(SubmitRecommendationMutation, { context: { quiet: true } });

  const { onSubmit, failure, loggedIn, loginPath } = useReaderSubmit({
    form,
    draftKey: DRAFT_KEY,
    send: (values) =>
      submit({
        variables: {
          input: {
            title: values.title.trim(),
            author: optionalText(values.author),
            publisher: optionalText(values.publisher),
            isbn: optionalText(values.isbn),
            reason: optionalText(values.reason),
          },
        },
      }),
    onSuccess: (values) => setSent(values.title.trim()),
  });

  const again = () => {
    form.reset(EMPTY);
    setSent(undefined);
  };

  const closed = useSubmissionClosed('Recommendation');

  return (
    <FormPage title="资源荐购" intro="馆藏里没有您想读的书？告诉我们，图书馆将在采购时参考您的推荐。">
      {sent !== undefined ? (
        <SubmitSuccess
          title="荐购已提交"
          text={`《${sent}》的荐购已提交，图书馆处理后会在“我的荐购”中告诉您结果。`}
          to={PERSONAL_PATHS.recommendations}
          linkLabel="查看我的荐购"
          againLabel="继续荐购"
          onAgain={again}
        />
      ) : closed ? (
        <SubmissionClosed message={closed} />
      ) : (
        <>
          {!loggedIn && <LoginNotice loginPath={loginPath} what="提交荐购" />}
          <form onSubmit={onSubmit} noValidate aria-label="资源荐购">
            <Stack gap="5">
              <FormField label="书名" required requiredMark error={errors.title?.message}>
                <Input
                  {...register('title', { validate: filled(M.titleRequired), maxLength: maxLength(LIMITS.title, M.titleTooLong) })}
                  placeholder="请输入书名"
                />
              </FormField>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                <FormField label="作者" error={errors.author?.message}>
                  <Input {...register('author', { maxLength: maxLength(LIMITS.author, M.authorTooLong) })} placeholder="请输入作者" />
                </FormField>
                <FormField label="出版社" error={errors.publisher?.message}>
                  <Input {...register('publisher', { maxLength: maxLength(LIMITS.publisher, M.publisherTooLong) })} placeholder="请输入出版社" />
                </FormField>
              </Grid>
              <FormField label="ISBN" error={errors.isbn?.message} helper="10 位或 13 位，可带连字符，如 978-7-02-000220-7">
                <Input
                  {...register('isbn', {
                    validate: (value) => {
                      const isbn = value.trim();
                      return (isbn.length <= ISBN_MAX && ISBN_PATTERN.test(isbn)) || M.isbnInvalid;
                    },
                  })}
                  inputMode="text"
                  autoComplete="off"
                  placeholder="请输入ISBN"
                />
              </FormField>
              <FormField label="推荐理由" error={errors.reason?.message}>
                <Textarea
                  {...register('reason', { maxLength: maxLength(LIMITS.reason, M.reasonTooLong) })}
                  rows={5}
                  placeholder="请简要说明推荐理由"
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
                <LuSend aria-hidden="true" /> 提交荐购
              </Button>
            </Stack>
          </form>
        </>
      )}
    </FormPage>
  );
}
