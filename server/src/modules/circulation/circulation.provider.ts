import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/audit/audit.service.js';
import type { Viewer } from '../../core/auth/viewer.js';
import type { PageOf } from '../../core/crud/page.js';
import type { LoanRequest } from './loan-request.entity.js';
import type { Loan } from './loan.entity.js';

export interface Paging {
  page: number;
  pageSize: number;
}

/** Who gets a copy at the desk: a reader by id or by reader card number. */
export interface Borrower {
  readerId?: number;
  cardNumber?: string;
}

/**
 * Where loans live (issue 14). In a real library they live in its circulation system (ILS); the
 * portal's own implementation (PortalCirculation: loans in its database, lent and returned at the
 * desk through the back office) is the default, and an adapter to an ILS implements the same
 * methods. Refusals are AppErrors whose message is what the reader is shown ('已逾期，不能续借').
 * Lists and answers carry Loan/LoanRequest objects (an adapter builds them unmanaged, with their
 * resource and copy set), so GraphQL and REST stay the same whichever provider runs.
 */
export interface CirculationProvider {
  /** The reader's loans not yet returned, soonest due first. */
  currentLoans(em: EntityManager, readerId: number, paging: Paging): Promise<PageOf<Loan>>;
  /** The reader's returned loans, latest returned first. */
  history(em: EntityManager, readerId: number, paging: Paging): Promise<PageOf<Loan>>;
  /** Renews one of the reader's loans, or refuses with the rule that stops it. Atomic: parallel calls renew once. */
  renew(em: EntityManager, readerId: number, loanId: number): Promise<Loan>;
  /** The desk lends a copy to a reader (fulfilling that reader's open request for the book). */
  lend(em: EntityManager, actor: Actor, borrower: Borrower, copyId: number): Promise<Loan>;
  /** The desk takes a copy back: its current loan ends and the copy is on the shelf again. */
  giveBack(em: EntityManager, actor: Actor, copyId: number): Promise<Loan>;
  /** A reader asks to borrow a book with a copy on the shelf: a copy is held for them. */
  request(em: EntityManager, viewer: Viewer, resourceId: number): Promise<LoanRequest>;
  /** The reader's open requests, newest first. */
  openRequests(em: EntityManager, readerId: number): Promise<LoanRequest[]>;
  /**
   * Cancels an open request (a reader's own; any, for the desk, audited as `actor`); the held copy
   * goes back on the shelf.
   */
  cancelRequest(em: EntityManager, viewer: Viewer, requestId: number, actor?: Actor): Promise<LoanRequest>;
}
