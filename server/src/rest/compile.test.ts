import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../schema.js';
import { compileRoute } from './compile.js';
import { REST_ROUTES } from './table.js';

describe('REST routes as compiled queries (issue 12)', () => {
  it('compiles every route of the table with graphql-jit, as the router does at its first request', async () => {
    const schema = await getSchema();
    const failures = REST_ROUTES.flatMap((route) => {
      const compiled = compileQuery(schema, compileRoute(schema, route).document);
      return isCompiledQuery(compiled) ? [] : [`${route.method} ${route.path}: ${compiled.errors?.map((e) => e.message).join('; ')}`];
    });
    expect(failures).toEqual([]);
  });

  it('gives each argument its default as a variable, since graphql-jit leaves a non-null one unset', async () => {
    const schema = await getSchema();
    const newsList = REST_ROUTES.find((route) => route.method === 'get' && route.path === '/news')!;
    const { defaults, document } = compileRoute(schema, newsList);
    expect(defaults).toMatchObject({ page: 1 });
    const compiled = compileQuery(schema, document);
    if (!isCompiledQuery(compiled)) throw new Error('not compiled');
    // Without the default the request is refused, which is what a REST caller saw before the fix.
    const unset = await compiled.query(undefined, {}, {});
    expect(unset.errors?.[0]?.message).toMatch(/\$page/);
  });
});
