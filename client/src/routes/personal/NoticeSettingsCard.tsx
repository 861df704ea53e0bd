import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, CheckboxGroup, Fieldset, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { showError, showSuccess } from '../../components/ui/toaster';
import { FormField, registerClearing } from '../../components/ui/form-field';
import { fieldOf, serverFailure } from '../../features/auth/form';
import { graphql } from '../../gql';
import type { NoticeChannel } from '../../gql/graphql';

const NoticeSettingsQuery = graphql(`
  query NoticeSettingsQuery {
    readerMe {
      id
      phone
      email
      noticeChannels
    }
  }
`);

const SetNoticePreferencesMutation = graphql(`
  mutation SetNoticePreferences($input: NoticePreferencesInput!) {
    setNoticePreferences(input: $input) {
      id
      email
      noticeChannels
    }
  }
`);

export const NOTICE_SETTINGS_MESSAGES = {
  saved: '通知设置已保存',
  email: '请输入有效的邮箱地址',
  emailNeeded: '选择邮件通知前请先填写邮箱',
  phoneNeeded: '选择短信通知前请先绑定手机号',
} as const;

/** The server's own check, repeated so the reader reads the message before a round trip. */
const EMAIL_PATTERN = /^[^\s@]+@([^\s@.]+\.)+[^\s@.]+$/;

function NoticeSettingsForm({
  phone,
  email: savedEmail,
  channels: savedChannels,
}: {
  phone: string | null;
  email: string | null;
  channels: NoticeChannel[];
}) {
  const form = useForm<{ email: string; channels: string[] }>({
    defaultValues: { email: savedEmail ?? '', channels: savedChannels },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = registerClearing(form);
  const [save, { loading }] = useMutation(SetNoticePreferencesMutation);

  const submit = form.handleSubmit(async ({ email, channels }) => {
    const address = email.trim();
    try {
      await save({ variables: { input: { email: address || null, channels: channels as NoticeChannel[] } }, context: { quiet: true } });
      showSuccess(NOTICE_SETTINGS_MESSAGES.saved);
    } catch (error) {
      const failure = serverFailure(error);
      const named = fieldOf<'email' | 'channels'>(failure, { email: 'email', channels: 'channels' });
      if (named) form.setError(named, { type: 'server', message: failure.message });
      else showError(failure.message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="通知设置">
      <Stack gap="4" maxW="md">
        <FormField label="邮箱" error={errors.email?.message}>
          <Input
            {...field('email', {
              validate: (value, { channels }) => {
                const address = value.trim();
                if (address && !EMAIL_PATTERN.test(address)) return NOTICE_SETTINGS_MESSAGES.email;
                return !(channels.includes('EMAIL') && !address) || NOTICE_SETTINGS_MESSAGES.emailNeeded;
              },
            })}
            type="email"
            autoComplete="email"
            placeholder="用于接收邮件通知"
            maxLength={254}
          />
        </FormField>
        <Controller
          control={form.control}
          name="channels"
          rules={{ validate: (channels) => !(channels.includes('SMS') && !phone) || NOTICE_SETTINGS_MESSAGES.phoneNeeded }}
          render={({ field: channels }) => (
            <Fieldset.Root invalid={Boolean(errors.channels)}>
              <Fieldset.Legend fontWeight="medium" mb="2">
                通知方式
              </Fieldset.Legend>
              <CheckboxGroup
                value={channels.value}
                onValueChange={(value) => {
                  channels.onChange(value);
                  // The e-mail's check depends on the channels: a new choice clears both.
                  form.clearErrors();
                }}
                aria-label="通知方式"
              >
                <Stack direction="row" gap="6">
                  {[
                    ['SMS', '短信'],
                    ['EMAIL', '邮件'],
                  ].map(([value, label]) => (
                    <Checkbox.Root key={value} value={value} colorPalette="brand">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </CheckboxGroup>
              {errors.channels && <Fieldset.ErrorText>{errors.channels.message}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )}
        />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading} loadingText="保存中">
          保存
        </Button>
        <Text fontSize="sm" color="fg.muted">
          借阅到期前、逾期后以及预约的图书可以取书时，图书馆将按您选择的方式通知您。都不选择则不接收通知。
        </Text>
      </Stack>
    </form>
  );
}

/** 通知设置: where the library's notices (到期提醒, 逾期提醒, 预约到书) go — an e-mail address and the channels. */
export function NoticeSettingsCard() {
  const { data, error } = useQuery(NoticeSettingsQuery);
  const reader = data?.readerMe;
  return (
    <Card.Root borderRadius="lg">
      <Card.Header>
        <Heading as="h2" size="md">
          通知设置
        </Heading>
      </Card.Header>
      <Card.Body>
        {reader ? (
          <NoticeSettingsForm key={reader.id} phone={reader.phone ?? null} email={reader.email ?? null} channels={reader.noticeChannels} />
        ) : error ? (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>通知设置加载失败</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="3">
            <Skeleton h="10" maxW="md" />
            <Skeleton h="6" w="48" />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
