import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, HStack, Skeleton, Tabs } from '@chakra-ui/react';
import { LuCopy, LuDownload } from 'react-icons/lu';
import { showError, showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';

const CitationsQuery = graphql(`
  query CiteDialogQuery($resourceId: ID!) {
    resourceCitations(resourceId: $resourceId) {
      format
      label
      text
      fileName
      mime
    }
  }
`);

export const CITE_MESSAGES = {
  copied: '已复制到剪贴板',
  copyFailed: '复制失败，请手动选择文本复制',
  failed: '引用格式加载失败，请稍后再试',
} as const;

/** Saves a text as a file through a temporary link (the browser's own download). */
function download(text: string, fileName: string, mime: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** The dialog's content: one tab per format, its text selectable, 复制 and 下载. */
export function CiteDialogBody({ resourceId }: { resourceId: string }) {
  const { data, loading, error } = useQuery(CitationsQuery, { variables: { resourceId }, context: { quiet: true } });
  if (loading) return <Skeleton h="40" borderRadius="md" />;
  if (error || !data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{CITE_MESSAGES.failed}</Alert.Title>
      </Alert.Root>
    );
  }
  const citations = data.resourceCitations;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showSuccess(CITE_MESSAGES.copied);
    } catch {
      showError(CITE_MESSAGES.copyFailed);
    }
  };
  return (
    <Tabs.Root defaultValue={citations[0]?.format} variant="line" size="sm" lazyMount>
      <Tabs.List flexWrap="wrap">
        {citations.map((citation) => (
          <Tabs.Trigger key={citation.format} value={citation.format}>
            {citation.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {citations.map((citation) => (
        <Tabs.Content key={citation.format} value={citation.format}>
          <Box
            as="pre"
            aria-label={`${citation.label} 格式`}
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            fontFamily={citation.format === 'BIBTEX' || citation.format === 'RIS' ? 'mono' : 'inherit'}
            fontSize="sm"
            bg="bg.muted"
            p="3"
            borderRadius="md"
            userSelect="all"
          >
            {citation.text}
          </Box>
          <HStack mt="3" gap="2">
            <Button size="sm" colorPalette="brand" onClick={() => void copy(citation.text)}>
              <LuCopy /> 复制
            </Button>
            <Button size="sm" variant="outline" onClick={() => download(citation.text, citation.fileName, citation.mime)}>
              <LuDownload /> 下载
            </Button>
          </HStack>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
