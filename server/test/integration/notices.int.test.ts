/**
 * Readers' notices (issue 52): 到期提醒, 逾期提醒 and 预约到书 by SMS (a capturing gateway that can
 * be made to fail) and e-mail (a real SMTP peer), once per (kind, loan or request, channel) however
 * many runs; skipped with the reason when a channel or contact is missing; the reader's choice; the
 * back office's 通知记录 and 重发.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsParams } from '../../src/core/auth/sms.provider.js';
import { smsError } from '../../src/core/auth/sms.provider.js';
import { libraryDate, libraryTime } from '../../src/core/library-time.js';
import { runNotices } from '../../src/modules/circulation/index.js';
import { DEMO_READERS } from '../../src/seeders/accounts.seeder.js';
import { SMTP_PASSWORD, SMTP_USER, startSmtpPeer } from '../helpers/smtp-peer.js';
import { CapturingSms, startTestPortal, type Data, type GqlResult, type TestPortal } from '../helpers/test-portal.js';

const [A, B, C, D] = DEMO_READERS;
const DAY_MS = 24 * 3600 * 1000;
const SITE = '钱塘市图书馆';
const TEMPLATES = { SMS_TEMPLATE_DUE_SOON: 'SMS_DUE', SMS_TEMPLATE_OVERDUE: 'SMS_OVERDUE', SMS_TEMPLATE_HOLD_READY: 'SMS_HOLD' };

const LEND = 'mutation($copyId: ID!, $cardNumber: String) { lendCopy(copyId: $copyId, cardNumber: $cardNumber) { id } }';
const REQUEST = 'mutation($id: ID!) { requestLoan(resourceId: $id) { id } }';
const PREFERENCES = 'mutation($input: NoticePreferencesInput!) { setNoticePreferences(input: $input) { id email noticeChannels } }';
const ME = '{ readerMe { id phone email noticeChannels } }';
const LIST = `query($filter: NoticeDeliveryFilter) { adminNoticeDeliveries(filter: $filter, page: 1, pageSize: 50) {
  total items { id kind channel subjectId readerName cardNumber title state attempts lastError sentAt createdAt } } }`;
const RETRY = 'mutation($id: ID!) { retryNoticeDelivery(id: $id) { id state attempts lastError sentAt } }';

const must = <T = Data>(res: GqlResult<T>): T => {
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
};

/** The capturing gateway, which refuses numbers in `failing` as a gateway would (短信发送失败), and can be slow. */
class GatewaySms extends CapturingSms {
  readonly failing = new Set<string>();
  delayMs = 0;
  override async send(phone: string, templateId: string, params: SmsParams) {
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failing.has(phone)) throw smsError('failed');
    return super.send(phone, templateId, params);
  }
}

interface Row {
  kind: string;
  channel: string;
  subject_id: number;
  state: string;
  attempts: number;
  last_error: string | null;
}

describe('readers’ notices', () => {
  let portal: TestPortal;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const sms = new GatewaySms();
  let admin: string;
  const tokens: Record<string, string> = {};
  let book: { id: string; copies: string[] };

  const login = async (reader: (typeof DEMO_READERS)[number]) =>
    must(
      await portal.gql<Data>('mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }', {
        input: { loginType: 2, cardNumber: reader.cardNumber, password: reader.password },
      }),
    ).readerLogin.token as string;

  /** Lends copy `n` of the book to the reader, due at `dueAt`; answers the loan's id. */
  async function loan(reader: (typeof DEMO_READERS)[number], n: number, dueAt: Date): Promise<number> {
    const id = Number(must(await portal.gql<Data>(LEND, { copyId: book.copies[n], cardNumber: reader.cardNumber }, admin)).lendCopy.id);
    await portal.sql('update loan set due_at = ? where id = ?', [dueAt, id]);
    return id;
  }

  const run = () => runNotices(portal.services.orm.em.fork(), portal.services);
  const rows = (subjectId?: number) =>
    portal.sql<Row>(
      `select kind, channel, subject_id, state, attempts, last_error from notice_delivery ${subjectId ? 'where subject_id = ?' : ''} order by id`,
      subjectId ? [subjectId] : [],
    );
  const smsTo = (phone: string) => sms.messages.filter((m) => m.phone === phone);
  const mailTo = (address: string) => smtp.received.filter((r) => r.to.includes(address));
  const dueInDays = (days: number) => libraryTime(days, '18:00');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    portal = await startTestPortal({
      env: {
        ...TEMPLATES,
        NOTICE_CRON: 'off',
        LOAN_MAX: '20',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER,
        SMTP_PASSWORD,
        SMTP_FROM: `${SITE} <noreply@lib.example.org>`,
      },
      services: { sms },
    });
    admin = await portal.adminToken();
    for (const reader of DEMO_READERS) tokens[reader.cardNumber] = await login(reader);
    const created = must(
      await portal.gql<Data>(
        'mutation($input: BookInput!) { createBook(input: $input) { id } }',
        { input: { title: '平凡的世界', callNumber: 'I247.5/12' } },
        admin,
      ),
    ).createBook.id as string;
    const copies: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await portal.gql<Data>(
        'mutation($input: BookCopyInput!) { createBookCopy(input: $input) { id } }',
        { input: { resourceId: created, barcode: `N${String(i).padStart(6, '0')}`, location: '二楼 中文图书借阅区' } },
        admin,
      );
      copies.push(must(res).createBookCopy.id as string);
    }
    book = { id: created, copies };
  });
  afterAll(async () => {
    await portal?.close();
    await smtp?.close();
  });

  beforeEach(async () => {
    await portal.sql('delete from notice_delivery');
    await portal.sql('delete from loan_request');
    await portal.sql('delete from loan');
    await portal.sql(`update book_copy set status = 'AVAILABLE', due_at = null`);
    for (const reader of DEMO_READERS) {
      await portal.sql('update reader set phone = ?, email = null, notice_choice = null where card_number = ?', [reader.phone, reader.cardNumber]);
    }
    sms.messages.length = 0;
    sms.failing.clear();
    sms.delayMs = 0;
    smtp.received.length = 0;
  });

  it('sends a loan due in 3 library days one SMS and one e-mail, and a second run nothing more', async () => {
    must(await portal.gql(PREFERENCES, { input: { email: 'zhang@example.org', channels: ['SMS', 'EMAIL'] } }, tokens[A.cardNumber]));
    const due = await loan(A, 0, dueInDays(3));
    // Not due soon: four library days away.
    const later = await loan(B, 1, dueInDays(4));

    const first = await run();
    expect(first).toMatchObject({ written: 2, SENT: 2, FAILED: 0, SKIPPED: 0 });
    expect(smsTo(A.phone)).toEqual([
      { phone: A.phone, templateId: 'SMS_DUE', params: { name: A.name, title: '平凡的世界', dueDate: libraryDate(3) } },
    ]);
    const [mail] = mailTo('zhang@example.org');
    expect(mail.mail.subject).toBe(`${SITE} · 到期提醒：《平凡的世界》`);
    const [year, month, day] = libraryDate(3).split('-').map(Number);
    expect(mail.mail.text).toContain(`您在${SITE}借阅的《平凡的世界》将于${year}年${month}月${day}日到期`);
    expect(mail.mail.html).toContain('《平凡的世界》');
    expect(await rows(due)).toEqual([
      expect.objectContaining({ kind: 'DUE_SOON', channel: 'SMS', state: 'SENT', attempts: 1 }),
      expect.objectContaining({ kind: 'DUE_SOON', channel: 'EMAIL', state: 'SENT', attempts: 1 }),
    ]);
    expect(await rows(later)).toEqual([]);

    expect(await run()).toMatchObject({ written: 0, SENT: 0 });
    expect(sms.messages).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends an overdue loan its notice by the default channel (SMS: a bound phone, no address)', async () => {
    const overdue = await loan(B, 0, new Date(Date.now() - 2 * DAY_MS));
    await run();
    expect(smsTo(B.phone)).toEqual([
      { phone: B.phone, templateId: 'SMS_OVERDUE', params: { name: B.name, title: '平凡的世界', dueDate: libraryDate(-2) } },
    ]);
    expect(await rows(overdue)).toEqual([expect.objectContaining({ kind: 'OVERDUE', channel: 'SMS', state: 'SENT' })]);
    expect(smtp.received).toEqual([]);
  });

  it('tells a reader whose request holds a copy to come and fetch it (预约到书), with the copy’s place', async () => {
    must(await portal.gql(PREFERENCES, { input: { email: 'wang@example.org', channels: ['SMS', 'EMAIL'] } }, tokens[C.cardNumber]));
    const request = Number(must(await portal.gql<Data>(REQUEST, { id: book.id }, tokens[C.cardNumber])).requestLoan.id);
    await run();
    expect(smsTo(C.phone)).toEqual([
      { phone: C.phone, templateId: 'SMS_HOLD', params: { name: C.name, title: '平凡的世界', place: '二楼 中文图书借阅区' } },
    ]);
    const [mail] = mailTo('wang@example.org');
    expect(mail.mail.subject).toBe(`${SITE} · 预约到书：《平凡的世界》`);
    expect(mail.mail.text).toContain('请到二楼 中文图书借阅区办理借阅');
    expect((await rows(request)).map((r) => [r.kind, r.channel, r.state])).toEqual([
      ['HOLD_READY', 'SMS', 'SENT'],
      ['HOLD_READY', 'EMAIL', 'SENT'],
    ]);
  });

  it('sends a reader who chose only e-mail no SMS', async () => {
    const chosen = must(await portal.gql<Data>(PREFERENCES, { input: { email: 'chen@example.org', channels: ['EMAIL'] } }, tokens[D.cardNumber]));
    expect(chosen.setNoticePreferences).toMatchObject({ email: 'chen@example.org', noticeChannels: ['EMAIL'] });
    const id = await loan(D, 0, dueInDays(1));
    await run();
    expect(smsTo(D.phone)).toEqual([]);
    expect(mailTo('chen@example.org')).toHaveLength(1);
    expect((await rows(id)).map((r) => r.channel)).toEqual(['EMAIL']);
  });

  it('records a reader without a phone or address as skipped, with the reasons, and sends nothing', async () => {
    await portal.sql('update reader set phone = null where card_number = ?', [A.cardNumber]);
    const id = await loan(A, 0, dueInDays(2));
    expect(await run()).toMatchObject({ SENT: 0, SKIPPED: 2 });
    expect(await rows(id)).toEqual([
      expect.objectContaining({ channel: 'SMS', state: 'SKIPPED', last_error: '读者未绑定手机号', attempts: 0 }),
      expect.objectContaining({ channel: 'EMAIL', state: 'SKIPPED', last_error: '读者未填写邮箱', attempts: 0 }),
    ]);
    expect(sms.messages).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it('records a channel that is not configured as skipped: no gateway, no template, no SMTP', async () => {
    const { services } = portal;
    const config = services.config;
    const [gateway, templates, smtpConfig] = [services.sms, { ...config.notices.smsTemplates }, config.smtp];
    try {
      await portal.sql('update reader set email = ? where card_number = ?', ['li@example.org', B.cardNumber]);
      services.sms = undefined;
      config.smtp = undefined;
      const one = await loan(B, 0, dueInDays(0));
      await run();
      expect((await rows(one)).map((r) => [r.channel, r.state, r.last_error])).toEqual([
        ['SMS', 'SKIPPED', '短信服务未配置'],
        ['EMAIL', 'SKIPPED', '邮件服务未配置'],
      ]);
      services.sms = gateway;
      config.notices.smsTemplates.overdue = undefined;
      const two = await loan(B, 1, new Date(Date.now() - DAY_MS));
      await run();
      expect((await rows(two)).find((r) => r.channel === 'SMS')).toMatchObject({
        state: 'SKIPPED',
        last_error: '未配置短信模板（SMS_TEMPLATE_OVERDUE）',
      });
      expect(sms.messages).toEqual([]);
    } finally {
      services.sms = gateway;
      config.smtp = smtpConfig;
      Object.assign(config.notices.smsTemplates, templates);
    }
  });

  it('records a refused SMS as failed with the gateway’s message; 重发 in the back office sends it, audited, once', async () => {
    sms.failing.add(A.phone);
    const id = await loan(A, 0, dueInDays(1));
    expect(await run()).toMatchObject({ FAILED: 1 });
    expect(await rows(id)).toEqual([expect.objectContaining({ state: 'FAILED', attempts: 1, last_error: '短信发送失败，请稍后再试' })]);

    const listed = must(await portal.gql<Data>(LIST, { filter: { state: 'FAILED', kind: 'DUE_SOON', channel: 'SMS' } }, admin)).adminNoticeDeliveries;
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      readerName: A.name,
      cardNumber: A.cardNumber,
      title: '平凡的世界',
      state: 'FAILED',
      subjectId: String(id),
    });
    expect(must(await portal.gql<Data>(LIST, { filter: { state: 'SENT' } }, admin)).adminNoticeDeliveries.total).toBe(0);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString();
    expect(must(await portal.gql<Data>(LIST, { filter: { from: tomorrow } }, admin)).adminNoticeDeliveries.total).toBe(0);

    // Still refused: failed again, one more attempt.
    const again = must(await portal.gql<Data>(RETRY, { id: listed.items[0].id }, admin)).retryNoticeDelivery;
    expect(again).toMatchObject({ state: 'FAILED', attempts: 2, lastError: '短信发送失败，请稍后再试' });
    sms.failing.clear();
    const retried = must(await portal.gql<Data>(RETRY, { id: listed.items[0].id }, admin)).retryNoticeDelivery;
    expect(retried).toMatchObject({ state: 'SENT', attempts: 3, lastError: null });
    expect(smsTo(A.phone)).toHaveLength(1);
    const audit = await portal.sql<{ action: string; target_ids: unknown }>(
      `select action, target_ids from audit_log where entity = 'NoticeDelivery'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['retryNoticeDelivery', 'retryNoticeDelivery']);

    const sentAlready = await portal.gql(RETRY, { id: listed.items[0].id }, admin);
    expect(sentAlready.errors?.[0]).toMatchObject({ message: '只有发送失败的通知可以重发', extensions: { code: 'BAD_USER_INPUT' } });
    expect(smsTo(A.phone)).toHaveLength(1);
  });

  it('lets no reader or guest list or retry notices', async () => {
    sms.failing.add(A.phone);
    await loan(A, 0, dueInDays(1));
    await run();
    const [{ id }] = await portal.sql<{ id: number }>('select id from notice_delivery');
    for (const [token, code] of [
      [tokens[A.cardNumber], 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await portal.gql(LIST, {}, token)).errors?.[0]?.extensions?.code).toBe(code);
      expect((await portal.gql(RETRY, { id: String(id) }, token)).errors?.[0]?.extensions?.code).toBe(code);
    }
    expect(await rows()).toEqual([expect.objectContaining({ state: 'FAILED', attempts: 1 })]);
    expect(sms.messages).toEqual([]);
  });

  it('sends once when two runs start at the same time', async () => {
    await portal.sql('update reader set email = ? where card_number = ?', ['zhang@example.org', A.cardNumber]);
    for (let n = 0; n < 6; n++) await loan(n % 2 ? A : B, n, n < 3 ? dueInDays(n) : new Date(Date.now() - n * DAY_MS));
    sms.delayMs = 15;
    const results = await Promise.all([run(), run()]);
    const all = await rows();
    // Loans to A: SMS and e-mail; to B: SMS.
    expect(all).toHaveLength(9);
    expect(all.every((r) => r.state === 'SENT' && r.attempts === 1)).toBe(true);
    expect(results[0].SENT + results[1].SENT).toBe(9);
    expect(sms.messages).toHaveLength(6);
    expect(smtp.received).toHaveLength(3);
    const keys = sms.messages.map((m) => `${m.phone} ${m.templateId} ${m.params.dueDate}`);
    // Six loans with six different due dates: each one's SMS once.
    expect(new Set(keys).size).toBe(6);
  });

  it('keeps the reader’s choice and address, checked, and shows the default until they choose', async () => {
    expect(must(await portal.gql<Data>(ME, {}, tokens[B.cardNumber])).readerMe).toMatchObject({ email: null, noticeChannels: ['SMS'] });
    const bad = await portal.gql(PREFERENCES, { input: { email: 'not-an-address', channels: ['EMAIL'] } }, tokens[B.cardNumber]);
    expect(bad.errors?.[0]).toMatchObject({ message: '请输入有效的邮箱地址', extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    const noAddress = await portal.gql(PREFERENCES, { input: { channels: ['EMAIL'] } }, tokens[B.cardNumber]);
    expect(noAddress.errors?.[0]?.message).toBe('选择邮件通知前请先填写邮箱');
    await portal.sql('update reader set phone = null where card_number = ?', [B.cardNumber]);
    const noPhone = await portal.gql(PREFERENCES, { input: { email: 'li@example.org', channels: ['SMS'] } }, tokens[B.cardNumber]);
    expect(noPhone.errors?.[0]?.message).toBe('选择短信通知前请先绑定手机号');
    must(await portal.gql(PREFERENCES, { input: { email: ' li@example.org ', channels: [] } }, tokens[B.cardNumber]));
    expect(must(await portal.gql<Data>(ME, {}, tokens[B.cardNumber])).readerMe).toMatchObject({ email: 'li@example.org', noticeChannels: [] });
    // Chose none: no rows at all for their loans.
    await loan(B, 0, dueInDays(1));
    await run();
    expect(await rows()).toEqual([]);
    // Admins have no notice settings of their own.
    expect((await portal.gql(PREFERENCES, { input: { channels: [] } }, admin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
