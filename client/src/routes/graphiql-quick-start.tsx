import type { GraphiQLPlugin } from '@graphiql/react';
import { useGraphiQL, useGraphiQLActions } from '@graphiql/react';

/** An example for integrators: a query and its variables, opened in a new tab. */
export interface QuickStartExample {
  title: string;
  description: string;
  query: string;
  variables?: Record<string, unknown>;
}

export const QUICK_START_EXAMPLES: QuickStartExample[] = [
  {
    title: '检索馆藏',
    description: '按相关度检索所有可见资源，带分面（类型、年份、责任者）和高亮片段。',
    query: `query Search($query: String!, $pageSize: Int!) {
  search(query: $query, pageSize: $pageSize) {
    total
    didYouMean
    items {
      title { text match }
      resource { id kind title creators publishYear }
    }
    facets {
      kind { value label count }
      year { value label count }
    }
  }
}`,
    variables: { query: '三国', pageSize: 10 },
  },
  {
    title: '某类资源的列表',
    description: '一种资源（此处为纸质图书）的分页列表，按上架时间倒序。',
    query: `query Books($page: Int!, $pageSize: Int!) {
  resources(kind: book, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {
    total
    items {
      id
      title
      creators
      cover
      ... on Book { isbn publisher }
    }
  }
}`,
    variables: { page: 1, pageSize: 10 },
  },
  {
    title: '资源详情与引用',
    description: '一条资源的详情，以及它的 GB/T 7714、APA 等引文格式。把 id 换成列表里的一个。',
    query: `query Detail($id: ID!) {
  resource(id: $id) {
    id
    kind
    title
    creators
    summary
    publishYear
  }
  resourceCitations(resourceId: $id) {
    format
    text
  }
}`,
    variables: { id: '1' },
  },
];

/** Addresses for harvesting and reading outside GraphQL. */
const LINKS: Array<[string, string]> = [
  ['/oai?verb=Identify', 'OAI-PMH 2.0：Identify'],
  ['/oai?verb=ListRecords&metadataPrefix=oai_dc', 'OAI-PMH：收割全部记录（Dublin Core，每页 100 条）'],
  ['/api/docs', 'REST 接口文档（OpenAPI 3.1）'],
  ['/feeds/news/libraryNews.rss', 'RSS：本馆新闻'],
  ['/opensearch.xml', 'OpenSearch 描述文件'],
];

function QuickStartContent() {
  const { addTab, updateActiveTabValues } = useGraphiQLActions();
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);

  const open = (example: QuickStartExample) => {
    addTab();
    const variables = example.variables ? JSON.stringify(example.variables, null, 2) : '';
    // The new tab is the active one: its editors take the example, and the tab keeps it.
    queryEditor?.setValue(example.query);
    variableEditor?.setValue(variables);
    updateActiveTabValues({ query: example.query, variables });
  };

  return (
    <section aria-labelledby="quick-start-title" style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <div className="graphiql-doc-explorer-title" id="quick-start-title">
        快速开始
      </div>
      <p style={{ margin: 0 }}>
        打开一个示例查询（新标签页），按 Ctrl-Enter
        执行。公开字段无需登录；需要登录的字段请在页面顶部填写令牌。每个请求的深度、别名和成本都有上限，详见文档中的 schema 说明。
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        {QUICK_START_EXAMPLES.map((example) => (
          <li key={example.title}>
            <button type="button" className="graphiql-button" onClick={() => open(example)}>
              {example.title}
            </button>
            <p style={{ margin: '0.25rem 0 0' }}>{example.description}</p>
          </li>
        ))}
      </ul>
      <div>
        <div style={{ fontWeight: 600, marginBottom: '0.5rem' }}>其他接口</div>
        <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
          {LINKS.map(([href, label]) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function QuickStartIcon() {
  // A lightning bolt: "get going".
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" strokeLinejoin="round" />
    </svg>
  );
}

/** GraphiQL's sidebar panel of examples for integrators (issue 18). */
export const quickStartPlugin: GraphiQLPlugin = {
  title: '快速开始',
  icon: QuickStartIcon,
  content: QuickStartContent,
};
