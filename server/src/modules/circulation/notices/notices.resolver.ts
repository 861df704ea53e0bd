import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { actorOf, recordAudit } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import type { Context } from '../../../core/context.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { parseId } from '../../../core/crud/ids.js';
import { SortOrder } from '../../../core/crud/page.js';
import { contains } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { NoticeChannel, Reader } from '../../users/index.js';
import { NoticeDelivery } from './notice-delivery.entity.js';
import { checkedEmail, NOTICE_INPUT_MESSAGES, NoticeDeliveryFilter, NoticePreferencesInput } from './notice.inputs.js';
import { retryNotice } from './notice-run.js';

/**
 * 通知记录 of the back office: adminNoticeDeliveries (filters: state, kind, channel, from/to,
 * keyword), admin only. Rows are written by the notice runs, never by hand: no create, update or flags.
 */
export const noticeDeliveryCrud = createCrudResolver({
  entity: NoticeDelivery,
  typeName: 'NoticeDelivery',
  one: 'noticeDelivery',
  many: 'noticeDeliveries',
  rest: 'notice',
  // Nothing is created or updated here; the input type is never used.
  input: NoticeDeliveryFilter,
  filter: NoticeDeliveryFilter,
  where: {
    state: (state) => ({ state }),
    kind: (kind) => ({ kind }),
    channel: (channel) => ({ channel }),
    from: (from) => ({ createdAt: { $gte: from } }),
    to: (to) => ({ createdAt: { $lt: to } }),
    keyword: (text) => ({ $or: [{ readerName: contains(text) }, { cardNumber: contains(text) }, { title: contains(text) }] }),
  },
  sortFields: ['createdAt', 'id'],
  defaultOrder: SortOrder.DESC,
  publicQueries: false,
  actions: { create: false, update: false, enable: false, recommend: false, remove: false },
});

@Resolver()
export class NoticesResolver {
  @Roles('ADMIN')
  @Mutation(() => NoticeDelivery, { description: '重发: sends a failed notice again and records the outcome (audited)' })
  async retryNoticeDelivery(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<NoticeDelivery> {
    const actor = actorOf(ctx);
    const deliveryId = parseId(id);
    await retryNotice(ctx.em, ctx.services, deliveryId);
    recordAudit(ctx.em, actor, 'retryNoticeDelivery', 'NoticeDelivery', [deliveryId]);
    await ctx.em.flush();
    return ctx.em.findOneOrFail(NoticeDelivery, deliveryId, { refresh: true });
  }

  @Roles('READER')
  @Mutation(() => Reader, { description: "The logged-in reader's notice settings: e-mail address and channels (短信 / 邮件)" })
  async setNoticePreferences(@Ctx() ctx: Context, @Arg('input') input: NoticePreferencesInput): Promise<Reader> {
    const viewer = ctx.viewer;
    const reader = viewer?.kind === 'reader' ? await ctx.em.findOne(Reader, viewer.id) : null;
    if (!reader) throw AppError.unauthenticated();
    const email = input.email === undefined ? (reader.email ?? null) : checkedEmail(input.email);
    const channels = [...new Set(input.channels)];
    if (channels.includes(NoticeChannel.EMAIL) && !email) throw AppError.badInput('email', NOTICE_INPUT_MESSAGES.emailNeeded);
    if (channels.includes(NoticeChannel.SMS) && !reader.phone) throw AppError.badInput('channels', NOTICE_INPUT_MESSAGES.phoneNeeded);
    reader.email = email;
    reader.noticeChoice = channels;
    await ctx.em.flush();
    return reader;
  }
}
