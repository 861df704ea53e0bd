import { FormField } from '../../../components/ui/form-field';
import { useMutation } from '@apollo/client/react';
import { Button, Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LuSend } from 'react-icons/lu';
import { AVAILABILITY_SLOTS } from '../../../features/interaction/availability';
import { AvailabilityGrid } from '../../../features/interaction/AvailabilityGrid';
import { FailureAlert, FormPage, LoginNotice, SubmitSuccess } from '../../../features/interaction/FormParts';
import { PERSONAL_PATHS } from '../../../features/interaction/paths';
import { filled, LIMITS, optionalText, PHONE_PATTERN, RULE_MESSAGES as M } from '../../../features/interaction/rules';
import { loadDraft, useReaderSubmit } from '../../../features/interaction/submit';
import { graphql } from '../../../gql';
import { SubmissionClosed, useSubmissionClosed } from '../../../features/interaction/SubmissionClosed';

const SubmitVolunteerApplicationMutation = graphql(`
  mutation SubmitVolunteerApplication($input: VolunteerApplicationInput!) {
    submitVolunteerApplication(input: $input) {
      id
      status
      createdAt
    }
  }
`);

export type VolunteerValues = {
  name: string;
  phone: string;
  availability: string[];
  skills: string;
  area: string;
};

const EMPTY: VolunteerValues = { name: '', phone: '', availability: [], skills: '', area: '' };
const DRAFT_KEY = 'volunteer';

/** /interaction/volunteer: 志愿者招募, a reader applies to volunteer. */
export function VolunteerPage() {
  const [defaults] = useState(() => loadDraft(DRAFT_KEY, EMPTY));
  const form = useForm<VolunteerValues>({ defaultValues: defaults });
  const { register, control, formState } = form;
  const { errors } = formState;
  const [sent, setSent] = useState(false);
  const [submit] = useMutation(SubmitVolunteerApplicationMutation, { context: { quiet: true } });

  const { onSubmit, failure, loggedIn, loginPath } = useReaderSubmit({
    form,
    draftKey: DRAFT_KEY,
    send: (values) =>
      submit({
        variables: {
          input: {
            name: values.name.trim(),
            phone: values.phone.trim(),
            // In calendar order, as the grid shows them.
            availability: AVAILABILITY_SLOTS.filter((slot) => values.availability.includes(slot)),
            skills: optionalText(values.skills),
            area: optionalText(values.area),
          },
        },
      }),
    onSuccess: () => setSent(true),
  });

  const closed = useSubmissionClosed('VolunteerApplication');

  return (
    <FormPage title="志愿者招募" intro="欢迎加入图书馆志愿者队伍：引导咨询、图书整理、少儿阅读与活动服务，期待您的参与。">
      {sent ? (
        <SubmitSuccess
          title="申请已提交"
          text="感谢您的热心！图书馆审核后会在“我的志愿者申请”中告诉您结果。"
          to={PERSONAL_PATHS.volunteer}
          linkLabel="查看我的志愿者申请"
        />
      ) : closed ? (
        <SubmissionClosed message={closed} />
      ) : (
        <>
          {!loggedIn && <LoginNotice loginPath={loginPath} what="提交申请" />}
          <form onSubmit={onSubmit} noValidate aria-label="志愿者申请">
            <Stack gap="5">
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                <FormField label="姓名" required requiredMark error={errors.name?.message}>
                  <Input
                    {...register('name', { validate: filled(M.nameRequired), maxLength: { value: LIMITS.name, message: M.nameTooLong } })}
                    autoComplete="name"
                    placeholder="请输入姓名"
                  />
                </FormField>
                <FormField label="手机号" required requiredMark error={errors.phone?.message}>
                  <Input
                    {...register('phone', {
                      validate: (value) => {
                        const phone = value.trim();
                        if (!phone) return M.phoneRequired;
                        return PHONE_PATTERN.test(phone) || M.phoneInvalid;
                      },
                    })}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel"
                    maxLength={11}
                    placeholder="请输入11位手机号"
                  />
                </FormField>
              </Grid>
              <Controller
                control={control}
                name="availability"
                rules={{ validate: (value) => value.length > 0 || M.availabilityRequired }}
                render={({ field, fieldState }) => (
                  <AvailabilityGrid
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    required
                  />
                )}
              />
              <FormField label="特长" error={errors.skills?.message}>
                <Textarea
                  {...register('skills', { maxLength: { value: LIMITS.skills, message: M.skillsTooLong } })}
                  rows={3}
                  placeholder="如：外语、摄影、讲故事、计算机等"
                />
              </FormField>
              <FormField label="服务意向" error={errors.area?.message}>
                <Input
                  {...register('area', { maxLength: { value: LIMITS.area, message: M.areaTooLong } })}
                  placeholder="如：阅览室引导、少儿阅读、活动协助"
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
                <LuSend aria-hidden="true" /> 提交申请
              </Button>
            </Stack>
          </form>
        </>
      )}
    </FormPage>
  );
}
