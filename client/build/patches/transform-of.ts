import type { Plugin } from 'vite';

/**
 * A build plugin's `transform` as a plain function, for tests: `this.error` throws, as Vite's does
 * at build time, so a transform that refuses code it does not know fails the test.
 */
export function transformOf(plugin: Plugin): (code: string, id: string) => string | undefined {
  const transform = plugin.transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  } as never;
  return (code, id) => transform.call(context, code, id) as string | undefined;
}
