import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { createRequire } from 'node:module';
import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';

import { AppError } from '../errors/app-error.js';
import { refuseRequest } from './refuse.js';

// The CommonJS build: its ESM build imports `graphql/index.mjs`, a second copy of graphql beside the
// one the schema is built with (STACK.md: "another realm"); the CommonJS build shares ours.
const { getComplexity } = createRequire(import.meta.url)('graphql-query-complexity') as typeof import('graphql-query-complexity');

/** Arguments that say how many rows a list field answers: they multiply the cost of its selection. */
const SIZE_ARGUMENTS = ['limit', 'pageSize', 'first', 'size'] as const;
/** A list with no size argument (a resource's chapters, tracks, copies) is costed as this many rows. */
export const UNSIZED_LIST_ROWS = 10;

function sizeOf(args: Record<string, unknown>): number | undefined {
  for (const name of SIZE_ARGUMENTS) {
    const value = args[name];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(value, 1);
  }
  return undefined;
}

const LIST_ROWS_EXTENSION = 'listRows';
/**
 * `@Extensions(IN_MEMORY_LIST)` on a list field built in memory with its parent (a tree read by one
 * query, a title's marked segments, facet counts): the cost rule counts it as one row, not ten.
 */
export const IN_MEMORY_LIST = { [LIST_ROWS_EXTENSION]: 1 } as const;

/**
 * Each field costs 1 plus its selection times the rows it answers. The lists of a page (a type with
 * a `pageSize` field: `NewsPage.items`, a search's hits) are not multiplied again: the page field's
 * `pageSize` already did. Introspection costs nothing (GraphiQL and integrators read the schema;
 * graphql-armor bounds its depth).
 */
export function listCostEstimator({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number {
  if (field.name.startsWith('__')) return 0;
  const hinted = field.extensions?.[LIST_ROWS_EXTENSION];
  const inPage = isObjectType(type) && 'pageSize' in type.getFields();
  const isList = isListType(getNullableType(field.type));
  const rows = sizeOf(args) ?? (typeof hinted === 'number' ? hinted : isList && !inPage ? UNSIZED_LIST_ROWS : 1);
  return 1 + rows * childComplexity;
}

/** The cost of one operation of a document with its variables (ARCHITECTURE §9: limits Apollo lacks). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): number {
  try {
    return getComplexity({ schema, query: document, variables, operationName: operationName ?? undefined, estimators: [listCostEstimator] });
  } catch (error) {
    // Variables that do not fit their types: nothing will run, and execution refuses them with
    // BAD_USER_INPUT naming the variable; this rule has nothing to add.
    if (/^Variable "\$/.test((error as Error).message)) return 0;
    throw error;
  }
}

/** Fields that may not appear inside themselves: each level multiplies the rows of the one above. */
const NOT_NESTABLE = new Set(['related']);

/** The first field of NOT_NESTABLE found below itself (through fragments), or undefined. */
export function nestedUnnestable(document: DocumentNode): string | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const walk = (selectionSet: SelectionSetNode | undefined, inside: ReadonlySet<string>, seen: ReadonlySet<string>): string | undefined => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (NOT_NESTABLE.has(name) && inside.has(name)) return name;
        const found = walk(selection.selectionSet, NOT_NESTABLE.has(name) ? new Set([...inside, name]) : inside, seen);
        if (found) return found;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const found = walk(selection.selectionSet, inside, seen);
        if (found) return found;
      } else {
        const name = selection.name.value;
        // A fragment cycle is refused by validation; `seen` only keeps this walk finite before that.
        if (seen.has(name)) continue;
        const found = walk(fragments.get(name)?.selectionSet, inside, new Set([...seen, name]));
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const found = walk(definition.selectionSet, new Set(), new Set());
    if (found) return found;
  }
  return undefined;
}

const refuse = (message: string) => refuseRequest(new AppError('BAD_USER_INPUT', message));

export const COST_MESSAGES = {
  tooCostly: (cost: number, max: number) => `查询过于复杂（代价 ${cost}，上限 ${max}），请减少返回的条数或嵌套层级`,
  nested: (field: string) => `查询有误：${field} 不能嵌套在 ${field} 之内`,
};

/**
 * Refuses, after validation and before execution, an operation whose cost (list sizes included)
 * is above `maxCost`, or that nests `related` inside `related`.
 */
export function queryCostPlugin<T extends object>(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operationName }) {
          const nested = nestedUnnestable(document);
          if (nested) throw refuse(COST_MESSAGES.nested(nested));
          const cost = queryCost(schema, document, request.variables ?? {}, operationName);
          if (cost > maxCost) throw refuse(COST_MESSAGES.tooCostly(cost, maxCost));
        },
      };
    },
  };
}
