import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getSchema, printSortedSchema } from '../../src/schema.js';

const SCHEMA_FILE = fileURLToPath(new URL('../../../schema/schema.graphql', import.meta.url));

describe('the GraphQL schema', () => {
  it('matches the committed schema/schema.graphql (run `npm run schema` after changing the server)', async () => {
    expect(await printSortedSchema()).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  });

  it('marks every root field @Public() or @Roles(...): default deny', async () => {
    const schema = await getSchema();
    const unmarked: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(type?.getFields() ?? {})) {
        const auth = field.extensions?.auth as { public?: boolean; roles?: string[] } | undefined;
        const marked = auth?.public === true ? !auth.roles : Array.isArray(auth?.roles) && auth.roles.length > 0;
        if (!marked) unmarked.push(`${type!.name}.${field.name}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});
