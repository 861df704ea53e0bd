import { Box, Button, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EbookReader } from '../../../features/reading/ebook/EbookReader';
import type { ReaderSource } from '../../../features/reading/reader-source';
import { ReaderCardGate } from '../../../features/resources/ReaderCardGate';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const EbookReadPageQuery = graphql(`
  query EbookReadPageQuery($id: ID!) {
    resource(id: $id, kind: ebook) {
      id
      title
      ... on Ebook {
        file
      }
    }
  }
`);

/** The two e-book details a read page returns to. */
const DETAILS = {
  detail: { path: '/resources/ebook/detail', label: '详情' },
  newDetail: { path: '/resources/ebook/newDetail', label: '新书详情' },
} as const;

/** Resolves the e-book ?id= into a reader source: its EPUB, its reading-state document, the way back. */
function EbookRead({ from }: { from: keyof typeof DETAILS }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading } = useQuery(EbookReadPageQuery, { variables: { id }, skip: !id, errorPolicy: 'all' });
  const resource = data?.resource;
  const back = { to: id ? `${DETAILS[from].path}?id=${encodeURIComponent(id)}` : '/resources/ebook', label: id ? DETAILS[from].label : '电子图书' };

  if (id && loading && !resource) return <Skeleton h="70vh" borderRadius="md" aria-busy="true" />;
  const file = resource?.__typename === 'Ebook' ? resource.file : null;
  if (!resource || !file) {
    return (
      <Box py="12">
        <PageHead title={`电子书不可阅读 - ${SITE.name}`} />
        <EmptyNote
          title={resource ? '该电子书暂无可阅读的文件' : '该电子书不存在或已下架'}
          description={resource ? '图书馆尚未上传这本书的电子版。' : '您访问的电子书可能已下架。'}
          size="md"
        >
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={back.to}>返回{back.label}</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  }
  const source: ReaderSource = {
    url: file,
    document: `resource:${resource.id}`,
    title: resource.title,
    format: 'epub',
    resourceId: resource.id,
    backTo: back.to,
    backLabel: back.label,
  };
  return (
    <>
      <PageHead title={`${resource.title} - 在线阅读 - ${SITE.name}`} />
      <EbookReader key={source.document} source={source} />
    </>
  );
}

/** resources/ebook/detail/read?id=: the e-book reader, for a reader-card login only (spec §5). */
export function EbookReadPage() {
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '2', md: '4' }} py="3">
      <ReaderCardGate>
        <EbookRead from="detail" />
      </ReaderCardGate>
    </Box>
  );
}

/** resources/ebook/newDetail/read?id=: the same reader, returning to the new e-book's detail. */
export function EbookNewReadPage() {
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '2', md: '4' }} py="3">
      <ReaderCardGate>
        <EbookRead from="newDetail" />
      </ReaderCardGate>
    </Box>
  );
}
