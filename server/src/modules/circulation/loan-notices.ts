import { FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { addNoticeCount, ReaderNotices } from '../interaction/index.js';

/** Loans due within this many days (or overdue) show as a badge in the personal centre. */
export const DUE_SOON_DAYS = 3;

// Read with the other badges in the poll's one statement (loan_reader_current_index).
addNoticeCount(
  'dueSoonLoans',
  `select count(*) from loan where reader_id = :reader and returned_at is null and due_at < now() + interval '${DUE_SOON_DAYS} days'`,
);

@Resolver(() => ReaderNotices)
export class LoanNoticesResolver {
  @FieldResolver(() => Int, { description: `Current loans due within ${DUE_SOON_DAYS} days or overdue` })
  dueSoonLoans(@Root() notices: ReaderNotices): number {
    return notices.counts.dueSoonLoans ?? 0;
  }
}
