import { Box, Button, Heading } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { GuideArticle, GuideSkeleton } from '../../../features/service/GuideArticle';
import { SERVICE_SECTION_NAME, SERVICE_SECTION_PATH, entryOfSlot } from '../../../features/service/sections';
import { ServiceLayout } from '../../../features/service/ServiceLayout';
import { Breadcrumbs, type Crumb } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

const ServiceDetailPageQuery = graphql(`
  query ServiceDetailPageQuery($id: ID!) {
    guide(id: $id) {
      ...GuideArticle_guide
    }
  }
`);

/** /service/detail?id=: any service item (a 学会动态 item, or a page by its id), under its slot's entry. */
export function ServiceDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading } = useQuery(ServiceDetailPageQuery, { variables: { id }, skip: !id });
  const guide = data?.guide;
  const entry = guide ? entryOfSlot(guide.slot) : undefined;
  const crumbs: Crumb[] = [
    { label: '首页', to: '/index' },
    { label: SERVICE_SECTION_NAME, to: SERVICE_SECTION_PATH },
  ];
  if (entry) crumbs.push({ label: entry.label, to: entry.path });
  crumbs.push({ label: '正文' });

  let content;
  if (guide) content = <GuideArticle guide={guide} item />;
  else if (id && loading) content = <GuideSkeleton />;
  else
    content = (
      <Box py="12">
        <PageHead title={`内容不存在 - ${SITE.name}`} />
        <Heading as="h1" srOnly>
          {SERVICE_SECTION_NAME}
        </Heading>
        <EmptyNote title="该内容不存在或已下线" description="您访问的内容可能已被删除或暂停发布。" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={SERVICE_SECTION_PATH}>返回{SERVICE_SECTION_NAME}</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );

  return (
    <ServiceLayout active={entry}>
      {guide && <PageHead title={`${guide.title} - ${SERVICE_SECTION_NAME} - ${SITE.name}`} />}
      <Breadcrumbs items={crumbs} />
      <Box mt="4">{content}</Box>
    </ServiceLayout>
  );
}
