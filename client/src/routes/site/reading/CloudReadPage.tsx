import { useQuery } from '@apollo/client/react';
import { Box, Button, Skeleton } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EbookReader } from '../../../features/reading/ebook/EbookReader';
import { PdfReader } from '../../../features/reading/pdf/PdfReader';
import type { ReaderSource } from '../../../features/reading/reader-source';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const CloudReadPageQuery = graphql(`
  query CloudReadPageQuery($id: ID!) {
    cloudFile(id: $id) {
      id
      name
      format
      url
    }
  }
`);

const BACK = { to: '/personal/UserCloud', label: '我的云盘' };

/**
 * reading/cloud?id=: a file of the reader's own cloud, opened in the reader of its format (the
 * route guard asks for the login; the server answers 404 for anyone else's file). Its reading
 * state is kept under cloud:{id}, and it counts no read time (no resource of the library).
 */
export function CloudReadPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading } = useQuery(CloudReadPageQuery, { variables: { id }, skip: !id, errorPolicy: 'all' });
  const file = data?.cloudFile;

  let body;
  if (id && loading && !file) body = <Skeleton h="70vh" borderRadius="md" aria-busy="true" />;
  else if (!file || (file.format !== 'epub' && file.format !== 'pdf')) {
    body = (
      <Box py="12">
        <PageHead title={`文件不可阅读 - ${SITE.name}`} />
        <EmptyNote title="文件不存在或已删除" description="该文件可能已从您的云盘删除。" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={BACK.to}>返回{BACK.label}</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else {
    const source: ReaderSource = {
      url: file.url,
      document: `cloud:${file.id}`,
      title: file.name,
      fileName: file.name,
      format: file.format,
      backTo: BACK.to,
      backLabel: BACK.label,
    };
    body = (
      <>
        <PageHead title={`${file.name} - 在线阅读 - ${SITE.name}`} />
        {source.format === 'epub' ? (
          <EbookReader key={source.document} source={source} />
        ) : (
          <PdfReader key={source.document} source={{ ...source, format: 'pdf' }} />
        )}
      </>
    );
  }
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '2', md: '4' }} py="3">
      {body}
    </Box>
  );
}
