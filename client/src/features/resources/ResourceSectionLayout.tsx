import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageBand } from '../site/PageBand';
import { SiteContainer } from '../site/SiteContainer';
import { RESOURCE_SECTION_NAME } from './kinds';

/** The frame of the resource pages: the section band (数字资源 unless `title` says), an optional sidebar, and the content panel. */
export function ResourceSectionLayout({
  sidebar,
  title = RESOURCE_SECTION_NAME,
  subtitle = 'Digital Resources',
  children,
}: {
  sidebar?: ReactNode;
  title?: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const panel = (
    <Box bg="white" borderRadius="lg" boxShadow="xs" p={{ base: '4', md: '8' }} minW="0">
      {children}
    </Box>
  );
  return (
    <>
      <PageBand title={title} subtitle={subtitle} />
      <SiteContainer py={{ base: '4', md: '8' }}>
        {sidebar ? (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
            <Box position={{ md: 'sticky' }} top={{ md: '4' }}>
              {sidebar}
            </Box>
            {panel}
          </Grid>
        ) : (
          panel
        )}
      </SiteContainer>
    </>
  );
}
