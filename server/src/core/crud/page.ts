import { Field, ID, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';

export enum SortOrder {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortOrder, { name: 'SortOrder' });

/** Page sizes are capped so no request can ask for a whole table. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** Batch actions take at most this many ids at once. */
export const MAX_BATCH = 500;

import { AppError } from '../errors/app-error.js';

/** Rejects pages below 1 and page sizes outside 1..MAX_PAGE_SIZE, naming the field. */
export function assertPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1) throw AppError.badInput('page', '输入有误：page 必须是大于 0 的整数');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw AppError.badInput('pageSize', `输入有误：pageSize 必须在 1 到 ${MAX_PAGE_SIZE} 之间`);
  }
}

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The count stopped at a cap: there are more than `total` items. */
  totalCapped: boolean;
}

/** `{ items, total, page, pageSize }` for one item type, named `<Type>Page`. */
export function createPageType<T extends object>(itemType: ClassType<T>, name: string) {
  @ObjectType(name, { simpleResolvers: true })
  class Page implements PageOf<T> {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    total!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    pageSize!: number;

    @Field({ description: 'True when counting stopped at a cap: there are more than total items' })
    totalCapped!: boolean;
  }
  return Page;
}

@ObjectType({ description: 'What a batch action changed: all of the ids, or none (one transaction)', simpleResolvers: true })
export class BatchResult {
  @Field(() => Int)
  count!: number;

  @Field(() => [ID])
  ids!: number[];
}
