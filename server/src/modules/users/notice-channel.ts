import { registerEnumType } from 'type-graphql';

/** How a reader may be sent the library's notices (到期提醒, 逾期提醒, 预约到书). */
export enum NoticeChannel {
  SMS = 'SMS',
  EMAIL = 'EMAIL',
}

registerEnumType(NoticeChannel, {
  name: 'NoticeChannel',
  description: 'A channel of readers’ notices',
  valuesConfig: { SMS: { description: '短信' }, EMAIL: { description: '邮件' } },
});

/**
 * The channels a reader's notices go by: their own choice when they made one (possibly none),
 * else SMS when a phone is bound plus e-mail when they gave an address.
 */
export function noticeChannelsOf(reader: { phone?: string | null; email?: string | null; noticeChoice?: NoticeChannel[] | null }): NoticeChannel[] {
  if (reader.noticeChoice) return reader.noticeChoice;
  return [...(reader.phone ? [NoticeChannel.SMS] : []), ...(reader.email ? [NoticeChannel.EMAIL] : [])];
}
