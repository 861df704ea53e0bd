import { Flex, Heading, Text } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * A list page's h1 with its count on the right (共 N 条, or 共 N+ 条 when the server stopped counting
 * at its cap), over the section's blue rule.
 */
export function PageHeading({
  title,
  total,
  capped,
  headingRef,
}: {
  title: string;
  total?: number;
  capped?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Flex align="baseline" justify="space-between" gap="4" mt="4" pb="4" borderBottom="2px solid" borderColor="brand.600" wrap="wrap">
      <Heading as="h1" ref={headingRef} tabIndex={-1} outline="none" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800">
        {title}
      </Heading>
      {total !== undefined && total > 0 && (
        <Text fontSize="sm" color="fg.muted">
          共 {total}
          {capped ? '+' : ''} 条
        </Text>
      )}
    </Flex>
  );
}
