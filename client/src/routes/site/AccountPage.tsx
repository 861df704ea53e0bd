import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showError, showSuccess } from '../../components/ui/toaster';
import { AuthShell } from '../../features/auth/AuthShell';
import { CaptchaField, useCaptcha } from '../../features/auth/CaptchaField';
import { FormField, registerClearing } from '../../components/ui/form-field';
import { fieldOf, MESSAGES, serverFailure } from '../../features/auth/form';
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

type AdminLogin = Record<AdminField, string>;

/** /account: administrator login with a picture captcha. */
export function AccountPage() {
  const navigate = useNavigate();
  const form = useForm<AdminLogin>({ defaultValues: { username: '', password: '', captchaCode: '' }, reValidateMode: 'onSubmit' });
  const { formState, setError, setValue, setFocus } = form;
  const { errors } = formState;
  const field = registerClearing(form);

  const captcha = useCaptcha();
  const renewCaptcha = () => {
    captcha.refresh();
    setValue('captchaCode', '');
  };
  const [login, { loading }] = useMutation(AdminLoginMutation);

  const submit = form.handleSubmit(async ({ username, password, captchaCode }) => {
    try {
      const { data } = await login({
        variables: { input: { username: username.trim(), password, captchaCode: captchaCode.trim(), captchaKey: captcha.key } },
        context: { quiet: true, admin: true },
      });
      if (!data) throw new Error('empty answer');
      tokens.setAdmin(data.adminLogin.token);
      showSuccess(MESSAGES.success);
      navigate(ADMIN_HOME, { replace: true });
    } catch (error) {
      const failure = serverFailure(error);
      const named = fieldOf(failure, SERVER_FIELDS);
      // The captcha the server saw is used up, right or wrong.
      renewCaptcha();
      if (named) {
        setError(named, { type: 'server', message: failure.message });
        setFocus(named);
      } else showError(failure.message);
    }
  });

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
      <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-label="管理员登录">
        <Stack gap="4">
          <FormField label="用户名" error={errors.username?.message} required>
            <Input
              {...field('username', { validate: (value) => !!value.trim() || MESSAGES.username })}
              autoComplete="username"
              placeholder="请输入用户名"
              maxLength={64}
            />
          </FormField>
          <FormField label="密码" error={errors.password?.message} required>
            <PasswordInput
              {...field('password', { required: MESSAGES.password })}
              autoComplete="current-password"
              placeholder="请输入密码"
              maxLength={128}
            />
          </FormField>
          <CaptchaField
            captcha={captcha}
            error={errors.captchaCode?.message}
            input={field('captchaCode', { validate: (value) => !!value.trim() || MESSAGES.captcha })}
            onRefresh={renewCaptcha}
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
