import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { transformOf } from './transform-of';
import { chakraSystemInSteps } from './chakra-system-in-steps';

// The workspaces' dependencies are installed at the root (tests run in client/).
const SYSTEM_FILE = resolve(process.cwd(), '../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');
const DICTIONARY_FILE = join(dirname(SYSTEM_FILE), 'token-dictionary.js');

describe("the build transform that builds Chakra's system in steps (issue 12)", () => {
  const transform = transformOf(chakraSystemInSteps());
  const code = readFileSync(SYSTEM_FILE, 'utf8');
  const dictionaryCode = readFileSync(DICTIONARY_FILE, 'utf8');

  it('rewrites only the installed Chakra it knows', () => {
    expect(transform(code, SYSTEM_FILE)).toContain('createSystem.prepare = function prepare(');
    expect(transform(code, SYSTEM_FILE)).toContain('createSystem.merge = function merge(');
    expect(transform(code, '/x/other.js')).toBeUndefined();
    expect(() => transform('export {}', SYSTEM_FILE)).toThrow(/no longer has the code/);
    expect(transform(dictionaryCode, DICTIONARY_FILE)).toContain('expandTokenReferences$1(); }, () => {');
    expect(() => transform(dictionaryCode.replace('setupViews();\n  }', 'setupViews();\n    more();\n  }'), DICTIONARY_FILE)).toThrow(
      /no longer has the code/,
    );
  });

  it('builds from a prepared config the system createSystem builds in one go', async () => {
    // The rewritten modules beside the originals, so that their relative imports resolve.
    const file = join(dirname(SYSTEM_FILE), `system.in-steps-${process.pid}.test.js`);
    const dictionaryFile = join(dirname(SYSTEM_FILE), `token-dictionary.in-steps-${process.pid}.test.js`);
    writeFileSync(file, transform(code, SYSTEM_FILE)!.replace("'./token-dictionary.js'", `'./${basename(dictionaryFile)}'`));
    writeFileSync(dictionaryFile, transform(dictionaryCode, DICTIONARY_FILE)!);
    try {
      type System = ReturnType<typeof import('@chakra-ui/react').createSystem>;
      type Step = (...configs: unknown[]) => object;
      const { createSystem } = (await import(pathToFileURL(file).href)) as {
        createSystem: ((...configs: unknown[]) => System) & { merge: Step; registerTokens: Step; buildTokens: Step; prepare: Step };
      };
      const brand = { theme: { tokens: { colors: { brand: { 500: { value: '#1f63ad' } } } } } };
      const whole = createSystem(defaultConfig, brand);
      const styles = { color: 'brand.500', p: 4, _hover: { bg: 'colorPalette.solid' }, colorPalette: 'red', md: { fontSize: 'lg' } };
      // Every step (the app's start), some of them, or one alone: createSystem finishes from any stage.
      const { merge, registerTokens, buildTokens, prepare } = createSystem;
      const stageOf = (prepared: object) =>
        (prepared as Record<symbol, { tokens: { deferredBuild?: unknown[] } }>)[Object.getOwnPropertySymbols(prepared)[0]];
      // Registering leaves the dictionary's build to the next steps: one half each, then nothing left.
      const registered = registerTokens(merge(defaultConfig, brand));
      expect(stageOf(registered).tokens.deferredBuild).toHaveLength(2);
      expect(stageOf(buildTokens(registered)).tokens.deferredBuild).toHaveLength(1);
      expect(stageOf(prepare(registered)).tokens.deferredBuild).toBeUndefined();
      for (const stepped of [
        createSystem(prepare(buildTokens(registerTokens(merge(defaultConfig, brand))))),
        createSystem(buildTokens(registerTokens(merge(defaultConfig, brand)))),
        createSystem(prepare(merge(defaultConfig, brand))),
        createSystem(prepare(defaultConfig, brand)),
        createSystem(registerTokens(defaultConfig, brand)),
        createSystem(merge(defaultConfig, brand)),
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
      rmSync(dictionaryFile, { force: true });
    }
  });
});
