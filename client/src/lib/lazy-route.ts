/** Spec §2, §9: a route module that does not arrive within 120000 ms is an error (with a retry). */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;

export class RouteLoadTimeout extends Error {
  constructor() {
    super('页面加载超时，请检查网络后重试');
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = ROUTE_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RouteLoadTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * For a route's `lazy`: loads the module (within the time-out) and uses its named export as the
 * route's Component, e.g. `lazy: page(() => import('./routes/site/IndexPage'), 'IndexPage')`.
 */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const module = await withTimeout(load());
    return { Component: module[name] as React.ComponentType };
  };
}
