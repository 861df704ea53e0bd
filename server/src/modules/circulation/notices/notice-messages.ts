import type { SmsParams } from '../../../core/auth/sms.provider.js';
import type { MailMessage } from '../../../core/mail/mailer.js';
import { libraryDate } from '../../../core/library-time.js';
import { NoticeKind } from './notice-delivery.entity.js';

/** Why a notice was not sent (跳过) or not known to be (失败), as the back office shows it. */
export const NOTICE_REASONS = {
  noPhone: '读者未绑定手机号',
  noEmail: '读者未填写邮箱',
  templateMissing: (setting: string) => `未配置短信模板（${setting}）`,
  loanReturned: '该书已归还，无需提醒',
  holdClosed: '该预约已办理或已取消，无需通知',
  interrupted: '发送中断，是否送达未知',
  onlyFailed: '只有发送失败的通知可以重发',
  missing: '通知记录不存在',
} as const;

/** The setting naming each kind's SMS template. */
export const SMS_TEMPLATE_SETTINGS = {
  [NoticeKind.DUE_SOON]: ['dueSoon', 'SMS_TEMPLATE_DUE_SOON'],
  [NoticeKind.OVERDUE]: ['overdue', 'SMS_TEMPLATE_OVERDUE'],
  [NoticeKind.HOLD_READY]: ['holdReady', 'SMS_TEMPLATE_HOLD_READY'],
} as const;

const KIND_NAMES: Record<NoticeKind, string> = {
  [NoticeKind.DUE_SOON]: '到期提醒',
  [NoticeKind.OVERDUE]: '逾期提醒',
  [NoticeKind.HOLD_READY]: '预约到书',
};

/** What a notice is about, read when it is sent. */
export interface NoticeFacts {
  kind: NoticeKind;
  readerName: string;
  title: string;
  /** The loan's due date (DUE_SOON, OVERDUE). */
  dueAt?: Date | null;
  /** Where the held copy waits (HOLD_READY): its 馆藏地. */
  location?: string | null;
  /** The library's name (SITE_NAME). */
  site: string;
}

/** SMS gateways cap a variable's length (Alibaba Cloud: 35 characters): long titles are cut. */
const SMS_TITLE_MAX = 20;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** '2026-12-10' → '2026年12月10日'. */
function chineseDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

const dueDay = (facts: NoticeFacts) => libraryDate(0, facts.dueAt ?? new Date());
const place = (facts: NoticeFacts) => facts.location?.trim() || facts.site;

/**
 * The template variables of each kind (documented for the templates the library gets approved):
 * 到期提醒 and 逾期提醒 `name` (the reader), `title`, `dueDate` (YYYY-MM-DD, library day);
 * 预约到书 `name`, `title`, `place` (the held copy's 馆藏地, else the library's name).
 * Tencent takes them by position, in this order.
 */
export function smsParams(facts: NoticeFacts): SmsParams {
  const common = { name: cut(facts.readerName, 10), title: cut(facts.title, SMS_TITLE_MAX) };
  if (facts.kind === NoticeKind.HOLD_READY) return { ...common, place: cut(place(facts), 20) };
  return { ...common, dueDate: dueDay(facts) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail of a notice: a Chinese subject and body naming the book, the date or place, and the library. */
export function noticeMail(facts: NoticeFacts, to: string): MailMessage {
  const { site, title } = facts;
  const book = `《${title}》`;
  const sentence =
    facts.kind === NoticeKind.DUE_SOON
      ? `您在${site}借阅的${book}将于${chineseDate(dueDay(facts))}到期，请按时归还，或登录个人中心办理续借。`
      : facts.kind === NoticeKind.OVERDUE
        ? `您在${site}借阅的${book}已于${chineseDate(dueDay(facts))}到期，目前已逾期，请尽快归还。`
        : `您在${site}预约借阅的${book}已为您保留，请到${place(facts)}办理借阅。`;
  const greeting = `${facts.readerName}，您好！`;
  const footer = `此邮件由${site}自动发送，请勿直接回复。`;
  return {
    to,
    subject: `${site} · ${KIND_NAMES[facts.kind]}：${book}`,
    text: [greeting, '', sentence, '', footer].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(sentence)}</p>`,
      `<p style="color:#718096;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  };
}
