import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const COLUMNS = { base: 2, sm: 3, lg: 4 };

/** Cards in a responsive grid, as a list (one item per card). */
export function ResourceGrid({ children, busy, columns = COLUMNS }: { children: ReactNode; busy?: boolean; columns?: Record<string, number> }) {
  return (
    <SimpleGrid
      as="ul"
      columns={columns}
      gap={{ base: '3', md: '5' }}
      listStyleType="none"
      m="0"
      p="0"
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.2s"
      aria-busy={busy || undefined}
    >
      {children}
    </SimpleGrid>
  );
}

export const GridItem = ({ children }: { children: ReactNode }) => (
  <Box as="li" minW="0">
    {children}
  </Box>
);

/** Placeholder cards while the first page loads. */
export function GridSkeleton({ count = 8, label = '列表加载中' }: { count?: number; label?: string }) {
  return (
    <SimpleGrid columns={COLUMNS} gap={{ base: '3', md: '5' }} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="2">
          <Skeleton aspectRatio={3 / 4} borderRadius="md" />
          <Skeleton h="4" w="80%" />
          <Skeleton h="3" w="60%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
