import { useQuery } from '@apollo/client/react';
import { HStack, Input } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { graphql } from '../../gql';
import { CaptchaImage } from './CaptchaImage';

const CaptchaQuery = graphql(`
  query LoginCaptcha {
    adminCaptcha {
      key
      image
      expiresAt
    }
  }
`);

export interface Captcha {
  key: string;
  image?: string;
  loading: boolean;
  /** A new picture: after every try, right or wrong, since each is one use (the form empties its answer). */
  refresh(): void;
}

/**
 * A picture captcha for a login form: the admin login always shows one; the reader login once the
 * server asks for it after repeated failures (`active` turns it on). Never from the cache, and
 * renewed when it runs out (five minutes).
 */
export function useCaptcha(active = true): Captcha {
  const query = useQuery(CaptchaQuery, {
    skip: !active,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { refetch } = query;
  const expiresAt = query.data?.adminCaptcha.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = new Date(expiresAt).getTime() - Date.now();
    if (!(wait > 0)) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), Math.min(wait, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);
  return {
    key: query.data?.adminCaptcha.key ?? '',
    image: query.data?.adminCaptcha.image,
    loading: query.loading,
    refresh: () => {
      if (active) void refetch().catch(() => undefined);
    },
  };
}

interface CaptchaFieldProps {
  captcha: Captcha;
  /** 验证码 on the admin login; the reader login, which also has an SMS 验证码, says 图形验证码. */
  label?: string;
  error?: string;
  /** The form's registration of its `captchaCode` field. */
  input: UseFormRegisterReturn<'captchaCode'>;
  /** A new picture and an empty answer (the picture's own button). */
  onRefresh(): void;
}

/** The answer box beside the picture, a field of the login form. */
export function CaptchaField({ captcha, label = '验证码', error, input, onRefresh }: CaptchaFieldProps) {
  return (
    <FormField label={label} error={error} required>
      <HStack gap="2" w="full" align="center">
        <Input {...input} autoComplete="off" autoCapitalize="off" spellCheck={false} placeholder="不区分大小写" maxLength={8} flex="1" minW="0" />
        <CaptchaImage image={captcha.image} loading={captcha.loading} onRefresh={onRefresh} />
      </HStack>
    </FormField>
  );
}
