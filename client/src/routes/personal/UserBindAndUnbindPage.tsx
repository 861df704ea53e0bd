import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Flex, Heading, HStack, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { LuLink, LuUnlink } from 'react-icons/lu';
import { confirm } from '../../components/ConfirmDialog';
import { showError, showSuccess } from '../../components/ui/toaster';
import { FormField } from '../../features/auth/FormField';
import { SmsCodeButton } from '../../features/auth/SmsCodeButton';
import { fieldOf, hasErrors, maskPhone, MESSAGES, PHONE_PATTERN, serverFailure, SMS_CODE_PATTERN, type FieldErrors } from '../../features/auth/form';
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

function checkPhone(phone: string): string | undefined {
  if (!phone) return MESSAGES.phone;
  return PHONE_PATTERN.test(phone) ? undefined : MESSAGES.phoneInvalid;
}

const checkCode = (code: string) => (!code ? MESSAGES.code : SMS_CODE_PATTERN.test(code) ? undefined : MESSAGES.codeInvalid);

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
function CodeField({
  code,
  error,
  inputRef,
  onChange,
  onSend,
}: {
  code: string;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange(code: string): void;
  onSend(): Promise<number | undefined>;
}) {
  return (
    <FormField label="验证码" error={error}>
      <HStack gap="2" w="full">
        <Input
          ref={inputRef}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6位数字验证码"
          maxLength={6}
          flex="1"
          minW="0"
          value={code}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
        <SmsCodeButton onSend={onSend} />
      </HStack>
    </FormField>
  );
}

function BindForm() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const focus = (field: Field) => (field === 'phone' ? phoneInput : codeInput).current?.focus();
  const setError = (field: Field, message: string | undefined) => setErrors((current) => ({ ...current, [field]: message }));
  const sendCode = useSendCode((field, message) => {
    setError(field, message);
    focus(field);
  });
  const [bind, { loading }] = useMutation(BindPhoneMutation);

  const onSend = async () => {
    const phoneError = checkPhone(phone);
    setError('phone', phoneError);
    if (phoneError) {
      focus('phone');
      return undefined;
    }
    const seconds = await sendCode(phone);
    if (seconds) focus('code');
    return seconds;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = { phone: checkPhone(phone), code: checkCode(code) };
    setErrors(found);
    if (hasErrors(found)) return focus(found.phone ? 'phone' : 'code');
    try {
      await bind({ variables: { phone, code }, context: QUIET });
      showSuccess(BINDING_MESSAGES.bound);
    } catch (error) {
      const failure = serverFailure(error);
      const field = fieldOf<Field>(failure, { phone: 'phone', code: 'code' });
      if (field) {
        setError(field, failure.message);
        focus(field);
      } else showError(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="绑定手机号">
      <Stack gap="4" maxW="md">
        <FormField label="手机号" error={errors.phone}>
          <Input
            ref={phoneInput}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="请输入手机号"
            maxLength={11}
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value.replace(/\D/g, ''));
              setError('phone', undefined);
            }}
          />
        </FormField>
        <CodeField
          code={code}
          error={errors.code}
          inputRef={codeInput}
          onSend={onSend}
          onChange={(value) => {
            setCode(value);
            setError('code', undefined);
          }}
        />
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const codeInput = useRef<HTMLInputElement>(null);
  const sendCode = useSendCode((_, message) => setError(message));
  const [unbind, { loading }] = useMutation(UnbindPhoneMutation);

  const onSend = async () => {
    const seconds = await sendCode(phone);
    if (seconds) codeInput.current?.focus();
    return seconds;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCode(code);
    setError(found);
    if (found) return codeInput.current?.focus();
    if (!(await confirm({ title: '解绑手机号', text: BINDING_MESSAGES.unbindConfirm }))) return;
    try {
      await unbind({ variables: { code }, context: QUIET });
      showSuccess(BINDING_MESSAGES.unbound);
    } catch (caught) {
      const failure = serverFailure(caught);
      if (fieldOf<'code'>(failure, { code: 'code' })) {
        setError(failure.message);
        codeInput.current?.focus();
      } else showError(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="解绑手机号">
      <Stack gap="4" maxW="md">
        <Text fontSize="sm" color="fg.muted">
          解绑需验证已绑定的手机号 {maskPhone(phone)}：验证码将发送到该手机。
        </Text>
        <CodeField
          code={code}
          error={error}
          inputRef={codeInput}
          onSend={onSend}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
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
