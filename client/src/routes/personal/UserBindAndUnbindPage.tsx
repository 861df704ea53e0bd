import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Flex, Heading, HStack, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { LuLink, LuUnlink } from 'react-icons/lu';
import { confirm } from '../../components/ConfirmDialog';
import { showError, showSuccess } from '../../components/ui/toaster';
import { FormField, registerClearing } from '../../components/ui/form-field';
import { SmsCodeButton } from '../../features/auth/SmsCodeButton';
import { checkPhone, checkSmsCode, digitsOnly, fieldOf, maskPhone, MESSAGES, serverFailure } from '../../features/auth/form';
import { graphql } from '../../gql';
import { NoticeSettingsCard } from './NoticeSettingsCard';

const BindingQuery = graphql(`
  query UserBindAndUnbindPageQuery {
    readerMe {
      id
      cardNumber
      phone
    }
  }
`);

const CardQrCodeQuery = graphql(`
  query UserCardQrCodeQuery {
    myCardQrCode {
      text
      image
    }
  }
`);

const SendCodeMutation = graphql(`
  mutation UserBindSendSmsCode($input: SmsCodeInput!) {
    sendSmsCode(input: $input) {
      resendAfter
    }
  }
`);

const BindPhoneMutation = graphql(`
  mutation BindPhone($phone: String!, $code: String!) {
    bindPhone(phone: $phone, code: $code) {
      id
      phone
    }
  }
`);

const UnbindPhoneMutation = graphql(`
  mutation UnbindPhone($code: String!) {
    unbindPhone(code: $code) {
      id
      phone
    }
  }
`);

/** The forms show their failures themselves, not through the global error link. */
const QUIET = { quiet: true };

export const BINDING_MESSAGES = {
  bound: '绑定成功',
  unbound: '解绑成功',
  unbindConfirm: '解绑后将不能再用该手机号登录，确定解绑吗？',
} as const;

type Field = 'phone' | 'code';

/** Asks for an SMS code for `phone`; the seconds before another, or undefined (the failure shown). */
function useSendCode(onFieldError: (field: Field, message: string) => void) {
  const [request] = useMutation(SendCodeMutation);
  return async (phone: string): Promise<number | undefined> => {
    try {
      const { data } = await request({ variables: { input: { phone } }, context: QUIET });
      showSuccess(MESSAGES.smsSent);
      return data?.sendSmsCode.resendAfter ?? 60;
    } catch (error) {
      const failure = serverFailure(error);
      const field = fieldOf<Field>(failure, { phone: 'phone' });
      if (field) onFieldError(field, failure.message);
      else showError(failure.message);
      return undefined;
    }
  };
}

/** The code input with its 获取验证码 button. */
function CodeField({ input, error, onSend }: { input: UseFormRegisterReturn<'code'>; error?: string; onSend(): Promise<number | undefined> }) {
  return (
    <FormField label="验证码" error={error} required>
      <HStack gap="2" w="full">
        <Input {...digitsOnly(input)} inputMode="numeric" autoComplete="one-time-code" placeholder="6位数字验证码" maxLength={6} flex="1" minW="0" />
        <SmsCodeButton onSend={onSend} />
      </HStack>
    </FormField>
  );
}

function BindForm() {
  const form = useForm<Record<Field, string>>({ defaultValues: { phone: '', code: '' }, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const field = registerClearing(form);
  const sendCode = useSendCode((name, message) => {
    form.setError(name, { type: 'server', message });
    form.setFocus(name);
  });
  const [bind, { loading }] = useMutation(BindPhoneMutation);

  const onSend = async () => {
    if (!(await form.trigger('phone', { shouldFocus: true }))) return undefined;
    const seconds = await sendCode(form.getValues('phone'));
    if (seconds) form.setFocus('code');
    return seconds;
  };

  const submit = form.handleSubmit(async ({ phone, code }) => {
    try {
      await bind({ variables: { phone, code }, context: QUIET });
      showSuccess(BINDING_MESSAGES.bound);
    } catch (error) {
      const failure = serverFailure(error);
      const named = fieldOf<Field>(failure, { phone: 'phone', code: 'code' });
      if (named) {
        form.setError(named, { type: 'server', message: failure.message });
        form.setFocus(named);
      } else showError(failure.message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="绑定手机号">
      <Stack gap="4" maxW="md">
        <FormField label="手机号" error={errors.phone?.message} required>
          <Input
            {...digitsOnly(field('phone', { validate: checkPhone }))}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="请输入手机号"
            maxLength={11}
          />
        </FormField>
        <CodeField input={field('code', { validate: checkSmsCode })} error={errors.code?.message} onSend={onSend} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading} loadingText="绑定中">
          <LuLink /> 绑定
        </Button>
        <Text fontSize="sm" color="fg.muted">
          绑定后可使用该手机号和短信验证码登录。一个手机号只能绑定一张读者证。
        </Text>
      </Stack>
    </form>
  );
}

function UnbindForm({ phone }: { phone: string }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const field = registerClearing(form);
  // The code goes to the bound phone: a refusal of it is the code field's.
  const sendCode = useSendCode((_, message) => form.setError('code', { type: 'server', message }));
  const [unbind, { loading }] = useMutation(UnbindPhoneMutation);

  const onSend = async () => {
    const seconds = await sendCode(phone);
    if (seconds) form.setFocus('code');
    return seconds;
  };

  const submit = form.handleSubmit(async ({ code }) => {
    if (!(await confirm({ title: '解绑手机号', text: BINDING_MESSAGES.unbindConfirm }))) return;
    try {
      await unbind({ variables: { code }, context: QUIET });
      showSuccess(BINDING_MESSAGES.unbound);
    } catch (caught) {
      const failure = serverFailure(caught);
      if (fieldOf<'code'>(failure, { code: 'code' })) {
        form.setError('code', { type: 'server', message: failure.message });
        form.setFocus('code');
      } else showError(failure.message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="解绑手机号">
      <Stack gap="4" maxW="md">
        <Text fontSize="sm" color="fg.muted">
          解绑需验证已绑定的手机号 {maskPhone(phone)}：验证码将发送到该手机。
        </Text>
        <CodeField input={field('code', { validate: checkSmsCode })} error={errors.code?.message} onSend={onSend} />
        <Button type="submit" colorPalette="red" variant="outline" alignSelf="flex-start" loading={loading} loadingText="解绑中">
          <LuUnlink /> 解绑
        </Button>
      </Stack>
    </form>
  );
}

/** The card number as a QR code, for the desk to scan. */
function CardQrCode() {
  const { data, loading, error } = useQuery(CardQrCodeQuery);
  const qr = data?.myCardQrCode;
  return (
    <Card.Root borderRadius="lg">
      <Card.Header>
        <Heading as="h2" size="md">
          读者证二维码
        </Heading>
      </Card.Header>
      <Card.Body>
        {error && !qr ? (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>二维码加载失败</Alert.Title>
          </Alert.Root>
        ) : (
          <Flex direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'center', sm: 'flex-start' }}>
            {qr ? (
              <Image src={qr.image} alt="读者证二维码" boxSize="180px" borderRadius="md" borderWidth="1px" borderColor="border.muted" />
            ) : (
              <Skeleton boxSize="180px" borderRadius="md" aria-busy={loading} />
            )}
            <Stack gap="2" textAlign={{ base: 'center', sm: 'start' }}>
              <Text>
                读者证号{' '}
                <Text as="span" fontWeight="semibold">
                  {qr?.text ?? '…'}
                </Text>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                到馆借还、入馆时出示此二维码，服务台扫码即可识别您的读者证。
              </Text>
            </Stack>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /personal/UserBindAndUnbind: binding a phone to the reader card, unbinding it, the notice settings, and the card's QR code. */
export function UserBindAndUnbindPage() {
  const { data, loading, error, refetch } = useQuery(BindingQuery);
  const reader = data?.readerMe;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        绑定/解绑
      </Heading>

      {error && !reader ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>绑定信息加载失败</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            重新加载
          </Button>
        </Alert.Root>
      ) : (
        <Card.Root borderRadius="lg" aria-busy={loading && !reader}>
          <Card.Header>
            <Heading as="h2" size="md">
              手机号绑定
            </Heading>
          </Card.Header>
          <Card.Body gap="5">
            {reader ? (
              <>
                <HStack gap="3" wrap="wrap">
                  <Text color="fg.muted">读者证号 {reader.cardNumber}</Text>
                  {reader.phone ? (
                    <Badge colorPalette="green" variant="subtle" size="lg" data-testid="binding-state">
                      已绑定 {maskPhone(reader.phone)}
                    </Badge>
                  ) : (
                    <Badge colorPalette="gray" variant="subtle" size="lg" data-testid="binding-state">
                      未绑定手机号
                    </Badge>
                  )}
                </HStack>
                {reader.phone ? <UnbindForm key={reader.phone} phone={reader.phone} /> : <BindForm />}
              </>
            ) : (
              <Stack gap="3">
                <Skeleton h="6" w="48" />
                <Skeleton h="10" maxW="md" />
                <Skeleton h="10" maxW="md" />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      )}

      <NoticeSettingsCard />

      <CardQrCode />
    </Stack>
  );
}
