import { Box, Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';

/** "Nothing here" for a block or a list: an icon, a title and an optional description or action. */
export function EmptyNote({
  title = '暂无内容',
  description,
  children,
  icon,
  size = 'sm',
}: {
  title?: string;
  description?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <EmptyState.Root size={size}>
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">{icon ?? <LuInbox />}</EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as="p" fontSize="md" color="fg.default">
            {title}
          </EmptyState.Title>
          {description && <EmptyState.Description color="fg.muted">{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A block whose content could not be loaded: says so (an alert) and offers 重新加载. */
export function LoadFailedNote({ onRetry }: { onRetry: () => void }) {
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
