import { Flex, Heading, Text } from '@chakra-ui/react';
import type { Ref } from 'react';

/** A personal-centre list's h1 (focused when the page changes) with its count, 共 N 条, on the right. */
export function PersonalHeading({ title, total, headingRef }: { title: string; total?: number; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Flex align="baseline" justify="space-between" gap="3" wrap="wrap">
      <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1} outline="none">
        {title}
      </Heading>
      {total !== undefined && total > 0 && (
        <Text fontSize="sm" color="fg.muted">
          共 {total} 条
        </Text>
      )}
    </Flex>
  );
}
