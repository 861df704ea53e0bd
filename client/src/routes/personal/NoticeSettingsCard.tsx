import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, CheckboxGroup, Fieldset, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showError, showSuccess } from '../../components/ui/toaster';
import { FormField } from '../../features/auth/FormField';
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
  const [email, setEmail] = useState(savedEmail ?? '');
  const [channels, setChannels] = useState<string[]>(savedChannels);
  const [errors, setErrors] = useState<{ email?: string; channels?: string }>({});
  const [save, { loading }] = useMutation(SetNoticePreferencesMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const found = {
      email:
        address && !EMAIL_PATTERN.test(address)
          ? NOTICE_SETTINGS_MESSAGES.email
          : channels.includes('EMAIL') && !address
            ? NOTICE_SETTINGS_MESSAGES.emailNeeded
            : undefined,
      channels: channels.includes('SMS') && !phone ? NOTICE_SETTINGS_MESSAGES.phoneNeeded : undefined,
    };
    setErrors(found);
    if (found.email || found.channels) return;
    try {
      await save({ variables: { input: { email: address || null, channels: channels as NoticeChannel[] } }, context: { quiet: true } });
      showSuccess(NOTICE_SETTINGS_MESSAGES.saved);
    } catch (error) {
      const failure = serverFailure(error);
      const field = fieldOf<'email' | 'channels'>(failure, { email: 'email', channels: 'channels' });
      if (field) setErrors({ [field]: failure.message });
      else showError(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="通知设置">
      <Stack gap="4" maxW="md">
        <FormField label="邮箱" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder="用于接收邮件通知"
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        </FormField>
        <Fieldset.Root invalid={Boolean(errors.channels)}>
          <Fieldset.Legend fontWeight="medium" mb="2">
            通知方式
          </Fieldset.Legend>
          <CheckboxGroup
            value={channels}
            onValueChange={(value) => {
              setChannels(value);
              setErrors({});
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
          {errors.channels && <Fieldset.ErrorText>{errors.channels}</Fieldset.ErrorText>}
        </Fieldset.Root>
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
