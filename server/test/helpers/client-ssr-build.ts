/**
 * The client's real server entry (client/src/entry-server.tsx) for tests that render pages as a guest
 * gets them: built with `vite build --ssr` into a temporary directory (about 30 s), once per test
 * file that asks. TEST_SSR_ENTRY names one already built instead (a local run that repeats a test).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const CLIENT_ROOT = join(import.meta.dirname, '../../../client');

export async function buildServerEntry(): Promise<string> {
  const given = process.env.TEST_SSR_ENTRY;
  if (given) {
    if (!existsSync(given)) throw new Error(`TEST_SSR_ENTRY names no file: ${given}`);
    return given;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'lp-ssr-entry-'));
  const vite = join(CLIENT_ROOT, '../node_modules/.bin/vite');
  await promisify(execFile)(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: CLIENT_ROOT,
    maxBuffer: 16 * 1024 * 1024,
    // Not vitest's NODE_ENV=test: graphql's development checks then see the vite config's codegen and
    // the client's graphql as two copies ("Cannot use GraphQLScalarType from another realm").
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return join(outDir, 'entry-server.js');
}
