import type { EntityManager } from '@mikro-orm/postgresql';
import { IsDate, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, FieldResolver, GraphQLISODateTime, ID, InputType, Resolver, Root } from 'type-graphql';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { KeywordFilter, ManagedInput } from '../../core/crud/managed.inputs.js';
import { parseId } from '../../core/crud/ids.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { Reader } from '../users/index.js';
import { BlacklistEntry } from './blacklist.entity.js';

/** The entry in force for a reader, if any: enabled and not ended. */
export function barringEntry(em: EntityManager, readerId: number): Promise<BlacklistEntry | null> {
  return em.findOne(
    BlacklistEntry,
    { reader: readerId, enabled: true, $or: [{ endsAt: null }, { endsAt: { $gt: new Date() } }] },
    { orderBy: { endsAt: 'DESC NULLS FIRST' } as never },
  );
}

/** Refuses a barred reader's submission, saying why and until when. */
export async function assertNotBarred(em: EntityManager, readerId: number): Promise<void> {
  const entry = await barringEntry(em, readerId);
  if (!entry) return;
  const until = entry.endsAt ? `，至 ${entry.endsAt.toISOString().slice(0, 10)}` : '';
  throw AppError.forbidden(`您已被列入黑名单，暂不能提交（原因：${entry.reason}${until}）`);
}

@InputType()
export class BlacklistEntryInput extends ManagedInput {
  @Field(() => ID, { nullable: true, description: 'The reader (required on create)' })
  readerId?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsNotEmpty({ message: '请填写原因' })
  @MaxLength(500, { message: '原因不能超过500个字' })
  reason?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Empty: for good' })
  @IsOptional()
  @IsDate()
  endsAt?: Date | null;
}

@InputType()
export class BlacklistEntryFilter extends KeywordFilter {}

/** The back office's blacklist (the screen is the moderation issue's; the rule is used by every submission). */
export const blacklistCrud = createCrudResolver({
  entity: BlacklistEntry,
  typeName: 'BlacklistEntry',
  one: 'blacklistEntry',
  many: 'blacklistEntries',
  rest: 'blacklist',
  input: BlacklistEntryInput,
  filter: BlacklistEntryFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ $or: [{ reason: contains(text) }, { reader: { name: contains(text) } }, { reader: { cardNumber: contains(text) } }] }),
  },
  sortFields: ['createdAt', 'endsAt', 'id'],
  actions: { recommend: false },
  publicQueries: false,
  toData: ({ readerId, ...rest }) => ({ ...rest, ...(readerId === undefined ? {} : { reader: parseId(readerId) }) }) as never,
  beforeSave: async (em, data, existing) => {
    if (!existing && (!data.reader || !data.reason))
      throw AppError.badInput(data.reader ? 'reason' : 'readerId', data.reader ? '请填写原因' : '请选择读者');
    if (data.reader && !(await em.count(Reader, { id: data.reader as number }))) throw AppError.badInput('readerId', '读者不存在');
  },
});

@Resolver(() => BlacklistEntry)
export class BlacklistEntryResolver {
  @FieldResolver(() => Reader, { description: 'The barred reader (back office only)' })
  reader(@Root() entry: BlacklistEntry) {
    return entry.reader.load();
  }
}
