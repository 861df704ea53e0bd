/** `npm run schema`: writes schema/schema.graphql without a database. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSortedSchema } from './schema.js';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema/schema.graphql', import.meta.url));

mkdirSync(dirname(SCHEMA_FILE), { recursive: true });
writeFileSync(SCHEMA_FILE, await printSortedSchema());
console.log(`wrote ${SCHEMA_FILE}`);
