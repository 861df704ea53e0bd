import { Box, Image, Text, type BoxProps } from '@chakra-ui/react';
import type { ResourceKind } from '../../gql/graphql';
import { imageAtWidth, imageSrcSet } from '../../lib/format';
import { KindIcon } from './KindIcon';
import { coverRatio } from './kinds';

/**
 * A cover (resized to `width` when it is an upload) at the kind's proportions, or a tile with the
 * kind's icon and the title when there is none. `priority`: the page's largest paint (a detail
 * page's cover) — fetched at once and first, at the width that fills its `slot` (CSS width, the
 * `sizes` of its `srcset`) at the screen's pixel density.
 */
export function ResourceCover({
  kind,
  cover,
  title,
  width = 300,
  priority = false,
  slot,
  ...props
}: { kind: ResourceKind; cover?: string | null; title: string; width?: number; priority?: boolean; slot?: string } & BoxProps) {
  return (
    <Box aspectRatio={coverRatio(kind)} bg="brand.50" overflow="hidden" borderRadius="md" position="relative" {...props}>
      {cover ? (
        <Image
          src={imageAtWidth(cover, width)}
          srcSet={priority ? imageSrcSet(cover, width) : undefined}
          sizes={priority ? (slot ?? `${width}px`) : undefined}
          alt=""
          w="full"
          h="full"
          objectFit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <Box
          h="full"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="2"
          p="3"
          color="brand.400"
          aria-hidden="true"
        >
          <Box fontSize="4xl">
            <KindIcon kind={kind} />
          </Box>
          <Text fontSize="sm" color="brand.700" textAlign="center" lineClamp="3">
            {title}
          </Text>
        </Box>
      )}
    </Box>
  );
}
