import { useMutation } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showSuccess } from '../../../components/ui/toaster';
import { graphql } from '../../gql';
import { ApiKeySecret } from './ApiKeySecret';

const RotateApiKey = graphql(`
  mutation RotateApiKey($id: ID!) {
    result: rotateApiKey(id: $id) {
      id
      prefix
      secret
      rotatedAt
    }
  }
`);

export const ROTATED = '密钥已轮换';

/** 轮换 (a row dialog of 接口密钥): a new secret, shown once; the old one stops working at once. */
export function RotateApiKeyPanel({ keyId }: { keyId: string }) {
  const [secret, setSecret] = useState<string>();
  const [rotate, { loading }] = useMutation(RotateApiKey);
  const submit = async () => {
    try {
      const { data } = await rotate({ variables: { id: keyId } });
      setSecret(data?.result.secret ?? undefined);
      showSuccess(ROTATED);
    } catch {
      // The error link has said why.
    }
  };
  if (secret) return <ApiKeySecret secret={secret} />;
  return (
    <Stack gap="4">
      <Text>轮换后旧密钥立即失效，使用方需要换用新密钥。</Text>
      <HStack justify="flex-end">
        <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
          轮换密钥
        </Button>
      </HStack>
    </Stack>
  );
}
