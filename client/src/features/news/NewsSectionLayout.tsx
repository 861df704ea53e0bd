import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { NewsCategory } from '../../gql/graphql';
import { PageBand } from '../site/PageBand';
import { SiteContainer } from '../site/SiteContainer';
import { NEWS_SECTION_NAME } from './categories';
import { NewsCategoryNav } from './NewsCategoryNav';

/** The frame of the 资讯动态 pages: the section band, the category navigation and a content panel. */
export function NewsSectionLayout({ category, onListPage, children }: { category: NewsCategory; onListPage: boolean; children: ReactNode }) {
  return (
    <>
      <PageBand title={NEWS_SECTION_NAME} subtitle="News & Notices" />
      <SiteContainer py={{ base: '4', md: '8' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
          <Box position={{ md: 'sticky' }} top={{ md: '4' }}>
            <NewsCategoryNav current={category} onListPage={onListPage} />
          </Box>
          <Box bg="white" borderRadius="lg" boxShadow="xs" p={{ base: '4', md: '8' }} minW="0">
            {children}
          </Box>
        </Grid>
      </SiteContainer>
    </>
  );
}
