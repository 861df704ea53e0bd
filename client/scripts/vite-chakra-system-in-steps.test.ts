import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { transformOf } from './transform-of';
import { chakraSystemInSteps } from './vite-chakra-system-in-steps';

// The workspaces' dependencies are installed at the root (tests run in client/).
const SYSTEM_FILE = resolve(process.cwd(), '../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');

describe("the build transform that builds Chakra's system in steps (issue 12)", () => {
  const transform = transformOf(chakraSystemInSteps());
  const code = readFileSync(SYSTEM_FILE, 'utf8');

  it('rewrites only the installed Chakra it knows', () => {
    expect(transform(code, SYSTEM_FILE)).toContain('createSystem.prepare = function prepare(');
    expect(transform(code, SYSTEM_FILE)).toContain('createSystem.merge = function merge(');
    expect(transform(code, '/x/other.js')).toBeUndefined();
    expect(() => transform('export {}', SYSTEM_FILE)).toThrow(/no longer has the code/);
  });

  it('builds from a prepared config the system createSystem builds in one go', async () => {
    // The rewritten module beside the original, so that its relative imports resolve.
    const file = join(dirname(SYSTEM_FILE), `system.in-steps-${process.pid}.test.js`);
    writeFileSync(file, transform(code, SYSTEM_FILE)!);
    try {
      type System = ReturnType<typeof import('@chakra-ui/react').createSystem>;
      const { createSystem } = (await import(pathToFileURL(file).href)) as {
        createSystem: ((...configs: unknown[]) => System) & {
          merge: (...configs: unknown[]) => unknown;
          prepare: (...configs: unknown[]) => unknown;
        };
      };
      const brand = { theme: { tokens: { colors: { brand: { 500: { value: '#1f63ad' } } } } } };
      const whole = createSystem(defaultConfig, brand);
      const styles = { color: 'brand.500', p: 4, _hover: { bg: 'colorPalette.solid' }, colorPalette: 'red', md: { fontSize: 'lg' } };
      // Three steps (the app's start), two (configs prepared at once), and a merge alone.
      for (const stepped of [
        createSystem(createSystem.prepare(createSystem.merge(defaultConfig, brand))),
        createSystem(createSystem.prepare(defaultConfig, brand)),
        createSystem(createSystem.merge(defaultConfig, brand)),
      ]) {
        expect(stepped.tokens.allTokens.map((token) => [token.name, token.value])).toEqual(
          whole.tokens.allTokens.map((token) => [token.name, token.value]),
        );
        expect(stepped.token('colors.brand.500')).toBe('#1f63ad');
        expect(stepped.css(styles)).toEqual(whole.css(styles));
        expect(stepped._global).toEqual(whole._global);
        expect(stepped.getRecipe('button')).toEqual(whole.getRecipe('button'));
      }
    } finally {
      rmSync(file, { force: true });
    }
  });
});
