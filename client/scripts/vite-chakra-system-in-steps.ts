import type { Plugin } from 'vite';

/** Chakra's createSystem (3.x): it merges the configs, then builds the token dictionary from them. */
const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const MERGE = 'const config = mergeConfigs(...configs);';
const DICTIONARY = 'const tokens = createTokenDictionary({';
const FUNCTION_END = '\nexport {';

/**
 * Lets the app build Chakra's system in three tasks instead of one (issue 12):
 * `createSystem.merge(...configs)` merges the configs (deep clones of Chakra's base and theme),
 * `createSystem.prepare(merged)` builds the token dictionary (~660 tokens and their references,
 * conditions and colour palettes), and `createSystem(prepared)` builds the rest from it. One long
 * task of 40–60 ms here, four times that on a phone, becomes three; the browser can answer a tap in
 * between, and Lighthouse's simulation leaves out tasks under 10 ms. `prepare` also takes the configs
 * themselves (both steps in one), and `createSystem(...configs)` is unchanged for every other caller.
 * If Chakra changes this code, the build stops here, so the transform is revisited rather than
 * silently doing nothing.
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'library-portal:chakra-system-in-steps',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(SYSTEM_MODULE)) return;
      if (!code.includes(MERGE) || !code.includes(DICTIONARY) || !code.includes(FUNCTION_END)) {
        this.error(`chakra-system-in-steps: ${SYSTEM_MODULE} no longer has the code this transform rewrites; update or remove it`);
      }
      const prepare = `
const PREPARED = Symbol('prepared system');
createSystem.merge = function merge(...configs) {
  return { [PREPARED]: { config: mergeConfigs(...configs) } };
};
createSystem.prepare = function prepare(...configs) {
  const merged = configs.length === 1 ? configs[0]?.[PREPARED] : undefined;
  const config = merged?.config ?? mergeConfigs(...configs);
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  const tokens = createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix });
  return { [PREPARED]: { config, tokens } };
};
`;
      return code
        .replace(
          MERGE,
          'const prepared = configs.length === 1 ? configs[0]?.[PREPARED] : undefined;\n  const config = prepared?.config ?? mergeConfigs(...configs);',
        )
        .replace(DICTIONARY, 'const tokens = prepared?.tokens ?? createTokenDictionary({')
        .replace(FUNCTION_END, `${prepare}\nexport {`);
    },
  };
}
