import { Box, Flex, Grid, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageBand } from './PageBand';
import { SiteContainer } from './SiteContainer';

export interface SectionNavItem {
  to: string;
  label: string;
  active: boolean;
  /** On the item's own page 'page'; on a page below it (a detail) 'true'. */
  current?: 'page' | 'true';
}

/**
 * The side navigation of a site section (资讯动态, 互动交流): a column beside the content from md up,
 * a row of tabs above it on phones.
 */
export function SectionNav({ name, items }: { name: string; items: SectionNavItem[] }) {
  return (
    <Box as="nav" aria-label={`${name}栏目`} bg="white" borderRadius="lg" boxShadow="xs" overflow="hidden">
      <Text
        display={{ base: 'none', md: 'block' }}
        px="5"
        py="4"
        bg="brand.600"
        color="white"
        fontSize="lg"
        fontWeight="bold"
        letterSpacing="wider"
        aria-hidden="true"
      >
        {name}
      </Text>
      <Flex
        as="ul"
        direction={{ base: 'row', md: 'column' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        listStyleType="none"
        m="0"
        p={{ base: '1', md: '2' }}
      >
        {items.map((item) => (
          <Box as="li" key={item.to} flexShrink={0}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="2"
              px={{ base: '3', md: '4' }}
              py={{ base: '2', md: '3' }}
              borderRadius="md"
              fontWeight={item.active ? 'bold' : 'normal'}
              color={item.active ? 'brand.700' : 'fg.default'}
              bg={item.active ? 'brand.50' : undefined}
              textDecoration="none"
              _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
              focusRing="inside"
            >
              <RouterLink to={item.to} aria-current={item.active ? item.current : undefined}>
                <Box
                  aria-hidden="true"
                  w="1"
                  h="4"
                  borderRadius="full"
                  bg={item.active ? 'accent.500' : 'transparent'}
                  display={{ base: 'none', md: 'block' }}
                />
                {item.label}
              </RouterLink>
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/** A section's frame: its band, its navigation beside the content, and the content panel. */
export function SectionFrame({ title, subtitle, nav, children }: { title: string; subtitle: string; nav: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageBand title={title} subtitle={subtitle} />
      <SiteContainer py={{ base: '4', md: '8' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
          <Box position={{ md: 'sticky' }} top={{ md: '4' }}>
            {nav}
          </Box>
          <Box bg="white" borderRadius="lg" boxShadow="xs" p={{ base: '4', md: '8' }} minW="0">
            {children}
          </Box>
        </Grid>
      </SiteContainer>
    </>
  );
}
