import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isEnumType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { DETAIL_ONLY, EMBEDDED, INTERNAL } from '../core/graphql/field-marks.js';

/** Whose path the selection is for: internal fields (`@Internal()`) go only to admin paths. */
export interface SelectionAudience {
  admin: boolean;
}

/**
 * Scalars by name; objects followed one level less deep. Fields with arguments are views that
 * cost a query each (related, editions), so only the root object's own are taken, with their
 * defaults; fields whose arguments are required are never taken. Below a list (the items of a
 * page), lists of other objects (a book's copies, a video's items) are left out: a list row is a
 * summary, and its detail path gives the children. Trees (a menu's children) and lists kept with their
 * parent (`@Embedded()`: a survey's questions and options) keep their shape.
 */
/** The field carries the mark, on the type or on the interface it implements it for (schema extensions are not inherited). */
function marked(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>, mark: string): boolean {
  return Boolean(field.extensions?.[mark] || type.getInterfaces().some((face) => face.getFields()[field.name]?.extensions?.[mark]));
}

function fieldsOf(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  depth: number,
  top: boolean,
  audience: SelectionAudience,
  skip: Set<string> = new Set(),
): string[] {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (skip.has(field.name)) continue;
    if (marked(type, field, INTERNAL) && !audience.admin) continue;
    // A list row is a summary: an article's body is for its detail.
    if (marked(type, field, DETAIL_ONLY) && !top) continue;
    if (field.args.length && !top) continue;
    if (field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    const embedded = marked(type, field, EMBEDDED);
    if (!top && isListType(getNullableType(field.type)) && isObjectType(inner) && inner !== type && !embedded) continue;
    if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
    else {
      const nested = selectionFor(schema, field.type, audience, depth - 1, false);
      if (nested) parts.push(`${field.name} ${nested}`);
    }
  }
  return parts;
}

/**
 * The selection set a REST response returns for a GraphQL type: every field without required
 * arguments, objects followed to `depth` levels. An interface or union gives its shared fields
 * plus each implementation's own (`... on Book { isbn … }`). REST paths answer what the type
 * holds, like the old API did, less what the path's audience is not meant to have: internal
 * fields on public paths, detail-only ones (a body) in list rows.
 */
export function selectionFor(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  audience: SelectionAudience,
  depth = 3,
  top = !isListType(getNullableType(type)),
): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named) || depth === 0) return '';
  if (isObjectType(named)) {
    const parts = fieldsOf(schema, named, depth, top, audience);
    return parts.length ? `{ ${parts.join(' ')} }` : '';
  }
  if (!isAbstractType(named)) return '';
  const shared = 'getFields' in named ? Object.keys(named.getFields()) : [];
  const parts = [
    ...fieldsOf(schema, schema.getPossibleTypes(named)[0], depth, top, audience).filter((part) => shared.includes(part.split(' ')[0])),
    '__typename',
  ];
  for (const implementation of schema.getPossibleTypes(named)) {
    const own = fieldsOf(schema, implementation, depth, top, audience, new Set(shared));
    if (own.length) parts.push(`... on ${implementation.name} { ${own.join(' ')} }`);
  }
  return `{ ${parts.join(' ')} }`;
}
