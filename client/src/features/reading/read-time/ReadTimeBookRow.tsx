import { Card, Flex, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceKind } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { KIND_LABELS, resourceDetailPath } from '../../resources/kinds';
import { ResourceCover } from '../../resources/ResourceCover';
import { formatProgress, formatReadTime } from './format-read-time';

export interface ReadTimeBook {
  resource: { id: string; kind: ResourceKind; title: string; cover?: string | null };
  seconds: number;
  lastReadAt: string;
  progress?: number | null;
}

/** One book read: cover, title linking to its detail page, time spent, where the reader stands, when last read. */
export function ReadTimeBookRow({ book }: { book: ReadTimeBook }) {
  const { resource } = book;
  return (
    <Card.Root as="li" size="sm" borderRadius="lg" data-testid="read-book">
      <Card.Body>
        <Flex gap="4" align="flex-start">
          <ResourceCover kind={resource.kind} cover={resource.cover} title={resource.title} width={100} w={{ base: '14', md: '16' }} flexShrink={0} />
          <Stack gap="1.5" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.700' }}>
                <RouterLink to={resourceDetailPath(resource.kind, resource.id)}>{resource.title}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted">
                {KIND_LABELS[resource.kind]}
              </Text>
            </HStack>
            <Flex gap={{ base: '1', md: '4' }} wrap="wrap" direction={{ base: 'column', sm: 'row' }} fontSize="sm" color="fg.muted">
              <Text>阅读时长 {formatReadTime(book.seconds)}</Text>
              <Text>阅读进度 {formatProgress(book.progress)}</Text>
              <Text>最近阅读 {formatDateTime(book.lastReadAt)}</Text>
            </Flex>
            {book.progress !== null && book.progress !== undefined && (
              <Progress.Root value={Math.round(book.progress * 100)} size="xs" maxW="xs" colorPalette="brand">
                <Progress.Track aria-label={`《${resource.title}》阅读进度`}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
