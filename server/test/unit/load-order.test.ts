import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SERVER = join(import.meta.dirname, '../..');

/**
 * Scripts import the portal's code from other entry points than main.ts (the benchmarks start from
 * the search service). In Node's own module loader (not vitest's), an import cycle then evaluates a
 * file before one it reads at load time: the catalogue's part inputs once read CopyStatus while
 * book-copy.entity.ts was still waiting for the content module, and `bench:search` failed to start.
 */
describe('the portal’s code loads from the entry points scripts use', () => {
  it.each(['src/modules/catalogue/search/search.service.ts', 'src/modules/catalogue/index.ts'])(
    '%s',
    async (entry) => {
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          '@swc-node/register/esm-register',
          '--input-type=module',
          '-e',
          `import 'reflect-metadata'; await import('./${entry}'); console.log('loaded');`,
        ],
        { cwd: SERVER, timeout: 60_000 },
      );
      expect(stdout.trim()).toBe('loaded');
    },
    90_000,
  );
});
