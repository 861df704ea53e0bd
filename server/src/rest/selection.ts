import { getNamedType, isObjectType, isScalarType, isEnumType, type GraphQLField, type GraphQLOutputType } from 'graphql';

/**
 * The selection set a REST response returns for a GraphQL type: every field without arguments,
 * objects followed to `depth` levels. REST paths answer what the type holds, like the old API did.
 */
export function selectionFor(type: GraphQLOutputType, depth = 3): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named) || depth === 0) return '';
  const fields = Object.values(named.getFields()) as GraphQLField<unknown, unknown>[];
  const parts: string[] = [];
  for (const field of fields) {
    if (field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
    else {
      const nested = selectionFor(field.type, depth - 1);
      if (nested) parts.push(`${field.name} ${nested}`);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}
