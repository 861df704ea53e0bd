import { Box, Flex, Grid, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageBand } from '../site/PageBand';
import { SiteContainer } from '../site/SiteContainer';
import { INTERACTION_SECTION_NAME, sectionOf, visibleSections } from './sections';

/**
 * The navigation of the 互动交流 area: its built pages (sections.ts). A column beside the content
 * from md up, a row of tabs above it on phones.
 */
function InteractionNav() {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <Box as="nav" aria-label={`${INTERACTION_SECTION_NAME}栏目`} bg="white" borderRadius="lg" boxShadow="xs" overflow="hidden">
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
        {INTERACTION_SECTION_NAME}
      </Text>
      <Flex
        as="ul"
        direction={{ base: 'row', md: 'column' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        listStyleType="none"
        m="0"
        p={{ base: '1', md: '2' }}
      >
        {visibleSections().map((section) => {
          const active = section.path === current?.path;
          return (
            <Box as="li" key={section.path} flexShrink={0}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                gap="2"
                px={{ base: '3', md: '4' }}
                py={{ base: '2', md: '3' }}
                borderRadius="md"
                fontWeight={active ? 'bold' : 'normal'}
                color={active ? 'brand.700' : 'fg.default'}
                bg={active ? 'brand.50' : undefined}
                textDecoration="none"
                _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
                focusRing="inside"
              >
                <RouterLink to={section.path} aria-current={active ? (pathname === section.path ? 'page' : 'true') : undefined}>
                  <Box
                    aria-hidden="true"
                    w="1"
                    h="4"
                    borderRadius="full"
                    bg={active ? 'accent.500' : 'transparent'}
                    display={{ base: 'none', md: 'block' }}
                  />
                  {section.label}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** The frame of the 互动交流 pages: the section band, the area's navigation and a content panel. */
export function InteractionSectionLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageBand title={INTERACTION_SECTION_NAME} subtitle="Interaction" />
      <SiteContainer py={{ base: '4', md: '8' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
          <Box position={{ md: 'sticky' }} top={{ md: '4' }}>
            <InteractionNav />
          </Box>
          <Box bg="white" borderRadius="lg" boxShadow="xs" p={{ base: '4', md: '8' }} minW="0">
            {children}
          </Box>
        </Grid>
      </SiteContainer>
    </>
  );
}
