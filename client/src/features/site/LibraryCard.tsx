import { Box, Card, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuClock, LuLibrary, LuMapPin, LuPhone } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { LibraryCard_LibraryFragment } from '../../gql/graphql';
import { imageAtWidth } from '../../lib/format';
import { renderWhenNear } from '../../lib/render-when-near';

export const LibraryCard_library = graphql(`
  fragment LibraryCard_library on Library {
    id
    name
    address
    phone
    openingHours
    image
  }
`);

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="2" fontSize="sm" color="fg.muted">
      <Box as="span" mt="1" color="brand.500" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Text as="span" minW="0">
        <Box as="span" srOnly>
          {label}：
        </Box>
        {children}
      </Text>
    </HStack>
  );
}

/** A local library (branch, city reading room): picture, name, address, phone and opening hours. */
export function LibraryCard({ library }: { library: LibraryCard_LibraryFragment }) {
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      h="full"
      borderColor="border.muted"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      {...renderWhenNear(400)}
    >
      <Box aspectRatio={16 / 10} bg="brand.50" overflow="hidden">
        {library.image ? (
          <Image src={imageAtWidth(library.image, 400)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <Box h="full" display="flex" alignItems="center" justifyContent="center" color="brand.300" fontSize="5xl" aria-hidden="true">
            <LuLibrary />
          </Box>
        )}
      </Box>
      <Card.Body gap="2" p="4">
        <Heading as="h3" fontSize="md" fontWeight="bold" color="brand.800" lineClamp="1" title={library.name}>
          {library.name}
        </Heading>
        <Stack gap="1.5">
          <Row icon={<LuMapPin />} label="地址">
            {library.address}
          </Row>
          {library.phone && (
            <Row icon={<LuPhone />} label="电话">
              <Link href={`tel:${library.phone.replace(/[^\d+]/g, '')}`} color="fg.muted" _hover={{ color: 'brand.600' }}>
                {library.phone}
              </Link>
            </Row>
          )}
          {library.openingHours && (
            <Row icon={<LuClock />} label="开放时间">
              {library.openingHours}
            </Row>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
