import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Upload from 'graphql-upload/Upload.mjs';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type NamedTypeNode,
  type OperationDefinitionNode,
} from 'graphql';

const ROOT = join(import.meta.dirname, '../../..');
/** The generated files that hold every document the client sends (graphql-codegen's client preset). */
const GENERATED = ['client/src/gql/graphql.ts', 'client/src/admin/gql/graphql.ts', 'client/src/admin/gql/crud-documents.ts'];

/** Every operation the client can send, as the codegen output holds it: `export const XDocument = {…} as unknown as …`. */
export function clientDocuments(): Array<{ name: string; document: DocumentNode }> {
  return GENERATED.flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return [...text.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as /gm)].map(([, name, json]) => ({
      name,
      document: JSON.parse(json) as DocumentNode,
    }));
  });
}

export function operationOf(document: DocumentNode): OperationDefinitionNode {
  return document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
}

/**
 * Variables for an operation, every one given (required or not) with a value of its type; list sizes
 * (`pageSize`, `limit`, `first`) at `size`, so a cost is the cost of the largest page the client may ask.
 */
export function sampleVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, size: number): Record<string, unknown> {
  const sample = (type: GraphQLInputType, name: string): unknown => {
    if (isNonNullType(type)) return sample(type.ofType, name);
    if (isListType(type)) return [sample(type.ofType, name)];
    if (isEnumType(type)) return type.getValues()[0].value;
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
      return Object.fromEntries(fields.map((f) => [f.name, sample(f.type, f.name)]));
    }
    switch (type.name) {
      case 'Int':
      case 'Float':
        return /pageSize|limit|first/.test(name) ? size : 1;
      case 'Boolean':
        return true;
      case 'DateTimeISO':
        return new Date(0).toISOString();
      case 'Upload':
        return new Upload();
      default:
        return '1';
    }
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const name = definition.variable.name.value;
      return [name, sample(typeFromAST(schema, definition.type as NamedTypeNode) as GraphQLInputType, name)];
    }),
  );
}
