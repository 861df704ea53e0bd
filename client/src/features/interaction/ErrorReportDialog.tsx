import { useMutation } from '@apollo/client/react';
import { Button, Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { AppDialog } from '../../components/ui/dialog';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import type { ErrorReportType } from '../../gql/graphql';
import { ERROR_REPORT_TYPES, LIMITS, MESSAGES } from './labels';
import { QUIET, useReaderSession } from './reader-session';
import { SubmissionClosed, useSubmissionClosed } from './SubmissionClosed';

const SubmitErrorReportMutation = graphql(`
  mutation ErrorReportDialogSubmit($input: ErrorReportInput!) {
    submitErrorReport(input: $input) {
      id
      status
    }
  }
`);

interface ErrorReportForm {
  type: ErrorReportType | '';
  description: string;
}

const EMPTY: ErrorReportForm = { type: '', description: '' };

/** The 纠错 form: the error's type and a description, checked here as the server checks them. */
/** The error report form in a dialog; loaded when a reader first opens it (ErrorReportButton). */
export function ErrorReportDialog({ resourceId, open, onClose }: { resourceId: string; open: boolean; onClose(): void }) {
  const formId = useId();
  const { fail } = useReaderSession();
  const [submit] = useMutation(SubmitErrorReportMutation, { context: QUIET });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ErrorReportForm>({ defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const send = handleSubmit(async ({ type, description }) => {
    try {
      await submit({ variables: { input: { resourceId, type: type as ErrorReportType, description: description.trim() } } });
      showSuccess(MESSAGES.errorReportSent);
      close();
    } catch (error) {
      fail(error, (field, message) => {
        if (field !== 'type' && field !== 'description') return false;
        setError(field, { message }, { shouldFocus: true });
        return true;
      });
    }
  });

  const closed = useSubmissionClosed('ErrorReport');

  return (
    <AppDialog
      open={open}
      onClose={close}
      size={{ base: 'full', sm: 'md' }}
      title="资源纠错"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            取消
          </Button>
          {!closed && (
            <Button type="submit" form={formId} colorPalette="brand" disabled={isSubmitting}>
              提交
            </Button>
          )}
        </>
      }
    >
      {closed ? (
        <SubmissionClosed message={closed} />
      ) : (
        <Stack asChild gap="4">
          <form id={formId} noValidate aria-label="资源纠错" onSubmit={(event) => void send(event)}>
            <Field.Root invalid={!!errors.type} required>
              <Field.Label>错误类型</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field placeholder="请选择" {...register('type', { required: MESSAGES.errorTypeRequired })}>
                  {ERROR_REPORT_TYPES.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.type?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.description} required>
              <Field.Label>问题描述</Field.Label>
              <Textarea
                rows={5}
                placeholder="请描述您发现的错误，如页码、章节或错误的信息"
                {...register('description', {
                  validate: (value) => {
                    const text = value.trim();
                    if (!text) return MESSAGES.errorDescriptionRequired;
                    return text.length <= LIMITS.errorReport || MESSAGES.errorDescriptionTooLong;
                  },
                })}
              />
              <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
            </Field.Root>
          </form>
        </Stack>
      )}
    </AppDialog>
  );
}
