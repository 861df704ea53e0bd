import { Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceCard_ResourceFragment } from '../../gql/graphql';
import { resourceByline } from './byline';
import { rankValueText, type RankTab } from './ranking';
import { ResourceCover } from './ResourceCover';

export interface RankedItem {
  rank: number;
  value: number;
  resource: ResourceCard_ResourceFragment;
}

/** Gold, silver and bronze, each with a text colour that reads on it. */
const MEDALS = [
  { bg: 'accent.400', color: 'brand.900' },
  { bg: 'gray.300', color: 'gray.900' },
  { bg: 'orange.200', color: 'orange.900' },
];

/** A ranking as an ordered list: place, cover, title (to `linkFor`), subtitle line and the figure it is ranked by. */
export function RankingList({
  items,
  by,
  linkFor,
  busy,
}: {
  items: readonly RankedItem[];
  by: RankTab;
  linkFor(id: string): string;
  busy?: boolean;
}) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" opacity={busy ? 0.6 : 1} aria-busy={busy || undefined}>
      {items.map(({ rank, value, resource }) => (
        <LinkBox
          as="li"
          key={resource.id}
          display="flex"
          gap="4"
          py="3"
          alignItems="center"
          borderBottom="1px solid"
          borderColor="border.muted"
          _hover={{ bg: 'bg.canvas' }}
        >
          <Flex
            flexShrink={0}
            w="9"
            h="9"
            borderRadius="full"
            align="center"
            justify="center"
            fontWeight="bold"
            color={MEDALS[rank - 1]?.color ?? 'fg.muted'}
            bg={MEDALS[rank - 1]?.bg ?? 'bg.canvas'}
          >
            <Box as="span" srOnly>
              第
            </Box>
            {rank}
            <Box as="span" srOnly>
              名
            </Box>
          </Flex>
          <ResourceCover kind={resource.kind} cover={resource.cover} title={resource.title} w="14" flexShrink={0} />
          <Box flex="1" minW="0">
            <Heading as="h2" fontSize="md" fontWeight="semibold" lineClamp="1">
              <LinkOverlay asChild color="fg.default" _hover={{ color: 'brand.600' }}>
                <RouterLink to={linkFor(resource.id)}>{resource.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="fg.muted" lineClamp="1">
              {resourceByline(resource)}
            </Text>
          </Box>
          <HStack flexShrink={0}>
            <Text fontSize="sm" fontWeight="semibold" color="brand.700" whiteSpace="nowrap">
              {rankValueText(by, value)}
            </Text>
          </HStack>
        </LinkBox>
      ))}
    </Stack>
  );
}
