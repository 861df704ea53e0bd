import { Card, Heading, Text } from '@chakra-ui/react';
import type { DatabaseAccess_DatabaseFragment, ResourceCard_ResourceFragment } from '../../gql/graphql';
import { DatabaseAccess } from './DatabaseAccess';
import { ResourceCover } from './ResourceCover';

/** A database in the list: it has no detail page, so its card carries the access rules and the button. */
export function DatabaseCard({
  resource,
  database,
}: {
  resource: ResourceCard_ResourceFragment & { summary?: string | null };
  database: DatabaseAccess_DatabaseFragment;
}) {
  return (
    <Card.Root as="article" h="full" overflow="hidden" borderColor="border.muted">
      <ResourceCover kind="database" cover={resource.cover} title={resource.title} borderRadius="0" />
      <Card.Body p="4" gap="2">
        <Heading as="h2" fontSize="md" fontWeight="semibold" lineHeight="1.5" lineClamp="2" title={resource.title}>
          {resource.title}
        </Heading>
        {resource.publisher && (
          <Text fontSize="sm" color="fg.muted">
            {resource.publisher}
          </Text>
        )}
        {resource.summary && (
          <Text fontSize="sm" color="fg.muted" lineClamp="3">
            {resource.summary}
          </Text>
        )}
        <DatabaseAccess database={database} compact />
      </Card.Body>
    </Card.Root>
  );
}
