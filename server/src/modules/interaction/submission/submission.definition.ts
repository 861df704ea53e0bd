import type { EntityClass, EntityData, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventType } from '../../../core/events/index.js';
import type { Submission } from './submission.entity.js';

/** Which way an item's passed state moved: +1 it now counts publicly, -1 it no longer does. */
export type PassChange = 1 | -1;

/**
 * One submission type (ARCHITECTURE §3): the mechanism (submission.resolver.ts) makes its reader
 * mutation `submit<Type>` (REST POST api/user/{rest}), the reader's list `my<Types>` (GET
 * api/user/mine/{rest}) and `readMy<Types>`, the back office's queue through the CRUD factory
 * (admin<Types>, update<Type> = review with a reply, set<Type>Status and its batch, remove), and,
 * when `publicList` says so, the public list of passed ones.
 */
export interface SubmissionDefinition<E extends Submission<string>, TInput extends object, TFilter extends object> {
  entity: EntityClass<E>;
  /** GraphQL type name and audit entity: 'Comment'. */
  typeName: string;
  /** Its Chinese name: the examine item's (自动审核) and the refusals' ('留言暂停受理'). */
  label: string;
  /** Names: one and many ('comment', 'comments') → submitComment, myComments, adminComments… */
  one: string;
  many: string;
  /** REST segment: api/user/{rest}, api/user/mine/{rest}, api/admin/{rest}/… */
  rest: string;
  /** The back office's segment when it differs (api/admin/{adminRest}/…). */
  adminRest?: string;
  /** What the reader sends; validated with its class-validator rules. */
  input: new () => TInput;
  /** The back office's filter (extends SubmissionFilter or ResourceSubmissionFilter). */
  filter: new () => TFilter;
  /** Filters of the type's own beyond the common ones. */
  where?: { [K in keyof TFilter]?: (value: NonNullable<TFilter[K]>) => FilterQuery<E> };
  /** Where the text lives, for the queue's keyword filter. */
  textFields: string[];
  /** The resource id the input is about: the reader must be able to open it (visibility rule). */
  resourceOf?: (input: TInput) => string;
  /** The input as the row's own columns (reader, resource, status are set by the mechanism). */
  toData: (input: TInput) => EntityData<E>;
  /**
   * Checks and replacements needing the database, in the submit's transaction, serialised per
   * reader and type. Return an existing item to update it with the data instead of adding one
   * (one score per reader and resource). Throw an AppError to refuse.
   */
  beforeSubmit?: (em: EntityManager, data: EntityData<E>, readerId: number) => Promise<E | null | void>;
  /**
   * The event recorded when an item first passes (points are awarded from it), in the pass's
   * transaction; its id is derived from the item, so passing the same item again records nothing new.
   */
  passedEvent?: Extract<EventType, 'comment.passed' | 'tag.passed' | 'score.passed' | 'recommendation.adopted' | 'volunteer.served'>;
  /** An item starts or stops counting publicly (passed): counters follow, in the same transaction. */
  onPassChange?: (em: EntityManager, item: E, change: PassChange) => Promise<void>;
  /** Most submissions of this type per reader per hour (default READER_LIMITS.submissions.perHour, 20). */
  perHour?: number;
  /** The public list of passed items, newest first: `name(resourceId, page, pageSize)`. */
  publicList?: { name: string; description: string };
}
