import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { AppError } from '../../src/core/errors/app-error.js';
import { acs3Sign, AliyunSmsProvider } from '../../src/core/auth/sms-aliyun.js';
import { tc3Authorization, TencentSmsProvider } from '../../src/core/auth/sms-tencent.js';
import { SMS_MESSAGES } from '../../src/core/auth/sms.provider.js';
import { maskPhone } from '../../src/core/personal-data.js';
import { startAliyunSmsPeer, type AliyunSmsPeer } from '../helpers/aliyun-sms-peer.js';
import { startTencentSmsPeer, type TencentSmsPeer } from '../helpers/tencent-sms-peer.js';

const PHONE = '13800138000';
const CODE = '482913';

/** The log lines a provider writes, as text (to look for the code and the number in). */
function capturedLog() {
  const lines: string[] = [];
  return { lines, log: createLogger('info', { write: (line: string) => void lines.push(line) }) };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the signatures against the providers’ published examples', () => {
  it('ACS3-HMAC-SHA256: the worked example of help.aliyun.com "V3版本请求体&签名机制" (ECS RunInstances)', () => {
    // The documentation's fixed inputs and its published Authorization header.
    const headers = acs3Sign({
      method: 'POST',
      host: 'ecs.cn-shanghai.aliyuncs.com',
      query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
      body: '',
      acsHeaders: {
        'x-acs-action': 'RunInstances',
        'x-acs-version': '2014-05-26',
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
      },
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
    });
    expect(headers['x-acs-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers.authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,' +
        'Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('TC3-HMAC-SHA256: the worked example of Tencent Cloud "签名方法 v3" (CVM DescribeInstances)', () => {
    const authorization = tc3Authorization({
      host: 'cvm.tencentcloudapi.com',
      service: 'cvm',
      contentType: 'application/json; charset=utf-8',
      body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, ' +
        'Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('maskPhone', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('+8613800138000')).toBe('138****8000');
  });
});

describe('Alibaba Cloud SMS against a local dysmsapi', () => {
  const account = { accessKeyId: 'LTAI5tTestKeyId', accessKeySecret: 'test-secret-aliyun', signName: '钱塘市图书馆', templateCode: 'SMS_154950909' };
  let peer: AliyunSmsPeer;
  beforeAll(async () => {
    peer = await startAliyunSmsPeer(account);
  });
  afterAll(() => peer.close());
  beforeEach(() => {
    peer.accepted.length = 0;
    peer.refuse.clear();
    peer.delayMs = 0;
  });
  const provider = (log = createLogger('silent'), overrides: Partial<{ accessKeySecret: string; timeoutMs: number }> = {}) =>
    new AliyunSmsProvider({ ...account, codeTemplate: account.templateCode, endpoint: peer.url, ...overrides }, log);

  it('sends the code in a signed SendSms the gateway accepts', async () => {
    await provider().sendCode(PHONE, CODE);
    expect(peer.accepted).toEqual([{ phone: PHONE, signName: '钱塘市图书馆', templateCode: 'SMS_154950909', params: { code: CODE } }]);
  });

  it('a template the account has not had approved: isv.SMS_TEMPLATE_ILLEGAL → 短信发送失败', async () => {
    await expect(provider().send(PHONE, 'SMS_OTHER', { title: '三体' })).rejects.toThrow(SMS_MESSAGES.failed);
    expect(peer.accepted).toEqual([]);
  });

  it('a wrong secret: SignatureDoesNotMatch → 短信发送失败, logged with its code and request id, never the code or the number', async () => {
    const { lines, log } = capturedLog();
    const error = await refusal(provider(log, { accessKeySecret: 'not-the-secret' }).sendCode(PHONE, CODE));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('短信发送失败，请稍后再试');
    const logged = lines.join('\n');
    expect(logged).toContain('"providerCode":"SignatureDoesNotMatch"');
    expect(logged).toMatch(/"requestId":"[0-9A-F-]{36}"/);
    expect(logged).toContain('138****8000');
    expect(logged).not.toContain(CODE);
    expect(logged).not.toContain(PHONE);
  });

  it('the gateway’s own limit: isv.BUSINESS_LIMIT_CONTROL → 429 该手机号今日短信已达上限', async () => {
    peer.refuse.set(PHONE, 'isv.BUSINESS_LIMIT_CONTROL');
    const error = await refusal(provider().sendCode(PHONE, CODE));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/^该手机号今日短信已达上限/);
  });

  it('a number it will not send to: isv.MOBILE_NUMBER_ILLEGAL → 手机号码格式不正确 on the phone field', async () => {
    peer.refuse.set(PHONE, 'isv.MOBILE_NUMBER_ILLEGAL');
    const error = await refusal(provider().sendCode(PHONE, CODE));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('手机号码格式不正确');
    expect(error.field).toBe('phone');
  });

  it('a gateway that does not answer in time → 短信发送失败', async () => {
    peer.delayMs = 1000;
    const { lines, log } = capturedLog();
    const started = Date.now();
    const error = await refusal(provider(log, { timeoutMs: 200 }).sendCode(PHONE, CODE));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.message).toBe(SMS_MESSAGES.failed);
    expect(lines.join('\n')).toContain('did not answer in time');
  });

  it('a gateway that cannot be reached → 短信发送失败', async () => {
    const closed = await startAliyunSmsPeer(account);
    await closed.close();
    const gone = new AliyunSmsProvider({ ...account, codeTemplate: account.templateCode, endpoint: closed.url }, createLogger('silent'));
    expect((await refusal(gone.sendCode(PHONE, CODE))).message).toBe(SMS_MESSAGES.failed);
  });
});

describe('Tencent Cloud SMS against a local sms.tencentcloudapi.com', () => {
  const account = {
    secretId: 'AKIDtestSecretId',
    secretKey: 'test-secret-tencent',
    sdkAppId: '1400787878',
    signName: '钱塘市图书馆',
    templateId: '1110',
    region: 'ap-guangzhou',
  };
  let peer: TencentSmsPeer;
  beforeAll(async () => {
    peer = await startTencentSmsPeer(account);
  });
  afterAll(() => peer.close());
  beforeEach(() => {
    peer.accepted.length = 0;
    peer.refuse.clear();
    peer.breakWith = undefined;
  });
  const provider = (log = createLogger('silent'), overrides: Partial<{ secretKey: string; region: string }> = {}) =>
    new TencentSmsProvider({ ...account, codeTemplate: account.templateId, endpoint: peer.url, ...overrides }, log);

  it('sends the code, to the E.164 number, in a signed SendSms the API accepts', async () => {
    await provider().sendCode(PHONE, CODE);
    expect(peer.accepted).toEqual([{ phone: '+8613800138000', signName: '钱塘市图书馆', templateId: '1110', params: [CODE] }]);
  });

  it('a wrong SecretKey: Response.Error AuthFailure.SignatureFailure → 短信发送失败, logged without the code or number', async () => {
    const { lines, log } = capturedLog();
    const error = await refusal(provider(log, { secretKey: 'not-the-key' }).sendCode(PHONE, CODE));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    const logged = lines.join('\n');
    expect(logged).toContain('"providerCode":"AuthFailure.SignatureFailure"');
    expect(logged).toMatch(/"requestId":"[0-9a-f-]{36}"/);
    expect(logged).not.toContain(CODE);
    expect(logged).not.toContain(PHONE);
  });

  it('another region than the application’s → UnsupportedRegion → 短信发送失败', async () => {
    expect((await refusal(provider(undefined, { region: 'ap-beijing' }).sendCode(PHONE, CODE))).message).toBe(SMS_MESSAGES.failed);
    expect(peer.accepted).toEqual([]);
  });

  it('LimitExceeded.PhoneNumberDailyLimit → 429 该手机号今日短信已达上限', async () => {
    peer.refuse.set('+8613800138000', 'LimitExceeded.PhoneNumberDailyLimit');
    const error = await refusal(provider().sendCode(PHONE, CODE));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe(SMS_MESSAGES.limited);
  });

  it('InvalidParameterValue.IncorrectPhoneNumber → 手机号码格式不正确', async () => {
    peer.refuse.set('+8613800138000', 'InvalidParameterValue.IncorrectPhoneNumber');
    const error = await refusal(provider().sendCode(PHONE, CODE));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(SMS_MESSAGES.badPhone);
  });

  it('a broken gateway (HTTP 502, not JSON) → 短信发送失败', async () => {
    peer.breakWith = 502;
    const { lines, log } = capturedLog();
    expect((await refusal(provider(log).sendCode(PHONE, CODE))).message).toBe(SMS_MESSAGES.failed);
    expect(lines.join('\n')).toContain('"status":502');
  });
});
