/** `npm run schema`: writes schema/schema.graphql and schema/admin-actions.json without a database. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printAdminActions } from './rest/admin-actions.js';
import { printSortedSchema } from './schema.js';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema/schema.graphql', import.meta.url));
/** Every mutation the CRUD factory generates, with its REST paths; the back office's codegen reads it. */
export const ADMIN_ACTIONS_FILE = fileURLToPath(new URL('../../schema/admin-actions.json', import.meta.url));

mkdirSync(dirname(SCHEMA_FILE), { recursive: true });
writeFileSync(SCHEMA_FILE, await printSortedSchema());
console.log(`wrote ${SCHEMA_FILE}`);
writeFileSync(ADMIN_ACTIONS_FILE, printAdminActions());
console.log(`wrote ${ADMIN_ACTIONS_FILE}`);
