import { optionsFrom, treeFrom, type TreeSource } from '../crud/types';
import { graphql } from '../gql';
import type { ResourceKind } from '../gql/graphql';

/** Selects shared by the catalogue screens: class trees, suppliers, batch numbers, libraries. */

/** The enabled classes of a kind as a tree, five levels deep (the most the server allows). */
const classTreeQuery = graphql(`
  query ResourceClassTreeOptions($kind: ResourceKind!) {
    nodes: resourceClassTree(kind: $kind) {
      ...ClassNode
      children {
        ...ClassNode
        children {
          ...ClassNode
          children {
            ...ClassNode
            children {
              ...ClassNode
            }
          }
        }
      }
    }
  }
  fragment ClassNode on ResourceClassNode {
    id
    name
    code
  }
`);

export const classTree = (kind: ResourceKind): TreeSource => treeFrom(classTreeQuery, (data) => data.nodes, { kind });

/** Disabled items stay choosable (an item may already name one), marked as such. */
const named = (item: { id: string; enabled: boolean }, name: string) => ({ value: item.id, label: item.enabled ? name : `${name}（已停用）` });

/** The suppliers (the first 100 by name). */
export const supplierOptions = optionsFrom(
  graphql(`
    query SupplierOptions {
      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) {
        items {
          id
          name
          enabled
        }
      }
    }
  `),
  (data) => data.page.items.map((s) => named(s, s.name)),
);

/** The batch numbers, newest first (the last 100). */
export const batchOptions = optionsFrom(
  graphql(`
    query BatchNumberOptions {
      page: adminBatchNumbers(page: 1, pageSize: 100, sortBy: createdAt, order: DESC) {
        items {
          id
          code
          name
          enabled
        }
      }
    }
  `),
  (data) => data.page.items.map((b) => named(b, `${b.code} ${b.name}`)),
);

/** The libraries holding copies (the first 100 in display order). */
export const libraryOptions = optionsFrom(
  graphql(`
    query LibraryOptions {
      page: adminLibraries(page: 1, pageSize: 100, sortBy: sort, order: ASC) {
        items {
          id
          name
          enabled
        }
      }
    }
  `),
  (data) => data.page.items.map((l) => named(l, l.name)),
);

/** 分馆 for a select (an activity held at a branch). */
export const branchOptions = optionsFrom(
  graphql(`
    query BranchOptions {
      page: adminBranches(page: 1, pageSize: 100, sortBy: sort, order: ASC) {
        items {
          id
          name
          enabled
        }
      }
    }
  `),
  (data) => data.page.items.map((b) => named(b, b.name)),
);
