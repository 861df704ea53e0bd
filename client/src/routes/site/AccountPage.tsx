import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showError, showSuccess } from '../../components/ui/toaster';
import { AuthShell } from '../../features/auth/AuthShell';
import { CaptchaImage } from '../../features/auth/CaptchaImage';
import { FormField } from '../../features/auth/FormField';
import { fieldOf, hasErrors, MESSAGES, serverFailure, type FieldErrors } from '../../features/auth/form';
import { PasswordInput } from '../../features/auth/PasswordInput';
import { graphql } from '../../gql';
import { tokens } from '../../lib/tokens';

const CaptchaQuery = graphql(`
  query AccountPageCaptcha {
    adminCaptcha {
      key
      image
      expiresAt
    }
  }
`);

const AdminLoginMutation = graphql(`
  mutation AccountPageLogin($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      token
      expiresAt
      admin {
        id
        name
        username
      }
    }
  }
`);

/** Where an administrator lands after logging in (spec §2). */
export const ADMIN_HOME = '/admin/home/carousel';

type AdminField = 'username' | 'password' | 'captchaCode';

/** Server field names → the form's fields (a missing or stale captcha key belongs to the captcha). */
const SERVER_FIELDS: Record<string, AdminField> = {
  username: 'username',
  password: 'password',
  captchaCode: 'captchaCode',
  captchaKey: 'captchaCode',
};

/** /account: administrator login with a picture captcha. */
export function AccountPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<AdminField>>({});
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const captchaInput = useRef<HTMLInputElement>(null);
  // Called from handlers only: refs are not read during render.
  const focus = (field: AdminField) => ({ username: usernameInput, password: passwordInput, captchaCode: captchaInput })[field].current?.focus();

  // Every captcha is one use: never from the cache.
  const captcha = useQuery(CaptchaQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [login, { loading }] = useMutation(AdminLoginMutation);

  const { refetch } = captcha;
  const refreshCaptcha = () => {
    setCaptchaCode('');
    void refetch().catch(() => undefined);
  };

  // A captcha lives five minutes: fetch a new one when it runs out.
  const expiresAt = captcha.data?.adminCaptcha.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = new Date(expiresAt).getTime() - Date.now();
    if (!(wait > 0)) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), Math.min(wait, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);

  const change = (field: AdminField, set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const code = captchaCode.trim();
    const found: FieldErrors<AdminField> = {
      username: name ? undefined : MESSAGES.username,
      password: password ? undefined : MESSAGES.password,
      captchaCode: code ? undefined : MESSAGES.captcha,
    };
    setErrors(found);
    if (hasErrors(found)) {
      focus(found.username ? 'username' : found.password ? 'password' : 'captchaCode');
      return;
    }
    try {
      const { data } = await login({
        variables: { input: { username: name, password, captchaCode: code, captchaKey: captcha.data?.adminCaptcha.key ?? '' } },
        context: { quiet: true, admin: true },
      });
      if (!data) throw new Error('empty answer');
      tokens.setAdmin(data.adminLogin.token);
      showSuccess(MESSAGES.success);
      navigate(ADMIN_HOME, { replace: true });
    } catch (error) {
      const failure = serverFailure(error);
      const field = fieldOf(failure, SERVER_FIELDS);
      if (field) {
        setErrors({ [field]: failure.message });
        focus(field);
      } else showError(failure.message);
      // The captcha the server saw is used up, right or wrong.
      refreshCaptcha();
    }
  };

  return (
    <AuthShell
      title="管理员登录"
      subtitle="图书馆门户后台管理系统"
      variant="admin"
      footer={
        <Link asChild color="brand.600" fontSize="sm">
          <RouterLink to="/index">返回门户首页</RouterLink>
        </Link>
      }
    >
      <form onSubmit={submit} noValidate aria-label="管理员登录">
        <Stack gap="4">
          <FormField label="用户名" error={errors.username}>
            <Input
              ref={usernameInput}
              name="username"
              autoComplete="username"
              placeholder="请输入用户名"
              maxLength={64}
              value={username}
              onChange={change('username', setUsername)}
            />
          </FormField>
          <FormField label="密码" error={errors.password}>
            <PasswordInput
              ref={passwordInput}
              name="password"
              autoComplete="current-password"
              placeholder="请输入密码"
              maxLength={128}
              value={password}
              onChange={change('password', setPassword)}
            />
          </FormField>
          <FormField label="验证码" error={errors.captchaCode}>
            <HStack gap="2" w="full" align="center">
              <Input
                ref={captchaInput}
                name="captchaCode"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder="不区分大小写"
                maxLength={8}
                flex="1"
                minW="0"
                value={captchaCode}
                onChange={change('captchaCode', setCaptchaCode)}
              />
              <CaptchaImage image={captcha.data?.adminCaptcha.image} loading={captcha.loading} onRefresh={refreshCaptcha} />
            </HStack>
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={loading} loadingText="登录中">
            登录
          </Button>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            连续输错 5 次将锁定 15 分钟，如忘记密码请联系系统管理员。
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
