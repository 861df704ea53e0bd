import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { READER, startTestPortal, type TestPortal } from '../helpers/test-portal.js';
import { startAliyunSmsPeer, type AliyunSmsPeer } from '../helpers/aliyun-sms-peer.js';
import { startTencentSmsPeer, type TencentSmsPeer } from '../helpers/tencent-sms-peer.js';

/*
 * Phone codes through the portal to a local gateway (issue 52): the code reaches the gateway in a
 * request it accepts, logs the reader in, and a gateway's refusal costs the reader nothing.
 */

const SEND_SMS = 'mutation($input: SmsCodeInput!) { sendSmsCode(input: $input) { expiresAt resendAfter } }';
const READER_LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token loginType reader { cardNumber } } }';

/** The portal's log lines, as text. */
function capturedLog() {
  const lines: string[] = [];
  return { lines, log: createLogger('info', { write: (line: string) => void lines.push(line) }) };
}

const codesOf = (portal: TestPortal, phone: string) =>
  portal.sql<{ n: number }>(`select count(*)::int as n from auth_code where subject = ?`, [phone]);
const countedSends = (portal: TestPortal, phone: string) =>
  portal.sql<{ key: string; points: number }>(`select key, points from rate_limit where key like 'sms:%' and key like ?`, [`%${phone}`]);

describe('phone codes through Alibaba Cloud SMS (a local dysmsapi)', () => {
  const account = {
    accessKeyId: 'LTAI5tPortalKey',
    accessKeySecret: 'portal-secret-aliyun',
    signName: '钱塘市图书馆',
    templateCode: 'SMS_154950909',
  };
  let peer: AliyunSmsPeer;
  let portal: TestPortal;
  const { lines, log } = capturedLog();
  beforeAll(async () => {
    peer = await startAliyunSmsPeer(account);
    portal = await startTestPortal({
      env: {
        SMS_PROVIDER: 'aliyun',
        SMS_ACCESS_KEY_ID: account.accessKeyId,
        SMS_ACCESS_KEY_SECRET: account.accessKeySecret,
        SMS_SIGN_NAME: account.signName,
        SMS_TEMPLATE_CODE: account.templateCode,
        SMS_ENDPOINT: peer.url,
      },
      // The gateway of the settings, not the test portal's capturing one.
      services: { sms: undefined },
      log,
    });
  });
  afterAll(async () => {
    await portal?.close();
    await peer?.close();
  });

  it('sends the code in a request the gateway accepts, and the code logs the reader in', async () => {
    const sent = await portal.gql(SEND_SMS, { input: { phone: READER.phone } });
    expect(sent.errors).toBeUndefined();
    expect(peer.accepted).toHaveLength(1);
    const [message] = peer.accepted;
    expect(message).toMatchObject({ phone: READER.phone, signName: '钱塘市图书馆', templateCode: 'SMS_154950909' });
    expect(message.params.code).toMatch(/^\d{6}$/);

    const login = await portal.gql<{ readerLogin: { loginType: number; reader: { cardNumber: string } } }>(READER_LOGIN, {
      input: { loginType: 1, phone: READER.phone, code: message.params.code },
    });
    expect(login.errors).toBeUndefined();
    expect(login.data!.readerLogin).toMatchObject({ loginType: 1, reader: { cardNumber: READER.cardNumber } });
  });

  it('the gateway’s limit: a Chinese message, no code stored, no send counted; the next request goes out', async () => {
    const phone = '13911112222';
    peer.refuse.set(phone, 'isv.BUSINESS_LIMIT_CONTROL');
    const refused = await portal.gql(SEND_SMS, { input: { phone } });
    expect(refused.errors![0]).toMatchObject({ message: '该手机号今日短信已达上限，请明天再试', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(await codesOf(portal, phone)).toEqual([{ n: 0 }]);
    // The phone's minute, hour and day counters were hit, then given back.
    const counters = await countedSends(portal, phone);
    expect(counters.map((row) => row.key).sort()).toEqual([`sms:phone:day:${phone}`, `sms:phone:hour:${phone}`, `sms:phone:minute:${phone}`]);
    expect(counters.every((row) => row.points === 0)).toBe(true);

    // At once (the per-minute limit is one): the refused send was given back.
    peer.refuse.delete(phone);
    const again = await portal.gql(SEND_SMS, { input: { phone } });
    expect(again.errors).toBeUndefined();
    expect(peer.accepted.at(-1)?.phone).toBe(phone);
    expect(await codesOf(portal, phone)).toEqual([{ n: 1 }]);
    // And that one counts: a third within the minute is refused by the portal, not sent.
    const requests = peer.requests;
    const third = await portal.gql(SEND_SMS, { input: { phone } });
    expect(third.errors![0].message).toBe('验证码发送过于频繁，请1分钟后再试');
    expect(peer.requests).toBe(requests);
  });

  it('a number the gateway rejects: 手机号码格式不正确 on the phone field', async () => {
    const phone = '13922223333';
    peer.refuse.set(phone, 'isv.MOBILE_NUMBER_ILLEGAL');
    const refused = await portal.gql(SEND_SMS, { input: { phone } });
    expect(refused.errors![0]).toMatchObject({ message: '手机号码格式不正确', extensions: { code: 'BAD_USER_INPUT', field: 'phone' } });
    expect(await codesOf(portal, phone)).toEqual([{ n: 0 }]);
  });

  it('writes neither a code nor a whole phone number to the log (request lines and the gateway’s refusals alike)', () => {
    const logged = lines.join('\n');
    expect(logged).toContain('"providerCode":"isv.BUSINESS_LIMIT_CONTROL"');
    expect(logged).toContain('139****2222');
    for (const message of peer.accepted) expect(logged).not.toContain(message.params.code);
    for (const phone of [READER.phone, '13911112222', '13922223333']) expect(logged).not.toContain(phone);
  });
});

describe('phone codes through Tencent Cloud SMS (a local sms.tencentcloudapi.com)', () => {
  const account = {
    secretId: 'AKIDportalSecretId',
    secretKey: 'portal-secret-tencent',
    sdkAppId: '1400787878',
    signName: '钱塘市图书馆',
    templateId: '1110',
    region: 'ap-shanghai',
  };
  let peer: TencentSmsPeer;
  let portal: TestPortal;
  beforeAll(async () => {
    peer = await startTencentSmsPeer(account);
    portal = await startTestPortal({
      env: {
        SMS_PROVIDER: 'tencent',
        SMS_ACCESS_KEY_ID: account.secretId,
        SMS_ACCESS_KEY_SECRET: account.secretKey,
        SMS_SDK_APP_ID: account.sdkAppId,
        SMS_SIGN_NAME: account.signName,
        SMS_TEMPLATE_CODE: account.templateId,
        SMS_REGION: account.region,
        SMS_ENDPOINT: peer.url,
      },
      services: { sms: undefined },
    });
  });
  afterAll(async () => {
    await portal?.close();
    await peer?.close();
  });

  it('a broken gateway: 短信发送失败 and nothing spent; asked again, the code arrives and logs the reader in', async () => {
    peer.breakWith = 502;
    const failed = await portal.gql(SEND_SMS, { input: { phone: READER.phone } });
    expect(failed.errors![0]).toMatchObject({ message: '短信发送失败，请稍后再试', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(await codesOf(portal, READER.phone)).toEqual([{ n: 0 }]);

    peer.breakWith = undefined;
    const sent = await portal.gql(SEND_SMS, { input: { phone: READER.phone } });
    expect(sent.errors).toBeUndefined();
    expect(peer.accepted).toEqual([
      { phone: `+86${READER.phone}`, signName: '钱塘市图书馆', templateId: '1110', params: [expect.stringMatching(/^\d{6}$/)] },
    ]);
    const login = await portal.gql(READER_LOGIN, { input: { loginType: 1, phone: READER.phone, code: peer.accepted[0].params[0] } });
    expect(login.errors).toBeUndefined();
  });

  it('the daily limit of Tencent: 该手机号今日短信已达上限, and the send is given back', async () => {
    const phone = '13933334444';
    peer.refuse.set(`+86${phone}`, 'LimitExceeded.PhoneNumberDailyLimit');
    const refused = await portal.gql(SEND_SMS, { input: { phone } });
    expect(refused.errors![0]).toMatchObject({ message: '该手机号今日短信已达上限，请明天再试', extensions: { code: 'TOO_MANY_REQUESTS' } });
    peer.refuse.clear();
    expect((await portal.gql(SEND_SMS, { input: { phone } })).errors).toBeUndefined();
  });
});

describe('production without an SMS gateway', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    // Production refuses AUTH_CAPTCHA=off; SMS_PROVIDER is unset.
    portal = await startTestPortal({
      env: {
        NODE_ENV: 'production',
        AUTH_CAPTCHA: 'on',
        PUBLIC_URL: 'https://library.example.org',
        SITE_NAME: '示例市图书馆',
        LIBRARY_EMAIL: 'service@library.example.org',
      },
      services: { sms: undefined },
    });
  });
  afterAll(() => portal?.close());

  it('starts, and a code request answers 短信服务未配置: nothing sent, stored or counted', async () => {
    expect(portal.services.sms).toBeUndefined();
    const res = await portal.gql(SEND_SMS, { input: { phone: READER.phone } });
    expect(res.errors![0]).toMatchObject({ message: '短信服务未配置', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(await codesOf(portal, READER.phone)).toEqual([{ n: 0 }]);
    expect(await portal.sql(`select key from rate_limit where key like 'sms:%'`)).toEqual([]);
    const rest = await portal.rest('POST', '/api/user/sms', { phone: READER.phone });
    expect(rest.body).toMatchObject({ code: 503, msg: '短信服务未配置' });
  });

  it('still logs readers in by card', async () => {
    // A production install has no demo readers (DEMO_DATA is off): the library makes its own.
    const card = { cardNumber: 'P20260001', password: 'reader-password-1' };
    const created = await portal.gql(
      'mutation($input: ReaderInput!) { createReader(input: $input) { id } }',
      { input: { ...card, name: '生产读者' } },
      await portal.adminToken(),
    );
    expect(created.errors).toBeUndefined();
    const login = await portal.gql(READER_LOGIN, { input: { loginType: 2, ...card } });
    expect(login.errors).toBeUndefined();
  });
});
