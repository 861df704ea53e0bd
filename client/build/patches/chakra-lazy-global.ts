import type { Plugin } from 'vite';

/** Chakra's createSystem (3.x) computes its global styles eagerly, into the system it returns. */
const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

/**
 * Makes Chakra's global styles (its reset, the theme's global CSS and a CSS variable for each of its
 * ~660 tokens) computed when first read instead of inside `createSystem` (issue 12). A
 * server-rendered page already carries them in its head, so the browser never needs them there
 * (src/theme.ts): ~90 ms of the app's start on a fast machine, four times that on a phone.
 * Chakra's `system._global` stays what it was for every reader. If Chakra changes this code, the
 * build stops here, so the transform is revisited rather than silently doing nothing.
 */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'library-portal:chakra-lazy-global',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(SYSTEM_MODULE)) return;
      if (!code.includes(EAGER) || !code.includes(RETURNED)) {
        this.error(`chakra-lazy-global: ${SYSTEM_MODULE} no longer has the code this transform rewrites; update or remove it`);
      }
      return code
        .replace(EAGER, 'let _global;')
        .replace(RETURNED, '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
    },
  };
}
