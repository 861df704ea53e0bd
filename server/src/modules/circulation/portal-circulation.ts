import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit, type Actor } from '../../core/audit/audit.service.js';
import type { Viewer } from '../../core/auth/viewer.js';
import type { PageOf } from '../../core/crud/page.js';
import { AppError } from '../../core/errors/app-error.js';
import type { Services } from '../../core/services.js';
import type { CirculationRules } from '../../config.js';
import { BookCopy, CopyStatus, findOpenable, Resource, ResourceKind } from '../catalogue/index.js';
import { Reader } from '../users/index.js';
import type { Borrower, CirculationProvider, Paging } from './circulation.provider.js';
import { LoanRequest, LoanRequestState } from './loan-request.entity.js';
import { Loan, LoanState } from './loan.entity.js';
import { COPY_NOT_LENDABLE, REFUSALS } from './messages.js';

const DAY_MS = 24 * 3600 * 1000;
/** First key of the advisory locks that serialise one reader's lending and requests (the LOAN_MAX count). */
const READER_LOCK_CLASS = 14_001;
const SHOWN = ['resource', 'copy'] as const;

/**
 * A copy of the loan's book is held (RESERVED) for someone other than the loan's reader: held by
 * another reader's open request, or reserved at the desk. SQL on `loan l`.
 */
const RESERVED_BY_OTHERS = `exists (
  select 1 from book_copy c
  where c.resource_id = l.resource_id and c.status = 'RESERVED'
    and not exists (select 1 from loan_request q where q.copy_id = c.id and q.state = 'PENDING' and q.reader_id = l.reader_id))`;

/**
 * One statement: the loan is renewed only if, when its row is written, it is still the reader's,
 * on loan, not overdue, under the renewal limit and not reserved by another reader. Two calls at once
 * both reach the row; the second waits for the first and re-checks the condition on the renewed row
 * (PostgreSQL's READ COMMITTED update rule), so the limit holds. The copy's due date follows.
 */
const RENEW_SQL = `
  with renewed as (
    update loan l set due_at = l.due_at + make_interval(days => ?), renewals = l.renewals + 1, updated_at = now()
    where l.id = ? and l.reader_id = ? and l.returned_at is null and l.renewals < ? and l.due_at >= now()
      and not ${RESERVED_BY_OTHERS}
    returning l.id, l.copy_id, l.due_at
  ), copy as (
    update book_copy c set due_at = r.due_at, updated_at = now() from renewed r where c.id = r.copy_id returning c.id
  )
  select id from renewed`;

const badInput = (field: string, message: string) => AppError.badInput(field, message);

/** The portal's own circulation: loans in its database, lent and returned at the desk. */
export class PortalCirculation implements CirculationProvider {
  constructor(private readonly services: Services) {}

  private get rules(): CirculationRules {
    return this.services.config.circulation;
  }

  private async page(em: EntityManager, where: object, orderBy: object[], { page, pageSize }: Paging): Promise<PageOf<Loan>> {
    const [items, total] = await em.findAndCount(Loan, where, {
      populate: SHOWN as never,
      strategy: 'joined',
      orderBy: orderBy as never,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, pageSize, totalCapped: false };
  }

  currentLoans(em: EntityManager, readerId: number, paging: Paging) {
    return this.page(em, { reader: readerId, returnedAt: null }, [{ dueAt: 'ASC' }, { id: 'ASC' }], paging);
  }

  history(em: EntityManager, readerId: number, paging: Paging) {
    return this.page(em, { reader: readerId, returnedAt: { $ne: null } }, [{ returnedAt: 'DESC' }, { id: 'DESC' }], paging);
  }

  async renew(em: EntityManager, readerId: number, loanId: number): Promise<Loan> {
    const { renewDays, maxRenewals } = this.rules;
    // A refusal is worked out after the fact; if the loan changed in between (nothing refuses it
    // any more), the renewal is tried once again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const rows = await em.execute<{ id: number }[]>(RENEW_SQL, [renewDays, loanId, readerId, maxRenewals]);
      if (rows.length > 0) {
        // The copy's due date shows on the book's public page.
        await this.services.publicCache.invalidate(['BookCopy']);
        return em.findOneOrFail(Loan, loanId, { populate: SHOWN as never, strategy: 'joined', refresh: true });
      }
      await this.refusal(em, readerId, loanId);
    }
    throw badInput('loanId', REFUSALS.renewFailed);
  }

  /** Throws the rule that stops the renewal of this loan now; returns when none does. */
  private async refusal(em: EntityManager, readerId: number, loanId: number): Promise<void> {
    const [loan] = await em.execute<Array<{ returned: boolean; overdue: boolean; renewals: number; reserved: boolean }>>(
      `select l.returned_at is not null as returned, l.due_at < now() as overdue, l.renewals, ${RESERVED_BY_OTHERS} as reserved
       from loan l where l.id = ? and l.reader_id = ?`,
      [loanId, readerId],
    );
    if (!loan) throw AppError.notFound(REFUSALS.loanMissing);
    if (loan.returned) throw badInput('loanId', REFUSALS.returned);
    if (loan.overdue) throw badInput('loanId', REFUSALS.overdue);
    if (loan.reserved) throw badInput('loanId', REFUSALS.reserved);
    if (loan.renewals >= this.rules.maxRenewals) throw badInput('loanId', REFUSALS.renewLimit);
  }

  /** Holds the reader's lending and requests to one at a time until the transaction ends. */
  private async lockReader(tx: EntityManager, readerId: number) {
    await tx.execute('select pg_advisory_xact_lock(?, ?)', [READER_LOCK_CLASS, readerId]);
  }

  private async borrower(tx: EntityManager, { readerId, cardNumber }: Borrower): Promise<{ reader: Reader; field: string }> {
    const field = readerId !== undefined ? 'readerId' : 'cardNumber';
    if (readerId === undefined && !cardNumber) throw badInput('readerId', REFUSALS.borrowerMissing);
    const reader = await tx.findOne(Reader, readerId !== undefined ? { id: readerId } : { cardNumber });
    if (!reader) throw badInput(field, REFUSALS.readerMissing);
    if (!reader.enabled) throw badInput(field, REFUSALS.readerDisabled);
    return { reader, field };
  }

  async lend(em: EntityManager, actor: Actor, who: Borrower, copyId: number): Promise<Loan> {
    const loan = await em.transactional(async (tx) => {
      const { reader, field } = await this.borrower(tx, who);
      await this.lockReader(tx, reader.id);
      const copy = await tx.findOne(BookCopy, copyId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!copy) throw badInput('copyId', REFUSALS.copyMissing);
      if (!copy.enabled) throw badInput('copyId', REFUSALS.copyDisabled);
      const resourceId = copy.resource.id;

      if (copy.status === CopyStatus.RESERVED) {
        const holder = await tx.findOne(LoanRequest, { copy: copy.id, state: LoanRequestState.PENDING });
        if (holder?.reader.id !== reader.id) throw badInput('copyId', holder ? REFUSALS.copyHeldForOther : REFUSALS.copyReserved);
      } else if (copy.status !== CopyStatus.AVAILABLE) {
        throw badInput('copyId', COPY_NOT_LENDABLE[copy.status] ?? REFUSALS.copyReserved);
      }
      const current = await tx.count(Loan, { reader: reader.id, returnedAt: null });
      if (current >= this.rules.maxLoans) throw badInput(field, REFUSALS.lendAtMax(this.rules.maxLoans));

      const now = new Date();
      const dueAt = new Date(now.getTime() + this.rules.loanDays * DAY_MS);
      const loan = tx.create(Loan, {
        reader,
        copy,
        resource: tx.getReference(Resource, resourceId),
        borrowedAt: now,
        dueAt,
        renewals: 0,
        state: LoanState.ON_LOAN,
      });
      copy.status = CopyStatus.ON_LOAN;
      copy.dueAt = dueAt;

      // The reader's open request for the book is fulfilled; a different copy held for it goes back on the shelf.
      const request = await tx.findOne(LoanRequest, { reader: reader.id, resource: resourceId, state: LoanRequestState.PENDING });
      if (request) {
        request.state = LoanRequestState.FULFILLED;
        const held = request.copy?.id;
        if (held && held !== copy.id) {
          const other = await tx.findOne(BookCopy, held, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (other?.status === CopyStatus.RESERVED) other.status = CopyStatus.AVAILABLE;
        }
      }
      await tx.flush();

      // The counters rankings read: the total and the day's (resource_daily_stat), atomically.
      await tx.execute('update resource set borrows = borrows + 1 where id = ?', [resourceId]);
      await tx.execute(
        `insert into resource_daily_stat (resource_id, day, borrows) values (?, current_date, 1)
         on conflict (resource_id, day) do update set borrows = resource_daily_stat.borrows + 1`,
        [resourceId],
      );
      recordAudit(tx, actor, 'lendCopy', 'Loan', [loan.id]);
      return loan;
    });
    return em.findOneOrFail(Loan, loan.id, { populate: SHOWN as never, strategy: 'joined', refresh: true });
  }

  async giveBack(em: EntityManager, actor: Actor, copyId: number): Promise<Loan> {
    const loan = await em.transactional(async (tx) => {
      const copy = await tx.findOne(BookCopy, copyId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!copy) throw badInput('copyId', REFUSALS.copyMissing);
      const loan = await tx.findOne(Loan, { copy: copy.id, returnedAt: null });
      if (!loan) throw badInput('copyId', REFUSALS.copyNotLent);
      loan.returnedAt = new Date();
      loan.state = LoanState.RETURNED;
      copy.status = CopyStatus.AVAILABLE;
      tx.assign(copy, { dueAt: null });
      recordAudit(tx, actor, 'returnCopy', 'Loan', [loan.id]);
      return loan;
    });
    return em.findOneOrFail(Loan, loan.id, { populate: SHOWN as never, strategy: 'joined', refresh: true });
  }

  async request(em: EntityManager, viewer: Viewer, resourceId: number): Promise<LoanRequest> {
    if (viewer.kind !== 'reader') throw AppError.forbidden();
    // 404 for what the public cannot find, 401/403 for what the reader may not open.
    const resource = await findOpenable(em, viewer, resourceId);
    if (resource.kind !== ResourceKind.book) throw badInput('resourceId', REFUSALS.notBook);
    const { maxLoans } = this.rules;
    const request = await em.transactional(async (tx) => {
      await this.lockReader(tx, viewer.id);
      if (await tx.count(LoanRequest, { reader: viewer.id, resource: resourceId, state: LoanRequestState.PENDING })) {
        throw badInput('resourceId', REFUSALS.alreadyRequested);
      }
      if (await tx.count(Loan, { reader: viewer.id, resource: resourceId, returnedAt: null })) throw badInput('resourceId', REFUSALS.alreadyBorrowed);
      const loans = await tx.count(Loan, { reader: viewer.id, returnedAt: null });
      const open = await tx.count(LoanRequest, { reader: viewer.id, state: LoanRequestState.PENDING });
      if (loans + open >= maxLoans) throw badInput('resourceId', REFUSALS.requestAtMax(maxLoans));
      // A copy on the shelf, not one another request is taking at this moment.
      const [free] = await tx.execute<{ id: number }[]>(
        `select id from book_copy where resource_id = ? and enabled and status = 'AVAILABLE' order by sort, id limit 1 for update skip locked`,
        [resourceId],
      );
      if (!free) throw badInput('resourceId', REFUSALS.noCopy);
      const copy = await tx.findOneOrFail(BookCopy, free.id);
      copy.status = CopyStatus.RESERVED;
      return tx.create(LoanRequest, {
        reader: tx.getReference(Reader, viewer.id),
        resource: tx.getReference(Resource, resourceId),
        copy,
        state: LoanRequestState.PENDING,
      });
    });
    return em.findOneOrFail(LoanRequest, request.id, { populate: SHOWN as never, strategy: 'joined', refresh: true });
  }

  openRequests(em: EntityManager, readerId: number): Promise<LoanRequest[]> {
    return em.find(
      LoanRequest,
      { reader: readerId, state: LoanRequestState.PENDING },
      { populate: SHOWN as never, strategy: 'joined', orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }] },
    );
  }

  async cancelRequest(em: EntityManager, viewer: Viewer, requestId: number, actor?: Actor): Promise<LoanRequest> {
    const request = await em.transactional(async (tx) => {
      const request = await tx.findOne(
        LoanRequest,
        { id: requestId, ...(viewer.kind === 'reader' ? { reader: viewer.id } : {}) },
        {
          lockMode: LockMode.PESSIMISTIC_WRITE,
        },
      );
      if (!request) throw AppError.notFound(REFUSALS.requestMissing);
      if (request.state !== LoanRequestState.PENDING) throw badInput('requestId', REFUSALS.requestClosed);
      request.state = LoanRequestState.CANCELLED;
      const held = request.copy?.id;
      if (held) {
        const copy = await tx.findOne(BookCopy, held, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (copy?.status === CopyStatus.RESERVED) copy.status = CopyStatus.AVAILABLE;
      }
      if (actor) recordAudit(tx, actor, 'cancelLoanRequest', 'LoanRequest', [request.id]);
      return request;
    });
    return em.findOneOrFail(LoanRequest, request.id, { populate: SHOWN as never, strategy: 'joined', refresh: true });
  }
}
