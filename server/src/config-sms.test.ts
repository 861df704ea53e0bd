import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { smsConfig } from './config-sms.js';

const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: 'LTAI5tKeyId',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '钱塘市图书馆',
  SMS_TEMPLATE_CODE: 'SMS_154950909',
};
const TENCENT = { ...ALIYUN, SMS_PROVIDER: 'tencent', SMS_TEMPLATE_CODE: '1110', SMS_SDK_APP_ID: '1400787878' };

describe('SMS settings (issue 52)', () => {
  it('unset: the log in development and test, no gateway in production', () => {
    expect(smsConfig({}, false)).toEqual({ provider: 'log' });
    expect(smsConfig({ SMS_PROVIDER: 'log' }, false)).toEqual({ provider: 'log' });
    expect(smsConfig({}, true)).toBeUndefined();
  });

  it('refuses the log gateway in production (it would write codes to the log)', () => {
    expect(() => smsConfig({ SMS_PROVIDER: 'log' }, true)).toThrow(/SMS_PROVIDER=log is refused when NODE_ENV=production/);
    const env = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'long-enough-password',
      PUBLIC_URL: 'https://library.example.org',
      SITE_NAME: '示例市图书馆',
      LIBRARY_EMAIL: 'service@library.example.org',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lp-config-')),
    };
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'log' })).toThrow(ConfigError);
    expect(loadConfig(env).sms).toBeUndefined();
  });

  it('reads Alibaba Cloud', () => {
    expect(smsConfig(ALIYUN, true)).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI5tKeyId',
      accessKeySecret: 'secret',
      signName: '钱塘市图书馆',
      codeTemplate: 'SMS_154950909',
    });
  });

  it('reads Tencent Cloud, in ap-guangzhou unless told, and an endpoint override', () => {
    expect(smsConfig(TENCENT, true)).toMatchObject({ provider: 'tencent', sdkAppId: '1400787878', region: 'ap-guangzhou', codeTemplate: '1110' });
    expect(smsConfig({ ...TENCENT, SMS_PROVIDER: 'Tencent', SMS_REGION: 'ap-nanjing', SMS_ENDPOINT: 'http://127.0.0.1:9000/' }, true)).toMatchObject({
      region: 'ap-nanjing',
      endpoint: 'http://127.0.0.1:9000',
    });
  });

  it('names the missing companions', () => {
    expect(() => smsConfig({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'x' }, false)).toThrow(
      new ConfigError('SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE'),
    );
    const { SMS_SDK_APP_ID: _, ...withoutApp } = TENCENT;
    expect(() => smsConfig(withoutApp, false)).toThrow(new ConfigError('SMS_PROVIDER=tencent needs SMS_SDK_APP_ID'));
  });

  it('refuses settings without a gateway, another provider, Tencent settings with Alibaba, a bad region or endpoint', () => {
    expect(() => smsConfig({ SMS_SIGN_NAME: '钱塘市图书馆' }, false)).toThrow(/SMS_SIGN_NAME set without SMS_PROVIDER=aliyun or tencent/);
    expect(() => smsConfig({ SMS_PROVIDER: 'twilio' }, false)).toThrow(/SMS_PROVIDER must be "aliyun", "tencent" or "log", got "twilio"/);
    expect(() => smsConfig({ ...ALIYUN, SMS_SDK_APP_ID: '1400787878' }, false)).toThrow(/Tencent settings/);
    expect(() => smsConfig({ ...TENCENT, SMS_REGION: 'guangzhou' }, false)).toThrow(/SMS_REGION must be a region name/);
    expect(() => smsConfig({ ...ALIYUN, SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' }, false)).toThrow(/SMS_ENDPOINT must be an http\(s\) URL/);
    expect(() => smsConfig({ ...ALIYUN, SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/path' }, false)).toThrow(/SMS_ENDPOINT/);
  });
});
