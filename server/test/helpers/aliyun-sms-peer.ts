import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alibaba Cloud's dysmsapi (SendSms, 2017-05-25) that checks a request as the
 * gateway does: the V3 signature (ACS3-HMAC-SHA256) recomputed from the secret over the request as
 * it arrived (its raw query, its headers, its body), the date's freshness, a fresh nonce, then
 * SendSms's parameters against the account's approved signature and template. It answers with
 * Alibaba's documented shapes: {"Code":"OK","BizId",...} on success, HTTP 400/404 with
 * {"Code":"SignatureDoesNotMatch"|...,"HostId","Recommend"} for a refused call, and SendSms's own
 * error codes (isv.*) with HTTP 200. Written from the documentation independently of
 * src/core/auth/sms-aliyun.ts (whose signer is checked against the documentation's example).
 */
export interface AliyunPeerAccount {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

export interface AliyunSmsMessage {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

export interface AliyunSmsPeer {
  url: string;
  /** Messages the gateway accepted, oldest first. */
  accepted: AliyunSmsMessage[];
  /** Every request that reached it, accepted or not. */
  requests: number;
  /** The error code SendSms answers for a phone (isv.BUSINESS_LIMIT_CONTROL…), until deleted. */
  refuse: Map<string, string>;
  /** Answer nothing for this long (ms) before answering. */
  delayMs: number;
  close(): Promise<void>;
}

const HOST_ID = 'dysmsapi.aliyuncs.com';
const MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发号码天级流控Permits:10',
  'isv.MOBILE_NUMBER_ILLEGAL': '非法手机号',
  'isv.SMS_SIGNATURE_ILLEGAL': '该账号下找不到对应签名',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
  'isv.TEMPLATE_MISSING_PARAMETERS': '模板变量中存在未赋值变量',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
};

const enc = (v: string) => encodeURIComponent(v).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startAliyunSmsPeer(account: AliyunPeerAccount): Promise<AliyunSmsPeer> {
  const nonces = new Set<string>();
  const peer = { accepted: [], requests: 0, refuse: new Map(), delayMs: 0 } as unknown as AliyunSmsPeer;

  const answer = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  };
  /** The gateway's refusal of a call (before SendSms runs). */
  const gatewayError = (res: ServerResponse, status: number, code: string, message: string) =>
    answer(res, status, {
      HostId: HOST_ID,
      Code: code,
      Message: message,
      Recommend: `https://api.aliyun.com/troubleshoot?q=${code}&product=Dysmsapi`,
    });
  const smsError = (res: ServerResponse, code: string) => answer(res, 200, { Code: code, Message: MESSAGES[code] ?? code });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    peer.requests += 1;
    const body = await readBody(req);
    if (peer.delayMs) await new Promise((r) => setTimeout(r, peer.delayMs));
    const url = new URL(req.url ?? '/', 'http://peer');
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };

    // The signature, as the gateway recomputes it from what it received.
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(header('authorization') ?? '');
    if (!auth) return gatewayError(res, 400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    const [, credential, signedHeaders, signature] = auth;
    if (credential !== account.accessKeyId) return gatewayError(res, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const signed = signedHeaders.split(';');
    const mustSign = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];
    if (
      mustSign.some((name) => !signed.includes(name)) ||
      signed.some((name) => header(name) === undefined) ||
      [...signed].sort().join(';') !== signedHeaders
    ) {
      return gatewayError(res, 400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    }
    if (header('x-acs-content-sha256') !== sha256(body))
      return gatewayError(res, 400, 'SignatureDoesNotMatch', 'The content hash does not match the body.');
    const pairs = [...url.searchParams.entries()].map(([k, v]) => [enc(k), enc(v)]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const canonical = [
      req.method,
      '/',
      pairs.map(([k, v]) => `${k}=${v}`).join('&'),
      signed.map((name) => `${name}:${(header(name) ?? '').trim()}\n`).join(''),
      signedHeaders,
      header('x-acs-content-sha256'),
    ].join('\n');
    const expected = createHmac('sha256', account.accessKeySecret)
      .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
      .digest('hex');
    if (expected !== signature) {
      return gatewayError(
        res,
        400,
        'SignatureDoesNotMatch',
        `Specified signature is not matched with our calculation. server string to sign is:${canonical}`,
      );
    }
    const date = Date.parse(header('x-acs-date') ?? '');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(header('x-acs-date') ?? '') || Math.abs(Date.now() - date) > 15 * 60_000) {
      return gatewayError(res, 400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    const nonce = header('x-acs-signature-nonce')!;
    if (nonces.has(nonce)) return gatewayError(res, 400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    if (req.method !== 'POST' && req.method !== 'GET') return gatewayError(res, 400, 'UnsupportedHTTPMethod', 'This http method is not supported.');
    if (header('x-acs-action') !== 'SendSms') return gatewayError(res, 404, 'InvalidAction.NotFound', 'Specified api is not found.');
    if (header('x-acs-version') !== '2017-05-25') return gatewayError(res, 400, 'InvalidVersion', 'Specified parameter Version is not valid.');

    // SendSms itself.
    const param = (name: string) => url.searchParams.get(name) ?? '';
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!param(name)) return gatewayError(res, 400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    const phone = param('PhoneNumbers');
    if (!/^(\+|00)?(86)?1\d{10}$/.test(phone)) return smsError(res, 'isv.MOBILE_NUMBER_ILLEGAL');
    if (param('SignName') !== account.signName) return smsError(res, 'isv.SMS_SIGNATURE_ILLEGAL');
    if (param('TemplateCode') !== account.templateCode) return smsError(res, 'isv.SMS_TEMPLATE_ILLEGAL');
    let params: Record<string, string>;
    try {
      params = JSON.parse(param('TemplateParam')) as Record<string, string>;
    } catch {
      return smsError(res, 'isv.TEMPLATE_MISSING_PARAMETERS');
    }
    // The verification template has one variable, ${code}: 4–8 digits.
    if (!/^\d{4,8}$/.test(String(params?.code ?? ''))) return smsError(res, 'isv.TEMPLATE_MISSING_PARAMETERS');
    const refusal = peer.refuse.get(phone);
    if (refusal) return smsError(res, refusal);
    peer.accepted.push({ phone, signName: param('SignName'), templateCode: param('TemplateCode'), params });
    answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => gatewayError(res, 500, 'InternalError', err.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return peer;
}
