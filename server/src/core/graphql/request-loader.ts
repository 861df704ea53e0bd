import type DataLoader from 'dataloader';
import type { Context } from '../context.js';

/** Each request's loaders, by the key that names them; gone with the request's Context. */
const loaders = new WeakMap<Context, Map<unknown, DataLoader<never, unknown, unknown>>>();

/**
 * The DataLoader named `key` for this request, created on first use. Per request, so a loader never
 * serves one viewer's rows to another, and batches every parent of one level into one statement.
 */
export function requestLoader<L extends DataLoader<never, unknown, unknown>>(ctx: Context, key: unknown, create: () => L): L {
  let own = loaders.get(ctx);
  if (!own) loaders.set(ctx, (own = new Map()));
  let loader = own.get(key) as L | undefined;
  if (!loader) own.set(key, (loader = create()));
  return loader;
}
