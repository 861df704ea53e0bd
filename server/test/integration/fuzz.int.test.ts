/**
 * Issue 18's fuzzing drill, bounded for CI: one generated case per GraphQL root field and per REST
 * row, for a guest, a reader (card) and an admin, from a fixed seed (a failure names the seed and
 * the case; `npm run fuzz -- --seed N --runs K` runs more). No answer may be a 5xx or leak a stack
 * trace or SQL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../../src/rest/table.js';
import { getSchema } from '../../src/schema.js';
import { countAnswer, emptyTally, fuzzedFields, operationArbitrary, restArbitrary, type FuzzTally } from '../helpers/fuzz.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const SEED = 20261125;
let portal: TestPortal;
let tokens: Array<[role: string, token: string | undefined]>;

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true });
  tokens = [
    ['guest', undefined],
    ['reader', await portal.readerToken(2)],
    ['admin', await portal.adminToken()],
  ];
});
afterAll(() => portal?.close());

const report = (name: string, t: FuzzTally) =>
  console.info(`fuzz ${name}: tried ${t.tried}, 2xx ${t.ok}, refused ${t.refused}, 5xx ${t.fiveHundreds}, leaks ${t.leaks}`);

describe('fuzzing (fast-check, seed ' + SEED + ')', () => {
  it('GraphQL: generated operations on every root field answer without a 5xx or a leak, whoever calls', async () => {
    const tally = emptyTally();
    const fields = fuzzedFields(await getSchema());
    let n = 0;
    for (const operation of fields) {
      const cases = fc.sample(operationArbitrary(operation), { seed: SEED + n++, numRuns: tokens.length });
      for (const [i, { query, variables }] of cases.entries()) {
        const [role, token] = tokens[i];
        const res = await portal.gql(query, variables, token);
        countAnswer(tally, `${role} ${operation.field.name} ${JSON.stringify(variables).slice(0, 200)}`, res.status, res);
      }
    }
    report('GraphQL', tally);
    expect(tally.failures).toEqual([]);
    expect(tally.tried).toBeGreaterThan(1000);
  }, 600_000);

  it('REST: generated requests on every row answer without a 5xx or a leak, whoever calls', async () => {
    const tally = emptyTally();
    let n = 0;
    for (const route of REST_ROUTES) {
      const cases = fc.sample(restArbitrary(route), { seed: SEED + 100_000 + n++, numRuns: tokens.length });
      for (const [i, request] of cases.entries()) {
        const [role, token] = tokens[i];
        const res = await fetch(`${portal.url}${request.path}`, {
          method: request.method,
          headers: {
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const text = await res.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // A file or a page: only its status counts.
        }
        countAnswer(
          tally,
          `${role} ${request.method} ${request.path.slice(0, 150)} ${JSON.stringify(request.body ?? '').slice(0, 150)}`,
          res.status,
          body,
        );
      }
    }
    report('REST', tally);
    expect(tally.failures).toEqual([]);
    expect(tally.tried).toBeGreaterThan(1000);
  }, 600_000);
});
