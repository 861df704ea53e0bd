/**
 * graphql-codegen, back office: a typed document for every mutation the server's CRUD factory
 * generates, so the entity configs (client/src/admin/resources) do not write them by hand.
 *
 * The list is schema/admin-actions.json, which `npm run schema` writes from the factory itself
 * (server/src/core/crud/actions.ts). `documents()` turns each entry into an operation named after
 * its mutation (`mutation EnableNews($id: ID!) { result: enableNews(id: $id) { id enabled } }`: the
 * aliases of admin/crud/types.ts; a flag or setter selects its field back so the row updates in
 * the cache, a batch its count); typescript-operations and typed-document-node type them; `plugin`
 * appends `CRUD_DOCUMENTS`, the documents by GraphQL type, which admin/crud/crud-documents.ts serves.
 */
const { readFileSync } = require('node:fs');
const { buildSchema, getNamedType, isObjectType } = require('graphql');

const capitalise = (s) => s[0].toUpperCase() + s.slice(1);
const readList = (file) => JSON.parse(readFileSync(file, 'utf8'));

function operation(schema, entry) {
  const field = schema.getMutationType()?.getFields()[entry.mutation];
  if (!field) throw new Error(`admin-actions: ${entry.mutation} is in the list but not in the schema: run \`npm run schema\``);
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const type = getNamedType(field.type);
  const selection = !isObjectType(type) ? '' : type.name === 'BatchResult' ? ' { count }' : ` { id${entry.field ? ` ${entry.field}` : ''} }`;
  return `mutation ${capitalise(entry.mutation)}(${variables}) { result: ${entry.mutation}(${args})${selection} }`;
}

/** The operations, as one GraphQL document for codegen's `documents`. */
function documents(schemaFile, listFile) {
  const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
  return Object.values(readList(listFile))
    .flat()
    .map((entry) => operation(schema, entry))
    .join('\n');
}

module.exports = {
  documents,
  plugin(_schema, _documents, config) {
    const types = Object.entries(readList(config.list)).map(([type, entries]) => {
      const document = (entry) => `${capitalise(entry.mutation)}Document`;
      const own = (action) => entries.find((entry) => entry.action === action);
      const actions = entries.filter((entry) => entry.action !== 'create' && entry.action !== 'update');
      return [
        `  ${type}: {`,
        ...['create', 'update'].filter(own).map((action) => `    ${action}: ${document(own(action))},`),
        `    actions: {`,
        ...actions.map((entry) => `      ${entry.action}: ${document(entry)},`),
        `    },`,
        `  },`,
      ].join('\n');
    });
    return `\n/** The generated documents of every entity built on the CRUD factory, by GraphQL type. */\nexport const CRUD_DOCUMENTS = {\n${types.join('\n')}\n};\n`;
  },
};
