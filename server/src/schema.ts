import 'reflect-metadata';
import { GraphQLInterfaceType, GraphQLSchema, GraphQLUnionType, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { AuthChecker } from './core/auth/auth-checker.js';
import { SCHEMA_DESCRIPTION } from './core/graphql/limits.js';
import { memoiseValidationRules, validateArgument } from './core/graphql/argument-validation.js';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** The one schema, built once per process (type-graphql's metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
  memoiseValidationRules();
  built ??= buildSchema({
    resolvers,
    authChecker: AuthChecker,
    authMode: 'error',
    validateFn: validateArgument,
  }).then((schema) => syncResolveTypes(new GraphQLSchema({ ...schema.toConfig(), description: SCHEMA_DESCRIPTION })));
  return built;
}

/**
 * type-graphql wraps an interface's or union's own resolveType in an async function, so every row
 * of a Resource list waited on a promise before its fields were resolved (issue 12). Ours answer a
 * type name at once: they are called directly, and a function that answers anything else (a class,
 * a promise) keeps type-graphql's wrapper.
 */
function syncResolveTypes(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  for (const { name, resolveType } of [...storage.interfaceTypes, ...storage.unions]) {
    const type = schema.getType(name);
    if (!resolveType || !(type instanceof GraphQLInterfaceType || type instanceof GraphQLUnionType) || !type.resolveType) continue;
    const wrapped = type.resolveType;
    type.resolveType = (value, context, info, abstractType) => {
      const answer = resolveType(value, context, info, abstractType);
      return typeof answer === 'string' ? answer : wrapped(value, context, info, abstractType);
    };
  }
  return schema;
}

/** The public contract as committed in schema/schema.graphql: sorted, so diffs stay readable. */
export async function printSortedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
