import type { Plugin } from 'vite';

/** Chakra's styled factory (3.x): `chakra.div`, `chakra(Component, recipe)` and every component built on them. */
const FACTORY_MODULE = '/@chakra-ui/react/dist/esm/styled-system/factory.js';
const PER_RENDER = `  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);
`;
const ONCE = `  let recipeOf;
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    if (recipeOf?.cva !== cva) {
      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
      recipeOf = { cva, recipe: mergeCva(baseCva, cvaFn) };
    }
    const cvaRecipe = recipeOf.recipe;
`;

/**
 * Makes each Chakra styled component build its recipe function once instead of at every render of
 * every element (issue 12). Chakra's factory calls `cva(config)` (and merges it with the wrapped
 * component's) inside the render: a new recipe function, a new css function and a new, empty memo
 * cache each time, so every `<Box>`, `<Text>`, `<Flex>`… of a page computes its recipe styles from
 * scratch while the page hydrates. The recipe depends only on the component's fixed config and the
 * system's `cva` (read from the context as before: a new system builds it again), and is a pure
 * function of its props, as Chakra's own recipe cache (`system.getRecipeFn`) already assumes.
 * If Chakra changes this code, the build stops here, so the transform is revisited rather than
 * silently doing nothing.
 */
export function chakraStyledRecipeOnce(): Plugin {
  return {
    name: 'library-portal:chakra-styled-recipe-once',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(FACTORY_MODULE)) return;
      if (!code.includes(PER_RENDER)) {
        this.error(`chakra-styled-recipe-once: ${FACTORY_MODULE} no longer has the code this transform rewrites; update or remove it`);
      }
      return code.replace(PER_RENDER, ONCE);
    },
  };
}
