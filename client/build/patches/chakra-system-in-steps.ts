import type { Plugin } from 'vite';

/** Chakra's createSystem (3.x): it merges the configs, then builds the token dictionary from them. */
const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const MERGE = 'const config = mergeConfigs(...configs);';
const DICTIONARY = 'const tokens = createTokenDictionary({';
const FUNCTION_END = '\nexport {';

/** Chakra's token dictionary: it registers the tokens, then builds them in two halves (before and after their references). */
const DICTIONARY_MODULE = '/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js';
const BUILD_FIRST_HALF = [
  'applyMiddlewares("pre");',
  'applyTransforms("pre");',
  'addConditionalTokens();',
  'addReferences();',
  'expandTokenReferences$1();',
];
const BUILD_SECOND_HALF = ['applyMiddlewares("post");', 'applyTransforms("post");', 'setupViews();'];
const BUILD = `  function build() {\n${[...BUILD_FIRST_HALF, ...BUILD_SECOND_HALF].map((line) => `    ${line}\n`).join('')}  }`;
const BUILD_CALL = '  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;';

/**
 * Lets the app build Chakra's system in five tasks instead of one (issue 12), each a stage that
 * `createSystem` finishes from:
 * - `createSystem.merge(...configs)` merges the configs (deep clones of Chakra's base and theme);
 * - `createSystem.registerTokens(merged)` registers the ~660 tokens of the dictionary;
 * - `createSystem.buildTokens(registered)` builds them up to their references (transforms, conditions);
 * - `createSystem.prepare(…)` finishes the dictionary (the later transforms, colour palettes, views);
 * - `createSystem(prepared)` builds the rest.
 * One long task of 40–60 ms here, four times that on a phone, becomes five of about 4–10 ms: the
 * browser can answer a tap in between, and Lighthouse's simulation leaves out tasks under 10 ms.
 * Each step also takes the configs themselves (doing the steps before it), and
 * `createSystem(...configs)` is unchanged for every other caller. If Chakra changes this code, the
 * build stops here, so the transform is revisited rather than silently doing nothing.
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'library-portal:chakra-system-in-steps',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      if (path.endsWith(DICTIONARY_MODULE)) return dictionaryInSteps(code, (message) => this.error(message));
      if (!path.endsWith(SYSTEM_MODULE)) return;
      if (!code.includes(MERGE) || !code.includes(DICTIONARY) || !code.includes(FUNCTION_END)) {
        this.error(`chakra-system-in-steps: ${SYSTEM_MODULE} no longer has the code this transform rewrites; update or remove it`);
      }
      const steps = `
const PREPARED = Symbol('prepared system');
const stageOf = (configs) => (configs.length === 1 ? configs[0]?.[PREPARED] : undefined);
/** The config's dictionary with its tokens registered, its build left to buildDeferred. */
const registeredDictionary = (config) => {
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  return createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix, deferBuild: true });
};
/** Runs the next step of a registered dictionary's build, or every step left. */
const buildDeferred = (tokens, every) => {
  const left = tokens.deferredBuild;
  if (!left) return;
  do left.shift()(); while (every && left.length);
  if (!left.length) delete tokens.deferredBuild;
};
createSystem.merge = function merge(...configs) {
  return stageOf(configs) ? configs[0] : { [PREPARED]: { config: mergeConfigs(...configs) } };
};
createSystem.registerTokens = function registerTokens(...configs) {
  const stage = stageOf(configs);
  const config = stage?.config ?? mergeConfigs(...configs);
  return { [PREPARED]: { config, tokens: stage?.tokens ?? registeredDictionary(config) } };
};
/** The registered dictionary built one step further (\`every\`: to the end), from any earlier stage. */
const buildFrom = (configs, every) => {
  const registered = createSystem.registerTokens(...configs)[PREPARED];
  buildDeferred(registered.tokens, every);
  return { [PREPARED]: registered };
};
createSystem.buildTokens = function buildTokens(...configs) {
  return buildFrom(configs, false);
};
createSystem.prepare = function prepare(...configs) {
  return buildFrom(configs, true);
};
`;
      return code
        .replace(
          MERGE,
          'const prepared = configs.length === 1 && configs[0]?.[PREPARED] ? createSystem.prepare(configs[0])[PREPARED] : undefined;\n  const config = prepared?.config ?? mergeConfigs(...configs);',
        )
        .replace(DICTIONARY, 'const tokens = prepared?.tokens ?? createTokenDictionary({')
        .replace(FUNCTION_END, `${steps}\nexport {`);
    },
  };
}

/**
 * createTokenDictionary({ …, deferBuild: true }) registers the tokens and leaves its build to
 * `dictionary.deferredBuild`, the build's two halves in order: the same calls as `build()`, which the
 * transform checks line by line.
 */
function dictionaryInSteps(code: string, fail: (message: string) => never): string {
  if (!code.includes(BUILD) || !code.includes(BUILD_CALL)) {
    fail(`chakra-system-in-steps: ${DICTIONARY_MODULE} no longer has the code this transform rewrites; update or remove it`);
  }
  const half = (lines: string[]) => `() => { ${lines.join(' ')} }`;
  // A function gives the replacement: its text has a `$1` (expandTokenReferences$1) to keep as it is.
  return code.replace(
    BUILD_CALL,
    () => `  registerMiddleware(...tokenMiddlewares);
  if (options.deferBuild) {
    dictionary.deferredBuild = [${half(BUILD_FIRST_HALF)}, ${half(BUILD_SECOND_HALF)}];
    return dictionary;
  }
  build();
  return dictionary;`,
  );
}
