import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Context } from './core/context.js';
import { createFormatError } from './core/errors/format-error.js';
import { queryCounter } from './core/db/query-counter.js';
import { GRAPHQL_LIMITS } from './core/graphql/limits.js';
import { queryCostPlugin } from './core/graphql/query-cost.js';
import { nullByteGuard } from './core/graphql/null-bytes.js';
import { mutationsReadFromPrimary } from './core/http/read-your-writes.js';
import type { Logger } from './logger.js';

/** Reports the request's SQL statement count (tests and the benchmark read it). */
const statementCountHeader: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const store = queryCounter.getStore();
        if (store) response.http.headers.set('x-sql-statements', String(store.statements));
      },
    };
  },
};

export function createApolloServer(
  schema: GraphQLSchema,
  log: Logger,
  options: { introspection: boolean; publicAnswers?: ApolloServerPlugin<Context>; metrics?: ApolloServerPlugin<Context> } = { introspection: true },
): ApolloServer<Context> {
  const armor = new ApolloArmor({
    // Depth of fields, not of fragment spreads (a fragment is no deeper than its fields).
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // armor's cost ignores list sizes: ours (queryCostPlugin) multiplies by them.
    costLimit: { enabled: false },
    // The token limit is the parser's own (parseOptions below): armor's re-parse in a plugin turned
    // every syntax error into a 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  }).protect();

  return new ApolloServer<Context>({
    schema,
    // GRAPHQL_INTROSPECTION (config.ts): on for developers and integrators, off by default in production.
    introspection: options.introspection,
    // main.ts owns shutdown: drain HTTP (core/http/drain.ts), stop Apollo, then close the database.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Automatic persisted queries (APQ), on as Apollo ships them: a client may send a query's SHA-256
    // alone once the text is known. Each process keeps the texts in Apollo's bounded in-memory LRU
    // cache; another instance that lacks one answers PERSISTED_QUERY_NOT_FOUND and the client resends
    // the text. Every limit (depth, cost, aliases, roles) applies to a persisted query as to any.
    persistedQueries: {},
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    formatError: createFormatError(log),
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(armor.plugins as unknown as ApolloServerPlugin<Context>[]),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      statementCountHeader,
      queryCostPlugin<Context>(schema, GRAPHQL_LIMITS.maxCost),
      nullByteGuard as ApolloServerPlugin<Context>,
      mutationsReadFromPrimary as ApolloServerPlugin<Context>,
      ...(options.publicAnswers ? [options.publicAnswers] : []),
      ...(options.metrics ? [options.metrics] : []),
    ],
  });
}
