import { Badge, Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ResourceCard_ResourceFragment, SearchHitItem_HitFragment } from '../../gql/graphql';
import { resourceByline } from '../resources/byline';
import { safeExternalUrl } from '../resources/DatabaseAccess';
import { KindIcon } from '../resources/KindIcon';
import { hasDetailPage, KIND_LABELS, resourceDetailPath } from '../resources/kinds';
import { ResourceCover } from '../resources/ResourceCover';
import { HighlightedText } from './HighlightedText';

/**
 * The hit's marked title and snippet. Its resource (the card fields) is selected by the page's
 * query beside this fragment and passed in as `resource`.
 */
export const SearchHitItem_hit = graphql(`
  fragment SearchHitItem_hit on SearchHit {
    title {
      text
      match
    }
    snippet {
      text
      match
    }
  }
`);

/** The hit's resource: the card fields, and a database's address. */
type HitResource = ResourceCard_ResourceFragment & { url?: string | null };

/** Where a hit's title leads: the kind's detail page, or a database's own address (in a new tab). */
function hitLink(resource: HitResource): { href: string; external: boolean } | undefined {
  if (hasDetailPage(resource.kind)) return { href: resourceDetailPath(resource.kind, resource.id), external: false };
  const url = safeExternalUrl(resource.url);
  return url ? { href: url, external: true } : undefined;
}

/** One result of any kind: cover, kind, the title with its matches marked, the kind's byline, and the summary passage. */
export function SearchHitItem({ hit, resource }: { hit: SearchHitItem_HitFragment; resource: HitResource }) {
  const link = hitLink(resource);
  const byline = resourceByline(resource);
  const title = <HighlightedText pieces={hit.title.length ? hit.title : [{ text: resource.title, match: false }]} />;
  return (
    <Flex as="li" gap={{ base: '3', md: '5' }} py="5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }}>
      <Box w={{ base: '16', md: '24' }} flexShrink={0}>
        <ResourceCover kind={resource.kind} cover={resource.cover} title={resource.title} width={200} />
      </Box>
      <Stack gap="1.5" minW="0" flex="1">
        <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" gap="1">
          <KindIcon kind={resource.kind} />
          {KIND_LABELS[resource.kind]}
        </Badge>
        <Heading as="h2" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" lineHeight="1.5">
          {link ? (
            // Inline, not the link's usual inline-flex: the marked pieces must stay one run of text.
            <Link asChild display="inline" color="brand.700" _hover={{ color: 'brand.500', textDecoration: 'underline' }} focusRing="outside">
              {link.external ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {title}
                  <Box as="span" srOnly>
                    （在新窗口打开）
                  </Box>
                </a>
              ) : (
                <RouterLink to={link.href}>{title}</RouterLink>
              )}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {byline && (
          <Text fontSize="sm" color="fg.muted">
            {byline}
          </Text>
        )}
        {hit.snippet.length > 0 && (
          <Text fontSize="sm" color="fg.default" lineClamp="3">
            <HighlightedText pieces={hit.snippet} />
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

/** Placeholder rows while the first results load. */
export function SearchHitsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Stack gap="0" aria-busy="true" role="status" aria-label="检索结果加载中">
      {Array.from({ length: count }, (_, i) => (
        <Flex key={i} gap="5" py="5">
          <Skeleton w={{ base: '16', md: '24' }} aspectRatio={3 / 4} borderRadius="md" flexShrink={0} />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="16" />
            <Skeleton h="5" w="60%" />
            <Skeleton h="3" w="40%" />
            <Skeleton h="3" w="90%" />
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}
