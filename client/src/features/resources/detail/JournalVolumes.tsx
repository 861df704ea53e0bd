import { Accordion, Box, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuBookOpen, LuFileText } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { journalReadPath } from '../../reading/pdf/read-links';
import { DownloadFileButton } from './DownloadButton';
import { graphql } from '../../../gql';
import type { JournalVolumes_JournalFragment } from '../../../gql/graphql';
import { EmptyNote } from '../../site/EmptyNote';
import { creatorsText } from '../byline';
import { DetailSection } from './DetailSection';

export const JournalVolumes_journal = graphql(`
  fragment JournalVolumes_journal on Journal {
    id
    volumes {
      id
      year
      issue
      title
      articles {
        id
        title
        creators
        pages
        file
      }
    }
  }
`);

type Volume = JournalVolumes_JournalFragment['volumes'][number];

/** Volumes by year, newest year first, in the server's order within a year. */
export function volumesByYear(volumes: readonly Volume[]): [number, Volume[]][] {
  const years = new Map<number, Volume[]>();
  for (const volume of volumes) years.set(volume.year, [...(years.get(volume.year) ?? []), volume]);
  return [...years.entries()].sort(([a], [b]) => b - a);
}

function Articles({ journalId, volume }: { journalId: string; volume: Volume }) {
  if (volume.articles.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        本期暂无文章
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>题名</Table.ColumnHeader>
            <Table.ColumnHeader>作者</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">页码</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">全文</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {volume.articles.map((article) => (
            <Table.Row key={article.id}>
              <Table.Cell>{article.title}</Table.Cell>
              <Table.Cell color="fg.muted">{creatorsText(article.creators) || '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{article.pages ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {article.file ? (
                  <HStack gap="3">
                    <Link asChild color="brand.600">
                      <RouterLink to={journalReadPath(journalId, article.id)}>
                        <LuBookOpen aria-hidden="true" />
                        阅读
                        <Box as="span" srOnly>
                          ：{article.title}
                        </Box>
                      </RouterLink>
                    </Link>
                    <Link href={article.file} target="_blank" rel="noopener noreferrer" color="brand.600">
                      <LuFileText aria-hidden="true" />
                      PDF
                      <Box as="span" srOnly>
                        ：{article.title}
                      </Box>
                    </Link>
                    <DownloadFileButton resourceId={journalId} file={article.file} name={article.title} />
                  </HStack>
                ) : (
                  '—'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** 过刊浏览: the journal's issues grouped by year; each opens to its articles (title, authors, pages, 阅读 and PDF). */
export function JournalVolumes({ journal }: { journal: JournalVolumes_JournalFragment }) {
  const years = volumesByYear(journal.volumes);
  return (
    <DetailSection
      id="volumes"
      title="过刊浏览"
      aside={
        journal.volumes.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            共 {journal.volumes.length} 期
          </Text>
        ) : undefined
      }
    >
      {years.length === 0 ? (
        <EmptyNote title="暂无期刊内容" />
      ) : (
        <Stack gap="6">
          {years.map(([year, volumes], index) => (
            <Box key={year}>
              <Heading as="h3" fontSize="md" fontWeight="bold" color="brand.700" mb="2">
                {year}年
              </Heading>
              <Accordion.Root multiple collapsible defaultValue={index === 0 ? [volumes[0].id] : []} variant="enclosed">
                {volumes.map((volume) => (
                  <Accordion.Item key={volume.id} value={volume.id}>
                    <Accordion.ItemTrigger>
                      <Text as="span" flex="1" fontWeight="semibold">
                        {volume.issue}
                        {volume.title ? ` · ${volume.title}` : ''}
                        <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted" ml="2">
                          （{volume.articles.length}篇）
                        </Text>
                      </Text>
                      <Accordion.ItemIndicator />
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent>
                      <Accordion.ItemBody>
                        <Articles journalId={journal.id} volume={volume} />
                      </Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </Box>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
