/**
 * The reader's account and sharing (issue 14, calls 42–46): binding and unbinding a phone with SMS
 * codes, the card's QR code, and sharing a resource by QR code and by e-mail. The mail goes to a
 * real SMTP peer (smtp-server) started here; the test parses what it received (mailparser). QR
 * codes are decoded from their PNG (sharp to pixels, jsQR to text).
 */
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/modules/auth/rules.js';
import { SHARE_LIMITS } from '../../src/modules/sharing/rules.js';
import { DEMO_READERS } from '../../src/seeders/accounts.seeder.js';
import { SMTP_PASSWORD, SMTP_USER, startSmtpPeer } from '../helpers/smtp-peer.js';
import { READER, startTestPortal, type Data, type GqlResult, type TestPortal } from '../helpers/test-portal.js';

const SEND_SMS = 'mutation($phone: String!) { sendSmsCode(input: { phone: $phone }) { expiresAt } }';
const READER_LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }';
const BIND = 'mutation($phone: String!, $code: String!) { bindPhone(phone: $phone, code: $code) { id cardNumber phone } }';
const UNBIND = 'mutation($code: String!) { unbindPhone(code: $code) { id cardNumber phone } }';
const CARD_QR = '{ myCardQrCode { text image } }';
const SHARE_QR = 'query($id: ID!) { resourceShareQrCode(resourceId: $id) { text image } }';
const SHARE_EMAIL = 'mutation($id: ID!, $email: String!) { shareResourceByEmail(resourceId: $id, email: $email) }';

const PUBLIC_URL = 'https://lib.example.org';
const SMTP_FROM = '钱塘市图书馆 <noreply@lib.example.org>';

/** The text of a QR code PNG given as a data: URL. */
async function decodeQr(dataUrl: string): Promise<string | undefined> {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

// jsqr is CommonJS whose types declare an ES default export: under NodeNext the function is `.default`.
const jsQR = jsQRModule.default;

const errorOf = (res: GqlResult) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
  field: res.errors?.[0]?.extensions?.field,
});

describe('the reader account and sharing', () => {
  let portal: TestPortal;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let admin: string;
  /** Reader B (DEMO_READERS[1]) starts with no phone bound; reader A (READER) keeps 13800000001. */
  let readerB: string;
  let readerBId: string;
  const other = DEMO_READERS[1];
  const NEW_PHONE = '13911112222';
  const ids: Record<string, string> = {};

  /** A fresh SMS code for the phone (the one-a-minute limit is lifted between the test's requests). */
  async function smsCode(phone: string): Promise<string> {
    for (const rule of [RATE_LIMITS.smsPerPhoneMinute, RATE_LIMITS.smsPerPhoneHour, RATE_LIMITS.smsPerPhoneDay])
      await portal.services.rateLimiter.reset(rule, phone);
    const res = await portal.gql(SEND_SMS, { phone });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return portal.sms.lastCode(phone)!;
  }

  async function cardLogin(reader: { cardNumber: string; password: string }) {
    const res = await portal.gql<{ readerLogin: { token: string } }>(READER_LOGIN, {
      input: { loginType: 2, cardNumber: reader.cardNumber, password: reader.password },
    });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.readerLogin.token;
  }

  const phoneOf = async (cardNumber: string) =>
    (await portal.sql<{ phone: string | null }>('select phone from reader where card_number = ?', [cardNumber]))[0].phone;

  const createResource = async (mutation: string, input: Data) => {
    const res = await portal.gql<Data>(`mutation($input: ${mutation.slice(6)}Input!) { ${mutation}(input: $input) { id } }`, { input }, admin);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data[mutation].id as string;
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    portal = await startTestPortal({
      env: {
        PUBLIC_URL,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER,
        SMTP_PASSWORD,
        SMTP_FROM,
      },
    });
    admin = await portal.adminToken();
    await portal.sql('update reader set phone = null where card_number = ?', [other.cardNumber]);
    readerB = await cardLogin(other);
    readerBId = ((await portal.gql<Data>('{ readerMe { id } }', {}, readerB)).data!.readerMe as Data).id as string;
    ids.book = await createResource('createBook', {
      title: '平凡的世界',
      creators: ['路遥'],
      summary: `<p>以中国70年代中期到80年代中期十年间为背景，${'通过复杂的矛盾纠葛，'.repeat(30)}刻画了社会各阶层众多普通人的形象。</p>`,
    });
    ids.hidden = await createResource('createBook', { title: '下架的书', onShelf: false });
    ids.ebook = await createResource('createEbook', { title: '电子书一种', file: '/uploads/account/e.epub' });
    ids.database = await createResource('createDatabaseResource', { title: '知网', url: 'https://example.org/db' });
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
    await smtp?.close();
  });

  describe('guests', () => {
    it('are refused every call, on both faces', async () => {
      const gql = [
        await portal.gql(BIND, { phone: NEW_PHONE, code: '123456' }),
        await portal.gql(UNBIND, { code: '123456' }),
        await portal.gql(CARD_QR),
        await portal.gql(SHARE_QR, { id: ids.book }),
        await portal.gql(SHARE_EMAIL, { id: ids.book, email: 'friend@example.com' }),
      ];
      for (const res of gql) expect(res.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      const rest = [
        await portal.rest('POST', '/api/user/bind', { phone: NEW_PHONE, code: '123456' }),
        await portal.rest('POST', '/api/user/unbind', { code: '123456' }),
        await portal.rest('GET', '/api/user/qr_code'),
        await portal.rest('GET', `/api/user/share/qrcode?resourceId=${ids.book}`),
        await portal.rest('POST', '/api/user/share/email', { resourceId: ids.book, email: 'friend@example.com' }),
      ];
      for (const res of rest) expect(res).toMatchObject({ status: 401, body: { code: 401, msg: '未登录或登录过期' } });
      expect(smtp.received).toHaveLength(0);
    });
  });

  describe('binding and unbinding a phone', () => {
    // Each case starts reader B's count of tries afresh (the limit has its own case, with another reader).
    beforeEach(() => portal.services.rateLimiter.reset(RATE_LIMITS.phoneBindingPerReader, readerBId));

    it('checks the phone and the code before anything', async () => {
      const res = await portal.gql(BIND, { phone: '1391111', code: '12' }, readerB);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: '请输入有效的手机号', field: 'phone' });
      expect(res.errors![0].extensions!.fieldErrors).toEqual([
        { field: 'phone', message: '请输入有效的手机号' },
        { field: 'code', message: '请输入6位验证码' },
      ]);
    });

    it('refuses a wrong code and an expired one', async () => {
      const code = await smsCode(NEW_PHONE);
      const wrong = await portal.gql(BIND, { phone: NEW_PHONE, code: code === '000000' ? '111111' : '000000' }, readerB);
      expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: '验证码错误或已过期', field: 'code' });
      await portal.sql(`update auth_code set expires_at = now() - interval '1 second' where subject = ?`, [NEW_PHONE]);
      const expired = await portal.gql(BIND, { phone: NEW_PHONE, code }, readerB);
      expect(errorOf(expired)).toEqual({ code: 'BAD_USER_INPUT', message: '验证码错误或已过期', field: 'code' });
      // A code sent to another phone does not bind this one.
      const elsewhere = await smsCode('13922223333');
      expect(errorOf(await portal.gql(BIND, { phone: NEW_PHONE, code: elsewhere }, readerB)).message).toBe('验证码错误或已过期');
      expect(await phoneOf(other.cardNumber)).toBeNull();
    });

    it("refuses a phone another reader has bound, even with that phone's code", async () => {
      const res = await portal.gql(BIND, { phone: READER.phone, code: await smsCode(READER.phone) }, readerB);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: '该手机号已绑定其他读者证', field: 'phone' });
      expect(await phoneOf(other.cardNumber)).toBeNull();
      expect(await phoneOf(READER.cardNumber)).toBe(READER.phone);
    });

    it('says so when nothing is bound to unbind', async () => {
      const res = await portal.gql(UNBIND, { code: '123456' }, readerB);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: '您尚未绑定手机号', field: 'code' });
    });

    it('binds with the right code; the reader then logs in with the phone', async () => {
      const res = await portal.gql<Data>(BIND, { phone: NEW_PHONE, code: await smsCode(NEW_PHONE) }, readerB);
      expect(res.errors).toBeUndefined();
      expect(res.data!.bindPhone).toMatchObject({ cardNumber: other.cardNumber, phone: NEW_PHONE });
      expect(await phoneOf(other.cardNumber)).toBe(NEW_PHONE);
      const me = await portal.gql<Data>('{ readerMe { phone } }', {}, readerB);
      expect(me.data!.readerMe.phone).toBe(NEW_PHONE);
      const login = await portal.gql<Data>(READER_LOGIN, { input: { loginType: 1, phone: NEW_PHONE, code: await smsCode(NEW_PHONE) } });
      expect(login.errors).toBeUndefined();
      const asPhone = await portal.gql<Data>('{ readerMe { cardNumber } }', {}, login.data!.readerLogin.token);
      expect(asPhone.data!.readerMe.cardNumber).toBe(other.cardNumber);
    });

    it('refuses a second bind while a phone is bound', async () => {
      const res = await portal.gql(BIND, { phone: '13933334444', code: await smsCode('13933334444') }, readerB);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: '您已绑定手机号，请先解绑', field: 'phone' });
      expect(await phoneOf(other.cardNumber)).toBe(NEW_PHONE);
    });

    it('unbinds with the code sent to the bound phone, and only with it', async () => {
      const wrong = await portal.gql(UNBIND, { code: await smsCode('13933334444') }, readerB);
      expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: '验证码错误或已过期', field: 'code' });
      expect(await phoneOf(other.cardNumber)).toBe(NEW_PHONE);
      const res = await portal.gql<Data>(UNBIND, { code: await smsCode(NEW_PHONE) }, readerB);
      expect(res.errors).toBeUndefined();
      expect(res.data!.unbindPhone).toMatchObject({ cardNumber: other.cardNumber, phone: null });
      expect(await phoneOf(other.cardNumber)).toBeNull();
      // The number no longer logs in to the card.
      const login = await portal.gql(READER_LOGIN, { input: { loginType: 1, phone: NEW_PHONE, code: await smsCode(NEW_PHONE) } });
      expect(errorOf(login).message).toBe('手机号或验证码错误');
    });

    it('binds and unbinds over REST as over GraphQL', async () => {
      const bound = await portal.rest<Data>('POST', '/api/user/bind', { phone: NEW_PHONE, code: await smsCode(NEW_PHONE) }, readerB);
      expect(bound).toMatchObject({ status: 200, body: { code: 200, data: { cardNumber: other.cardNumber, phone: NEW_PHONE } } });
      const taken = await portal.rest('POST', '/api/user/bind', { phone: READER.phone, code: await smsCode(READER.phone) }, readerB);
      expect(taken.body).toMatchObject({ code: 400, msg: '您已绑定手机号，请先解绑' });
      const badCode = await portal.rest('POST', '/api/user/unbind', { code: 'abc' }, readerB);
      expect(badCode.body).toMatchObject({ code: 400, msg: '请输入6位验证码' });
      const unbound = await portal.rest<Data>('POST', '/api/user/unbind', { code: await smsCode(NEW_PHONE) }, readerB);
      expect(unbound).toMatchObject({ status: 200, body: { code: 200, data: { phone: null } } });
      expect(await phoneOf(other.cardNumber)).toBeNull();
    });

    it('keeps one reader per phone in the database itself', async () => {
      await expect(portal.sql('update reader set phone = ? where card_number = ?', [READER.phone, other.cardNumber])).rejects.toThrow(
        /reader_phone_unique/,
      );
    });

    it('limits the tries of one reader to 10 an hour', async () => {
      const third = await cardLogin(DEMO_READERS[2]);
      for (let i = 0; i < 10; i++) expect(errorOf(await portal.gql(UNBIND, { code: '000000' }, third)).code).toBe('BAD_USER_INPUT');
      const refused = await portal.gql(BIND, { phone: '13944445555', code: '000000' }, third);
      expect(errorOf(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: '绑定/解绑操作过于频繁，请1小时后再试' });
      // Another reader is not held back by it.
      expect(errorOf(await portal.gql(UNBIND, { code: '000000' }, readerB)).code).toBe('BAD_USER_INPUT');
    });
  });

  describe("the reader card's QR code", () => {
    it('encodes the card number, for card and phone logins, the same on both faces', async () => {
      const card = await portal.gql<Data>(CARD_QR, {}, await portal.readerToken(2));
      expect(card.data!.myCardQrCode.text).toBe(READER.cardNumber);
      expect(await decodeQr(card.data!.myCardQrCode.image)).toBe(READER.cardNumber);
      const phone = await portal.gql<Data>(CARD_QR, {}, await portal.readerToken(1));
      expect(await decodeQr(phone.data!.myCardQrCode.image)).toBe(READER.cardNumber);
      const rest = await portal.rest<Data>('GET', '/api/user/qr_code', undefined, await portal.readerToken(2));
      expect(rest).toMatchObject({ status: 200, body: { code: 200, data: card.data!.myCardQrCode } });
      const b = await portal.gql<Data>(CARD_QR, {}, readerB);
      expect(await decodeQr(b.data!.myCardQrCode.image)).toBe(other.cardNumber);
    });

    it('is not for administrators, who have no card', async () => {
      expect(errorOf(await portal.gql(CARD_QR, {}, admin)).code).toBe('FORBIDDEN');
    });
  });

  describe('sharing a resource', () => {
    it("gives a QR code of the resource's public page, the same on both faces", async () => {
      const link = `${PUBLIC_URL}/resources/book/detail?id=${ids.book}`;
      const res = await portal.gql<Data>(SHARE_QR, { id: ids.book }, readerB);
      expect(res.data!.resourceShareQrCode.text).toBe(link);
      // The code marks its arrivals (访问方式: 二维码); the text to copy is the plain link.
      expect(await decodeQr(res.data!.resourceShareQrCode.image)).toBe(`${link}&from=qr`);
      const rest = await portal.rest<Data>('GET', `/api/user/share/qrcode?resourceId=${ids.book}`, undefined, readerB);
      expect(rest).toMatchObject({ status: 200, body: { code: 200, data: res.data!.resourceShareQrCode } });
      // A kind without a detail page links its list page.
      const db = await portal.gql<Data>(SHARE_QR, { id: ids.database }, readerB);
      expect(db.data!.resourceShareQrCode.text).toBe(`${PUBLIC_URL}/resources/database`);
    });

    it('shares only what the reader may see', async () => {
      const phoneReader = await portal.readerToken(1);
      const cardReader = await portal.readerToken(2);
      for (const [id, token] of [
        [ids.hidden, cardReader],
        [ids.ebook, phoneReader],
        ['2147480000', cardReader],
      ]) {
        expect(errorOf(await portal.gql(SHARE_QR, { id }, token))).toMatchObject({ code: 'NOT_FOUND' });
        expect(errorOf(await portal.gql(SHARE_EMAIL, { id, email: 'friend@example.com' }, token))).toMatchObject({ code: 'NOT_FOUND' });
        const rest = await portal.rest('POST', '/api/user/share/email', { resourceId: id, email: 'friend@example.com' }, token);
        expect(rest).toMatchObject({ status: 404, body: { code: 404 } });
      }
      // The e-book is seen with a reader card.
      const ebook = await portal.gql<Data>(SHARE_QR, { id: ids.ebook }, cardReader);
      expect(ebook.data!.resourceShareQrCode.text).toBe(`${PUBLIC_URL}/resources/ebook/detail?id=${ids.ebook}`);
      expect(smtp.received).toHaveLength(0);
    });

    it('checks the address', async () => {
      for (const email of ['not-an-address', 'a@b', 'friend@example.com\r\nBcc: victim@example.com', '']) {
        const res = await portal.gql(SHARE_EMAIL, { id: ids.book, email }, readerB);
        expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: '请输入有效的邮箱地址', field: 'email' });
      }
      expect(smtp.received).toHaveLength(0);
    });

    it('mails the title, the link and a short summary through the SMTP server', async () => {
      const res = await portal.gql<Data>(SHARE_EMAIL, { id: ids.book, email: 'friend@example.com' }, readerB);
      expect(res.errors).toBeUndefined();
      expect(res.data!.shareResourceByEmail).toBe(true);
      expect(smtp.received).toHaveLength(1);
      const { mail, to, user } = smtp.received[0];
      expect(to).toEqual(['friend@example.com']);
      expect(user).toBe(SMTP_USER);
      expect(mail.from?.value).toEqual([{ address: 'noreply@lib.example.org', name: '钱塘市图书馆' }]);
      expect(mail.subject).toBe('钱塘市图书馆 · 分享：《平凡的世界》');
      const link = `${PUBLIC_URL}/resources/book/detail?id=${ids.book}`;
      expect(mail.text).toContain(`查看详情：${link}`);
      expect(mail.text).toContain('路遥');
      expect(mail.text).toContain('以中国70年代中期到80年代中期十年间为背景');
      // The summary is cut short, and its tags are gone.
      expect(mail.text).not.toContain('刻画了社会各阶层');
      expect(mail.text).not.toContain('<p>');
      expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    });

    it('mails over REST as over GraphQL', async () => {
      const res = await portal.rest('POST', '/api/user/share/email', { resourceId: ids.database, email: 'other@example.com' }, readerB);
      expect(res).toMatchObject({ status: 200, body: { code: 200, data: true } });
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[1].to).toEqual(['other@example.com']);
      expect(smtp.received[1].mail.subject).toBe('钱塘市图书馆 · 分享：《知网》');
      expect(smtp.received[1].mail.text).toContain(`${PUBLIC_URL}/resources/database`);
      const bad = await portal.rest('POST', '/api/user/share/email', { resourceId: ids.book, email: 'nope' }, readerB);
      expect(bad).toMatchObject({ status: 200, body: { code: 400, msg: '请输入有效的邮箱地址' } });
    });

    it('sends at most 10 an hour per reader', async () => {
      // Reader B has sent 2.
      for (let i = 0; i < 8; i++) {
        const res = await portal.gql(SHARE_EMAIL, { id: ids.book, email: `friend${i}@example.com` }, readerB);
        expect(res.errors).toBeUndefined();
      }
      const refused = await portal.gql(SHARE_EMAIL, { id: ids.book, email: 'friend9@example.com' }, readerB);
      expect(errorOf(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: '分享邮件发送过于频繁，请稍候再试' });
      expect(smtp.received).toHaveLength(10);
      // Another reader still may.
      expect((await portal.gql(SHARE_EMAIL, { id: ids.book, email: 'friend@example.com' }, await portal.readerToken(2))).errors).toBeUndefined();
      expect(smtp.received).toHaveLength(11);
    });

    it('sends at most 20 a day to one address, whoever asks', async () => {
      for (let i = 0; i < 20; i++) await portal.services.rateLimiter.hit(SHARE_LIMITS.emailPerAddress, 'target@example.com');
      const refused = await portal.gql(SHARE_EMAIL, { id: ids.book, email: 'Target@Example.com' }, await portal.readerToken(1));
      expect(errorOf(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: '分享邮件发送过于频繁，请稍候再试' });
      expect(smtp.received).toHaveLength(11);
    });

    it('says the mail failed when the SMTP server is away, never that it was sent', async () => {
      await smtp.close();
      const res = await portal.gql(SHARE_EMAIL, { id: ids.book, email: 'late@example.com' }, await portal.readerToken(1));
      expect(errorOf(res)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: '邮件发送失败，请稍候再试' });
    });
  });
});

describe('sharing by e-mail without an SMTP server configured', () => {
  let portal: TestPortal;
  let bookId: string;
  beforeAll(async () => {
    portal = await startTestPortal();
    const res = await portal.gql<Data>('mutation { createBook(input: { title: "围城" }) { id } }', {}, await portal.adminToken());
    bookId = res.data!.createBook.id;
  }, 120_000);
  afterAll(() => portal?.close());

  it('answers 邮件服务未配置 on both faces', async () => {
    const reader = await portal.readerToken(2);
    const res = await portal.gql(SHARE_EMAIL, { id: bookId, email: 'friend@example.com' }, reader);
    expect(errorOf(res)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: '邮件服务未配置' });
    expect(res.errors![0].extensions!.status).toBe(503);
    const rest = await portal.rest('POST', '/api/user/share/email', { resourceId: bookId, email: 'friend@example.com' }, reader);
    expect(rest).toMatchObject({ status: 503, body: { code: 503, msg: '邮件服务未配置' } });
    // The QR code needs no mail server.
    const qr = await portal.gql<Data>(SHARE_QR, { id: bookId }, reader);
    expect(qr.data!.resourceShareQrCode.text).toBe(`http://localhost:8080/resources/book/detail?id=${bookId}`);
  });
});
