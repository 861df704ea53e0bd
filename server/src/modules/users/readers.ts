import { randomInt } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { actorOf, recordAudit } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import { hashPassword } from '../../core/auth/passwords.js';
import type { ReaderRight, Viewer } from '../../core/auth/viewer.js';
import type { Context } from '../../core/context.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { parseId } from '../../core/crud/ids.js';
import { contains } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { ReaderRight as ReaderRightEnum } from './reader-right.js';
import { Reader, readerSearchText } from './reader.entity.js';
import { ReaderFilter, ReaderInput, ReaderPasswordReset, ResetReaderPasswordArgs } from './reader.inputs.js';

export const READER_MESSAGES = {
  cardTaken: '读者证号已存在',
  phoneTaken: '该手机号已被其他读者使用',
  passwordMissing: '请设置初始密码',
  passwordOnUpdate: '修改密码请使用“重置密码”',
} as const;

/** May this viewer do what the right allows? Readers hold what they were granted; admins manage everything. */
export function readerMay(viewer: Viewer | undefined, right: ReaderRight): boolean {
  if (viewer?.kind === 'admin') return true;
  return viewer?.kind === 'reader' && viewer.rights.includes(right);
}

/**
 * The same, read from the reader's row inside a transaction (a submission's checks get the reader's
 * id, not the viewer): refuses with `message` when the right is not held.
 */
export async function assertReaderHolds(em: EntityManager, readerId: number, right: ReaderRight, message: string): Promise<void> {
  const reader = await em.findOne(Reader, readerId, { fields: ['rights'] });
  if (!reader?.rights.includes(right)) throw AppError.forbidden(message);
}

/** Unique columns checked first, so the admin reads which one is taken. */
async function assertUnique(em: EntityManager, data: { cardNumber?: string; phone?: string | null }, existing?: Reader) {
  const others = existing ? { id: { $ne: existing.id } } : {};
  if (data.cardNumber && (await em.count(Reader, { cardNumber: data.cardNumber, ...others }))) {
    throw AppError.badInput('cardNumber', READER_MESSAGES.cardTaken);
  }
  if (data.phone && (await em.count(Reader, { phone: data.phone, ...others }))) throw AppError.badInput('phone', READER_MESSAGES.phoneTaken);
}

/**
 * 用户管理 (REST api/admin/user/…): readers on the CRUD factory: list, get, create, update,
 * enable/disable (a disabled reader's tokens stop at the next request: viewerFromToken reads the
 * row; disabling moves the token version on, so enabling again does not revive them: a trigger,
 * Migration20261207180000), and 授权 as a set setter (setRightsReader / batchSetRightsReader). No remove: loans,
 * submissions and marks hang off readers and would go with them.
 */
export const readersCrud = createCrudResolver({
  entity: Reader,
  typeName: 'Reader',
  one: 'reader',
  many: 'readers',
  rest: 'user',
  input: ReaderInput,
  filter: ReaderFilter,
  where: {
    keyword: (text) => ({ [raw(readerSearchText)]: contains(text) }),
    specialLevel: (special) => (special ? { level: 1 } : { level: { $ne: 1 } }),
    enabled: (enabled) => ({ enabled }),
  },
  sortFields: ['createdAt', 'lastLoginAt', 'id'],
  nullsLast: ['lastLoginAt'],
  actions: { recommend: false, remove: false },
  publicQueries: false,
  setters: [{ name: 'Rights', field: 'rights', type: ReaderRightEnum, multiple: true }],
  toData: ({ cardNumber, name, phone, ...rest }) =>
    ({
      ...rest,
      cardNumber: cardNumber?.trim(),
      name: name?.trim(),
      ...(phone === undefined ? {} : { phone: phone?.trim() || null }),
    }) as never,
  beforeSave: async (em, data, existing) => {
    const fields = data as typeof data & { password?: string };
    await assertUnique(em, fields as never, existing);
    const { password } = fields;
    delete fields.password;
    if (existing) {
      if (password !== undefined) throw AppError.badInput('password', READER_MESSAGES.passwordOnUpdate);
      return;
    }
    if (!password) throw AppError.badInput('password', READER_MESSAGES.passwordMissing);
    fields.passwordHash = await hashPassword(password);
  },
});

/** Letters and digits that cannot be mistaken for one another when read out at the desk. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GENERATED_LENGTH = 10;

function generatedPassword(): string {
  return Array.from({ length: GENERATED_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

@Resolver()
export class ReaderPasswordResolver {
  @Roles('ADMIN')
  @Mutation(() => ReaderPasswordReset, {
    description: '重置密码: sets the given password or a generated one (answered once); the reader’s tokens stop working',
  })
  async resetReaderPassword(@Ctx() ctx: Context, @Args() { id, password }: ResetReaderPasswordArgs): Promise<ReaderPasswordReset> {
    const readerId = parseId(id);
    const actor = actorOf(ctx);
    const chosen = password ?? generatedPassword();
    const passwordHash = await hashPassword(chosen);
    const reader = await ctx.em.transactional(async (tx) => {
      const reader = await tx.findOne(Reader, readerId);
      if (!reader) throw AppError.notFound('读者不存在');
      reader.passwordHash = passwordHash;
      reader.tokenVersion += 1;
      recordAudit(tx, actor, 'resetPassword', 'Reader', [readerId]);
      return reader;
    });
    return { reader, generatedPassword: password ? null : chosen };
  }
}
