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
} from 'graphql';

/** A value of the given input type that passes GraphQL's own coercion (content is not meant to be valid). */
export function sampleValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0].value;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'ID':
        return '1';
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'DateTimeISO':
        return '2026-01-01T00:00:00.000Z';
      default:
        return 'x';
    }
  }
  return null;
}

/** `query|mutation($a: T!) { field(a: $a) { __typename } }` with sample variables for every required argument. */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const defs = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  return {
    query: `${kind}${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sampleValue(arg.type)])),
    uploads: args.filter((arg) => getNamedType(arg.type).name === 'Upload').map((arg) => arg.name),
  };
}
