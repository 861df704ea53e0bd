import { Box, Heading } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { useMatches } from 'react-router-dom';
import { GuideArticle, GuideSkeleton } from '../../../features/service/GuideArticle';
import { SERVICE_SECTION_NAME, SERVICE_SECTION_PATH, entryOfSlot } from '../../../features/service/sections';
import { ServiceLayout } from '../../../features/service/ServiceLayout';
import { ContactTrafficMap } from './ContactTrafficMap';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote, LoadFailedNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import type { GuideSlot } from '../../../gql/graphql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

const ServiceGuidePageQuery = graphql(`
  query ServiceGuidePageQuery($slot: GuideSlot!) {
    guidePage(slot: $slot) {
      ...GuideArticle_guide
    }
  }
`);

/**
 * What a slot's page shows below its guide content, by slot. The lead wires the library map here
 * at merge: `contactTraffic: LibraryMapBlock` (the map of the libraryMap part).
 */
export const SERVICE_PAGE_EXTRAS: Partial<Record<GuideSlot, ComponentType>> = { contactTraffic: ContactTrafficMap };

/** The guide slot of the current route, from its `handle.slot` (router.tsx). */
function useRouteSlot(): GuideSlot {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const slot = (matches[i].handle as { slot?: GuideSlot } | undefined)?.slot;
    if (slot) return slot;
  }
  return 'aboutLibrary';
}

/** /service/<section>/<slot>: the slot's page as the back office last saved it, in the service frame. */
export function ServiceGuidePage() {
  const slot = useRouteSlot();
  const entry = entryOfSlot(slot)!;
  const { data, loading, error, refetch } = useQuery(ServiceGuidePageQuery, { variables: { slot } });
  const guide = data?.guidePage;
  const Extra = SERVICE_PAGE_EXTRAS[slot];

  let content;
  if (guide) content = <GuideArticle guide={guide} />;
  else if (loading) content = <GuideSkeleton />;
  else if (error) content = <LoadFailedNote onRetry={() => void refetch()} />;
  else
    content = (
      <Box py="10">
        <EmptyNote title={`${entry.label}暂无内容`} description="本栏目内容正在整理中，敬请关注。" />
      </Box>
    );

  return (
    <ServiceLayout active={entry}>
      <PageHead title={`${entry.label} - ${SERVICE_SECTION_NAME} - ${SITE.name}`} />
      <Breadcrumbs
        items={[
          { label: '首页', to: '/index' },
          { label: SERVICE_SECTION_NAME, to: SERVICE_SECTION_PATH },
          { label: entry.group },
          { label: entry.label },
        ]}
      />
      {!guide && (
        <Heading as="h1" srOnly>
          {entry.label}
        </Heading>
      )}
      <Box mt="4">{content}</Box>
      {Extra && (
        <Box mt="6">
          <Extra />
        </Box>
      )}
    </ServiceLayout>
  );
}
