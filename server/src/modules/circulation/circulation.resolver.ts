import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { parseId } from '../../core/crud/ids.js';
import { assertPaging } from '../../core/crud/page.js';
import { AppError } from '../../core/errors/app-error.js';
import { READER_LIMITS } from '../../core/limits/reader-bounds.js';
import { circulationOf, deskCopyId, renewAll, verifyReaderCard } from './circulation.service.js';
import { CopyArgs, LendCopyArgs, LoanPage, MyLoansArgs, ReaderLoansArgs, RenewOutcome, VerifyReaderCardArgs } from './circulation.types.js';
import { LoanRequest } from './loan-request.entity.js';
import { Loan } from './loan.entity.js';

/** The logged-in reader's id: "mine" is always the viewer, never an id the client sends. */
function readerId(ctx: Context): number {
  if (ctx.viewer?.kind !== 'reader') throw AppError.forbidden();
  return ctx.viewer.id;
}

/** Loans and renewals (issue 14; spec §7 calls 38–41), loan requests, and the desk's lend and return. */
@Resolver()
export class CirculationResolver {
  @Roles('READER')
  @Query(() => LoanPage, { description: 'The reader’s loans: current ones (soonest due first) or the history (latest returned first)' })
  myLoans(@Ctx() ctx: Context, @Args() { page, pageSize, current }: MyLoansArgs) {
    assertPaging(page, pageSize);
    const provider = circulationOf(ctx.services);
    return current ? provider.currentLoans(ctx.em, readerId(ctx), { page, pageSize }) : provider.history(ctx.em, readerId(ctx), { page, pageSize });
  }

  @Roles('READER')
  @Mutation(() => Loan, { description: '续借: refused with the rule (已逾期 / 已被预约 / 续借次数上限)' })
  renewLoan(@Ctx() ctx: Context, @Arg('loanId', () => ID) loanId: string) {
    return circulationOf(ctx.services).renew(ctx.em, readerId(ctx), parseId(loanId, 'loanId'));
  }

  @Roles('READER')
  @Mutation(() => [RenewOutcome], { description: '全部续借: each current loan renewed, or the rule that refused it' })
  renewAllLoans(@Ctx() ctx: Context) {
    return renewAll(ctx.em, circulationOf(ctx.services), readerId(ctx));
  }

  @Roles('READER')
  @Mutation(() => Boolean, { description: 'Checks the reader card number and password of the logged-in reader’s account' })
  verifyReaderCard(@Ctx() ctx: Context, @Args() { cardNumber, password }: VerifyReaderCardArgs) {
    return verifyReaderCard(ctx.services, ctx.em, readerId(ctx), cardNumber, password);
  }

  @Roles('READER')
  @Mutation(() => LoanRequest, { description: '预约借阅 of a paper book with a copy on the shelf: the copy is held for the reader' })
  async requestLoan(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    // Issue 54: LOAN_MAX bounds open requests, not cancelled ones; a request-and-cancel loop is rate-limited.
    if (!(await ctx.services.rateLimiter.hit(READER_LIMITS.loanRequests.rate, String(readerId(ctx))))) {
      throw AppError.tooManyRequests('预约过于频繁，请稍后再试');
    }
    return circulationOf(ctx.services).request(ctx.em, ctx.viewer!, parseId(resourceId, 'resourceId'));
  }

  @Roles('READER')
  @Query(() => [LoanRequest], { description: 'The reader’s open loan requests (待取书), newest first' })
  myLoanRequests(@Ctx() ctx: Context) {
    return circulationOf(ctx.services).openRequests(ctx.em, readerId(ctx));
  }

  @Roles('READER', 'ADMIN')
  @Mutation(() => LoanRequest, { description: 'Cancels an open loan request (a reader’s own; any, for an admin); the copy goes back on the shelf' })
  cancelLoanRequest(@Ctx() ctx: Context, @Arg('requestId', () => ID) requestId: string) {
    const actor = ctx.viewer?.kind === 'admin' ? actorOf(ctx) : undefined;
    return circulationOf(ctx.services).cancelRequest(ctx.em, ctx.viewer!, parseId(requestId, 'requestId'), actor);
  }

  @Roles('ADMIN')
  @Query(() => LoanPage, { description: 'The desk (用户管理 → 借还): one reader’s current loans, soonest due first' })
  adminReaderLoans(@Ctx() ctx: Context, @Args() { readerId: reader, page, pageSize }: ReaderLoansArgs) {
    assertPaging(page, pageSize);
    return circulationOf(ctx.services).currentLoans(ctx.em, parseId(reader, 'readerId'), { page, pageSize });
  }

  @Roles('ADMIN')
  @Mutation(() => Loan, { description: 'The desk lends a copy (by id or barcode) to a reader (by id or card number), fulfilling their open request' })
  async lendCopy(@Ctx() ctx: Context, @Args() { copyId, barcode, readerId: reader, cardNumber }: LendCopyArgs) {
    const borrower = reader ? { readerId: parseId(reader, 'readerId') } : { cardNumber: cardNumber?.trim() };
    return circulationOf(ctx.services).lend(ctx.em, actorOf(ctx), borrower, await deskCopyId(ctx.em, { copyId, barcode }));
  }

  @Roles('ADMIN')
  @Mutation(() => Loan, { description: 'The desk takes a copy back (by id or barcode): its loan ends, the copy is on the shelf again' })
  async returnCopy(@Ctx() ctx: Context, @Args() copy: CopyArgs) {
    return circulationOf(ctx.services).giveBack(ctx.em, actorOf(ctx), await deskCopyId(ctx.em, copy));
  }
}
