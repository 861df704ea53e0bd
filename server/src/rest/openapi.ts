/**
 * The OpenAPI 3.1 document of the REST layer, generated from the same table and the same compiled
 * GraphQL documents the router runs (router.ts `compileRoute`), so it cannot drift from what the
 * paths do: parameters are the root field's arguments as the router maps them (coerce.ts), and each
 * answer's `data` is the JSON Schema of the very selection the path executes (selection.ts).
 * Committed as schema/openapi.json by `npm run schema` (CI fails when it is stale) and served at
 * /api/openapi.json.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { declaredRoles } from '../core/auth/decorators.js';
import { ERROR_CODES, type ErrorCode } from '../core/errors/app-error.js';
import { compileRoute, type CompiledRoute } from './compile.js';
import { REST_ROUTES, type RestRoute } from './table.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer', format: 'int32' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  Upload: { type: 'string', contentEncoding: 'binary' },
};

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
/** express `/a/:id/b` → OpenAPI `/a/{id}/b`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** What the error envelope's `code` may be, from the closed set of ARCHITECTURE §4. */
const REST_CODES = [...new Set(Object.values(ERROR_CODES).map((code) => code.restCode))].sort((a, b) => a - b);
const ERRORS_BY_HTTP: Array<[number, ErrorCode, string]> = [
  [400, 'BAD_REQUEST', '请求无法解析（不是 JSON、百分号编码有误）'],
  [401, 'UNAUTHENTICATED', '未登录或登录过期'],
  [403, 'FORBIDDEN', '没有权限执行此操作'],
  [404, 'NOT_FOUND', '不存在'],
  [413, 'PAYLOAD_TOO_LARGE', '请求体或文件过大'],
  [429, 'TOO_MANY_REQUESTS', '请求过于频繁'],
  [503, 'SERVICE_UNAVAILABLE', '服务暂时不可用，请稍候再试'],
];

class DocumentBuilder {
  readonly components: Record<string, JsonSchema> = {};
  /** Output component names by the structure they describe, so equal selections share one. */
  private readonly outputs = new Map<string, string>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** An input type (a filter, a form's input) or an enum, once, under its GraphQL name. */
  namedInput(type: GraphQLNamedType): JsonSchema {
    if (isScalarType(type)) return SCALARS[type.name] ?? { description: `GraphQL scalar ${type.name}` };
    if (!(type.name in this.components)) {
      this.components[type.name] = {}; // reserved first: input types may refer to themselves
      if (isEnumType(type)) {
        this.components[type.name] = {
          type: 'string',
          enum: type.getValues().map((value) => value.name),
          description: type.description ?? undefined,
        };
      } else if (isInputObjectType(type)) {
        const fields = Object.values(type.getFields());
        this.components[type.name] = {
          type: 'object',
          description: type.description ?? undefined,
          properties: Object.fromEntries(fields.map((field) => [field.name, this.input(field.type, field.description)])),
          required: fields.filter((field) => isNonNullType(field.type) && field.defaultValue === undefined).map((field) => field.name),
          additionalProperties: false,
        };
      }
    }
    return ref(type.name);
  }

  input(type: GraphQLInputType, description?: string | null): JsonSchema {
    const base = getNullableType(type);
    const schema = isListType(base) ? { type: 'array', items: this.input(base.ofType) } : this.namedInput(base as GraphQLNamedType);
    const described = description ? { ...schema, description } : schema;
    return isNonNullType(type) ? described : nullable(described);
  }

  /** The JSON Schema of what `selection` answers on `type`: exactly the fields the path selects. */
  output(type: GraphQLOutputType, selection: SelectionSetNode | undefined): JsonSchema {
    const base = getNullableType(type);
    let schema: JsonSchema;
    if (isListType(base)) schema = { type: 'array', items: this.output(base.ofType, selection) };
    else {
      const named = getNamedType(base);
      if (isScalarType(named) || isEnumType(named)) schema = isEnumType(named) ? this.namedInput(named) : (SCALARS[named.name] ?? {});
      else schema = this.composite(named as GraphQLCompositeType, selection!);
    }
    return isNonNullType(type) ? schema : nullable(schema);
  }

  private objectSchema(
    type: GraphQLCompositeType & { getFields(): Record<string, { type: GraphQLOutputType; description?: string | null }> },
    selection: SelectionSetNode,
  ): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    for (const node of selection.selections) {
      if (node.kind !== Kind.FIELD) continue;
      const name = node.name.value;
      if (name === '__typename') {
        properties.__typename = { type: 'string', const: type.name };
        continue;
      }
      const field = type.getFields()[name];
      const schema = this.output(field.type, node.selectionSet);
      properties[name] = field.description ? { ...schema, description: field.description } : schema;
    }
    return { type: 'object', properties, required: Object.keys(properties) };
  }

  /** An object, interface or union selection as a component named after its GraphQL type. */
  private composite(type: GraphQLCompositeType, selection: SelectionSetNode): JsonSchema {
    let schema: JsonSchema;
    if (isObjectType(type)) schema = this.objectSchema(type, selection);
    else {
      // Shared fields plus each implementation's own (`... on Book { … }`), as selection.ts writes them.
      const shared = { ...selection, selections: selection.selections.filter((node) => node.kind === Kind.FIELD) };
      schema = {
        oneOf: this.schema.getPossibleTypes(type).map((implementation) => {
          const own = selection.selections.flatMap((node) =>
            node.kind === Kind.INLINE_FRAGMENT && node.typeCondition?.name.value === implementation.name ? node.selectionSet.selections : [],
          );
          return this.objectSchema(implementation, { ...shared, selections: [...shared.selections, ...own] });
        }),
      };
    }
    const key = `${type.name}:${JSON.stringify(schema)}`;
    let name = this.outputs.get(key);
    if (!name) {
      const taken = [...this.outputs.values()].filter((existing) => existing === type.name || existing.startsWith(`${type.name}_`)).length;
      name = taken ? `${type.name}_${taken + 1}` : type.name;
      this.outputs.set(key, name);
      this.components[name] = { ...schema, description: type.description ?? undefined };
    }
    return ref(name);
  }
}

/** A parameter's value (text in the address, never null: a parameter left out is simply absent). */
function parameterSchema(builder: DocumentBuilder, type: GraphQLInputType): JsonSchema {
  const base = getNullableType(type);
  return isListType(base) ? { type: 'array', items: builder.namedInput(getNamedType(base)) } : builder.namedInput(getNamedType(base));
}

/** Query-string parameters of a GET (or the form fields of an upload), as coerce.ts reads them. */
function queryParameters(builder: DocumentBuilder, args: readonly GraphQLArgument[], route: RestRoute, inPath: string[]) {
  const parameters: JsonSchema[] = [];
  for (const arg of args) {
    if (inPath.includes(arg.name) || (route.fixed && arg.name in route.fixed)) continue;
    const type = getNullableType(arg.type);
    if (getNamedType(arg.type).name === 'Upload') continue;
    if (isInputObjectType(type)) {
      // A filter's fields are parameters of their own (`?keyword=…&enabled=true`).
      for (const field of Object.values(type.getFields())) {
        parameters.push({
          name: field.name,
          in: 'query',
          required: false,
          description: field.description ?? `${arg.name}.${field.name}`,
          schema: parameterSchema(builder, field.type),
          ...listStyle(field.type),
        });
      }
    } else {
      const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
      const schema = { ...parameterSchema(builder, arg.type), ...(arg.defaultValue !== undefined ? { default: arg.defaultValue } : {}) };
      parameters.push({ name: arg.name, in: 'query', required, description: arg.description ?? undefined, schema, ...listStyle(arg.type) });
    }
  }
  return parameters;
}

/** Lists travel comma-separated in one parameter (`?kinds=book,audio`). */
const listStyle = (type: GraphQLInputType) => (isListType(getNullableType(type)) ? { style: 'form', explode: false } : {});

function requestBody(builder: DocumentBuilder, compiled: CompiledRoute, inPath: string[]): JsonSchema | undefined {
  const { route, field } = compiled;
  const args = field.args.filter((arg) => !inPath.includes(arg.name) && !(route.fixed && arg.name in route.fixed));
  if (route.multipart) {
    const fields = queryParameters(builder, args, route, inPath);
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream' },
              ...Object.fromEntries(fields.map((p) => [p.name, p.schema])),
            },
          },
        },
      },
    };
  }
  if (!args.length) return undefined;
  const input = args.find((arg) => arg.name === 'input');
  const others = args.filter((arg) => arg !== input);
  const properties = Object.fromEntries(others.map((arg) => [arg.name, builder.input(arg.type, arg.description)]));
  const othersSchema = {
    type: 'object',
    properties,
    required: others.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined).map((arg) => arg.name),
  };
  // The whole body is `input`; other arguments (ids, value) are body fields of their own name.
  const schema = input
    ? others.length
      ? { allOf: [builder.input(getNullableType(input.type)), othersSchema] }
      : builder.input(getNullableType(input.type))
    : othersSchema;
  const required = args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  return { required, content: { 'application/json': { schema } } };
}

function security(compiled: CompiledRoute): Array<Record<string, string[]>> {
  const roles = declaredRoles(compiled.field);
  if (!roles.length) return [];
  const schemes = new Set(roles.map((role) => (role === 'ADMIN' ? 'adminToken' : 'readerToken')));
  return [...schemes].map((scheme) => ({ [scheme]: [] }));
}

function operation(builder: DocumentBuilder, compiled: CompiledRoute): Operation {
  const { route, field } = compiled;
  const inPath = pathParams(route.path);
  const argTypes = new Map(field.args.map((arg) => [arg.name, arg.type]));
  const parameters = [
    ...inPath.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: argTypes.has(name) ? parameterSchema(builder, argTypes.get(name)!) : { type: 'string' },
    })),
    ...(route.method === 'get' ? queryParameters(builder, field.args, route, inPath) : []),
  ];
  const body = route.method === 'post' ? requestBody(builder, compiled, inPath) : undefined;
  const definition = compiled.document.definitions[0] as OperationDefinitionNode;
  const rootSelection = definition.selectionSet.selections[0];
  const data = builder.output(field.type, rootSelection.kind === Kind.FIELD ? rootSelection.selectionSet : undefined);
  const success = route.download
    ? {
        description: '文件本身',
        content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      }
    : {
        description: '成功；输入有误时同为 HTTP 200，code 400',
        content: {
          'application/json': {
            schema: {
              oneOf: [
                { type: 'object', required: ['code', 'msg', 'data'], properties: { code: { const: 200 }, msg: { const: 'OK' }, data } },
                ref('ErrorEnvelope'),
              ],
            },
          },
        },
      };
  const roles = declaredRoles(field);
  // 401/403 only where a login is needed, 413 only where a body is sent.
  const errors = ERRORS_BY_HTTP.filter(([http]) => (roles.length || (http !== 401 && http !== 403)) && (route.method === 'post' || http !== 413));
  const fixed = route.fixed ? ` 固定参数：\`${JSON.stringify(route.fixed)}\`。` : '';
  return {
    operationId: `${route.method}${openApiPath(route.path)
      .replace(/[{}]/g, '')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    summary: field.description ?? field.name,
    description: `GraphQL 根字段 \`${field.name}\`（${roles.length ? `角色：${roles.join('、')}` : '公开'}）。${fixed}`,
    tags: [tagOf(route.path)],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': success,
      ...Object.fromEntries(errors.map(([http, code]) => [String(http), { $ref: `#/components/responses/${code}` }])),
      '500': { $ref: '#/components/responses/INTERNAL_SERVER_ERROR' },
    },
    security: security(compiled),
  };
}

/** api/admin/news/list → "admin/news"; api/resource/book/2 → "resource". */
function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[0] === 'admin' && parts[1] ? `admin/${parts[1]}` : parts[0];
}

/** The document, for the routes of the table (all of them unless told). */
export function buildOpenApiDocument(schema: GraphQLSchema, options: { title: string; routes?: RestRoute[] }): Record<string, unknown> {
  const builder = new DocumentBuilder(schema);
  builder.components.ErrorEnvelope = {
    type: 'object',
    required: ['code', 'msg', 'data'],
    description: '失败的答复：`code` 为错误码，`msg` 为中文说明，`data` 为 null；输入有误时另有 `fieldErrors`',
    properties: {
      code: { type: 'integer', enum: REST_CODES },
      msg: { type: 'string' },
      data: { type: 'null' },
      fieldErrors: {
        type: 'array',
        items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of options.routes ?? REST_ROUTES) {
    const path = openApiPath(route.path);
    // Express serves the first route that matches; a later duplicate is never reached.
    if (paths[path]?.[route.method]) continue;
    (paths[path] ??= {})[route.method] = operation(builder, compileRoute(schema, route));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${options.title} REST 接口`,
      version: '1.0.0',
      description: [
        '与 GraphQL 接口（`/graphql`）同一套解析器的 REST 兼容层：每个路径执行一个 GraphQL 根字段，权限、校验和错误与之相同。',
        '答复统一为 `{ code, msg, data }`。需要登录的路径带 `Authorization: Bearer <令牌>`：读者令牌来自 `POST /api/user/login`，管理员令牌来自 `POST /api/admin/login`。',
        '成功时 `code` 为 200、`data` 为结果；输入有误时 HTTP 状态仍为 200，`code` 为 400，`msg` 为中文说明，`fieldErrors` 列出每个有误的字段。其他错误的 HTTP 状态与 `code` 相同（401、403、404、413、429、500、503）。',
        '公开的 GET 答复可被缓存（`Cache-Control`、`ETag`）。',
      ].join('\n\n'),
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: builder.components,
      responses: Object.fromEntries(
        [...ERRORS_BY_HTTP, [500, 'INTERNAL_SERVER_ERROR', '服务器内部错误，请稍候再试'] as const].map(([, code, text]) => [
          code,
          { description: text, content: { 'application/json': { schema: ref('ErrorEnvelope') } } },
        ]),
      ),
      securitySchemes: {
        readerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '读者登录（POST /api/user/login）得到的令牌' },
        adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '管理员登录（POST /api/admin/login）得到的令牌' },
      },
    },
  };
}
