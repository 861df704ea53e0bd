/**
 * GraphQL GET answers for guests say how long they may be kept (issue 12), by the same policy as the
 * REST face (core/http/public-answer-policy.ts): a query whose every root field is a public answer,
 * asked without an Authorization header and answered without errors, is `public` for the shortest
 * max-age of its fields (`no-cache` when one of them counts a view), and stale after a write to what
 * any of them shows. With an Authorization header such a query is `private, no-cache`; anything else
 * over GET is `no-store`. POST answers are never kept by HTTP caches and are left as they are.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Services } from '../services.js';
import { cacheControl, publicAnswerPolicy, type PublicAnswerPolicy } from '../http/public-answer-policy.js';

/**
 * The policy of a guest's answer to `operation`: its every root field a public answer, no errors;
 * the shortest max-age of its fields, counting a view when one of them does. Undefined otherwise.
 */
export function guestAnswerPolicy(
  schema: GraphQLSchema,
  services: Pick<Services, 'config' | 'orm'>,
): (operation: OperationDefinitionNode | null | undefined, hasErrors: boolean) => PublicAnswerPolicy | undefined {
  const fields = schema.getQueryType()?.getFields() ?? {};
  const policies = new Map<string, PublicAnswerPolicy | undefined>();
  const policyOf = (name: string) => {
    if (!policies.has(name)) policies.set(name, fields[name] ? publicAnswerPolicy(schema, fields[name], services) : undefined);
    return policies.get(name);
  };
  return (operation, hasErrors) => {
    const roots = operation?.operation === 'query' ? operation.selectionSet.selections : [];
    // Fragments at the root are rare; such a query is simply not kept.
    const names = roots.every((s) => s.kind === Kind.FIELD) ? roots.map((s) => (s.kind === Kind.FIELD ? s.name.value : '')) : [];
    const chosen = names.filter((name) => name !== '__typename').map(policyOf);
    if (hasErrors || chosen.length === 0 || !chosen.every(Boolean)) return undefined;
    // The answer is stale after a write to what any of its roots shows (the home page's one query
    // asks banners, news and resources), and is kept no longer than its shortest-lived root allows.
    return chosen.reduce((a, b) => ({
      ...a!,
      tags: [...new Set([...a!.tags, ...b!.tags])],
      maxAge: Math.min(a!.maxAge, b!.maxAge),
      staleSeconds: Math.min(a!.staleSeconds, b!.staleSeconds),
      countsView: a!.countsView ?? b!.countsView,
      revalidate: a!.revalidate || b!.revalidate,
    }));
  };
}

export function publicAnswerHeaders(schema: GraphQLSchema, services: Pick<Services, 'config' | 'orm'>): ApolloServerPlugin {
  const policyOf = guestAnswerPolicy(schema, services);
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return;
      return {
        async willSendResponse({ operation, response, errors }) {
          const headers = response.http.headers;
          const policy = policyOf(operation, !!errors?.length);
          if (!policy) {
            headers.set('cache-control', 'no-store');
            return;
          }
          headers.set('vary', 'Authorization');
          if (request.http?.headers.get('authorization')) {
            headers.set('cache-control', 'private, no-cache');
            return;
          }
          headers.set('cache-control', cacheControl(policy));
        },
      };
    },
  };
}
