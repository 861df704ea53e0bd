/**
 * Marks on output fields that say who a field is for (issue 12):
 *
 * - `@Internal()`: back-office data on a type the public reads (procurement: a resource's supplier
 *   and batch). It resolves to null for anyone but an admin, and the REST face leaves it out of every
 *   public path (rest/selection.ts; a test lists the public paths' fields).
 * - `@DetailOnly()`: too large for a list row (an article's body). REST list rows leave it out;
 *   details and GraphQL queries that ask for it keep it.
 */
import { Extensions, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { Viewer } from '../auth/viewer.js';

export const INTERNAL = 'internal';
export const DETAIL_ONLY = 'detailOnly';

const adminsOnly: MiddlewareFn<{ viewer?: Viewer }> = async ({ context }, next) => (context.viewer?.kind === 'admin' ? next() : null);

export function Internal(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    UseMiddleware(adminsOnly)(target, key, descriptor as never);
    Extensions({ [INTERNAL]: true })(target, key, descriptor as never);
  };
}

export function DetailOnly(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Extensions({ [DETAIL_ONLY]: true })(target, key, descriptor as never);
  };
}
