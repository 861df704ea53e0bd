import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthChecker } from './core/auth/auth-checker.js';
import { SCHEMA_DESCRIPTION } from './core/graphql/limits.js';
import { validateArgument } from './core/graphql/argument-validation.js';
import { memoiseValidationRules } from './core/patches/validation-rules-memo.js';
import { directFieldReads, syncResolveTypes } from './core/patches/schema-resolvers.js';
import { resolvers } from './resolvers.js';
import { deviationOn } from './core/patches/switches.js';

let built: Promise<GraphQLSchema> | undefined;

/** The one schema, built once per process (type-graphql's metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
  if (deviationOn('validation-memo')) memoiseValidationRules();
  built ??= buildSchema({
    resolvers,
    authChecker: AuthChecker,
    authMode: 'error',
    validateFn: validateArgument,
  }).then((typeGraphqlSchema) => {
    let schema = new GraphQLSchema({ ...typeGraphqlSchema.toConfig(), description: SCHEMA_DESCRIPTION });
    // Always: the REST face (graphql-jit) cannot wait on type-graphql's asynchronous resolveType.
    schema = syncResolveTypes(schema);
    if (deviationOn('direct-field-reads')) schema = directFieldReads(schema);
    return schema;
  });
  return built;
}

/** The public contract as committed in schema/schema.graphql: sorted, so diffs stay readable. */
export async function printSortedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
