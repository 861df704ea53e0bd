import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
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
  }).then((schema) => new GraphQLSchema({ ...schema.toConfig(), description: SCHEMA_DESCRIPTION }));
  return built;
}

/** The public contract as committed in schema/schema.graphql: sorted, so diffs stay readable. */
export async function printSortedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
