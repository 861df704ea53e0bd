import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showError, showSuccess } from '../../components/ui/toaster';
import { AuthShell } from '../../features/auth/AuthShell';
import { CaptchaField, useCaptcha } from '../../features/auth/CaptchaField';
import { FormField } from '../../features/auth/FormField';
import { fieldOf, hasErrors, MESSAGES, serverFailure, type FieldErrors } from '../../features/auth/form';
import { PasswordInput } from '../../features/auth/PasswordInput';
import { graphql } from '../../gql';
import { tokens } from '../../lib/tokens';

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
  const [errors, setErrors] = useState<FieldErrors<AdminField>>({});
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const captchaInput = useRef<HTMLInputElement>(null);
  // Called from handlers only: refs are not read during render.
  const focus = (field: AdminField) => ({ username: usernameInput, password: passwordInput, captchaCode: captchaInput })[field].current?.focus();

  const captcha = useCaptcha();
  const [login, { loading }] = useMutation(AdminLoginMutation);

  const change = (field: AdminField, set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const code = captcha.code.trim();
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
        variables: { input: { username: name, password, captchaCode: code, captchaKey: captcha.key } },
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
      captcha.refresh();
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
      {/* post: a form sent before the app works (lib/early-input.ts holds it once main.tsx runs) never puts the password in an address. */}
      <form method="post" onSubmit={submit} noValidate aria-label="管理员登录">
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
          <CaptchaField
            captcha={captcha}
            error={errors.captchaCode}
            inputRef={captchaInput}
            onInput={() => setErrors((current) => ({ ...current, captchaCode: undefined }))}
          />
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={loading} loadingText="登录中">
            登录
          </Button>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            如忘记密码请联系系统管理员。
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
