import type { EntityManager } from '@mikro-orm/postgresql';
import { SMS_MESSAGES, SMS_NOT_CONFIGURED } from '../../../core/auth/sms.provider.js';
import { AppError } from '../../../core/errors/app-error.js';
import { libraryTime } from '../../../core/library-time.js';
import { MAIL_FAILED, MAIL_NOT_CONFIGURED, mailerOf } from '../../../core/mail/mailer.js';
import type { Services } from '../../../core/services.js';
import { NoticeChannel } from '../../users/index.js';
import { NoticeKind, NoticeState } from './notice-delivery.entity.js';
import { NOTICE_REASONS, noticeMail, SMS_TEMPLATE_SETTINGS, smsParams, type NoticeFacts } from './notice-messages.js';

/** Loans or requests looked at per statement, and at most per kind and run (the rest wait for the next run). */
export const NOTICE_BATCH = 100;
export const NOTICE_MAX_PER_RUN = 2000;
/** A row claimed this long ago and not finished belongs to a run that died mid-send. */
const STALE_CLAIM = '15 minutes';

/**
 * The channels a reader's notice gets a row for: their choice when they made one (none: no rows),
 * else SMS with a bound phone plus e-mail with an address (users/notice-channel.ts); a reader with
 * neither gets both, skipped with the reason, so the record shows whom the library could not reach.
 */
const CHANNELS_SQL = `coalesce(r.notice_choice, case when r.phone is null and r.email is null then array['SMS', 'EMAIL']
  else array_remove(array[case when r.phone is not null then 'SMS' end, case when r.email is not null then 'EMAIL' end], null) end)`;

/** Per kind: the loans or requests that call for it, after `id > ?`, by id (keyset pages: opted-out readers do not stall a run). */
const CANDIDATES: Record<NoticeKind, string> = {
  [NoticeKind.DUE_SOON]: `select l.id, l.reader_id, res.title from loan l join resource res on res.id = l.resource_id
    where l.returned_at is null and l.due_at >= ? and l.due_at < ? and l.id > ?
    order by l.id limit ?`,
  [NoticeKind.OVERDUE]: `select l.id, l.reader_id, res.title from loan l join resource res on res.id = l.resource_id
    where l.returned_at is null and l.due_at < ? and l.id > ?
    order by l.id limit ?`,
  // 预约到书: an open request holds a copy from the moment it is made (the copy goes RESERVED, on the
  // shelf for this reader alone) until the desk lends it: that is the state in which the reader comes to fetch it.
  [NoticeKind.HOLD_READY]: `select q.id, q.reader_id, res.title from loan_request q join resource res on res.id = q.resource_id
    where q.state = 'PENDING' and q.copy_id is not null and q.id > ?
    order by q.id limit ?`,
};

/** Rows for one page of candidates, one per chosen channel; a row already there (another run, another instance) stays as it is. */
const WRITE_ROWS = `insert into notice_delivery (created_at, updated_at, kind, subject_id, channel, reader_id, reader_name, card_number, title, state, attempts)
  select now(), now(), ?::notice_kind, s.id, c::notice_channel, r.id, r.name, r.card_number, left(s.title, 500), 'PENDING', 0
  from jsonb_to_recordset(?::jsonb) as s(id int, reader_id int, title text)
  join reader r on r.id = s.reader_id
  cross join lateral unnest(${CHANNELS_SQL}) as c
  on conflict ("kind", "subject_id", "channel") do nothing`;

interface Candidate {
  id: number;
  reader_id: number;
  title: string;
}

/** Writes the rows of every notice due now (bounded: NOTICE_MAX_PER_RUN subjects per kind); answers how many were new. */
export async function writeDueNotices(em: EntityManager, services: Services, now = new Date()): Promise<number> {
  const { dueSoonDays } = services.config.notices;
  // Due within N library days: before the start of the library day N + 1 days from today.
  const dueSoonEnd = libraryTime(dueSoonDays + 1, '00:00', now);
  const params: Record<NoticeKind, unknown[]> = {
    [NoticeKind.DUE_SOON]: [now, dueSoonEnd],
    [NoticeKind.OVERDUE]: [now],
    [NoticeKind.HOLD_READY]: [],
  };
  let written = 0;
  for (const kind of Object.values(NoticeKind)) {
    let after = 0;
    for (let seen = 0; seen < NOTICE_MAX_PER_RUN; seen += NOTICE_BATCH) {
      const page = await em.execute<Candidate[]>(CANDIDATES[kind], [...params[kind], after, NOTICE_BATCH]);
      if (!page.length) break;
      const result = await em.execute<{ affectedRows: number }>(WRITE_ROWS, [kind, JSON.stringify(page)], 'run');
      written += result.affectedRows;
      after = page.at(-1)!.id;
      if (page.length < NOTICE_BATCH) break;
    }
  }
  return written;
}

/** A row being sent, with what its message says. */
interface Claimed {
  id: number;
  kind: NoticeKind;
  channel: NoticeChannel;
  reader_name: string;
  title: string;
  phone: string | null;
  email: string | null;
  /** As the driver gives it (a string, in this ORM's setup). */
  due_at: Date | string | null;
  returned_at: Date | string | null;
  request_state: string | null;
  location: string | null;
  /** Whether the loan or request still exists. */
  found: boolean;
}

const CLAIMED_FACTS = `select d.id, d.kind, d.channel, d.reader_name, d.title, r.phone, r.email,
    l.due_at, l.returned_at, q.state as request_state, c.location,
    coalesce(l.id, q.id) is not null as found
  from notice_delivery d join reader r on r.id = d.reader_id
  left join loan l on d.kind in ('DUE_SOON', 'OVERDUE') and l.id = d.subject_id
  left join loan_request q on d.kind = 'HOLD_READY' and q.id = d.subject_id
  left join book_copy c on c.id = q.copy_id
  where d.id in (?) order by d.id`;

interface Outcome {
  state: NoticeState.SENT | NoticeState.FAILED | NoticeState.SKIPPED;
  reason?: string;
}

const skipped = (reason: string): Outcome => ({ state: NoticeState.SKIPPED, reason });

/** Sends one claimed row by its channel; never throws: what went wrong is the outcome. */
async function deliver(services: Services, row: Claimed): Promise<Outcome> {
  const loanNotice = row.kind !== NoticeKind.HOLD_READY;
  if (!row.found || (loanNotice && row.returned_at)) return skipped(NOTICE_REASONS.loanReturned);
  if (!loanNotice && row.request_state !== 'PENDING') return skipped(NOTICE_REASONS.holdClosed);
  const facts: NoticeFacts = {
    kind: row.kind,
    readerName: row.reader_name,
    title: row.title,
    dueAt: row.due_at === null ? null : new Date(row.due_at),
    location: row.location,
    site: services.config.site.name,
  };
  try {
    if (row.channel === NoticeChannel.SMS) {
      const [key, setting] = SMS_TEMPLATE_SETTINGS[row.kind];
      const template = services.config.notices.smsTemplates[key];
      if (!services.sms) return skipped(SMS_NOT_CONFIGURED);
      if (!template) return skipped(NOTICE_REASONS.templateMissing(setting));
      if (!row.phone) return skipped(NOTICE_REASONS.noPhone);
      await services.sms.send(row.phone, template, smsParams(facts));
    } else {
      if (!services.config.smtp) return skipped(MAIL_NOT_CONFIGURED);
      if (!row.email) return skipped(NOTICE_REASONS.noEmail);
      await mailerOf(services).send(noticeMail(facts, row.email));
    }
    return { state: NoticeState.SENT };
  } catch (error) {
    // The provider's Chinese message (短信发送失败…, 手机号码格式不正确, 邮件发送失败…); anything else is logged.
    if (error instanceof AppError) return { state: NoticeState.FAILED, reason: error.message };
    services.log.error({ err: error, delivery: row.id }, 'sending a notice failed');
    return { state: NoticeState.FAILED, reason: row.channel === NoticeChannel.SMS ? SMS_MESSAGES.failed : MAIL_FAILED };
  }
}

/** Sends the claimed rows one by one and records each outcome (an attempt counts only when a send was tried). */
async function sendClaimed(em: EntityManager, services: Services, ids: number[]): Promise<Record<Outcome['state'], number>> {
  const counts = { SENT: 0, FAILED: 0, SKIPPED: 0 };
  if (!ids.length) return counts;
  const rows = await em.execute<Claimed[]>(CLAIMED_FACTS, [ids]);
  for (const row of rows) {
    const outcome = await deliver(services, row);
    counts[outcome.state] += 1;
    await em.execute(
      `update notice_delivery set state = ?, last_error = ?, attempts = attempts + ?, sent_at = ?, claimed_at = null, updated_at = now() where id = ?`,
      [
        outcome.state,
        outcome.reason ?? null,
        outcome.state === NoticeState.SKIPPED ? 0 : 1,
        outcome.state === NoticeState.SENT ? new Date() : null,
        row.id,
      ],
    );
  }
  return counts;
}

/**
 * Sends what is waiting, NOTICE_BATCH rows at a time: each batch is claimed first (one UPDATE,
 * SKIP LOCKED), so two runs at once send disjoint rows. A row claimed by a run that died before
 * recording it is marked failed (it may have gone out): never sent twice by itself, 重发 is the
 * librarian's call.
 */
export async function sendPendingNotices(em: EntityManager, services: Services) {
  await em.execute(
    `update notice_delivery set state = 'FAILED', last_error = ?, claimed_at = null, updated_at = now()
     where state = 'PENDING' and claimed_at < now() - interval '${STALE_CLAIM}'`,
    [NOTICE_REASONS.interrupted],
  );
  const total = { SENT: 0, FAILED: 0, SKIPPED: 0 };
  for (let done = 0; done < NOTICE_MAX_PER_RUN; done += NOTICE_BATCH) {
    const claimed = await em.execute<{ id: number }[]>(
      `update notice_delivery set claimed_at = now(), updated_at = now()
       where id in (select id from notice_delivery where state = 'PENDING' and claimed_at is null order by id limit ? for update skip locked)
       returning id`,
      [NOTICE_BATCH],
    );
    const counts = await sendClaimed(
      em,
      services,
      claimed.map((row) => row.id),
    );
    for (const state of Object.keys(total) as Array<keyof typeof total>) total[state] += counts[state];
    if (claimed.length < NOTICE_BATCH) break;
  }
  return total;
}

/** One scheduled run: writes the rows of what is due, then sends what waits. */
export async function runNotices(em: EntityManager, services: Services, now = new Date()) {
  const written = await writeDueNotices(em, services, now);
  const sent = await sendPendingNotices(em, services);
  return { written, ...sent };
}

/** 重发: a failed row is claimed again (only if still failed: two clicks send once), sent, and recorded. */
export async function retryNotice(em: EntityManager, services: Services, id: number): Promise<void> {
  const claimed = await em.execute<{ id: number }[]>(
    `update notice_delivery set state = 'PENDING', claimed_at = now(), updated_at = now() where id = ? and state = 'FAILED' returning id`,
    [id],
  );
  if (!claimed.length) {
    const [exists] = await em.execute<{ id: number }[]>('select id from notice_delivery where id = ?', [id]);
    throw exists ? AppError.badInput('id', NOTICE_REASONS.onlyFailed) : AppError.notFound(NOTICE_REASONS.missing);
  }
  await sendClaimed(em, services, [id]);
}
