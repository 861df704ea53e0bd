import { Entity, Enum, Index, ManyToOne, Property, wrap, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Book, BookCopy, Resource, ResourceKind } from '../catalogue/index.js';
import { Reader } from '../users/index.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

export enum LoanState {
  ON_LOAN = 'ON_LOAN',
  RETURNED = 'RETURNED',
}

registerEnumType(LoanState, { name: 'LoanState', description: '借阅中 / 已归还' });

/** The entity behind a reference when it was loaded (populate), else undefined. */
export function loaded<T extends object>(ref: Ref<T> | undefined | null): T | undefined {
  if (!ref) return undefined;
  const entity = ref.unwrap() as T | undefined;
  return entity && wrap(entity).isInitialized() ? entity : undefined;
}

/** The flat fields read off the copy and resource: getters, never written. */
type LoanShown = 'overdue' | 'resourceId' | 'resourceKind' | 'title' | 'cover' | 'callNumber' | 'copyId' | 'barcode' | 'location';

/**
 * One loan of a paper book's copy to a reader (issue 14, spec §1 borrow and renew): lent at the
 * desk, renewed by the reader under the rules in settings, returned at the desk. The lists read it
 * with its copy and resource in the same statement (populate), so the flat fields below cost nothing.
 */
@ObjectType({ description: 'A loan of a paper book copy to a reader (借阅)', simpleResolvers: true })
@Entity({ tableName: 'loan' })
// The reader's current loans, soonest due first; their history, latest returned first.
@Index({
  name: 'loan_reader_current_index',
  expression: 'create index "loan_reader_current_index" on "loan" ("reader_id", "due_at", "id") where "returned_at" is null',
})
@Index({
  name: 'loan_reader_history_index',
  expression: 'create index "loan_reader_history_index" on "loan" ("reader_id", "returned_at" desc, "id" desc) where "returned_at" is not null',
})
// Loans due soon or overdue, across readers (reminders, the personal centre's polling).
@Index({ name: 'loan_due_current_index', expression: 'create index "loan_due_current_index" on "loan" ("due_at") where "returned_at" is null' })
// A copy is lent to one reader at a time.
@Index({
  name: 'loan_copy_current_unique',
  expression: 'create unique index "loan_copy_current_unique" on "loan" ("copy_id") where "returned_at" is null',
})
export class Loan extends BaseEntity<'renewals' | 'state' | 'returnedAt' | LoanShown> {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  /** Null once the copy is removed from the catalogue: the loan stays in the reader's history. */
  @ManyToOne(() => BookCopy, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  copy?: Ref<BookCopy> | null;

  @ManyToOne(() => Resource, { ref: true, deleteRule: 'cascade' })
  @Index()
  resource!: Ref<Resource>;

  @Field({ description: '借出时间' })
  @Property({ type: 'timestamptz' })
  borrowedAt!: Date;

  @Field({ description: '应还时间' })
  @Property({ type: 'timestamptz' })
  dueAt!: Date;

  @Field(() => Int, { description: '已续借次数' })
  @Property({ default: 0 })
  renewals: number = 0;

  @Field(() => Date, { nullable: true, description: '归还时间; null while on loan' })
  @Property({ type: 'timestamptz', nullable: true })
  returnedAt?: Date | null;

  @Field(() => LoanState)
  @Enum({ items: () => LoanState, nativeEnumName: 'loan_state', default: LoanState.ON_LOAN })
  state: LoanState = LoanState.ON_LOAN;

  @Field(() => Boolean, { description: 'On loan past its due date' })
  get overdue(): boolean {
    return !this.returnedAt && this.dueAt.getTime() < Date.now();
  }

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field(() => ResourceKind)
  get resourceKind(): ResourceKind {
    return loaded(this.resource)?.kind ?? ResourceKind.book;
  }

  @Field(() => String, { description: 'The resource title' })
  get title(): string {
    return loaded(this.resource)?.title ?? '';
  }

  @Field(() => String, { nullable: true, description: 'The resource cover' })
  get cover(): string | undefined {
    return loaded(this.resource)?.cover;
  }

  @Field(() => String, { nullable: true, description: '索书号 (the book’s)' })
  get callNumber(): string | undefined {
    const resource = loaded(this.resource);
    return resource instanceof Book ? resource.callNumber : undefined;
  }

  @Field(() => ID, { nullable: true })
  get copyId(): number | undefined {
    return relationId(this, 'copy');
  }

  @Field(() => String, { nullable: true, description: '条码号 (the copy’s)' })
  get barcode(): string | undefined {
    return loaded(this.copy)?.barcode;
  }

  @Field(() => String, { nullable: true, description: '馆藏地 (the copy’s)' })
  get location(): string | undefined {
    return loaded(this.copy)?.location;
  }
}
