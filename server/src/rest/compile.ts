import {
  astFromValue,
  getNamedType,
  parse,
  print,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { declaredRoles } from '../core/auth/decorators.js';
import { selectionFor } from './selection.js';
import type { RestRoute } from './table.js';

/** How a REST route becomes a GraphQL execution; the router runs it and the OpenAPI document describes it. */

export interface CompiledRoute {
  route: RestRoute;
  field: GraphQLField<unknown, unknown>;
  /** Whether the document is a mutation. */
  mutation: boolean;
  /**
   * The document, parsed anew at each read and without source locations (issue 54): the router
   * reads it once, when the route's first request compiles it, and the OpenAPI document once. Kept
   * parsed for all 918 routes from the start, their locations and tokens alone were 13 MiB of an
   * idle portal's heap (110,000 Location and 79,000 Token objects in a heap snapshot), most of
   * them for paths that are never asked for.
   */
  readonly document: DocumentNode;
  /** The field's Upload argument, which a multipart route fills with the form's file. */
  uploadArg?: string;
  /**
   * The arguments' defaults as a request's variables would give them. The document declares them
   * too, but graphql-jit, which runs it, does not apply a non-null variable's default.
   */
  defaults: Record<string, unknown>;
}

/** The argument's default as a literal, if it has one. */
const defaultLiteral = (arg: GraphQLArgument) => (arg.defaultValue === undefined ? undefined : astFromValue(arg.defaultValue, arg.type));

/** `$name: Type`, keeping the argument's default so a parameter left out gets it. */
function variableDefinition(arg: GraphQLArgument): string {
  const value = defaultLiteral(arg);
  return `$${arg.name}: ${arg.type.toString()}${value ? ` = ${print(value)}` : ''}`;
}

/** A root field only admins may call: its REST path may answer internal fields. */
export function isAdminField(field: GraphQLField<unknown, unknown>): boolean {
  const roles = declaredRoles(field);
  return roles.length > 0 && roles.every((role) => role === 'ADMIN');
}

/** The route's GraphQL document: its root field with every argument as a variable, and the REST selection. */
export function compileRoute(schema: GraphQLSchema, route: RestRoute): CompiledRoute {
  const mutation = schema.getMutationType()?.getFields()[route.field];
  const field = mutation ?? schema.getQueryType()?.getFields()[route.field];
  if (!field) throw new Error(`REST route ${route.method.toUpperCase()} ${route.path}: no root field ${route.field}`);
  const defs = field.args.map(variableDefinition).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const source = `${mutation ? 'mutation' : 'query'} Rest${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionFor(schema, field.type, { admin: isAdminField(field) })} }`;
  const uploadArg = field.args.find((arg) => getNamedType(arg.type).name === 'Upload')?.name;
  if (route.multipart && !uploadArg) throw new Error(`REST route ${route.path}: ${route.field} takes no Upload argument`);
  if (route.download && getNamedType(field.type).name !== 'FileDownload')
    throw new Error(`REST route ${route.path}: ${route.field} does not return a FileDownload`);
  const defaults: Record<string, unknown> = {};
  for (const arg of field.args) {
    const value = defaultLiteral(arg);
    if (value) defaults[arg.name] = valueFromASTUntyped(value);
  }
  return {
    route,
    field,
    mutation: !!mutation,
    get document() {
      return parse(source, { noLocation: true });
    },
    uploadArg,
    defaults,
  };
}
