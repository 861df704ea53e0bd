import { Box, Card, Heading, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { LuLayers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TopicCard_TopicFragment } from '../../gql/graphql';
import { imageAtWidth } from '../../lib/format';

export const TopicCard_topic = graphql(`
  fragment TopicCard_topic on Topic {
    id
    title
    cover
    summary
    recommended
  }
`);

/** The topic page's address (专题详情). */
export const topicDetailPath = (id: string) => `/topic/detail?id=${encodeURIComponent(id)}`;

/** A topic (专题) in a list: cover, title linking to its page, one line about it. */
export function TopicCard({ topic }: { topic: TopicCard_TopicFragment }) {
  return (
    <LinkBox as="article" h="full">
      <Card.Root
        h="full"
        overflow="hidden"
        borderColor="border.muted"
        transition="box-shadow 0.2s, transform 0.2s"
        _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      >
        <Box aspectRatio={3 / 2} bg="brand.50" overflow="hidden" position="relative">
          {topic.cover ? (
            <Image src={imageAtWidth(topic.cover, 600)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
          ) : (
            <Box h="full" display="flex" alignItems="center" justifyContent="center" fontSize="4xl" color="brand.300" aria-hidden="true">
              <LuLayers />
            </Box>
          )}
          {topic.recommended && (
            <Text position="absolute" top="2" left="2" px="2" py="0.5" fontSize="xs" bg="brand.700" color="white" borderRadius="sm">
              推荐
            </Text>
          )}
        </Box>
        <Card.Body p="4" gap="2">
          <Heading as="h2" fontSize="md" fontWeight="semibold" lineClamp="2">
            <LinkOverlay asChild color="fg.default" _hover={{ color: 'brand.600' }}>
              <RouterLink to={topicDetailPath(topic.id)}>{topic.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          {topic.summary && (
            <Text fontSize="sm" color="fg.muted" lineClamp="2">
              {topic.summary}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
