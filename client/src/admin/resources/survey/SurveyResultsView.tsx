import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { Pager } from '../../../components/Pager';
import { showError } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { blobFromBase64, saveBlob } from '../../../lib/save-file';
import { graphql } from '../../gql';
import type { SurveyExportFormat, SurveyQuestionType } from '../../gql/graphql';

const SurveyResultsQuery = graphql(`
  query AdminSurveyResultsQuery($id: ID!) {
    results: surveyResults(id: $id) {
      surveyId
      title
      answerCount
      questions {
        key
        type
        title
        answered
        options {
          key
          label
          count
          percent
        }
      }
    }
  }
`);

const SurveyTextAnswersQuery = graphql(`
  query AdminSurveyTextAnswersQuery($surveyId: ID!, $question: String!, $page: Int!, $pageSize: Int!) {
    page: surveyTextAnswers(surveyId: $surveyId, question: $question, page: $page, pageSize: $pageSize) {
      total
      items {
        text
        answeredAt
      }
    }
  }
`);

const ExportSurveyResultsQuery = graphql(`
  query ExportSurveyResults($id: ID!, $format: SurveyExportFormat) {
    file: exportSurveyResults(id: $id, format: $format) {
      fileName
      mime
      base64
    }
  }
`);

const TEXT_PAGE_SIZE = 5;
const TYPE_NAMES: Record<SurveyQuestionType, string> = { single: '单选题', multiple: '多选题', text: '问答题' };

function TextAnswers({ surveyId, question, total }: { surveyId: string; question: string; total: number }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(SurveyTextAnswersQuery, { variables: { surveyId, question, page, pageSize: TEXT_PAGE_SIZE } });
  if (total === 0) return <Text color="fg.muted">暂无回答</Text>;
  return (
    <Stack gap="2">
      {!data && loading ? (
        <Skeleton h="16" />
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
          {data?.page.items.map((answer, i) => (
            <Box as="li" key={`${page}-${i}`} p="3" bg="bg.subtle" borderRadius="md">
              <Text whiteSpace="pre-line">{answer.text}</Text>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {formatDateTime(answer.answeredAt)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {total > TEXT_PAGE_SIZE && (
        <Pager page={page} pageSize={TEXT_PAGE_SIZE} total={data?.page.total ?? total} onChange={setPage} label="文字回答分页" />
      )}
    </Stack>
  );
}

/** 结果 of a survey: per question a bar per option with its count and percentage, text answers a page at a time, and the export. */
export function SurveyResultsView({ id }: { id: string }) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(SurveyResultsQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [exporting, setExporting] = useState<SurveyExportFormat>();

  const download = async (format: SurveyExportFormat) => {
    setExporting(format);
    try {
      const { data: file } = await client.query({ query: ExportSurveyResultsQuery, variables: { id, format }, fetchPolicy: 'no-cache' });
      if (file) saveBlob(blobFromBase64(file.file.base64, file.file.mime), file.file.fileName);
    } catch {
      showError('导出失败，请稍候再试');
    } finally {
      setExporting(undefined);
    }
  };

  if (!data) {
    return loading || !error ? (
      <Stack gap="3" role="status" aria-label="加载中">
        <Skeleton h="8" />
        <Skeleton h="24" />
      </Stack>
    ) : (
      <Text color="fg.muted">结果加载失败，请稍候再试</Text>
    );
  }
  const { results } = data;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontWeight="semibold" aria-label="答卷总数">
          共 {results.answerCount} 份答卷
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={exporting === 'CSV'} onClick={() => void download('CSV')}>
            <LuDownload /> 导出 CSV
          </Button>
          <Button size="sm" variant="outline" loading={exporting === 'XLSX'} onClick={() => void download('XLSX')}>
            <LuDownload /> 导出 Excel
          </Button>
        </HStack>
      </HStack>
      {results.questions.map((q, index) => (
        <Stack key={q.key} gap="3" as="section" aria-label={`第 ${index + 1} 题结果`}>
          <Heading as="h3" fontSize="md">
            {index + 1}. {q.title}
            <Text as="span" ms="2" fontSize="sm" fontWeight="normal" color="fg.muted">
              （{TYPE_NAMES[q.type]} · {q.answered} 人作答）
            </Text>
          </Heading>
          {q.type === 'text' ? (
            <TextAnswers surveyId={id} question={q.key} total={q.answered} />
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
              {q.options.map((o) => (
                <Box as="li" key={o.key} aria-label={`${o.label}：${o.count} 人，${o.percent}%`}>
                  <HStack justify="space-between" fontSize="sm" mb="1" gap="3">
                    <Text>{o.label}</Text>
                    <Text color="fg.muted" flexShrink={0}>
                      {o.count} 人 · {o.percent}%
                    </Text>
                  </HStack>
                  <Box h="2.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
                    <Box h="full" width={`${Math.min(100, o.percent)}%`} bg="brand.500" borderRadius="full" />
                  </Box>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
