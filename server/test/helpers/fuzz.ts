/**
 * The property-based fuzzer of issue 18 (fast-check): GraphQL operations generated from the schema
 * (valid shapes, hostile values) and REST requests generated from the table, sent as a guest, a
 * reader and an admin. A failure is any 5xx, a hang, or an answer whose errors leak a stack trace
 * or SQL. Used by `test/integration/fuzz.int.test.ts` (fixed seed, one case per field and role) and
 * by `npm run fuzz` (bench/fuzz.ts: more cases, any seed).
 */
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { RestRoute } from '../../src/rest/table.js';

/** Fields never fuzzed: they replace the whole database or stop the process under the run's feet. */
const SKIPPED = /^(restoreBackup|startRestore)/;

const HOSTILE_TEXT = [
  '',
  ' ',
  "' or 1=1 --",
  '"; drop table reader; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u200b',
  '😀👨‍👩‍👧‍👦',
  '${7*7}{{7*7}}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  'x'.repeat(5000),
];

/** Strings a form should never break on: hostile fragments, control characters, any Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\n', '\r', '\t', '\u001b', '\uffff'), maxLength: 10 }) },
);

const hostileInt = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 100, 101, 1000, 1_000_000, 2_147_483_647, -2_147_483_648),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
);

/** An arbitrary for a value of `type` that GraphQL's coercion accepts (hostile in content, not in shape). */
export function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(nullable)) return fc.array(valueOf(nullable.ofType, depth + 1), { maxLength: depth > 2 ? 0 : 4 });
    if (isEnumType(nullable)) return fc.constantFrom(...nullable.getValues().map((v) => v.name));
    if (isInputObjectType(nullable)) {
      const fields = Object.values(nullable.getFields());
      const shape = Object.fromEntries(
        fields.map((f) => [f.name, depth > 3 && !isNonNullType(f.type) ? fc.constant(undefined) : valueOf(f.type, depth + 1)]),
      );
      const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
      return fc.record(shape, { requiredKeys: required as never[] });
    }
    if (isScalarType(nullable)) {
      switch (nullable.name) {
        case 'Int':
          return hostileInt;
        case 'Float':
          return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e308, 0.5));
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return fc.oneof(fc.nat({ max: 50 }).map(String), fc.constantFrom('-1', '0', '2147483648', '99999999999999999999'), hostileString);
        case 'DateTimeISO':
          return fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()));
        case 'Upload':
          return fc.constant(null);
        default:
          return hostileString;
      }
    }
    return fc.constant(null);
  })();
  return isNonNullType(type) ? value : fc.option(value, { nil: null, freq: 4 });
}

export interface FuzzOperation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every root field the fuzzer calls. */
export function fuzzedFields(schema: GraphQLSchema): FuzzOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => !SKIPPED.test(field.name) && !field.args.some((arg) => getNamedType(arg.type).name === 'Upload' && isNonNullType(arg.type)))
      .map((field) => ({ kind, field })),
  );
}

/** The field's scalar sub-fields without required arguments (a shallow, always valid selection). */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isObjectType(named)) {
    const scalars = Object.values(named.getFields())
      .filter((f) => !f.args.some((a) => isNonNullType(a.type)) && !isObjectType(getNamedType(f.type)) && !isAbstractType(getNamedType(f.type)))
      .slice(0, 8)
      .map((f) => f.name);
    return ` { __typename ${scalars.join(' ')} }`;
  }
  return isAbstractType(named) ? ' { __typename }' : '';
}

/** Operations for one field: every argument declared, each given a generated value (or left out when optional). */
export function operationArbitrary({ kind, field }: FuzzOperation): fc.Arbitrary<{ query: string; variables: Record<string, unknown> }> {
  const defs = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${selectionOf(field)} }`;
  const shape = Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)]));
  const required = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
  return fc.record(shape, { requiredKeys: required as never[] }).map((variables) => ({ query, variables: variables as Record<string, unknown> }));
}

const bodyValue = fc.oneof(
  hostileString,
  hostileInt,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileInt, { maxLength: 3 }),
  fc.constant({ $ne: null }),
);

/** A request to a REST row: hostile path parameters, query string and (for POST) JSON body. */
export function restArbitrary(route: RestRoute): fc.Arbitrary<{ method: 'GET' | 'POST'; path: string; body?: unknown }> {
  const params = route.path.match(/:\w+/g) ?? [];
  return fc
    .record({
      params: fc.array(fc.oneof(fc.nat({ max: 50 }).map(String), hostileString), { minLength: params.length, maxLength: params.length }),
      query: fc.dictionary(fc.constantFrom('page', 'pageSize', 'keyword', 'id', 'kind', 'sort', 'order', 'type', 'status'), hostileString, {
        maxKeys: 4,
      }),
      body: fc.dictionary(fc.constantFrom('id', 'ids', 'title', 'name', 'input', 'page', 'enabled', 'content', 'resourceId'), bodyValue, {
        maxKeys: 5,
      }),
    })
    .map(({ params: values, query, body }) => {
      let i = 0;
      const path = `/api${route.path.replace(/:\w+/g, () => encodeURIComponent(values[i++].slice(0, 200)))}`;
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, v.slice(0, 1000)])).toString();
      return route.method === 'get' ? { method: 'GET' as const, path: search ? `${path}?${search}` : path } : { method: 'POST' as const, path, body };
    });
}

/** What an answer must never show a caller: stack frames, SQL, driver and runtime error names. */
const LEAK =
  /(\bat [\w.<>]+ \(|node_modules|\.ts:\d+:\d+|\.js:\d+:\d+|\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bupdate \w+ set\b|syntax error at or near|violates (?:foreign key|unique|not-null|check) constraint|relation "\w+"|QueryFailedError|DriverException|TypeError|ReferenceError|Cannot read properties)/i;

/** The texts of an answer a caller reads as errors: GraphQL errors (message, extensions) or the REST envelope's msg. */
export function errorTexts(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as { errors?: unknown; msg?: unknown; code?: unknown };
  if (Array.isArray(b.errors)) return JSON.stringify(b.errors);
  if (typeof b.msg === 'string' && b.code !== 200) return b.msg;
  return '';
}

export interface FuzzTally {
  tried: number;
  ok: number;
  refused: number;
  fiveHundreds: number;
  leaks: number;
  failures: string[];
}

export const emptyTally = (): FuzzTally => ({ tried: 0, ok: 0, refused: 0, fiveHundreds: 0, leaks: 0, failures: [] });

/** Counts one answer: 5xx (HTTP, GraphQL INTERNAL_SERVER_ERROR, REST code ≥ 500) and leaks are failures. */
export function countAnswer(tally: FuzzTally, what: string, status: number, body: unknown) {
  tally.tried += 1;
  const texts = errorTexts(body);
  const restCode = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  const internal = status >= 500 || status <= 0 || texts.includes('INTERNAL_SERVER_ERROR') || (typeof restCode === 'number' && restCode >= 500);
  const leak = LEAK.test(texts);
  if (internal) tally.fiveHundreds += 1;
  if (leak) tally.leaks += 1;
  if (internal || leak) {
    if (tally.failures.length < 20) tally.failures.push(`${what} → ${status} ${texts.slice(0, 300)}`);
  } else if (status >= 400 || texts) tally.refused += 1;
  else tally.ok += 1;
}
