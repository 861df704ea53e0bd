import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { GuideArticle, GuideSkeleton } from '../../features/service/GuideArticle';
import { Breadcrumbs } from '../../features/site/Breadcrumbs';
import { LoadFailedNote } from '../../features/site/EmptyNote';
import { PageBand } from '../../features/site/PageBand';
import { SiteContainer } from '../../features/site/SiteContainer';
import { StaticArticle } from '../../features/site/StaticArticle';
import { integrity } from '../../features/site/static/integrity';
import { privacyPolicy } from '../../features/site/static/privacyPolicy';
import type { StaticDocument } from '../../features/site/static/types';
import { userProtocol } from '../../features/site/static/userProtocol';
import { wudadao } from '../../features/site/static/wudadao';
import { graphql } from '../../gql';
import type { GuideSlot } from '../../gql/graphql';
import { PageHead } from '../../lib/page-head';
import { SITE } from '../../lib/site';

const StaticPageQuery = graphql(`
  query StaticPageQuery($slot: GuideSlot!) {
    guidePage(slot: $slot) {
      ...GuideArticle_guide
    }
  }
`);

/**
 * A site page: the library's own text when the back office has one enabled for the slot (服务指南 ›
 * 站点页面), else the portal's built-in text, written for any library (`builtIn`).
 */
function SitePage({ slot, builtIn }: { slot: GuideSlot; builtIn: () => StaticDocument }) {
  const { data, loading, error, refetch } = useQuery(StaticPageQuery, { variables: { slot } });
  const doc = builtIn();
  const guide = data?.guidePage;
  if (!guide && !loading && !error) return <StaticArticle doc={doc} />;

  let content;
  if (guide) content = <GuideArticle guide={guide} />;
  else if (loading) content = <GuideSkeleton />;
  else content = <LoadFailedNote onRetry={() => void refetch()} />;
  const title = guide?.title ?? doc.title;
  return (
    <>
      <PageHead title={`${title} - ${SITE.name}`} />
      <PageBand title={title} subtitle={doc.subtitle} />
      <SiteContainer py={{ base: '4', md: '8' }}>
        <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '10' }} py={{ base: '5', md: '8' }} minW="0">
          <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: title }]} />
          <Box mt="6">{content}</Box>
        </Box>
      </SiteContainer>
    </>
  );
}

/** /userProtocol: 用户服务协议. */
export function UserProtocolPage() {
  return <SitePage slot="userProtocol" builtIn={userProtocol} />;
}

/** /privacyPolicy: 隐私政策. */
export function PrivacyPolicyPage() {
  return <SitePage slot="privacyPolicy" builtIn={privacyPolicy} />;
}

/** /integrity: 诚信建设 (the library's commitments and the reader's pledge). */
export function IntegrityPage() {
  return <SitePage slot="integrity" builtIn={integrity} />;
}

/** /wudadao: the local-history feature (the built-in one is the demo city's 五大道 district). */
export function WudadaoPage() {
  return <SitePage slot="wudadao" builtIn={wudadao} />;
}
