/**
 * Marks on output fields that say who a field is for (issue 12):
 *
 * - `@Internal()`: back-office data on a type the public reads (procurement: a resource's supplier
 *   and batch). It resolves to null for anyone but an admin, and the REST face leaves it out of every
 *   public path (rest/selection.ts; a test lists the public paths' fields).
 * - `@DetailOnly()`: too large for a list row (an article's body). REST list rows leave it out;
 *   details and GraphQL queries that ask for it keep it.
 * - `@Embedded()`: a list of objects kept with its parent (a survey's questions and their options): it
 *   costs no query and the parent is not whole without it, so REST answers follow it below a list too.
 * - `@PublicAnswer()` on a root query: its anonymous answer is the same for every guest and has no
 *   side effect but a counted view (`countsView`: the entity whose `id` argument is viewed), so it
 *   may be cached by the server, proxies and browsers (rest/public-answers.ts). Unmarked queries are
 *   answered `no-store`.
 */
import { Extensions, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { Viewer } from '../auth/viewer.js';

export const INTERNAL = 'internal';
export const DETAIL_ONLY = 'detailOnly';
export const PUBLIC_ANSWER = 'publicAnswer';
export const EMBEDDED = 'embedded';

export interface PublicAnswerMark {
  countsView?: string;
  /**
   * The entities the answer shows, when its type does not say (a tree of plain nodes): their writes
   * make it stale. `[]`: nothing stored (a fixed menu), so only its max-age applies.
   */
  shows?: string[];
  /**
   * A change must show at once: HTTP caches revalidate the answer every time (`no-cache`; its ETag
   * makes that a 304), while the server keeps it until a write to what it shows.
   */
  revalidate?: boolean;
}

const adminsOnly =
  (otherwise: unknown): MiddlewareFn<{ viewer?: Viewer }> =>
  async ({ context }, next) =>
    context.viewer?.kind === 'admin' ? next() : otherwise;

/** `otherwise`: what anyone but an admin gets (null; `[]` for a non-null list such as a submission's flagged words). */
export function Internal(otherwise: null | [] = null): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    UseMiddleware(adminsOnly(otherwise))(target, key, descriptor as never);
    Extensions({ [INTERNAL]: true })(target, key, descriptor as never);
  };
}

export function DetailOnly(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Extensions({ [DETAIL_ONLY]: true })(target, key, descriptor as never);
  };
}

export function Embedded(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Extensions({ [EMBEDDED]: true })(target, key, descriptor as never);
  };
}

export function PublicAnswer(mark: PublicAnswerMark = {}): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ [PUBLIC_ANSWER]: mark })(target, key, descriptor);
  };
}
