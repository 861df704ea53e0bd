import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildSchema, parse } from 'graphql';
import { ClientSideBaseVisitor } from '@graphql-codegen/visitor-plugin-common';
import type { Plugin } from 'vite';

/** `graphql(`…`)` with one template literal (the documents hold no backticks or substitutions). */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*,?\s*\)/g;
/** The import of graphql() from a generated directory (client/src/gql or client/src/admin/gql). */
const IMPORT = /import\s*\{[^}]*\bgraphql\b[^}]*\}\s*from\s*['"]([^'"]*\/gql)['"]/;

const visitor = new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {});

/** `export const XDocument = {…} as unknown as …;` in a generated graphql.ts: the document's JSON. */
const CONSTANT = /^export const (\w+) = (\{.*\}) as unknown as /gm;

/** The generated documents of a graphql.ts, by constant name, read once per build. */
const generatedDocuments = new Map<string, Map<string, string>>();
function documentsOf(file: string): Map<string, string> {
  let documents = generatedDocuments.get(file);
  if (!documents) {
    documents = new Map([...readFileSync(file, 'utf8').matchAll(CONSTANT)].map(([, name, json]) => [name, json]));
    generatedDocuments.set(file, documents);
  }
  return documents;
}

/**
 * graphql() looks every document up in one map (gql.ts), which cannot be tree-shaken, so every page
 * downloaded every document of the site; importing the constants of graphql.ts instead (the client
 * preset's Babel plugin) still puts every used one in one shared chunk. At build time this replaces
 * each call with the document itself, as the codegen wrote it: each chunk carries the documents it uses.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'library-portal:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('graphql(`')) return null;
      const from = IMPORT.exec(code)?.[1];
      if (!from) return null;
      const documents = documentsOf(resolve(dirname(id), from, 'graphql.ts'));
      let replaced = false;
      const out = code.replace(CALL, (call, source: string) => {
        const [definition] = parse(source).definitions;
        if ((definition.kind !== 'OperationDefinition' && definition.kind !== 'FragmentDefinition') || !definition.name) return call;
        const name =
          definition.kind === 'OperationDefinition' ? visitor.getOperationVariableName(definition) : visitor.getFragmentVariableName(definition);
        const json = documents.get(name);
        if (!json) throw new Error(`${id}: ${name} is not in the generated documents (run npm run codegen)`);
        replaced = true;
        return `(${json})`;
      });
      return replaced ? { code: out, map: null } : null;
    },
  };
}
