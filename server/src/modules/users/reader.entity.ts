import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Account } from './account.entity.js';
import { DEFAULT_READER_RIGHTS, ReaderRight } from './reader-right.js';
import { NoticeChannel, noticeChannelsOf } from './notice-channel.js';

@ObjectType({ description: 'A reader: a library member who logs in to the public site' })
@Entity({ tableName: 'reader' })
// Back-office keyword search (用户管理, 积分管理): one trigram index over readerSearchText answers
// `ilike '%…%'` on name, card and phone (three indexes OR-ed cost the planner more than a scan).
@Index({
  name: 'reader_search_trgm_index',
  expression: `create index "reader_search_trgm_index" on "reader" using gin ((name || ' ' || card_number || ' ' || coalesce(phone, '')) gin_trgm_ops)`,
})
export class Reader extends Account<'level' | 'rights' | 'noticeChannels'> {
  @Field({ description: 'Reader card number' })
  @Unique()
  @Property({ length: 32 })
  cardNumber!: string;

  /** The bound phone (api/user/bind): the reader logs in with it and an SMS code, so one reader per number. */
  @Field({ nullable: true })
  @Unique()
  @Property({ length: 20, nullable: true })
  phone?: string;

  @Field()
  @Property({ length: 64 })
  name!: string;

  @Field(() => Int, { description: 'User level: 1 is the special level' })
  @Property({ default: 2 })
  level: number = 2;

  /** 授权 (spec §6): read on every request with the token, so a grant or revocation applies at once. */
  @Field(() => [ReaderRight], { description: 'What the library has granted the reader' })
  @Enum({ items: () => ReaderRight, array: true, default: DEFAULT_READER_RIGHTS })
  rights: ReaderRight[] = [...DEFAULT_READER_RIGHTS];

  /** Where notices go by e-mail; the reader sets it in the personal centre. */
  @Field(() => String, { nullable: true, description: '邮箱 (notices by e-mail go here)' })
  @Property({ length: 254, nullable: true })
  email?: string | null;

  /** The channels the reader chose for notices; null until they choose (the default applies). */
  @Enum({ items: () => NoticeChannel, array: true, nullable: true, hidden: true })
  noticeChoice?: NoticeChannel[] | null;

  @Field(() => [NoticeChannel], {
    description: 'The channels notices go by: the reader’s choice, else SMS with a bound phone plus e-mail with an address',
  })
  get noticeChannels(): NoticeChannel[] {
    return noticeChannelsOf(this);
  }
}

/**
 * What a back-office keyword matches (any part of it), in SQL over the reader row `alias`: written
 * exactly as the expression of reader_search_trgm_index, so the planner uses it.
 */
export const readerSearchText = (alias: string) => `(${alias}.name || ' ' || ${alias}.card_number || ' ' || coalesce(${alias}.phone, ''))`;
