import { declaredRoles } from '../core/auth/decorators.js';
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../schema.js';
import { adminActionList, printAdminActions } from './admin-actions.js';
import { CRUDS, REST_ROUTES } from './table.js';

const ADMIN_ACTIONS_FILE = fileURLToPath(new URL('../../../schema/admin-actions.json', import.meta.url));

/** The CRUD entity whose admin path space holds a path: the longest `/admin/{rest}/` prefix (resource/book/copy over resource/book). */
function entityOfPath(path: string): string | undefined {
  const owners = CRUDS.filter((crud) => path.startsWith(`/admin/${crud.service.def.rest}/`));
  owners.sort((a, b) => b.service.def.rest.length - a.service.def.rest.length);
  return owners[0]?.service.def.typeName;
}

describe('the generated admin actions (schema/admin-actions.json)', () => {
  it('matches the committed list (run `npm run schema` after changing a CRUD definition or the REST table)', () => {
    expect(printAdminActions()).toBe(readFileSync(ADMIN_ACTIONS_FILE, 'utf8'));
  });

  it('lists every mutation the CRUD factory generates, each with a REST path in its own entity’s admin paths', async () => {
    const mutations = (await getSchema()).getMutationType()!.getFields();
    const problems: string[] = [];
    let count = 0;
    for (const [type, entries] of Object.entries(adminActionList())) {
      for (const { mutation, rest } of entries) {
        count += 1;
        if (!mutations[mutation]) problems.push(`${mutation}: not in the schema`);
        if (rest.length === 0) problems.push(`${mutation}: no REST path`);
        for (const path of rest) {
          const owner = entityOfPath(path.replace(/^POST \/api/, ''));
          if (owner !== type) problems.push(`${mutation}: ${path} is under ${owner ?? 'no'} entity's paths, not ${type}'s`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Most of the back office's API: everything but uploads, imports, capture, posters and desk operations.
    const generated = new Set(Object.values(adminActionList()).flatMap((entries) => entries.map((entry) => entry.mutation)));
    const handWritten = Object.values(mutations)
      .filter((field) => declaredRoles(field).includes('ADMIN') && !generated.has(field.name))
      .map((field) => field.name);
    // Seen: 447 generated, 10 by hand (uploads, imports, capture, posters, desk loans, password reset, logout).
    expect(count, `by hand: ${handWritten.join(', ')}`).toBeGreaterThan(handWritten.length * 10);
  });

  it('maps every POST path under a CRUD entity’s admin paths onto one of that entity’s generated mutations', () => {
    const generated = adminActionList();
    const problems: string[] = [];
    // Uploads are written by hand (an entity's import: POST api/admin/word/import), not generated.
    for (const route of REST_ROUTES.filter((r) => r.method === 'post' && !r.multipart)) {
      const type = entityOfPath(route.path);
      if (type && !generated[type].some((entry) => entry.mutation === route.field))
        problems.push(`POST /api${route.path} → ${route.field}: not generated for ${type}`);
    }
    expect(problems).toEqual([]);
  });

  it('names each mutation after its action and type, with the arguments its kind takes', async () => {
    const mutations = (await getSchema()).getMutationType()!.getFields();
    const problems: string[] = [];
    for (const [type, entries] of Object.entries(adminActionList())) {
      for (const { action, mutation } of entries) {
        const args = mutations[mutation]?.args
          .map((arg) => `${arg.name}: ${arg.type.toString()}`)
          .sort()
          .join(', ');
        const batch = action.startsWith('batch');
        const expected =
          action === 'create'
            ? /^input: \w+Input!$/
            : action === 'update'
              ? /^id: ID!, input: \w+Input!$/
              : // A setter's value: one enum value, or a set of them (a reader's rights).
                new RegExp(`^${batch ? 'ids: \\[ID!\\]!' : 'id: ID!'}(, value: (\\w+|\\[\\w+!\\])!)?$`);
        if (!mutation.endsWith(type) || !args || !expected.test(args)) problems.push(`${mutation}(${args})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
