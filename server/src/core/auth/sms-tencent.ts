import { createHash, createHmac } from 'node:crypto';
import type { Logger } from '../../logger.js';
import { callGateway, gatewayRefused, TemplateSmsProvider, type SmsFailure, type SmsParams } from './sms.provider.js';

/*
 * Tencent Cloud SMS (SendSms, API version 2021-01-11) over its signed HTTP API (TC3-HMAC-SHA256),
 * by fetch: the official SDK (tencentcloud-sdk-nodejs) carries every Tencent Cloud product's
 * client for one signed POST. Request format and signature: cloud.tencent.com, SMS API 3.0
 * "发送短信" and "签名方法 v3".
 */

export const TENCENT_SMS_HOST = 'https://sms.tencentcloudapi.com';
export const TENCENT_SMS_VERSION = '2021-01-11';
const ALGORITHM = 'TC3-HMAC-SHA256';
const SERVICE = 'sms';
export const TENCENT_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

export interface Tc3Request {
  host: string;
  service: string;
  contentType: string;
  body: string;
  /** Seconds since the epoch (X-TC-Timestamp); its UTC date scopes the credential. */
  timestamp: number;
  secretId: string;
  secretKey: string;
}

/**
 * The Authorization header of a POST (signed headers content-type and host), as "签名方法 v3"
 * describes it; checked against its worked example (sms-tencent.test.ts).
 */
export function tc3Authorization(request: Tc3Request): string {
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType}\nhost:${request.host}\n`,
    'content-type;host',
    sha256Hex(request.body),
  ].join('\n');
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = `${ALGORITHM}\n${request.timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const signingKey = hmac(hmac(hmac(`TC3${request.secretKey}`, date), request.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${ALGORITHM} Credential=${request.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Tencent's SendSms error codes that mean something to the reader; others are our or its trouble. */
function failureOf(code: string | undefined): SmsFailure {
  if (code?.startsWith('LimitExceeded.PhoneNumber')) return 'limited';
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber') return 'badPhone';
  return 'failed';
}

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  codeTemplate: string;
  region: string;
  /** An http(s) origin instead of sms.tencentcloudapi.com. */
  endpoint?: string;
}

export class TencentSmsProvider extends TemplateSmsProvider {
  private readonly endpoint: URL;

  constructor(
    private readonly options: TencentSmsOptions,
    private readonly log: Logger,
  ) {
    super(options.codeTemplate);
    this.endpoint = new URL(options.endpoint ?? TENCENT_SMS_HOST);
  }

  async send(phone: string, templateId: string, params: SmsParams) {
    const body = JSON.stringify({
      // E.164: the portal's phones are mainland numbers of 11 digits.
      PhoneNumberSet: [phone.startsWith('+') ? phone : `+86${phone}`],
      SmsSdkAppId: this.options.sdkAppId,
      SignName: this.options.signName,
      TemplateId: templateId,
      // Tencent's templates number their variables ({1}, {2}…): the values in order.
      TemplateParamSet: Object.values(params),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const authorization = tc3Authorization({
      host: this.endpoint.host,
      service: SERVICE,
      contentType: TENCENT_CONTENT_TYPE,
      body,
      timestamp,
      secretId: this.options.secretId,
      secretKey: this.options.secretKey,
    });
    const context = { provider: 'tencent', phone };
    const answer = await callGateway(this.log, context, `${this.endpoint.origin}/`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': TENCENT_CONTENT_TYPE,
        'x-tc-action': 'SendSms',
        'x-tc-version': TENCENT_SMS_VERSION,
        'x-tc-timestamp': String(timestamp),
        'x-tc-region': this.options.region,
      },
      body,
    });
    // Every answer is {"Response": {...}}: an Error for a refused call, else one status per number.
    const response = (answer.body.Response ?? {}) as {
      RequestId?: string;
      Error?: { Code?: string };
      SendStatusSet?: Array<{ Code?: string }>;
    };
    const code = response.Error?.Code ?? response.SendStatusSet?.[0]?.Code;
    if (answer.status === 200 && !response.Error && code === 'Ok') return;
    throw gatewayRefused(this.log, { ...context, status: answer.status, code, requestId: response.RequestId }, failureOf(code));
  }
}
