import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthChecker } from './core/auth/auth-checker.js';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** The one schema, built once per process (type-graphql's metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker: AuthChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
  return built;
}

/** The public contract as committed in schema/schema.graphql: sorted, so diffs stay readable. */
export async function printSortedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
