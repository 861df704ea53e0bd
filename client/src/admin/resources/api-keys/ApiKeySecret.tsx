import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCopy } from 'react-icons/lu';
import { showError } from '../../../components/ui/toaster';

/** A key's secret, shown once (issued or rotated), with 复制 and how to use it. */
export function ApiKeySecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      showError('复制失败，请手动选择密钥复制');
    }
  };
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">密钥只显示这一次，请立即复制并交给使用方妥善保管：</Text>
      <HStack align="stretch">
        <Code flex="1" fontSize="md" px="3" py="2" wordBreak="break-all" aria-label="接口密钥">
          {secret}
        </Code>
        <Button variant="outline" onClick={() => void copy()}>
          <LuCopy /> {copied ? '已复制' : '复制'}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        调用 /graphql 或 /api 时在请求头 X-API-Key 中携带此密钥；超过限额的请求返回 429 并在 Retry-After 中给出等待秒数。
      </Text>
    </Stack>
  );
}
