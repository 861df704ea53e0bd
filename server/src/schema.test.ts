import 'reflect-metadata';
import { GraphQLInterfaceType, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.js';
import { ResourceKind } from './modules/catalogue/resource-kind.js';
import { RESOURCE_TYPE_NAMES } from './modules/catalogue/resources/resource.entity.js';

describe('the schema', () => {
  it('names a resource’s type at once, not through a promise per row (issue 12)', async () => {
    const schema = await getSchema();
    const resource = schema.getType('Resource') as GraphQLInterfaceType;
    for (const kind of Object.values(ResourceKind)) {
      const answer = resource.resolveType!({ kind }, {}, {} as GraphQLResolveInfo, resource);
      expect(answer).toBe(RESOURCE_TYPE_NAMES[kind]);
    }
  });
});
