import { getNullableType, isEnumType, isInputObjectType, isListType, isScalarType, type GraphQLArgument, type GraphQLInputType } from 'graphql';

/**
 * Query-string values are text; GraphQL variables are typed. Ints and booleans are converted when
 * they read as such; an enum's value is matched whatever its case (`?format=bibtex` is BIBTEX,
 * issue 54); anything else is passed on and GraphQL reports it as BAD_USER_INPUT.
 */
function coerceScalar(type: GraphQLInputType, raw: unknown): unknown {
  const base = getNullableType(type);
  if (typeof raw !== 'string') return raw;
  if (isListType(base)) return raw.split(',').map((part) => coerceScalar(base.ofType, part));
  if (isEnumType(base)) {
    if (base.getValue(raw)) return raw;
    const wanted = raw.trim().toLowerCase();
    return base.getValues().find((value) => value.name.toLowerCase() === wanted)?.name ?? raw;
  }
  if (!isScalarType(base)) return raw;
  if (base.name === 'Int' || base.name === 'Float') return raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  if (base.name === 'Boolean') return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
  return raw;
}

/**
 * Variables for a root field from query-string parameters: scalar arguments by name, input-object
 * arguments (filters) from the parameters named like their fields. Other parameters, such as the
 * client's refresh timestamp, are ignored.
 */
export function variablesFromQuery(args: readonly GraphQLArgument[], query: Record<string, unknown>): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of args) {
    const type = getNullableType(arg.type);
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((field) => query[field.name] !== undefined && query[field.name] !== '');
      if (fields.length) variables[arg.name] = Object.fromEntries(fields.map((field) => [field.name, coerceScalar(field.type, query[field.name])]));
    } else if (query[arg.name] !== undefined && query[arg.name] !== '') {
      variables[arg.name] = coerceScalar(arg.type, query[arg.name]);
    }
  }
  return variables;
}
