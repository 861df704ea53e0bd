import { Box, Button, Heading, Separator, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ResourceActions } from '../../../features/interaction/ResourceActions';
import { ShareButton } from '../../../features/share/ShareButton';
import { CiteButton } from '../../../features/citation/CiteButton';
import { Availability } from '../../../features/resources/detail/BookHoldings';
import { DetailSection } from '../../../features/resources/detail/DetailSection';
import { WhenVisible } from '../../../components/WhenVisible';
import { KindSections } from '../../../features/resources/detail/KindSections';
import { RelatedResources } from '../../../features/resources/detail/RelatedResources';
import { ResourceOverview } from '../../../features/resources/detail/ResourceOverview';
import { KIND_LABELS, KIND_SUBTITLES, RESOURCE_SECTION_NAME, RESOURCE_SECTION_PATH, resourceListPath } from '../../../features/resources/kinds';
import { ReaderCardGate } from '../../../features/resources/ReaderCardGate';
import { ResourceSectionLayout } from '../../../features/resources/ResourceSectionLayout';
import { SHOWCASES, showcasePath } from '../../../features/resources/showcases';
import { useRouteResourceKind } from '../../../features/resources/useRouteResourceKind';
import { useRouteShowcase } from '../../../features/resources/useRouteShowcase';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import type { ResourceDetailPageQueryQuery, ResourceKind } from '../../../gql/graphql';
import { SITE } from '../../../lib/site';
import { thesisReadPath } from '../../../features/reading/pdf/read-links';
import { PageHead, plainText } from '../../../lib/page-head';
import { resourceData } from '../../../lib/structured-data';

// 下载 is for the kinds that offer files (the server's DOWNLOAD_SOURCES), and loads with them only:
// a book's page neither carries its code nor asks the server.
const DownloadButton = lazy(() => import('../../../features/resources/detail/DownloadButton').then((module) => ({ default: module.DownloadButton })));
// The e-book's 在线阅读/继续阅读 (with its reading-state query) loads with e-book pages only.
const EbookReadButtons = lazy(() =>
  import('../../../features/reading/ebook/EbookReadButtons').then((module) => ({ default: module.EbookReadButtons })),
);
const DOWNLOAD_KINDS: ReadonlySet<string> = new Set(['Ebook', 'Thesis', 'DigitalResource', 'Audio', 'Newspaper', 'Journal']);

export const ResourceDetailPageQuery = graphql(`
  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {
    resource(id: $id, kind: $kind) {
      id
      kind
      ...ResourceOverview_resource
      ...ResourceActions_resource
      ...BookHoldings_book
      ...EbookChapters_ebook
      ...EbookReadButtons_ebook
      ...AudioPlayer_audio
      ...NewspaperEditions_newspaper
      ...JournalVolumes_journal
      ...VideoPlayer_video
      ...ExhibitionAlbum_exhibition
      ...DatabaseAccess_database
      ... on Thesis {
        file
      }
      related(limit: 6) {
        ...ResourceCard_resource
      }
    }
  }
`);

// Below the fold: the comments load when a reader scrolls near them.
const ResourceComments = lazy(() =>
  import('../../../features/interaction/ResourceComments').then((module) => ({ default: module.ResourceComments })),
);

function CommentsPlaceholder() {
  return (
    <DetailSection id="comments" title="读者评论">
      <Skeleton h="24" borderRadius="md" />
    </DetailSection>
  );
}

function DetailSkeleton() {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="8" mt="6" aria-busy="true" role="status" aria-label="详情加载中">
      <Skeleton w={{ base: '40', md: '240px' }} aspectRatio={3 / 4} borderRadius="md" />
      <Stack flex="1" gap="3">
        <Skeleton h="8" w="70%" />
        <Separator />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="4" w={i % 2 ? '60%' : '80%'} />
        ))}
      </Stack>
    </Stack>
  );
}

type DetailResource = ResourceDetailPageQueryQuery['resource'];

/** What a page built on ResourceDetail may change: the way back, a banner, the kind's section, the read page. */
export interface DetailVariant {
  back?: { label: string; to: string };
  banner?: ReactNode;
  sections?: (resource: DetailResource) => ReactNode;
  /** The e-book's read page (…/read). */
  readPath?: string;
}

/** One resource: overview with the reader's actions, the kind's own section, the readers' comments, and related resources. */
export function ResourceDetail({ kind, variant = {} }: { kind: ResourceKind; variant?: DetailVariant }) {
  const showcase = useRouteShowcase();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  // errorPolicy all: a field that fails on its own (a copy's library, say) leaves the rest of the page
  // standing; the error link still reports it. A missing or forbidden resource has no data at all.
  const { data, loading, error } = useQuery(ResourceDetailPageQuery, { variables: { id, kind }, skip: !id, errorPolicy: 'all' });
  const resource = data?.resource;

  const back =
    variant.back ??
    (showcase ? { label: SHOWCASES[showcase].label, to: showcasePath(showcase) } : { label: KIND_LABELS[kind], to: resourceListPath(kind) });
  const crumbs = [
    { label: '首页', to: '/index' },
    { label: RESOURCE_SECTION_NAME, to: RESOURCE_SECTION_PATH },
    back,
    { label: resource?.title ?? '详情' },
  ];

  // The resource's one address (a showcase's detail shows the same book under its own breadcrumb).
  const detailPath = `/resources/${kind}/detail?id=${encodeURIComponent(id)}`;

  let content;
  if (!id || (!resource && error) || (!resource && !loading)) {
    // A missing id, NOT_FOUND (with the error catalogue's dialog), or a login the resource needs.
    content = (
      <Box py="12">
        <PageHead title={`资源不存在 - ${SITE.name}`} />
        <Heading as="h1" srOnly>
          {back.label}
        </Heading>
        <EmptyNote title="该资源不存在或已下架" description="您访问的资源可能已下架，或需要登录后查看。" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={back.to}>返回{back.label}</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (!resource) {
    content = <DetailSkeleton />;
  } else {
    content = (
      <Box as="article" aria-labelledby="resource-title">
        <PageHead
          title={`${resource.title} - ${back.label} - ${SITE.name}`}
          description={plainText(resource.summary)}
          canonical={detailPath}
          type={resource.__typename === 'Book' ? 'book' : 'website'}
          image={resource.cover}
          structuredData={resourceData(resource, detailPath)}
        />
        {variant.banner}
        <ResourceOverview resource={resource}>
          {resource.__typename === 'Ebook' && (
            <Suspense fallback={null}>
              <EbookReadButtons ebook={resource} readPath={variant.readPath ?? '/resources/ebook/detail/read'} />
            </Suspense>
          )}
          {resource.__typename === 'Book' && (
            <Box>
              <Availability book={resource} />
            </Box>
          )}
          {resource.__typename === 'Thesis' && resource.file && (
            <Box>
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to={thesisReadPath(resource.id)}>
                  <LuBookOpen aria-hidden="true" />
                  在线阅读
                </RouterLink>
              </Button>
            </Box>
          )}
          <ResourceActions resource={resource}>
            <ShareButton size="sm" resourceId={resource.id} title={resource.title} />
            <CiteButton size="sm" resourceId={resource.id} title={resource.title} />
            {DOWNLOAD_KINDS.has(resource.__typename) && (
              <Suspense fallback={null}>
                <DownloadButton resourceId={resource.id} />
              </Suspense>
            )}
          </ResourceActions>
        </ResourceOverview>
        {variant.sections ? variant.sections(resource) : <KindSections resource={resource} />}
        <WhenVisible placeholder={<CommentsPlaceholder />}>
          <Suspense fallback={<CommentsPlaceholder />}>
            <ResourceComments resourceId={resource.id} />
          </Suspense>
        </WhenVisible>
        <RelatedResources resources={resource.related} />
      </Box>
    );
  }

  return (
    <ResourceSectionLayout subtitle={showcase ? SHOWCASES[showcase].subtitle : KIND_SUBTITLES[kind]}>
      <Breadcrumbs items={crumbs} />
      {content}
    </ResourceSectionLayout>
  );
}

/**
 * resources/{kind}/detail?id= (and newBooks, commendBook, rankBooks /detail, which show a paper
 * book): the e-book details only for a reader-card login (spec §5).
 */
export function ResourceDetailPage() {
  const kind = useRouteResourceKind();
  const [params] = useSearchParams();
  // Another resource is another page: nothing of the previous one stays while it loads.
  const detail = <ResourceDetail key={`${kind}:${params.get('id') ?? ''}`} kind={kind} />;
  return kind === 'ebook' ? <ReaderCardGate>{detail}</ReaderCardGate> : detail;
}
