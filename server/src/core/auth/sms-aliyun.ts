import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Logger } from '../../logger.js';
import { callGateway, gatewayRefused, TemplateSmsProvider, type SmsFailure, type SmsParams } from './sms.provider.js';

/*
 * Alibaba Cloud SMS (dysmsapi, SendSms, API version 2017-05-25) over its signed HTTP API with the
 * V3 signature (ACS3-HMAC-SHA256), by fetch: the official SDK (@alicloud/dysmsapi20170525 with
 * @alicloud/openapi-client, tea-util, credentials…) brings a large tree of packages for one signed
 * POST. Request format and signature: help.aliyun.com, "V3版本请求体&签名机制" and "SendSms - 发送短信".
 */

export const ALIYUN_SMS_HOST = 'https://dysmsapi.aliyuncs.com';
export const ALIYUN_SMS_VERSION = '2017-05-25';
const ALGORITHM = 'ACS3-HMAC-SHA256';

/** RFC 3986 percent-encoding, as the V3 signature asks (space %20, * %2A, ~ kept). */
export const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** The query string, sorted by name and encoded: both the signed form and the one sent. */
export const canonicalQuery = (query: Record<string, string>) =>
  Object.keys(query)
    .sort()
    .map((name) => `${rfc3986(name)}=${rfc3986(query[name])}`)
    .join('&');

export interface Acs3Request {
  method: string;
  host: string;
  query: Record<string, string>;
  body: string;
  /** The x-acs-* headers (action, version, date, nonce); x-acs-content-sha256 is added. */
  acsHeaders: Record<string, string>;
  accessKeyId: string;
  accessKeySecret: string;
}

/**
 * The V3 signature of an RPC-style request (path `/`): the headers to send, Authorization among
 * them. Checked against the documentation's worked example (sms-aliyun.test.ts).
 */
export function acs3Sign(request: Acs3Request): Record<string, string> {
  const headers: Record<string, string> = {
    host: request.host,
    ...Object.fromEntries(Object.entries(request.acsHeaders).map(([name, value]) => [name.toLowerCase(), value])),
    'x-acs-content-sha256': sha256Hex(request.body),
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name].trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    '/',
    canonicalQuery(request.query),
    canonicalHeaders,
    signedHeaders,
    headers['x-acs-content-sha256'],
  ].join('\n');
  const stringToSign = `${ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', request.accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  return { ...headers, authorization: `${ALGORITHM} Credential=${request.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}` };
}

/** Alibaba's error codes (SendSms's list) that mean something to the reader; others are our or its trouble. */
function failureOf(code: string | undefined): SmsFailure {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL' || code === 'isv.DAY_LIMIT_CONTROL') return 'limited';
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL') return 'badPhone';
  return 'failed';
}

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  codeTemplate: string;
  /** An http(s) origin instead of dysmsapi.aliyuncs.com. */
  endpoint?: string;
}

export class AliyunSmsProvider extends TemplateSmsProvider {
  private readonly endpoint: URL;

  constructor(
    private readonly options: AliyunSmsOptions,
    private readonly log: Logger,
  ) {
    super(options.codeTemplate);
    this.endpoint = new URL(options.endpoint ?? ALIYUN_SMS_HOST);
  }

  async send(phone: string, templateId: string, params: SmsParams) {
    // SendSms's parameters are query parameters ("in": "query"); the body is empty.
    const query = { PhoneNumbers: phone, SignName: this.options.signName, TemplateCode: templateId, TemplateParam: JSON.stringify(params) };
    const headers = acs3Sign({
      method: 'POST',
      host: this.endpoint.host,
      query,
      body: '',
      acsHeaders: {
        'x-acs-action': 'SendSms',
        'x-acs-version': ALIYUN_SMS_VERSION,
        'x-acs-date': new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        'x-acs-signature-nonce': randomBytes(16).toString('hex'),
      },
      accessKeyId: this.options.accessKeyId,
      accessKeySecret: this.options.accessKeySecret,
    });
    // fetch sets Host from the URL itself (the value signed above).
    delete headers.host;
    const context = { provider: 'aliyun', phone };
    const answer = await callGateway(this.log, context, `${this.endpoint.origin}/?${canonicalQuery(query)}`, { method: 'POST', headers });
    const code = typeof answer.body.Code === 'string' ? answer.body.Code : undefined;
    if (answer.status === 200 && code === 'OK') return;
    const requestId = typeof answer.body.RequestId === 'string' ? answer.body.RequestId : undefined;
    throw gatewayRefused(this.log, { ...context, status: answer.status, code, requestId }, failureOf(code));
  }
}
