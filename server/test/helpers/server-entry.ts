/**
 * How a test starts the portal's own programs (`main`, the server; `cli`, the command-line tool) as
 * processes: from source, as `npm run dev` does (swc compiles every module at each start), or, with
 * TEST_SERVER_DIST=1, from the build (`dist/`, as production runs them). CI sets it right after its
 * build step: a CLI command from source cost about 1.2 s of CPU more than from dist, and the CLI test
 * alone starts 27 of them. A local run keeps the source, so a change needs no build to be tested.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_DIR = join(import.meta.dirname, '../..');

/** node's arguments (before the program's own) that run `src/<name>.ts`, or `dist/<name>.js` under TEST_SERVER_DIST=1. */
export function serverEntryArgs(name: 'main' | 'cli'): string[] {
  if (process.env.TEST_SERVER_DIST !== '1') return ['--import', '@swc-node/register/esm-register', `src/${name}.ts`];
  const built = join(SERVER_DIR, 'dist', `${name}.js`);
  if (!existsSync(built)) throw new Error(`TEST_SERVER_DIST=1 but there is no ${built}: run \`npm run build --workspace server\``);
  // A build older than the source would test yesterday's code.
  newestSource ??= Math.max(
    ...readdirSync(join(SERVER_DIR, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
  if (statSync(built).mtimeMs < newestSource) throw new Error(`${built} is older than the source in src/: build again, or unset TEST_SERVER_DIST`);
  return [built];
}

let newestSource: number | undefined;
