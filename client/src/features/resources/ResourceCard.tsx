import { Box, Card, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { LuEye, LuStar } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ResourceCard_ResourceFragment } from '../../gql/graphql';
import { formatCount } from '../../lib/format';
import { useFieldShown } from '../site/list-fields';
import { resourceByline } from './byline';
import { hasDetailPage, resourceDetailPath } from './kinds';
import { ResourceCover } from './ResourceCover';

export const ResourceCard_resource = graphql(`
  fragment ResourceCard_resource on Resource {
    id
    kind
    title
    subtitle
    cover
    creators
    publisher
    publishYear
    views
    scoreAverage
    ... on Thesis {
      institution
      degree
    }
    ... on Audio {
      narrator
    }
    ... on Journal {
      frequency
    }
    ... on Newspaper {
      frequency
    }
    ... on Exhibition {
      venue
      startsOn
      endsOn
    }
  }
`);

/**
 * One resource in a grid: cover, title (linking to `to`, by default the kind's detail page),
 * the kind's subtitle line, views and score. Kinds without a detail page are not linked.
 */
export function ResourceCard({
  resource,
  to,
  headingLevel = 'h2',
}: {
  resource: ResourceCard_ResourceFragment;
  to?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const href = to ?? (hasDetailPage(resource.kind) ? resourceDetailPath(resource.kind, resource.id) : undefined);
  // 字段设置: the fields the back office hid from resource lists are left out.
  const shown = useFieldShown();
  const byline = resourceByline({
    ...resource,
    creators: shown('creators') ? resource.creators : [],
    publisher: shown('publisher') ? resource.publisher : null,
    publishYear: shown('publishYear') ? resource.publishYear : null,
  });
  return (
    <LinkBox as="article" h="full">
      <Card.Root
        h="full"
        overflow="hidden"
        borderColor="border.muted"
        transition="box-shadow 0.2s, transform 0.2s"
        _hover={href ? { boxShadow: 'md', transform: 'translateY(-2px)' } : undefined}
      >
        <ResourceCover kind={resource.kind} cover={resource.cover} title={resource.title} borderRadius="0" />
        <Card.Body p="3" gap="1">
          <Heading as={headingLevel} fontSize="md" fontWeight="semibold" lineHeight="1.5" lineClamp="2" title={resource.title}>
            {href ? (
              <LinkOverlay asChild color="fg.default" _hover={{ color: 'brand.600' }} focusRing="outside">
                <RouterLink to={href}>{resource.title}</RouterLink>
              </LinkOverlay>
            ) : (
              resource.title
            )}
          </Heading>
          {byline && (
            <Text fontSize="sm" color="fg.muted" lineClamp="2">
              {byline}
            </Text>
          )}
          <HStack mt="auto" pt="1" columnGap="3" rowGap="0" wrap="wrap" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {shown('views') && (
              <HStack gap="1">
                <LuEye aria-hidden="true" />
                <Text as="span">浏览 {formatCount(resource.views)}</Text>
              </HStack>
            )}
            {shown('scoreAverage') && resource.scoreAverage > 0 && (
              <HStack gap="1">
                <Box as="span" color="accent.500">
                  <LuStar aria-hidden="true" />
                </Box>
                <Text as="span">评分 {resource.scoreAverage.toFixed(1)}</Text>
              </HStack>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
