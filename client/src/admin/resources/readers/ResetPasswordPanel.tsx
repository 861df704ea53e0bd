import { useMutation } from '@apollo/client/react';
import { Button, Code, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { showSuccess } from '../../../components/ui/toaster';
import { graphql } from '../../gql';

const ResetReaderPassword = graphql(`
  mutation ResetReaderPassword($id: ID!, $password: String) {
    result: resetReaderPassword(id: $id, password: $password) {
      generatedPassword
      reader {
        id
      }
    }
  }
`);

export const PASSWORD_RESET = '密码已重置';
const MIN = 6;

/**
 * 重置密码 of one reader (a row dialog of 用户管理): a password the desk chooses, or one the server
 * generates and shows here once. Either way the reader's sessions end and the change is logged.
 */
export function ResetPasswordPanel({ readerId }: { readerId: string }) {
  const [mode, setMode] = useState<'generate' | 'choose'>('generate');
  // The error stays until the next try (reValidateMode), as the desk reads it while typing.
  const form = useForm<{ password: string }>({ defaultValues: { password: '' }, reValidateMode: 'onSubmit' });
  const error = form.formState.errors.password?.message;
  const [generated, setGenerated] = useState<string>();
  const [reset, { loading }] = useMutation(ResetReaderPassword);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const { data } = await reset({ variables: { id: readerId, password: mode === 'choose' ? password : undefined } });
      setGenerated(data?.result.generatedPassword ?? undefined);
      form.reset({ password: '' });
      showSuccess(PASSWORD_RESET);
    } catch {
      // The error link has said why.
    }
  });

  if (generated) {
    return (
      <Stack gap="3">
        <Text>新密码（只显示这一次，请告知读者）：</Text>
        <Code fontSize="lg" px="3" py="2" aria-label="新密码">
          {generated}
        </Code>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <RadioGroup.Root value={mode} onValueChange={(e) => setMode(e.value as 'generate' | 'choose')} colorPalette="brand" aria-label="密码方式">
        <HStack gap="5">
          <RadioGroup.Item value="generate">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>随机生成</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="choose">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>指定密码</RadioGroup.ItemText>
          </RadioGroup.Item>
        </HStack>
      </RadioGroup.Root>
      {mode === 'choose' && (
        <FormField label="新密码" error={error}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('password', { validate: (value) => value.length >= MIN || `密码至少 ${MIN} 位` })}
          />
        </FormField>
      )}
      <Text fontSize="sm" color="fg.muted">
        重置后该读者在所有设备上的登录都将失效。
      </Text>
      <HStack justify="flex-end">
        <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
          重置密码
        </Button>
      </HStack>
    </Stack>
  );
}
