import { Box, Card, Heading, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { LuListOrdered } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { BookListCard_ListFragment } from '../../gql/graphql';
import { imageAtWidth } from '../../lib/format';
import { showcaseDetailPath } from './showcases';

export const BookListCard_list = graphql(`
  fragment BookListCard_list on ResourceList {
    id
    title
    cover
    summary
    resourceCount
  }
`);

/** A book list (书单): cover, title linking to the list, summary and how many titles it holds. */
export function BookListCard({ list }: { list: BookListCard_ListFragment }) {
  return (
    <LinkBox as="article" h="full">
      <Card.Root
        h="full"
        overflow="hidden"
        borderColor="border.muted"
        transition="box-shadow 0.2s, transform 0.2s"
        _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      >
        <Box aspectRatio={16 / 9} bg="brand.50" overflow="hidden">
          {list.cover ? (
            <Image src={imageAtWidth(list.cover, 300)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
          ) : (
            <Box h="full" display="flex" alignItems="center" justifyContent="center" fontSize="4xl" color="brand.300" aria-hidden="true">
              <LuListOrdered />
            </Box>
          )}
        </Box>
        <Card.Body p="4" gap="2">
          <Heading as="h2" fontSize="md" fontWeight="semibold" lineClamp="2">
            <LinkOverlay asChild color="fg.default" _hover={{ color: 'brand.600' }}>
              <RouterLink to={showcaseDetailPath('resList', list.id)}>{list.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          {list.summary && (
            <Text fontSize="sm" color="fg.muted" lineClamp="3">
              {list.summary}
            </Text>
          )}
          <Text mt="auto" fontSize="xs" color="brand.700">
            收录 {list.resourceCount} 种
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
