import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { DatabaseAccess_DatabaseFragment } from '../../gql/graphql';

export const DatabaseAccess_database = graphql(`
  fragment DatabaseAccess_database on DatabaseResource {
    id
    title
    url
    accessRules
  }
`);

/** Only http(s) addresses become links (a stored address is never run as script). */
export const safeExternalUrl = (url?: string | null) => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined);

/** A database's access rules (访问说明) and the button that opens it in a new tab. */
export function DatabaseAccess({ database, compact }: { database: DatabaseAccess_DatabaseFragment; compact?: boolean }) {
  const url = safeExternalUrl(database.url);
  return (
    <Stack gap="2">
      {database.accessRules && (
        <Box fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg.default">
            访问说明：
          </Text>
          <Text as="span" whiteSpace="pre-line" lineClamp={compact ? 3 : undefined}>
            {database.accessRules}
          </Text>
        </Box>
      )}
      {url ? (
        <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
          <a href={url} target="_blank" rel="noopener noreferrer">
            访问数据库
            <Box as="span" srOnly>
              ：{database.title}（在新窗口打开）
            </Box>
            <LuExternalLink aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          暂未提供访问地址
        </Text>
      )}
    </Stack>
  );
}
