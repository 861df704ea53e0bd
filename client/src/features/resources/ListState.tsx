import { Box, Button } from '@chakra-ui/react';
import { EmptyNote } from '../site/EmptyNote';

/** A list that could not load, with 重新加载. */
export function ListFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Box py="10" role="alert">
      <EmptyNote title="内容加载失败" description="网络似乎开了小差，请稍候再试。">
        <Button colorPalette="brand" size="sm" onClick={onRetry}>
          重新加载
        </Button>
      </EmptyNote>
    </Box>
  );
}

/** An empty list. */
export function ListEmpty({ title, description = '敬请关注后续上架。' }: { title: string; description?: string }) {
  return (
    <Box py="10">
      <EmptyNote title={title} description={description} />
    </Box>
  );
}
