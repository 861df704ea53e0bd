import { GraphQLInterfaceType, GraphQLObjectType, GraphQLUnionType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/**
 * type-graphql wraps an interface's or union's own resolveType in an async function, so every row
 * of a Resource list waited on a promise before its fields were resolved (issue 12). Ours answer a
 * type name at once: they are called directly, and a function that answers anything else (a class,
 * a promise) keeps type-graphql's wrapper. Not only for speed: graphql-jit, which runs the REST
 * face, takes resolveType's answer as it comes and cannot wait on a promise (without this, /api/book
 * answered 500: issue 53's A/B, which therefore has no "off" side for it).
 */
export function syncResolveTypes(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  for (const { name, resolveType } of [...storage.interfaceTypes, ...storage.unions]) {
    const type = schema.getType(name);
    if (!resolveType || !(type instanceof GraphQLInterfaceType || type instanceof GraphQLUnionType) || !type.resolveType) continue;
    const wrapped = type.resolveType;
    type.resolveType = (value, context, info, abstractType) => {
      const answer = resolveType(value, context, info, abstractType);
      return typeof answer === 'string' ? answer : wrapped(value, context, info, abstractType);
    };
  }
  return schema;
}

type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];
/** A decorated class, as type-graphql's metadata names it. */
type ClassTarget = FieldMetadata['target'];

/**
 * type-graphql gives every field of an object type a resolver that runs the field's middlewares
 * and then reads the property, also when there is nothing to run. A field with no roles, no
 * middleware (@OpenOnly, admin-only marks), no arguments and no field resolver of that name
 * anywhere is given back to GraphQL's default read instead, which graphql-jit (the REST face)
 * compiles into the query as a property access rather than a resolver call per field (issue 12: a
 * book detail resolves about 400 fields). A field is kept wrapped when any declaration of it in the
 * type's classes, superclasses or interfaces is not plain.
 */
export function directFieldReads(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const resolvedNames = new Set(storage.fieldResolvers.map((resolver) => resolver.methodName));
  const plain = (field: FieldMetadata) =>
    field.roles === undefined &&
    !field.middlewares?.length &&
    !field.params?.length &&
    field.name === field.schemaName &&
    !resolvedNames.has(field.name);
  const interfaces = new Map(storage.interfaceTypes.map((type) => [type.target, type]));
  /** A class, its superclasses and every interface any of them implements. */
  const lineage = (target: ClassTarget, into = new Set<ClassTarget>()): Set<ClassTarget> => {
    for (let cls = target; cls && cls !== Function.prototype && !into.has(cls); cls = Object.getPrototypeOf(cls) as ClassTarget) {
      into.add(cls);
      const declared = storage.objectTypes.find((type) => type.target === cls)?.interfaceClasses ?? interfaces.get(cls)?.interfaceClasses;
      for (const implemented of declared ?? []) lineage(implemented, into);
    }
    return into;
  };
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!(type instanceof GraphQLObjectType)) continue;
    const classes = lineage(objectType.target);
    const declarations = storage.fields.filter((field) => classes.has(field.target));
    for (const [name, field] of Object.entries(type.getFields())) {
      const declared = declarations.filter((declaration) => declaration.schemaName === name);
      if (field.resolve && declared.length > 0 && declared.every(plain)) field.resolve = undefined;
    }
  }
  return schema;
}
