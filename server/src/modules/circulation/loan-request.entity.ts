import { Entity, Enum, Index, ManyToOne, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { BookCopy, Resource } from '../catalogue/index.js';
import { Reader } from '../users/index.js';
import { loaded } from './loan.entity.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

export enum LoanRequestState {
  PENDING = 'PENDING',
  FULFILLED = 'FULFILLED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(LoanRequestState, { name: 'LoanRequestState', description: '待取书 / 已借出 / 已取消' });

/**
 * A reader's 预约借阅 from a paper book's detail page: a copy on the shelf is held for them
 * (RESERVED) until the desk lends it (FULFILLED) or the request is cancelled (the copy goes back on
 * the shelf). One open request per reader and resource. While a copy is held, other readers' loans
 * of the book cannot be renewed.
 */
@ObjectType({ description: 'A reader’s request to borrow a paper book (预约借阅)', simpleResolvers: true })
@Entity({ tableName: 'loan_request' })
@Index({
  name: 'loan_request_open_unique',
  expression: 'create unique index "loan_request_open_unique" on "loan_request" ("reader_id", "resource_id") where "state" = \'PENDING\'',
})
// Which held copies belong to which open request (the renewal rule, the desk).
@Index({
  name: 'loan_request_open_copy_index',
  expression: 'create index "loan_request_open_copy_index" on "loan_request" ("copy_id") where "state" = \'PENDING\'',
})
// The reader's open requests, newest first.
@Index({ properties: ['reader', 'state', 'createdAt'] })
export class LoanRequest extends BaseEntity<'state' | 'resourceId' | 'title' | 'cover' | 'barcode' | 'location'> {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @ManyToOne(() => Resource, { ref: true, deleteRule: 'cascade' })
  @Index()
  resource!: Ref<Resource>;

  /** The copy held for the reader while the request is open. */
  @ManyToOne(() => BookCopy, { ref: true, nullable: true, deleteRule: 'set null' })
  copy?: Ref<BookCopy> | null;

  @Field(() => LoanRequestState)
  @Enum({ items: () => LoanRequestState, nativeEnumName: 'loan_request_state', default: LoanRequestState.PENDING })
  state: LoanRequestState = LoanRequestState.PENDING;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field(() => String, { description: 'The resource title' })
  get title(): string {
    return loaded(this.resource)?.title ?? '';
  }

  @Field(() => String, { nullable: true, description: 'The resource cover' })
  get cover(): string | undefined {
    return loaded(this.resource)?.cover;
  }

  @Field(() => String, { nullable: true, description: '条码号 of the copy held' })
  get barcode(): string | undefined {
    return loaded(this.copy)?.barcode;
  }

  @Field(() => String, { nullable: true, description: '馆藏地 of the copy held' })
  get location(): string | undefined {
    return loaded(this.copy)?.location;
  }
}
