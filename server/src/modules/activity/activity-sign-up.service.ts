import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/auth/viewer.js';
import { recordAudit, type Actor } from '../../core/audit/audit.service.js';
import { recordEvent } from '../../core/events/index.js';
import { assertPaging, type PageOf } from '../../core/crud/page.js';
import { AppError } from '../../core/errors/app-error.js';
import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import type { Services } from '../../core/services.js';
import type { FileDownload } from '../../core/upload/file-download.js';
import { assertNotBarred } from '../moderation/index.js';
import { ActivitySignUp, SignUpStatus } from './activity-sign-up.entity.js';
import { Activity } from './activity.entity.js';

/** Sign-ups (and cancellations) one reader may send in an hour. */
const SIGN_UPS_PER_HOUR = 30;

/** The Chinese refusals of a sign-up or a cancellation (BAD_USER_INPUT on `activityId`). */
export const SIGN_UP_ERRORS = {
  noSignUp: '本活动无需报名，欢迎直接参加',
  notOpen: '报名未开始',
  closed: '报名已结束',
  already: '您已报名该活动',
  waiting: '您已在候补名单中',
  notSignedUp: '您未报名该活动',
  started: '活动已开始，不能取消报名',
} as const;

const refuse = (message: string) => AppError.badInput('activityId', message);

/** The activity, its row locked for the rest of the transaction: sign-ups of it wait their turn. */
async function lockActivity(tx: EntityManager, activityId: number): Promise<Activity> {
  const activity = await tx.findOne(Activity, { id: activityId, enabled: true }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!activity) throw AppError.notFound();
  return activity;
}

/** Moves waiting readers up, earliest first, while places are free (before the start). */
export async function fillFromWaitingList(tx: EntityManager, activity: Activity, now = new Date()): Promise<ActivitySignUp[]> {
  const free = activity.capacity - activity.signedUpCount;
  if (free <= 0 || activity.startsAt <= now) return [];
  const next = await tx.find(
    ActivitySignUp,
    { activity: activity.id, status: SignUpStatus.WAITING },
    { orderBy: [{ queuedAt: 'ASC' }, { id: 'ASC' }], limit: free },
  );
  for (const signUp of next) signUp.status = SignUpStatus.SIGNED_UP;
  activity.signedUpCount += next.length;
  return next;
}

/**
 * A logged-in reader signs up (报名). The activity row is locked first, so of any number of
 * simultaneous sign-ups exactly `capacity` succeed; when every place is taken the reader joins the
 * waiting list (候补). A barred reader is refused as submissions are.
 */
export async function signUp(em: EntityManager, viewer: Viewer | undefined, activityId: number, services: Services): Promise<ActivitySignUp> {
  if (viewer?.kind !== 'reader') throw AppError.unauthenticated();
  await assertNotBarred(em, viewer.id);
  const rule = { name: 'activity-sign-up', limit: SIGN_UPS_PER_HOUR, windowSeconds: 3600 };
  if (!(await services.rateLimiter.hit(rule, String(viewer.id)))) throw AppError.tooManyRequests('操作过于频繁，请稍后再试');
  const signUp = await em.transactional(async (tx) => {
    const activity = await lockActivity(tx, activityId);
    const now = new Date();
    if (activity.capacity === 0) throw refuse(SIGN_UP_ERRORS.noSignUp);
    if (activity.signUpStartsAt && now < activity.signUpStartsAt) throw refuse(SIGN_UP_ERRORS.notOpen);
    if (now >= (activity.signUpEndsAt ?? activity.startsAt) || now >= activity.startsAt) throw refuse(SIGN_UP_ERRORS.closed);
    const existing = await tx.findOne(ActivitySignUp, { activity: activity.id, reader: viewer.id });
    if (existing?.status === SignUpStatus.SIGNED_UP) throw refuse(SIGN_UP_ERRORS.already);
    if (existing?.status === SignUpStatus.WAITING) throw refuse(SIGN_UP_ERRORS.waiting);
    const place = activity.signedUpCount < activity.capacity;
    const data = { status: place ? SignUpStatus.SIGNED_UP : SignUpStatus.WAITING, queuedAt: now, cancelledAt: null, checkedInAt: null };
    const item = existing ? tx.assign(existing, data) : tx.create(ActivitySignUp, { ...data, activity: activity.id, reader: viewer.id });
    if (place) activity.signedUpCount += 1;
    await tx.flush();
    // 活动统计 counts it exactly when the sign-up commits.
    await recordEvent(tx, { type: 'activity.signUp', dims: { activity: activity.id, ...(place ? {} : { waiting: 1 }) }, readerId: viewer.id });
    return item;
  });
  await setWaitingPositions(em, [signUp]);
  return signUp;
}

/**
 * The reader cancels (取消报名) before the start. A freed place goes, in the same transaction, to
 * the first reader on the waiting list.
 */
export async function cancelSignUp(em: EntityManager, viewer: Viewer | undefined, activityId: number): Promise<ActivitySignUp> {
  if (viewer?.kind !== 'reader') throw AppError.unauthenticated();
  return em.transactional(async (tx) => {
    const activity = await lockActivity(tx, activityId);
    const signUp = await tx.findOne(ActivitySignUp, { activity: activity.id, reader: viewer.id });
    if (!signUp || signUp.status === SignUpStatus.CANCELLED) throw refuse(SIGN_UP_ERRORS.notSignedUp);
    const now = new Date();
    if (now >= activity.startsAt) throw refuse(SIGN_UP_ERRORS.started);
    const heldPlace = signUp.status === SignUpStatus.SIGNED_UP;
    signUp.status = SignUpStatus.CANCELLED;
    signUp.cancelledAt = now;
    if (heldPlace) {
      activity.signedUpCount -= 1;
      await fillFromWaitingList(tx, activity, now);
    }
    await tx.flush();
    return signUp;
  });
}

/** The reader's own sign-up of one activity, if any (with its place in the queue). */
export async function mySignUpOf(em: EntityManager, readerId: number, activityId: number): Promise<ActivitySignUp | null> {
  const signUp = await em.findOne(ActivitySignUp, { activity: activityId, reader: readerId });
  if (signUp) await setWaitingPositions(em, [signUp]);
  return signUp;
}

/** The reader's sign-ups, newest first, optionally of one state; waiting ones know their place. */
export async function mySignUps(
  em: EntityManager,
  readerId: number,
  page: number,
  pageSize: number,
  status?: SignUpStatus | null,
): Promise<PageOf<ActivitySignUp>> {
  assertPaging(page, pageSize);
  const where: FilterQuery<ActivitySignUp> = { reader: readerId, ...(status ? { status } : {}) };
  const [items, total] = await em.findAndCount(ActivitySignUp, where, {
    orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }],
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  await setWaitingPositions(em, items);
  return { items, total, page, pageSize, totalCapped: false };
}

/** Sets `waitingPosition` (1 = next to move up) on the waiting ones, in one query. */
export async function setWaitingPositions(em: EntityManager, signUps: ActivitySignUp[]): Promise<void> {
  const waiting = signUps.filter((s) => s.status === SignUpStatus.WAITING);
  for (const s of signUps) s.waitingPosition = null;
  if (!waiting.length) return;
  const rows = await em.getConnection().execute<{ id: number; position: string }[]>(
    `select s.id, (select count(*) from activity_sign_up w
        where w.activity_id = s.activity_id and w.status = 'WAITING' and (w.queued_at, w.id) <= (s.queued_at, s.id)) as position
      from activity_sign_up s where s.id in (${waiting.map(() => '?').join(', ')})`,
    waiting.map((s) => s.id),
  );
  const positions = new Map(rows.map((row) => [Number(row.id), Number(row.position)]));
  for (const s of waiting) s.waitingPosition = positions.get(s.id) ?? null;
}

/** How many readers wait for a place. */
export function waitingCount(em: EntityManager, activityId: number): Promise<number> {
  return em.count(ActivitySignUp, { activity: activityId, status: SignUpStatus.WAITING });
}

/** 签到 (or its undoing) for signed-up readers, all or nothing. */
export async function checkIn(em: EntityManager, ids: number[], checkedIn: boolean, actor: Actor): Promise<ActivitySignUp[]> {
  return em.transactional(async (tx) => {
    const items = await tx.find(ActivitySignUp, { id: { $in: ids } }, { orderBy: { id: 'ASC' } });
    if (items.length !== ids.length) throw AppError.notFound();
    if (items.some((item) => item.status !== SignUpStatus.SIGNED_UP)) throw AppError.badInput('ids', '只能为报名成功的读者签到');
    const now = new Date();
    for (const item of items) {
      // A first check-in is an attendance for 活动统计; marking a present reader again is not.
      if (checkedIn && !item.checkedInAt) {
        await recordEvent(tx, { type: 'activity.checkIn', dims: { activity: item.activity.id }, readerId: item.reader.id, at: now });
      }
      item.checkedInAt = checkedIn ? (item.checkedInAt ?? now) : null;
    }
    recordAudit(tx, actor, checkedIn ? 'checkIn' : 'undoCheckIn', 'ActivitySignUp', ids);
    return items;
  });
}

export enum ExportFormat {
  XLSX = 'XLSX',
  CSV = 'CSV',
}

const STATUS_NAMES: Record<SignUpStatus, string> = { SIGNED_UP: '报名成功', WAITING: '候补中', CANCELLED: '已取消' };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Most rows one export holds. */
export const MAX_EXPORT_ROWS = 20000;

const TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: LIBRARY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** 'YYYY-MM-DD HH:mm' in the library's time zone (spec §9 date format). */
export function libraryDateTime(at: Date): string {
  const part = Object.fromEntries(TIME.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** 报名名单: every sign-up of one activity (signed-up first, then waiting in order, then cancelled) as XLSX or CSV. */
export async function exportSignUps(em: EntityManager, activityId: number, format: ExportFormat): Promise<FileDownload> {
  const activity = await em.findOne(Activity, activityId, { fields: ['title'] });
  if (!activity) throw AppError.notFound();
  const signUps = await em.find(
    ActivitySignUp,
    { activity: activityId },
    { populate: ['reader'], orderBy: [{ status: 'ASC' }, { queuedAt: 'ASC' }, { id: 'ASC' }], limit: MAX_EXPORT_ROWS },
  );
  const order = [SignUpStatus.SIGNED_UP, SignUpStatus.WAITING, SignUpStatus.CANCELLED];
  signUps.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
  // exceljs is loaded at the first export (issue 54): an idle portal need not hold it.
  const workbook = new (await import('exceljs')).default.Workbook();
  workbook.creator = '图书馆门户';
  const sheet = workbook.addWorksheet('报名名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: '序号', key: 'no', width: 6 },
    { header: '姓名', key: 'name', width: 12 },
    { header: '读者证号', key: 'card', width: 16 },
    { header: '手机号', key: 'phone', width: 14 },
    { header: '报名时间', key: 'time', width: 18 },
    { header: '状态', key: 'status', width: 10 },
    { header: '签到', key: 'checkIn', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('card').numFmt = '@';
  sheet.getColumn('phone').numFmt = '@';
  signUps.forEach((s, i) => {
    const reader = s.reader.getEntity();
    sheet.addRow({
      no: i + 1,
      name: reader.name,
      card: reader.cardNumber,
      phone: reader.phone ?? '',
      time: libraryDateTime(s.queuedAt),
      status: STATUS_NAMES[s.status],
      checkIn: s.checkedInAt ? `已签到 ${libraryDateTime(s.checkedInAt)}` : '',
    });
  });
  const name = `${activity.title.replace(/[\\/:*?"<>|]/g, '_').slice(0, 60)}-报名名单`;
  if (format === ExportFormat.CSV) {
    // A byte-order mark, so Excel reads the UTF-8 Chinese text.
    const csv = Buffer.concat([Buffer.from('\uFEFF', 'utf8'), Buffer.from(await workbook.csv.writeBuffer())]);
    return { fileName: `${name}.csv`, mime: 'text/csv; charset=utf-8', base64: csv.toString('base64') };
  }
  return { fileName: `${name}.xlsx`, mime: XLSX_MIME, base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64') };
}
