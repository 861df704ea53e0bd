import 'reflect-metadata';
import { GraphQLInterfaceType, GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.js';
import { ResourceKind } from './modules/catalogue/index.js';

describe('the schema', () => {
  it('names a resource’s type at once, not through a promise per row (issue 12)', async () => {
    const schema = await getSchema();
    const resource = schema.getType('Resource') as GraphQLInterfaceType;
    const possible = schema.getPossibleTypes(resource).map((type) => type.name);
    const answers = Object.values(ResourceKind).map((kind) => resource.resolveType!({ kind }, {}, {} as GraphQLResolveInfo, resource));
    // A name (a promise is not a string), one of Resource's types, a different one per kind.
    for (const answer of answers) expect(possible).toContain(answer);
    expect(new Set(answers).size).toBe(Object.values(ResourceKind).length);
    expect(answers[Object.values(ResourceKind).indexOf(ResourceKind.book)]).toBe('Book');
  });

  it('reads a plain field directly, and keeps the resolver of every field with roles, middlewares or arguments (issue 12)', async () => {
    const schema = await getSchema();
    // Plain stored values of a type without simpleResolvers: GraphQL's default read, which graphql-jit compiles inline.
    const copy = schema.getType('BookCopy') as GraphQLObjectType;
    for (const name of ['barcode', 'status', 'createdAt', 'id']) expect(copy.getFields()[name].resolve, name).toBeUndefined();
    // Field-resolved ones keep theirs, admin-only ones too.
    expect(copy.getFields().library.resolve).toBeDefined();
    const book = schema.getType('Book') as GraphQLObjectType;
    for (const name of ['supplierId', 'batchId', 'copies', 'related']) expect(book.getFields()[name].resolve, name).toBeDefined();
    const storage = getMetadataStorage();
    const guarded = storage.fields.filter((field) => field.roles !== undefined || field.middlewares?.length || field.params?.length);
    expect(guarded.length).toBeGreaterThan(0);
    let checked = 0;
    for (const objectType of storage.objectTypes) {
      const type = schema.getType(objectType.name);
      if (!(type instanceof GraphQLObjectType)) continue;
      for (const field of guarded) {
        const inType = type.getFields()[field.schemaName];
        if (!inType || !(objectType.target === field.target || objectType.target.prototype instanceof field.target)) continue;
        expect(inType.resolve, `${type.name}.${field.schemaName}`).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
