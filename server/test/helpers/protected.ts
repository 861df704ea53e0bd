/**
 * The protected surface, as the schema declares it: every root field that needs a role, and every
 * REST path over one. The auth-matrix test and the hostile run (bench/hostile.ts) walk the same lists.
 */
import type { GraphQLField } from 'graphql';
import { declaredRoles } from '../../src/core/auth/decorators.js';
import { REST_ROUTES, type RestRoute } from '../../src/rest/table.js';
import { getSchema } from '../../src/schema.js';

export type Field = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown>; roles: string[] };

/** Every root field that needs a role, as the schema declares it. */
export async function protectedFields(): Promise<Field[]> {
  const schema = await getSchema();
  const fields: Field[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const roles = (field.extensions?.auth as { roles?: string[] } | undefined)?.roles;
      if (roles) fields.push({ kind, field, roles });
    }
  }
  return fields;
}

export type Route = RestRoute & { roles: string[]; url: string };

/** Every REST path whose root field needs a role, with its path parameters filled in. */
export async function protectedRoutes(): Promise<Route[]> {
  const schema = await getSchema();
  return REST_ROUTES.flatMap((route) => {
    const field = schema.getMutationType()?.getFields()[route.field] ?? schema.getQueryType()?.getFields()[route.field];
    const roles = field ? declaredRoles(field) : [];
    return roles.length ? [{ ...route, roles, url: `/api${route.path.replace(/:\w+/g, '1')}` }] : [];
  });
}
