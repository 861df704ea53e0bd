import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { CommentItem } from '../../../features/interaction/CommentItem';
import { InteractionSectionLayout } from '../../../features/interaction/InteractionSectionLayout';
import { INTERACTION_SECTION_NAME, INTERACTION_SECTION_PATH } from '../../../features/interaction/sections';
import { pageFrom } from '../../../lib/page-param';
import { hasDetailPage, KIND_LABELS, resourceDetailPath } from '../../../features/resources/kinds';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import type { ResourceKind } from '../../../gql/graphql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const COMMENTS_PAGE_SIZE = 10;
const NAME = '读者评论';
const PATH = '/interaction/comments';

const InteractionCommentsPageQuery = graphql(`
  query InteractionCommentsPageQuery($page: Int!, $pageSize: Int!) {
    passedComments(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        content
        authorName
        createdAt
        resource {
          id
          kind
          title
        }
      }
    }
  }
`);

/** 评《title》: a link to the resource's detail page (a kind without one shows the title only). */
function About({ resource }: { resource: { id: string; kind: ResourceKind; title: string } }) {
  const title = `《${resource.title}》`;
  return (
    <>
      评论了{KIND_LABELS[resource.kind]}
      {hasDetailPage(resource.kind) ? (
        <Link asChild color="brand.600" fontWeight="medium">
          <RouterLink to={resourceDetailPath(resource.kind, resource.id)}>{title}</RouterLink>
        </Link>
      ) : (
        <Text as="span" fontWeight="medium" color="fg.default">
          {title}
        </Text>
      )}
    </>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="4" py="4" aria-busy="true" role="status" aria-label="列表加载中">
      {Array.from({ length: 5 }, (_, i) => (
        <HStack key={i} gap="3" align="flex-start">
          <Skeleton boxSize="9" borderRadius="full" />
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="30%" />
            <Skeleton h="4" w="50%" />
            <Skeleton h="4" w="90%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/** /interaction/comments: the passed comments across the catalogue, newest first, each linking to its resource. */
export function InteractionCommentsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(InteractionCommentsPageQuery, {
    variables: { page, pageSize: COMMENTS_PAGE_SIZE },
  });
  const shown = data?.passedComments ?? previousData?.passedComments;

  const goTo = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    headingRef.current?.focus();
  };

  let content;
  if (!shown && loading) content = <ListSkeleton />;
  else if (!shown && error) {
    content = (
      <Box py="10" role="alert">
        <EmptyNote title="内容加载失败" description="网络似乎开了小差，请稍候再试。">
          <Button colorPalette="brand" size="sm" onClick={() => void refetch()}>
            重新加载
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (!shown || shown.items.length === 0) {
    content = (
      <Box py="10">
        {shown && shown.total > 0 ? (
          <EmptyNote title="这一页没有内容" description={`${NAME}共 ${shown.total} 条，请返回第一页查看。`}>
            <Button asChild colorPalette="brand" size="sm" variant="outline">
              <RouterLink to={PATH}>返回第一页</RouterLink>
            </Button>
          </EmptyNote>
        ) : (
          <EmptyNote title="暂无读者评论" description="在资源详情页即可发表您的评论。" />
        )}
      </Box>
    );
  } else {
    content = (
      <>
        <Box as="ul" listStyleType="none" m="0" p="0" aria-busy={loading || undefined} opacity={loading && !data ? 0.6 : 1}>
          {shown.items.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} about={<About resource={comment.resource} />} />
            </li>
          ))}
        </Box>
        <Box mt="6">
          <Pager page={page} pageSize={COMMENTS_PAGE_SIZE} total={shown.total} onChange={goTo} label={`${NAME}分页`} />
        </Box>
      </>
    );
  }

  return (
    <InteractionSectionLayout>
      <PageHead title={`${NAME}${page > 1 ? `（第${page}页）` : ''} - ${INTERACTION_SECTION_NAME} - ${SITE.name}`} />
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: INTERACTION_SECTION_NAME, to: INTERACTION_SECTION_PATH }, { label: NAME }]} />
      <Flex align="baseline" justify="space-between" gap="4" mt="4" pb="4" borderBottom="2px solid" borderColor="brand.600" wrap="wrap">
        <Heading as="h1" ref={headingRef} tabIndex={-1} outline="none" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800">
          {NAME}
        </Heading>
        {shown && shown.total > 0 && (
          <Text fontSize="sm" color="fg.muted">
            共 {shown.total} 条
          </Text>
        )}
      </Flex>
      {content}
    </InteractionSectionLayout>
  );
}
