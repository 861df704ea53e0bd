/**
 * Limits Apollo lacks (ARCHITECTURE §9): aliases brute-force logins, depth and cost exhaust the server.
 * maxCost counts list sizes (core/graphql/query-cost.ts): the client's costliest document, the search
 * page at pageSize 100, costs about 5,400 (query-cost.int.test.ts keeps every document under the limit).
 */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxAliases: 15, maxCost: 10_000, maxTokens: 2000, maxDirectives: 20 };

/** The schema's own description: what an integrator's query may be, read in GraphiQL's documentation. */
export const SCHEMA_DESCRIPTION = [
  "图书馆门户的 GraphQL 接口。The library portal's GraphQL API: the same fields serve the site, the back office and the REST paths (/api, described at /api/openapi.json).",
  '',
  'Limits on every operation (refused before it runs, with a Chinese message):',
  `- depth: at most ${GRAPHQL_LIMITS.maxDepth} levels of fields (fragments count as their fields);`,
  `- aliases: at most ${GRAPHQL_LIMITS.maxAliases}; directives: at most ${GRAPHQL_LIMITS.maxDirectives}; tokens: at most ${GRAPHQL_LIMITS.maxTokens};`,
  `- cost: at most ${GRAPHQL_LIMITS.maxCost.toLocaleString('en')}, where a field costs 1 and a list multiplies what is below it by its size (\`pageSize\`, \`limit\`); \`related\` may not be nested in \`related\`;`,
  '- list sizes: `pageSize` at most 100;',
  "- SQL statements: a guest's or reader's request may run at most STATEMENT_LIMIT (300 by default);",
  '- one operation per request (no batching); introspection as GRAPHQL_INTROSPECTION says.',
  '',
  'Automatic persisted queries (APQ) are on: send `extensions.persistedQuery.sha256Hash` without the text once the text is known. Authenticate with `Authorization: Bearer <token>` from `readerLogin` or `adminLogin`.',
].join('\n');
