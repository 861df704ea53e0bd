import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, HStack, Input, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { showError, showSuccess } from '../../components/ui/toaster';
import { AuthShell } from '../../features/auth/AuthShell';
import { CaptchaField, useCaptcha } from '../../features/auth/CaptchaField';
import { FormField, registerClearing } from '../../components/ui/form-field';
import {
  checkPhone,
  checkSmsCode,
  digitsOnly,
  fieldOf,
  looksLikeAccount,
  MESSAGES,
  PHONE_PATTERN,
  safeRedirect,
  serverFailure,
} from '../../features/auth/form';
import { PasswordInput } from '../../features/auth/PasswordInput';
import { SmsCodeButton } from '../../features/auth/SmsCodeButton';
import { graphql } from '../../gql';
import { useGlobalState } from '../../lib/global-state';
import { tokens } from '../../lib/tokens';
import { saveUserInfo } from '../../lib/user-info';

const ReaderLoginMutation = graphql(`
  mutation LoginPageReaderLogin($input: ReaderLoginInput!) {
    readerLogin(input: $input) {
      token
      loginType
      expiresAt
      reader {
        id
        name
        cardNumber
        level
      }
    }
  }
`);

const SendSmsCodeMutation = graphql(`
  mutation LoginPageSendSmsCode($input: SmsCodeInput!) {
    sendSmsCode(input: $input) {
      resendAfter
      expiresAt
    }
  }
`);

/** Spec §3: login type 2 is the reader card, 1 the phone with an SMS code. */
export const LOGIN_TYPE_CARD = 2;
export const LOGIN_TYPE_SMS = 1;

type Tab = 'card' | 'sms';
type CardLogin = { cardNumber: string; password: string; captchaCode: string };
type SmsLogin = { phone: string; code: string; captchaCode: string };

/** Login failures are shown by the form itself, not by the global error link. */
const QUIET = { quiet: true };

/** /login: reader login by reader card (读者证登录) or by phone and SMS code (手机验证码登录). */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const client = useApolloClient();
  const { setUserInfo } = useGlobalState();

  // The name typed before the last login (cookie, 7 days) is offered again.
  const [remembered] = useState(() => {
    const name = tokens.userName();
    return looksLikeAccount(name) ? name : '';
  });
  const rememberedPhone = PHONE_PATTERN.test(remembered);
  const [tab, setTab] = useState<Tab>(rememberedPhone ? 'sms' : 'card');

  const cardForm = useForm<CardLogin>({
    defaultValues: { cardNumber: rememberedPhone ? '' : remembered, password: '', captchaCode: '' },
    reValidateMode: 'onSubmit',
  });
  const smsForm = useForm<SmsLogin>({
    defaultValues: { phone: rememberedPhone ? remembered : '', code: '', captchaCode: '' },
    reValidateMode: 'onSubmit',
  });
  const cardField = registerClearing(cardForm);
  const smsField = registerClearing(smsForm);
  const cardErrors = cardForm.formState.errors;
  const smsErrors = smsForm.formState.errors;

  // After repeated failures on an account the server asks for a picture captcha (field captchaCode):
  // from then on both forms show one.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha(captchaNeeded);
  const renewCaptcha = () => {
    captcha.refresh();
    cardForm.setValue('captchaCode', '');
    smsForm.setValue('captchaCode', '');
  };
  const captchaRule = { validate: (value: string) => !captchaNeeded || !!value.trim() || MESSAGES.captcha };

  const [login, { loading: loggingIn }] = useMutation(ReaderLoginMutation);
  const [requestCode] = useMutation(SendSmsCodeMutation);

  const loginWith = async (
    input: { loginType: number; cardNumber?: string; password?: string; phone?: string; code?: string },
    captchaCode: string,
  ) => {
    const solved = captchaNeeded ? { captchaKey: captcha.key, captchaCode: captchaCode.trim() } : {};
    try {
      const { data } = await login({ variables: { input: { ...input, ...solved } }, context: QUIET });
      const session = data?.readerLogin;
      if (!session) throw new Error('empty answer');
      tokens.setReader(session.token, session.loginType);
      const info = {
        name: session.reader.name,
        cardNumber: session.reader.cardNumber,
        level: session.reader.level,
      };
      saveUserInfo(info);
      setUserInfo(info);
      // Nothing cached for a previous visitor may leak into this reader's pages.
      void client.clearStore();
      showSuccess(MESSAGES.success);
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      const failure = serverFailure(error);
      // A captcha is one use, right or wrong.
      if (captchaNeeded) renewCaptcha();
      if (failure.field === 'captchaCode') setCaptchaNeeded(true);
      if (input.loginType === LOGIN_TYPE_CARD) {
        const field = fieldOf<keyof CardLogin>(failure, { cardNumber: 'cardNumber', password: 'password', captchaCode: 'captchaCode' });
        if (field) {
          cardForm.setError(field, { type: 'server', message: failure.message });
          cardForm.setFocus(field);
        } else showError(failure.message);
      } else {
        const field = fieldOf<keyof SmsLogin>(failure, { phone: 'phone', code: 'code', captchaCode: 'captchaCode' });
        if (field) {
          smsForm.setError(field, { type: 'server', message: failure.message });
          smsForm.setFocus(field);
        } else showError(failure.message);
      }
    }
  };

  const submitCard = cardForm.handleSubmit(({ cardNumber, password, captchaCode }) => {
    const number = cardNumber.trim();
    tokens.setUserName(number);
    void loginWith({ loginType: LOGIN_TYPE_CARD, cardNumber: number, password }, captchaCode);
  });

  const submitSms = smsForm.handleSubmit(({ phone, code, captchaCode }) => {
    tokens.setUserName(phone);
    void loginWith({ loginType: LOGIN_TYPE_SMS, phone, code }, captchaCode);
  });

  const sendCode = async (): Promise<number | undefined> => {
    if (!(await smsForm.trigger('phone', { shouldFocus: true }))) return undefined;
    const phone = smsForm.getValues('phone');
    try {
      const { data } = await requestCode({ variables: { input: { phone } }, context: QUIET });
      showSuccess(MESSAGES.smsSent);
      smsForm.setFocus('code');
      return data?.sendSmsCode.resendAfter ?? 60;
    } catch (error) {
      const failure = serverFailure(error);
      const field = fieldOf<'phone'>(failure, { phone: 'phone' });
      if (field) smsForm.setError('phone', { type: 'server', message: failure.message });
      else showError(failure.message);
      return undefined;
    }
  };

  const agreement = (
    <Text fontSize="xs" color="fg.muted" textAlign="center">
      登录即表示同意
      <Link asChild color="brand.600" fontSize="xs">
        <RouterLink to="/userProtocol">《用户服务协议》</RouterLink>
      </Link>
      和
      <Link asChild color="brand.600" fontSize="xs">
        <RouterLink to="/privacyPolicy">《隐私政策》</RouterLink>
      </Link>
    </Text>
  );

  return (
    <AuthShell title="读者登录" subtitle="登录后可借阅续借、收藏资源、报名活动" footer={agreement}>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} variant="line" colorPalette="brand" fitted>
        <Tabs.List mb="5">
          <Tabs.Trigger value="card">读者证登录</Tabs.Trigger>
          <Tabs.Trigger value="sms">手机验证码登录</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="card" p="0">
          {/* post: a form sent before the app works (lib/early-input.ts holds it once main.tsx runs) never puts the password in an address. */}
          <form method="post" onSubmit={(event) => void submitCard(event)} noValidate aria-label="读者证登录">
            <Stack gap="4">
              <FormField label="读者证号" error={cardErrors.cardNumber?.message} required>
                <Input
                  {...cardField('cardNumber', { validate: (value) => !!value.trim() || MESSAGES.cardNumber })}
                  autoComplete="username"
                  placeholder="请输入读者证号"
                  maxLength={32}
                />
              </FormField>
              <FormField label="密码" error={cardErrors.password?.message} required>
                <PasswordInput
                  {...cardField('password', { required: MESSAGES.password })}
                  autoComplete="current-password"
                  placeholder="请输入密码"
                  maxLength={128}
                />
              </FormField>
              {captchaNeeded && tab === 'card' && (
                <CaptchaField
                  captcha={captcha}
                  label="图形验证码"
                  error={cardErrors.captchaCode?.message}
                  input={cardField('captchaCode', captchaRule)}
                  onRefresh={renewCaptcha}
                />
              )}
              <Button type="submit" colorPalette="brand" size="lg" w="full" loading={loggingIn && tab === 'card'} loadingText="登录中">
                登录
              </Button>
              <Text fontSize="xs" color="fg.muted">
                忘记密码？请携带有效证件到馆服务台办理重置。
              </Text>
            </Stack>
          </form>
        </Tabs.Content>

        <Tabs.Content value="sms" p="0">
          <form method="post" onSubmit={(event) => void submitSms(event)} noValidate aria-label="手机验证码登录">
            <Stack gap="4">
              <FormField label="手机号" error={smsErrors.phone?.message} required>
                <Input
                  {...digitsOnly(smsField('phone', { validate: checkPhone }))}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  placeholder="请输入手机号"
                  maxLength={11}
                />
              </FormField>
              <FormField label="验证码" error={smsErrors.code?.message} required>
                <HStack gap="2" w="full">
                  <Input
                    {...digitsOnly(smsField('code', { validate: checkSmsCode }))}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder="6位数字验证码"
                    maxLength={6}
                    flex="1"
                    minW="0"
                  />
                  <SmsCodeButton onSend={sendCode} />
                </HStack>
              </FormField>
              {captchaNeeded && tab === 'sms' && (
                <CaptchaField
                  captcha={captcha}
                  label="图形验证码"
                  error={smsErrors.captchaCode?.message}
                  input={smsField('captchaCode', captchaRule)}
                  onRefresh={renewCaptcha}
                />
              )}
              <Button type="submit" colorPalette="brand" size="lg" w="full" loading={loggingIn && tab === 'sms'} loadingText="登录中">
                登录
              </Button>
              <Text fontSize="xs" color="fg.muted">
                请使用办理读者证时登记的手机号。
              </Text>
            </Stack>
          </form>
        </Tabs.Content>
      </Tabs.Root>
      <HStack justify="center" mt="4" fontSize="sm" color="fg.muted" gap="1">
        <Text>图书馆工作人员？</Text>
        <Link asChild color="brand.600">
          <RouterLink to="/account">管理员登录</RouterLink>
        </Link>
      </HStack>
    </AuthShell>
  );
}
