import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Code, HStack, Image, Input, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuCopy, LuMail } from 'react-icons/lu';
import { FormField, registerClearing } from '../../components/ui/form-field';
import { showError, showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { serverFailure } from '../auth/form';

const ShareQrCodeQuery = graphql(`
  query ShareButtonQrCodeQuery($resourceId: ID!) {
    resourceShareQrCode(resourceId: $resourceId) {
      text
      image
    }
  }
`);

const ShareByEmailMutation = graphql(`
  mutation ShareResourceByEmail($resourceId: ID!, $email: String!) {
    shareResourceByEmail(resourceId: $resourceId, email: $email)
  }
`);

const RecordLinkShareMutation = graphql(`
  mutation RecordResourceLinkShare($resourceId: ID!) {
    recordResourceLinkShare(resourceId: $resourceId)
  }
`);

/** Addresses as the server accepts them, roughly: the server's check decides. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SHARE_MESSAGES = {
  email: '请输入邮箱地址',
  emailInvalid: '请输入有效的邮箱地址',
  copied: '链接已复制',
  copyFailed: '复制失败，请手动复制链接',
  sent: '已发送到邮箱',
} as const;

/** Failures are shown in the dialog, not by the global error link. */
const QUIET = { quiet: true };

/** The dialog's content: the QR code, the link to copy, and sending it by e-mail; loaded when a reader opens 分享. */
export function ShareDialogBody({ resourceId }: { resourceId: string }) {
  const { data, loading, error } = useQuery(ShareQrCodeQuery, { variables: { resourceId }, context: QUIET, fetchPolicy: 'cache-first' });
  const qr = data?.resourceShareQrCode;
  // 分享统计 counts a copied link; a failure to count is not the reader's concern.
  const [recordLinkShare] = useMutation(RecordLinkShareMutation, { context: QUIET });

  if (error && !qr) {
    return (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>{serverFailure(error).message}</Alert.Title>
      </Alert.Root>
    );
  }

  const copy = async () => {
    if (!qr) return;
    try {
      await navigator.clipboard.writeText(qr.text);
      showSuccess(SHARE_MESSAGES.copied);
      void recordLinkShare({ variables: { resourceId } }).catch(() => undefined);
    } catch {
      showError(SHARE_MESSAGES.copyFailed);
    }
  };

  return (
    <Stack gap="5">
      <Stack align="center" gap="2" aria-busy={loading && !qr}>
        {qr ? (
          <Image src={qr.image} alt="资源二维码" boxSize="200px" borderRadius="md" borderWidth="1px" borderColor="border.muted" />
        ) : (
          <Skeleton boxSize="200px" borderRadius="md" />
        )}
        <Text fontSize="sm" color="fg.muted">
          用手机扫一扫，打开资源页面
        </Text>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="medium">资源链接</Text>
        <HStack gap="2" align="stretch">
          <Box flex="1" minW="0">
            {qr ? (
              <Code display="block" p="2" fontSize="xs" wordBreak="break-all" data-testid="share-link">
                {qr.text}
              </Code>
            ) : (
              <Skeleton h="8" />
            )}
          </Box>
          <Button variant="outline" colorPalette="brand" onClick={() => void copy()} disabled={!qr} flexShrink={0}>
            <LuCopy /> 复制链接
          </Button>
        </HStack>
      </Stack>
      <Separator />
      <EmailShareForm resourceId={resourceId} />
    </Stack>
  );
}

function EmailShareForm({ resourceId }: { resourceId: string }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' }, reValidateMode: 'onSubmit' });
  const field = registerClearing(form);
  const [failure, setFailure] = useState<string>();
  const [send, { loading }] = useMutation(ShareByEmailMutation);

  const submit = form.handleSubmit(
    async ({ email }) => {
      const address = email.trim();
      setFailure(undefined);
      try {
        await send({ variables: { resourceId, email: address }, context: QUIET });
        showSuccess(`${SHARE_MESSAGES.sent} ${address}`);
        form.reset();
      } catch (caught) {
        const answer = serverFailure(caught);
        if (answer.field === 'email' && answer.status === 400) form.setError('email', { type: 'server', message: answer.message });
        else setFailure(answer.message);
      }
    },
    () => setFailure(undefined),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3">
        <FormField label="发送到邮箱" error={form.formState.errors.email?.message} helper="将资源的标题、简介和链接发送到该邮箱">
          <HStack gap="2" w="full" align="flex-start">
            <Input
              {...field('email', {
                validate: (value) => {
                  const address = value.trim();
                  if (!address) return SHARE_MESSAGES.email;
                  return EMAIL_PATTERN.test(address) || SHARE_MESSAGES.emailInvalid;
                },
              })}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="请输入邮箱地址"
              maxLength={254}
              flex="1"
              minW="0"
            />
            <Button type="submit" colorPalette="brand" loading={loading} loadingText="发送中" flexShrink={0}>
              <LuMail /> 发送
            </Button>
          </HStack>
        </FormField>
        {failure && (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </form>
  );
}
