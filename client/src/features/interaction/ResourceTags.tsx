import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Badge, Button, Flex, HStack, Tag, Text, Wrap } from '@chakra-ui/react';
import { LuPlus, LuTag } from 'react-icons/lu';
import { graphql } from '../../gql';
import { REVIEW_STATUS_COLORS, REVIEW_STATUS_LABELS } from './labels';
import { useReaderSession } from './reader-session';
import type { ReaderState } from './reader-state';

// Readers only: a guest's page does not download the form and its form library.
const AddTagForm = lazy(() => import('./AddTagForm').then((module) => ({ default: module.AddTagForm })));

export const ResourceTagsQuery = graphql(`
  query ResourceTagsQuery($resourceId: ID!) {
    resourceTags(resourceId: $resourceId) {
      text
      count
    }
  }
`);

/**
 * 标签: the resource's passed tags as chips (with how many readers gave each), the reader's own
 * tags that are not passed yet (审核中) or not passed (未通过), and a field to add one. A guest's
 * 添加标签 leads to the login.
 */
export function ResourceTags({ resourceId, state }: { resourceId: string; state: ReaderState | undefined }) {
  const { loggedIn, sendToLogin } = useReaderSession();
  const { data } = useQuery(ResourceTagsQuery, { variables: { resourceId } });
  const passed = data?.resourceTags ?? [];
  const own = (state?.tags ?? []).filter((tag) => tag.status !== 'PASSED');

  return (
    <Flex align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap="2" fontSize="sm">
      <HStack gap="3" wrap="wrap" flex="1" minW="0">
        <Text as="span" fontWeight="semibold" color="fg.default" flexShrink={0}>
          标签
        </Text>
        {passed.length === 0 && own.length === 0 ? (
          <Text as="span" color="fg.muted" fontSize="xs">
            暂无标签
          </Text>
        ) : (
          <Wrap as="ul" aria-label="资源标签" gap="2" listStyleType="none" m="0" p="0">
            {passed.map((tag) => (
              <li key={`passed:${tag.text}`}>
                <Tag.Root size="md" colorPalette="brand" variant="subtle" borderRadius="full">
                  <Tag.StartElement>
                    <LuTag aria-hidden="true" />
                  </Tag.StartElement>
                  <Tag.Label>{tag.text}</Tag.Label>
                  {tag.count > 1 && (
                    <Text as="span" fontSize="xs" color="fg.muted" ml="1">
                      <span aria-hidden="true">×</span>
                      {tag.count}
                      <Text as="span" srOnly>
                        人
                      </Text>
                    </Text>
                  )}
                </Tag.Root>
              </li>
            ))}
            {own.map((tag) => (
              <li key={`own:${tag.id}`}>
                <Tag.Root size="md" variant="outline" borderRadius="full" borderStyle="dashed">
                  <Tag.Label>{tag.text}</Tag.Label>
                  <Badge size="xs" ml="1" colorPalette={REVIEW_STATUS_COLORS[tag.status]} variant="subtle">
                    {REVIEW_STATUS_LABELS[tag.status]}
                  </Badge>
                </Tag.Root>
              </li>
            ))}
          </Wrap>
        )}
      </HStack>
      {loggedIn ? (
        <Suspense fallback={null}>
          <AddTagForm resourceId={resourceId} />
        </Suspense>
      ) : (
        <Button size="sm" colorPalette="brand" variant="outline" onClick={sendToLogin} alignSelf={{ base: 'flex-start', sm: 'center' }}>
          <LuPlus aria-hidden="true" />
          添加标签
        </Button>
      )}
    </Flex>
  );
}
