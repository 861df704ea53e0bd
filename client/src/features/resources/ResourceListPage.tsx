import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import { graphql } from '../../gql';
import type { ResourceKind, ResourceFilter } from '../../gql/graphql';
import { SITE } from '../../lib/site';
import { Breadcrumbs } from '../site/Breadcrumbs';
import { classPath } from './class-tree';
import { ClassTreeFilter } from './ClassTreeFilter';
import { KIND_LABELS, KIND_SUBTITLES, RESOURCE_SECTION_NAME, RESOURCE_SECTION_PATH } from './kinds';
import { ListEmpty, ListFailed } from './ListState';
import { ListToolbar } from './ListToolbar';
import { readListParams, RESOURCE_PAGE_SIZE, sortFieldOf, withListParams, type ListParams } from './list-params';
import { PageHeading } from './PageHeading';
import { ResourceItems } from './ResourceItems';
import { GridSkeleton } from './ResourceGrid';
import { ResourceSectionLayout } from './ResourceSectionLayout';
import { FeedLinks } from '../../components/FeedLinks';
import { ListFieldsProvider } from '../site/list-fields';
import { PageHead } from '../../lib/page-head';

export const ResourceListPageQuery = graphql(`
  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {
    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {
      total
      totalCapped
      page
      pageSize
      items {
        ...ResourceCard_resource
        ... on DatabaseResource {
          summary
          ...DatabaseAccess_database
        }
      }
    }
  }
`);

export const ClassTreeQuery = graphql(`
  query ClassTreeQuery($kind: ResourceKind!) {
    resourceClassTree(kind: $kind) {
      id
      name
      code
      children {
        id
        name
        code
        children {
          id
          name
          code
        }
      }
    }
  }
`);

/** A kind's list: the class tree beside it, sort and keyword above, 12 covers a page; all of it in the URL. */
export function ResourceListPage({ kind }: { kind: ResourceKind }) {
  const name = KIND_LABELS[kind];
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const filter: ResourceFilter = {};
  if (list.classId) filter.classId = list.classId;
  if (list.keyword) filter.keyword = list.keyword;
  const { data, previousData, loading, error, refetch } = useQuery(ResourceListPageQuery, {
    variables: { kind, filter, page: list.page, pageSize: RESOURCE_PAGE_SIZE, sortBy: sortFieldOf(list.sort) },
  });
  const tree = useQuery(ClassTreeQuery, { variables: { kind } });
  const shown = data?.resources ?? previousData?.resources;

  const change = (next: Partial<ListParams>) => setParams((current) => withListParams(current, next));
  const goTo = (page: number) => {
    change({ page });
    headingRef.current?.focus();
  };
  const className = classPath(tree.data?.resourceClassTree ?? [], list.classId).at(-1)?.name;
  const title = className ? `${name} · ${className}` : name;
  const filtered = !!(list.classId || list.keyword);

  let body;
  if (!shown && loading) body = <GridSkeleton />;
  else if (!shown && error) body = <ListFailed onRetry={() => void refetch()} />;
  else if (!shown || shown.items.length === 0) {
    body = filtered ? <ListEmpty title={`没有找到符合条件的${name}`} description="换个分类或关键词试试。" /> : <ListEmpty title={`暂无${name}`} />;
  } else {
    body = (
      <>
        <ResourceItems items={shown.items} busy={loading && !data} />
        <Box mt="6">
          <Pager
            page={list.page}
            pageSize={RESOURCE_PAGE_SIZE}
            total={shown.total}
            onChange={goTo}
            label={`${name}分页`}
            hideTotal={shown.totalCapped}
          />
        </Box>
      </>
    );
  }

  return (
    <ResourceSectionLayout
      subtitle={KIND_SUBTITLES[kind]}
      sidebar={
        <ClassTreeFilter
          label={name}
          nodes={tree.data?.resourceClassTree}
          selectedId={list.classId}
          hrefFor={(classId) => `?${withListParams(params, { classId }).toString()}`}
        />
      }
    >
      <PageHead title={`${title}${list.page > 1 ? `（第${list.page}页）` : ''} - ${SITE.name}`} />
      {/* Feed readers read as guests: the e-book list, for reader cards only, has no feed. */}
      {kind !== 'ebook' && <FeedLinks path={`/feeds/resources/${kind}`} title={`${title} - ${SITE.name}`} />}
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: RESOURCE_SECTION_NAME, to: RESOURCE_SECTION_PATH }, { label: name }]} />
      <PageHeading title={title} total={shown?.total} capped={shown?.totalCapped} headingRef={headingRef} />
      <ListToolbar
        key={list.keyword ?? ''}
        label={name}
        sort={list.sort}
        keyword={list.keyword}
        onSort={(sort) => change({ sort })}
        onSearch={(keyword) => change({ keyword })}
      />
      <Box mt="5">
        <ListFieldsProvider list="resource">{body}</ListFieldsProvider>
      </Box>
    </ResourceSectionLayout>
  );
}
