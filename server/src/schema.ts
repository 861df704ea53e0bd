import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, buildSchema } from 'type-graphql';
import { AuthChecker } from './core/auth/auth-checker.js';
import { SCHEMA_DESCRIPTION } from './core/graphql/limits.js';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

const VALIDATION: ValidatorOptions = {
  skipMissingProperties: true,
  forbidUnknownValues: false,
  validationError: { target: false, value: false },
};

/**
 * type-graphql's own argument validation with the same options, but class-validator imported once:
 * type-graphql 2 runs `await import('class-validator')` for every object argument of every call,
 * which was the largest single cost of an uncached public list (issue 12's profile).
 */
async function validateArgument(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object') return;
  try {
    if (Array.isArray(value)) {
      await Promise.all(
        value.filter((item) => item !== null && typeof item === 'object').map((item) => validateOrReject(item as object, VALIDATION)),
      );
    } else await validateOrReject(value, VALIDATION);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ConstructorParameters<typeof ArgumentValidationError>[0]);
  }
}

/** The one schema, built once per process (type-graphql's metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
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
