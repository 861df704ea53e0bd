import {
  getNamedType,
  getNullableType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { ERROR_CODES, type ErrorCode } from '../../src/core/errors/app-error.js';
import { isAdminField } from '../../src/rest/compile.js';
import { selectionFor } from '../../src/rest/selection.js';
import type { RestRoute } from '../../src/rest/table.js';
import { sampleValue } from './operations.js';
import type { Data, GqlResult, RestResult, TestPortal } from './test-portal.js';

/**
 * Calls one REST row and the GraphQL root field it stands for with the same arguments, and puts
 * the GraphQL answer in the REST envelope, so a parity check is one `toEqual`.
 */

export type RowKind = 'public list' | 'public detail' | 'admin list' | 'admin info' | 'create' | 'update' | 'flag' | 'batch';

/** The row kind of a CRUD family's path (table.ts crudRoutes): `/{rest}`, `/admin/{rest}/info/:id`, … */
export function rowKind(rest: string, route: RestRoute): RowKind {
  if (route.path === `/${rest}`) return 'public list';
  if (route.path === `/${rest}/:id`) return 'public detail';
  const prefix = `/admin/${rest}/`;
  if (!route.path.startsWith(prefix)) throw new Error(`${route.path} is not a row of ${rest}`);
  const tail = route.path.slice(prefix.length);
  if (tail === 'index' || tail === 'list') return 'admin list';
  if (tail === 'info/:id') return 'admin info';
  if (tail === 'create') return 'create';
  if (tail === 'update/:id' || tail === 'edit/:id') return 'update';
  if (tail.startsWith('batch/')) return 'batch';
  return 'flag';
}

export interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown; fieldErrors?: unknown };
}

export class Faces {
  constructor(
    private readonly portal: TestPortal,
    private readonly schema: GraphQLSchema,
  ) {}

  /** The mutation whose input a type's records are written with: create, or for what readers submit (no create) the review (update). */
  private inputOwner(typeName: string): string {
    return this.hasField(`create${typeName}`) ? `create${typeName}` : `update${typeName}`;
  }

  hasField(name: string): boolean {
    return Boolean(this.schema.getMutationType()?.getFields()[name] ?? this.schema.getQueryType()?.getFields()[name]);
  }

  field(name: string): { field: GraphQLField<unknown, unknown>; mutation: boolean } {
    const mutation = this.schema.getMutationType()?.getFields()[name];
    const field = mutation ?? this.schema.getQueryType()?.getFields()[name];
    if (!field) throw new Error(`no root field ${name}`);
    return { field, mutation: Boolean(mutation) };
  }

  /** The GraphQL call with the REST row's selection; the answer as REST would wrap it. */
  async gql(fieldName: string, args: Data, token?: string): Promise<Answer> {
    const { field, mutation } = this.field(fieldName);
    const used = field.args.filter((arg) => args[arg.name] !== undefined);
    const defs = used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
    const call = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const query = `${mutation ? 'mutation' : 'query'}${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionFor(this.schema, field.type, { admin: isAdminField(field) })} }`;
    return envelope(await this.portal.gql<Data>(query, args, token), field.name);
  }

  /** The REST row with the same arguments: path parameters, then the query string (GET) or body (POST). */
  async rest(route: RestRoute, args: Data, token?: string): Promise<Answer> {
    const rest = { ...args };
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      return encodeURIComponent(String(value));
    });
    let res: RestResult;
    if (route.method === 'get') {
      const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]));
      res = await this.portal.rest('GET', `/api${path}${query.size ? `?${query}` : ''}`, undefined, token);
    } else {
      // `input` is the whole body; other arguments (`ids`, `value`) are body fields of their name.
      const { input, ...others } = rest;
      res = await this.portal.rest('POST', `/api${path}`, { ...(input as Data | undefined), ...others }, token);
    }
    return { status: res.status, body: res.body as Answer['body'] };
  }

  /** A valid input for the type's create/update, read off an existing record (`xId` from the record's `xId`). */
  async inputFrom(typeName: string, adminOne: string, id: string, token: string): Promise<Data> {
    const { field } = this.field(this.inputOwner(typeName));
    const inputType = getNullableType(field.args.find((arg) => arg.name === 'input')!.type) as GraphQLInputObjectType;
    const record = getNamedType(this.field(adminOne).field.type) as GraphQLObjectType;
    const names = Object.values(inputType.getFields())
      .filter((f) => isObjectType(record) && record.getFields()[f.name] && isLeafType(getNamedType(record.getFields()[f.name].type)))
      .map((f) => f.name);
    const missing = Object.values(inputType.getFields()).filter((f) => isNonNullType(f.type) && !names.includes(f.name));
    if (missing.length) throw new Error(`${typeName}: required input fields not on the record: ${missing.map((f) => f.name).join(', ')}`);
    const res = await this.portal.gql<Data>(`query($id: ID!) { ${adminOne}(id: $id) { ${names.join(' ')} } }`, { id }, token);
    if (!res.data) throw new Error(`${adminOne}(${id}): ${JSON.stringify(res.errors)}`);
    return Object.fromEntries(Object.entries(res.data[adminOne] as Data).filter(([, value]) => value !== null));
  }

  /** The input with `change` applied to its required plain-text fields (titles, names, codes, barcodes; not paths, URLs or dates). */
  private withText(typeName: string, input: Data, change: (text: string) => string): Data {
    const { field } = this.field(this.inputOwner(typeName));
    const inputType = getNullableType(field.args.find((arg) => arg.name === 'input')!.type) as GraphQLInputObjectType;
    const out = { ...input };
    for (const f of Object.values(inputType.getFields())) {
      const type = getNullableType(f.type);
      const text =
        isNonNullType(f.type) &&
        isScalarType(type) &&
        type.name === 'String' &&
        typeof out[f.name] === 'string' &&
        !/^(\/|https?:|\d{4}-\d{2}-\d{2})/.test(out[f.name]);
      if (text) out[f.name] = change(out[f.name]);
    }
    return out;
  }

  /** The smallest input GraphQL accepts (required fields only, sample values), for types the demo catalogue has no record of. */
  sampleInput(typeName: string): Data {
    const { field } = this.field(`create${typeName}`);
    return sampleValue(field.args.find((arg) => arg.name === 'input')!.type) as Data;
  }

  /** A twin's input: twins made from one record must not collide on a unique column. */
  variant(typeName: string, input: Data, suffix: string): Data {
    return this.withText(typeName, input, (text) => `${text}${suffix}`);
  }

  /** The input with its required texts emptied: bad input for every such field at once. */
  blanked(typeName: string, input: Data): Data {
    return this.withText(typeName, input, () => '');
  }

  /** The values of an enum argument (a setter's `value`). */
  enumValues(fieldName: string, argName: string): string[] {
    const arg = this.field(fieldName).field.args.find((a) => a.name === argName);
    const type = arg && getNamedType(arg.type);
    if (!type || !isEnumType(type)) throw new Error(`${fieldName}(${argName}) is not an enum`);
    return type.getValues().map((v) => v.name);
  }
}

function envelope(res: GqlResult<Data>, field: string): Answer {
  const error = res.errors?.[0];
  if (!error) return { status: 200, body: { code: 200, msg: 'OK', data: res.data?.[field] } };
  const code = (error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') as ErrorCode;
  const { http, restCode } = ERROR_CODES[code];
  const fieldErrors = error.extensions?.fieldErrors;
  return { status: http, body: { code: restCode, msg: error.message, data: null, ...(fieldErrors ? { fieldErrors } : {}) } };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * For comparing twin records: times of the last minutes read `<now>`, and the ids given read
 * `<id>` (a record's own `id`, and the entries of a batch answer's `ids`).
 */
export function normalise(value: unknown, ids: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v, ids));
  if (typeof value === 'string' && ISO.test(value) && Math.abs(Date.parse(value) - Date.now()) < 10 * 60_000) return '<now>';
  // An API key issued by the call (secret and prefix are random): each face issues its own.
  if (typeof value === 'string' && /^lp_[\w-]+$/.test(value)) return '<api key>';
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === 'id' && ids.includes(String(v))) return [key, '<id>'];
      if (key === 'ids' && Array.isArray(v)) return [key, v.map((x) => (ids.includes(String(x)) ? '<id>' : x))];
      return [key, normalise(v, ids)];
    }),
  );
}
