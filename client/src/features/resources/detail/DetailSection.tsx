import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of a detail page (馆藏信息, 目录, 相关推荐…). */
export function DetailSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt={{ base: '8', md: '10' }}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" pb="3" mb="4" borderBottom="1px solid" borderColor="border">
        <Heading
          as="h2"
          id={id}
          fontSize="lg"
          fontWeight="bold"
          color="brand.800"
          borderLeft="4px solid"
          borderColor="brand.600"
          pl="3"
          lineHeight="1.3"
        >
          {title}
        </Heading>
        {aside}
      </Flex>
      {children}
    </Box>
  );
}
