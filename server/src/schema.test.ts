import 'reflect-metadata';
import { GraphQLInterfaceType, type GraphQLResolveInfo } from 'graphql';
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
});
