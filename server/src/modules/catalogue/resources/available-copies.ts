import DataLoader from 'dataloader';
import type { Context } from '../../../core/context.js';
import { requestLoader } from '../../../core/graphql/request-loader.js';
import { CopyStatus } from './parts/book-copy.entity.js';

/** Copies on the shelf per book, for every book of the request in one grouped count. */
export const availableCopiesOf = (ctx: Context) =>
  requestLoader(
    ctx,
    'availableCopies',
    () =>
      new DataLoader<number, number>(async (ids) => {
        const rows = await ctx.em
          .getConnection()
          .execute<{ resource_id: number; n: number }[]>(
            `select resource_id, count(*)::int as n from book_copy where resource_id in (${ids.map(() => '?').join(', ')}) and enabled and status = ? group by resource_id`,
            [...ids, CopyStatus.AVAILABLE],
          );
        const counts = new Map(rows.map((row) => [row.resource_id, row.n]));
        return ids.map((id) => counts.get(id) ?? 0);
      }),
  );

/**
 * The same count as an extra column (extraColumns) on a resource row aliased `alias` (null for other
 * kinds), for a statement that reads books anyway: primeAvailableCopies then hands its values to
 * the loader, which asks nothing for them.
 */
export const availableCopiesColumn = (alias: string) => ({
  available: `case when ${alias}.kind = 'book' then (select count(*)::int from book_copy bc where bc.resource_id = ${alias}.id and bc.enabled and bc.status = '${CopyStatus.AVAILABLE}') end`,
});

/** Gives the request's loader each book's count read with its row (`values` in the resources' order). */
export function primeAvailableCopies(ctx: Context, resources: { id: number }[], values: Record<string, unknown>[]): void {
  const loader = availableCopiesOf(ctx);
  values.forEach(({ available }, i) => {
    if (available !== null && available !== undefined) loader.prime(resources[i].id, available as number);
  });
}
