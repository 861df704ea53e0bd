import { graphql, HttpResponse, server } from '../../test/msw';

/** Test data and msw handlers for the catalogue screens (tests only). */

const node = (id: string, name: string, children: unknown[] = []) => ({ __typename: 'ResourceClassNode', id, name, code: null, children });
/** 文学 > 小说, 历史. */
export const CLASS_TREE = [node('1', '文学', [node('2', '小说')]), node('4', '历史')];

/** A row as every kind's list returns it. */
export function resourceRow(typename: string, id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: typename,
    id: String(id),
    title,
    cover: `/uploads/cover-${id}.png`,
    creators: ['鲁迅', '许广平'],
    publishYear: 2021,
    onShelf: true,
    permission: 'PUBLIC',
    enabled: true,
    recommended: false,
    views: 10 * id,
    createdAt: '2026-03-01T02:30:00.000Z',
    class: { __typename: 'ResourceClass', id: '2', name: '小说' },
    batch: { __typename: 'BatchNumber', id: '5', code: '2026-NB-014' },
    ...extra,
  };
}

/** The selects of the catalogue: class tree, suppliers, batch numbers and libraries. Records the tree's variables. */
export function mockCatalogueOptions() {
  const trees: Array<Record<string, unknown>> = [];
  const page = (typename: string, items: unknown[]) => ({ page: { __typename: typename, items } });
  server.use(
    graphql.query('ResourceClassTreeOptions', ({ variables }) => {
      trees.push(variables);
      return HttpResponse.json({ data: { nodes: CLASS_TREE } });
    }),
    graphql.query('SupplierOptions', () =>
      HttpResponse.json({ data: page('SupplierPage', [{ __typename: 'Supplier', id: '7', name: '新华书店', enabled: true }]) }),
    ),
    graphql.query('BatchNumberOptions', () =>
      HttpResponse.json({
        data: page('BatchNumberPage', [{ __typename: 'BatchNumber', id: '5', code: '2026-NB-014', name: '春季新书', enabled: true }]),
      }),
    ),
    graphql.query('LibraryOptions', () =>
      HttpResponse.json({
        data: page('LibraryPage', [
          { __typename: 'Library', id: '31', name: '钱塘市图书馆总馆', enabled: true },
          { __typename: 'Library', id: '32', name: '西湖分馆', enabled: false },
        ]),
      }),
    ),
  );
  return { trees };
}

/** Answers a list query with these rows (of the page type) and records the variables of every request. */
export function mockList(operation: string, pageType: string, items: unknown[]) {
  const requests: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query(operation, ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({
        data: { page: { __typename: pageType, items, total: items.length, page: variables.page, pageSize: variables.pageSize } },
      });
    }),
  );
  return requests;
}

/** Answers a get query (aliased `item:`) with this record. */
export function mockItem(operation: string, item: unknown) {
  server.use(graphql.query(operation, () => HttpResponse.json({ data: { item } })));
}

export const batchResult = (count: number) => ({ __typename: 'BatchResult', count, ids: [] });
