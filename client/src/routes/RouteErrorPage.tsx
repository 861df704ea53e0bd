import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouteLoadTimeout } from '../lib/lazy-route';

/** Shown when a route fails to load (time-out after 120000 ms, network) or throws: with a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  const timedOut = error instanceof RouteLoadTimeout;
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/.test(error.message);
  const text = timedOut
    ? error.message
    : chunkFailed
      ? '页面加载失败，请检查网络后重试'
      : isRouteErrorResponse(error)
        ? error.statusText
        : '页面出错了，请稍候再试';
  return (
    <Box role="alert" minH="60vh" display="flex" alignItems="center" justifyContent="center" p="8">
      <Stack align="center" gap="4" textAlign="center">
        <Heading size="lg">页面暂时无法显示</Heading>
        <Text color="fg.muted">{text}</Text>
        <Stack direction="row" gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            重试
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/index')}>
            返回首页
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
