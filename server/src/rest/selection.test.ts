import { getNamedType, getNullableType, isListType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../schema.js';
import { isAdminField } from './compile.js';
import { selectionFor } from './selection.js';
import { REST_ROUTES } from './table.js';

/** Every REST path with the selection it answers. */
async function selections() {
  const schema = await getSchema();
  return REST_ROUTES.map((route) => {
    const field = (schema.getMutationType()?.getFields()[route.field] ?? schema.getQueryType()!.getFields()[route.field]) as GraphQLField<
      unknown,
      unknown
    >;
    return { route, field, selection: selectionFor(schema, field.type, { admin: isAdminField(field) }) };
  });
}

const words = (selection: string) => new Set(selection.split(/[\s{}]+/));

describe('REST selections by audience (issue 12)', () => {
  it('never hand procurement data (supplier, batch) to a public path, and keep it on admin paths', async () => {
    const all = await selections();
    // The supplier and batch-code paths' own rows are those entities (whether the spec's public
    // api/supplier and api/batchCode should stay public is its question); elsewhere they are internal.
    const own = (type: string) => ['Supplier', 'BatchNumber'].some((name) => type.startsWith(name));
    const leaking = all
      .filter(({ field }) => !isAdminField(field) && !own(getNamedType(field.type).name))
      .filter(({ selection }) => ['supplierId', 'batchId', 'supplier', 'batch'].some((word) => words(selection).has(word)))
      .map(({ route }) => `${route.method} ${route.path}`);
    expect(leaking).toEqual([]);
    const adminBook = all.find(({ route }) => route.field === 'adminResources')!;
    expect(words(adminBook.selection).has('supplierId')).toBe(true);
  });

  it('leave an article’s body out of list rows, and keep it in its detail', async () => {
    const all = await selections();
    const list = all.find(({ route }) => route.method === 'get' && route.path === '/news')!;
    expect(isListType(getNullableType(list.field.type)) || getNamedType(list.field.type).name.endsWith('Page')).toBe(true);
    expect(words(list.selection).has('body')).toBe(false);
    expect(words(list.selection).has('title')).toBe(true);
    const detail = all.find(({ route }) => route.method === 'get' && route.path === '/news/:id')!;
    expect(words(detail.selection).has('body')).toBe(true);
  });
});
