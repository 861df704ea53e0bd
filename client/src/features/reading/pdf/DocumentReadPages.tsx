import { useQuery } from '@apollo/client/react';
import { Box, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { SITE } from '../../../lib/site';
import { creatorsText } from '../../resources/byline';
import { EditionReader } from './EditionReader';
import { loadPdfEngine } from './pdf-engine';
import type { PdfSource } from './pdf-source';
import { PdfReader } from './PdfReader';
import { ReaderProblem, type SidePanel } from './ReaderFrame';
import { PageHead } from '../../../lib/page-head';

/*
 * The read pages of theses, newspapers and journals (spec §2, issue 13; the route guard asks for the
 * login): each resolves its resource into what the reader opens, and the reader does the rest.
 */

export const ThesisReadQuery = graphql(`
  query ThesisReadQuery($id: ID!) {
    resource(id: $id, kind: thesis) {
      id
      title
      ... on Thesis {
        file
      }
    }
  }
`);

export const JournalReadQuery = graphql(`
  query JournalReadQuery($id: ID!) {
    resource(id: $id, kind: journal) {
      id
      title
      ... on Journal {
        volumes {
          id
          year
          issue
          articles {
            id
            title
            creators
            pages
            file
          }
        }
      }
    }
  }
`);

export const NewspaperReadQuery = graphql(`
  query NewspaperReadQuery($id: ID!, $year: Int, $month: Int) {
    resource(id: $id, kind: newspaper) {
      id
      title
      ... on Newspaper {
        editions(year: $year, month: $month) {
          id
          editionDate
          issue
          pages {
            id
            pageNo
            title
            image
            file
          }
        }
      }
    }
  }
`);

const detailPath = (kind: 'thesis' | 'newspaper' | 'journal', id: string) => `/resources/${kind}/detail?id=${encodeURIComponent(id)}`;
const BACK_LABEL = '返回详情';

/** pdf.js (and its worker) start loading with the page, while it asks for the resource. */
function usePdfEngineEarly() {
  useEffect(() => {
    // A failed load shows when the reader opens the document (it asks again).
    loadPdfEngine().catch(() => undefined);
  }, []);
}

function Loading() {
  return (
    <Center h="60vh" role="status" aria-label="文档加载中">
      <Spinner color="brand.500" />
    </Center>
  );
}

/** A read page with nothing to read: why, and the way back to the detail page. */
function Problem({ title, description, backTo }: { title: string; description?: string; backTo: string }) {
  return (
    <Box>
      <PageHead title={`${title} - ${SITE.name}`} />
      <Heading as="h1" srOnly>
        在线阅读
      </Heading>
      <ReaderProblem title={title} description={description} backTo={backTo} />
    </Box>
  );
}

const NOT_FOUND = { title: '该资源不存在或已下架', description: '您访问的资源可能已下架，或需要登录后查看。' };

/** resources/thesis/detail/read?id= */
export function ThesisReadPage() {
  usePdfEngineEarly();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading } = useQuery(ThesisReadQuery, { variables: { id }, skip: !id, errorPolicy: 'all' });
  const thesis = data?.resource;
  const backTo = id ? detailPath('thesis', id) : '/resources/thesis';
  if (id && loading && !thesis) return <Loading />;
  if (!thesis) return <Problem {...NOT_FOUND} backTo={backTo} />;
  const file = thesis.__typename === 'Thesis' ? thesis.file : null;
  if (!file) return <Problem title="该论文暂无全文" backTo={backTo} />;
  const source: PdfSource = { url: file, document: `resource:${thesis.id}`, title: thesis.title, format: 'pdf', backTo, backLabel: BACK_LABEL };
  return <PdfReader source={source} />;
}

type JournalVolume = Extract<NonNullable<ReturnType<typeof useJournal>>, { __typename: 'Journal' }>['volumes'][number];

function useJournal(id: string) {
  const { data, loading } = useQuery(JournalReadQuery, { variables: { id }, skip: !id, errorPolicy: 'all' });
  return loading && !data ? undefined : (data?.resource ?? null);
}

function VolumeArticles({ resourceId, volume, current }: { resourceId: string; volume: JournalVolume; current: string }) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label="本期文章">
      {volume.articles.map((article) => (
        <Box as="li" key={article.id} px="2" py="1.5" borderRadius="md" bg={article.id === current ? 'brand.50' : undefined}>
          {article.file ? (
            <RouterLink
              to={`/resources/journal/detail/read?id=${encodeURIComponent(resourceId)}&article=${encodeURIComponent(article.id)}`}
              aria-current={article.id === current ? 'page' : undefined}
            >
              <Text as="span" fontSize="sm" color="brand.700" fontWeight={article.id === current ? 'semibold' : undefined}>
                {article.title}
              </Text>
            </RouterLink>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {article.title}（暂无全文）
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {creatorsText(article.creators) || '—'}
            {article.pages ? ` · 第${article.pages}页` : ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** resources/journal/detail/read?id=&article=: the chosen article, with its issue's other articles beside it. */
export function JournalReadPage() {
  usePdfEngineEarly();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const articleId = params.get('article')?.trim() ?? '';
  const journal = useJournal(id);
  const backTo = id ? detailPath('journal', id) : '/resources/journal';
  if (id && journal === undefined) return <Loading />;
  if (!journal || journal.__typename !== 'Journal') return <Problem {...NOT_FOUND} backTo={backTo} />;
  const volume = journal.volumes.find((v) => v.articles.some((article) => article.id === articleId));
  const article = volume?.articles.find((a) => a.id === articleId);
  if (!volume || !article) return <Problem title="该文章不存在或已下架" backTo={backTo} />;
  if (!article.file) return <Problem title="该文章暂无全文" backTo={backTo} />;
  const source: PdfSource = {
    url: article.file,
    document: `resource:${journal.id}:article${article.id}`,
    title: `${article.title} - ${journal.title} ${volume.year}年${volume.issue}`,
    format: 'pdf',
    backTo,
    backLabel: BACK_LABEL,
  };
  const parts: SidePanel = {
    value: 'articles',
    label: '本期文章',
    content: <VolumeArticles resourceId={journal.id} volume={volume} current={article.id} />,
  };
  return <PdfReader key={source.document} source={source} parts={parts} />;
}

/** A YYYY-MM-DD date's year and month, to ask for that month's editions. */
function monthOf(date: string | null) {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : { year: null, month: null };
}

/** resources/newspaper/detail/read?id=&edition=&date=: an edition's pages in order (date: its month, to find it). */
export function NewspaperReadPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const editionId = params.get('edition')?.trim() ?? '';
  const { data, loading } = useQuery(NewspaperReadQuery, { variables: { id, ...monthOf(params.get('date')) }, skip: !id, errorPolicy: 'all' });
  const paper = data?.resource;
  const backTo = id ? detailPath('newspaper', id) : '/resources/newspaper';
  if (id && loading && !paper) return <Loading />;
  if (!paper || paper.__typename !== 'Newspaper') return <Problem {...NOT_FOUND} backTo={backTo} />;
  // Without an edition the newest one opens.
  const edition = editionId ? paper.editions.find((e) => e.id === editionId) : paper.editions[0];
  if (!edition) return <Problem title="该期报纸不存在或已下架" backTo={backTo} />;
  return (
    <EditionReader
      key={edition.id}
      edition={{
        document: `resource:${paper.id}:edition${edition.id}`,
        title: `${paper.title} ${edition.editionDate}${edition.issue ? ` ${edition.issue}` : ''}`,
        backTo,
        backLabel: BACK_LABEL,
        pages: [...edition.pages].sort((a, b) => a.pageNo - b.pageNo),
      }}
    />
  );
}
