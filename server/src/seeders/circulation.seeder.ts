import type { EntityManager } from '@mikro-orm/postgresql';
import type { CirculationRules } from '../config.js';
import { BookCopy, CopyStatus } from '../modules/catalogue/resources/parts/book-copy.entity.js';
import { Resource } from '../modules/catalogue/resources/resource.entity.js';
import { Loan, LoanState } from '../modules/circulation/loan.entity.js';
import { Reader } from '../modules/users/reader.entity.js';
import { DEMO_READERS } from './accounts.seeder.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo readers' loans, so that 我的借阅 shows every case on a fresh site: the first reader has
 * one due in two days (a due-soon warning), one renewed once, one overdue, one just borrowed (it
 * may be renewed), and two returned; the second reader one current and one returned.
 * `reader` indexes DEMO_READERS; days are counted back from now.
 */
export const DEMO_LOANS: Array<{ reader: number; borrowedDaysAgo: number; renewals?: number; returnedDaysAgo?: number }> = [
  { reader: 0, borrowedDaysAgo: 28 },
  { reader: 0, borrowedDaysAgo: 40, renewals: 1 },
  { reader: 0, borrowedDaysAgo: 35 },
  { reader: 0, borrowedDaysAgo: 6 },
  { reader: 0, borrowedDaysAgo: 120, returnedDaysAgo: 95 },
  { reader: 0, borrowedDaysAgo: 80, renewals: 1, returnedDaysAgo: 30 },
  { reader: 1, borrowedDaysAgo: 12 },
  { reader: 1, borrowedDaysAgo: 60, returnedDaysAgo: 41 },
];

/**
 * Lends one shelved copy of a different demo book for each of DEMO_LOANS (books with a copy held
 * for someone are left out: their loans could not be renewed). Needs the catalogue seeded first.
 */
export async function seedLoans(em: EntityManager, rules: CirculationRules, now = new Date()) {
  const free = await em.execute<Array<{ copy_id: number; resource_id: number }>>(
    `select distinct on (c.resource_id) c.id as copy_id, c.resource_id
       from book_copy c join resource r on r.id = c.resource_id
      where r.kind = 'book' and r.enabled and r.on_shelf and r.published_at <= now() and c.enabled and c.status = 'AVAILABLE'
        and not exists (select 1 from book_copy h where h.resource_id = c.resource_id and h.status = 'RESERVED')
      order by c.resource_id, c.sort, c.id`,
  );
  if (free.length < DEMO_LOANS.length) return 0;
  // Spread over the catalogue rather than the first few books.
  const step = Math.floor(free.length / DEMO_LOANS.length);
  const readers = await em.find(Reader, { cardNumber: { $in: DEMO_READERS.map((reader) => reader.cardNumber) } });
  const readerOf = (index: number) => readers.find((reader) => reader.cardNumber === DEMO_READERS[index].cardNumber)!;
  const copies = await em.find(BookCopy, { id: { $in: DEMO_LOANS.map((_, i) => free[i * step].copy_id) } });

  DEMO_LOANS.forEach((plan, i) => {
    const { copy_id: copyId, resource_id: resourceId } = free[i * step];
    const copy = copies.find((c) => c.id === copyId)!;
    const borrowedAt = new Date(now.getTime() - plan.borrowedDaysAgo * DAY_MS);
    const renewals = plan.renewals ?? 0;
    const dueAt = new Date(borrowedAt.getTime() + (rules.loanDays + renewals * rules.renewDays) * DAY_MS);
    const returnedAt = plan.returnedDaysAgo === undefined ? null : new Date(now.getTime() - plan.returnedDaysAgo * DAY_MS);
    em.create(Loan, {
      reader: readerOf(plan.reader),
      copy,
      resource: em.getReference(Resource, resourceId),
      borrowedAt,
      dueAt,
      renewals,
      returnedAt,
      state: returnedAt ? LoanState.RETURNED : LoanState.ON_LOAN,
    });
    if (!returnedAt) {
      copy.status = CopyStatus.ON_LOAN;
      copy.dueAt = dueAt;
    }
  });
  await em.flush();
  return DEMO_LOANS.length;
}
