import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Tencent Cloud SMS (SendSms, 2021-01-11) that checks a request as the API
 * does: the TC3-HMAC-SHA256 signature recomputed from the SecretKey over the headers it names and
 * the body as received, the credential's date and service against X-TC-Timestamp, its freshness
 * (5 minutes), the action, version and region, then SendSms's parameters against the account's
 * application, approved signature and template. It answers with Tencent's documented shapes:
 * {"Response":{"SendStatusSet":[{"Code":"Ok",...}],"RequestId"}} and, for a refused call,
 * {"Response":{"Error":{"Code","Message"},"RequestId"}} (HTTP 200 both). Written from the
 * documentation independently of src/core/auth/sms-tencent.ts.
 */
export interface TencentPeerAccount {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
}

export interface TencentSmsMessage {
  phone: string;
  signName: string;
  templateId: string;
  params: string[];
}

export interface TencentSmsPeer {
  url: string;
  accepted: TencentSmsMessage[];
  requests: number;
  /** The SendStatusSet code for a phone (E.164: LimitExceeded.PhoneNumberDailyLimit…), until deleted. */
  refuse: Map<string, string>;
  /** HTTP status to answer every request with instead (a broken gateway), when set. */
  breakWith?: number;
  close(): Promise<void>;
}

const STATUS_MESSAGES: Record<string, string> = {
  Ok: 'send success',
  'LimitExceeded.PhoneNumberDailyLimit': 'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
  'InvalidParameterValue.IncorrectPhoneNumber': 'invalid mobile number',
  'FailedOperation.SignatureIncorrectOrUnapproved': 'signature is not approved or is incorrect',
  'FailedOperation.TemplateIncorrectOrUnapproved': 'template is not approved or request content does not match the approved template content',
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': 'request content does not match the template content',
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startTencentSmsPeer(account: TencentPeerAccount): Promise<TencentSmsPeer> {
  const peer = { accepted: [], requests: 0, refuse: new Map() } as unknown as TencentSmsPeer;

  const respond = (res: ServerResponse, response: Record<string, unknown>, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }));
  };
  const error = (res: ServerResponse, code: string, message: string) => respond(res, { Error: { Code: code, Message: message } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    peer.requests += 1;
    const body = await readBody(req);
    if (peer.breakWith) {
      res.writeHead(peer.breakWith, { 'content-type': 'text/html' });
      return res.end('<html><body>502 Bad Gateway</body></html>');
    }
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };

    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization') ?? '',
      );
    if (!auth) return error(res, 'AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
    const [, secretId, date, service, signedHeaders, signature] = auth;
    if (secretId !== account.secretId) return error(res, 'AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const signed = signedHeaders.split(';');
    if (!signed.includes('content-type') || !signed.includes('host') || signed.some((name) => header(name) === undefined)) {
      return error(res, 'AuthFailure.InvalidAuthorization', 'SignedHeaders must include content-type and host.');
    }
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp)) return error(res, 'MissingParameter', 'The request is missing a required parameter `Timestamp`.');
    if (Math.abs(Date.now() / 1000 - timestamp) > 300) return error(res, 'AuthFailure.SignatureExpire', 'Signature expired.');
    // The credential's date is the UTC date of the timestamp; the service is the host's product.
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || service !== 'sms') {
      return error(res, 'AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    }
    // "签名方法 v3": header names and values in lower case, trimmed, sorted by name.
    const canonicalHeaders = [...signed]
      .sort()
      .map((name) => `${name}:${(header(name) ?? '').trim().toLowerCase()}\n`)
      .join('');
    const query = (req.url ?? '/').split('?')[1] ?? '';
    const canonical = [req.method, '/', query, canonicalHeaders, [...signed].sort().join(';'), sha256(body)].join('\n');
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(`TC3${account.secretKey}`, date), service), 'tc3_request');
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature) {
      return error(res, 'AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.');
    }
    if (header('x-tc-action') !== 'SendSms') return error(res, 'InvalidAction', 'The action does not exist.');
    if (header('x-tc-version') !== '2021-01-11') return error(res, 'NoSuchVersion', 'The API version does not exist.');
    if (header('x-tc-region') !== account.region) return error(res, 'UnsupportedRegion', 'The region is not supported.');
    if (!/^application\/json/.test(header('content-type') ?? '')) return error(res, 'UnsupportedProtocol', 'Content-Type must be application/json.');

    let input: { PhoneNumberSet?: unknown; SmsSdkAppId?: unknown; SignName?: unknown; TemplateId?: unknown; TemplateParamSet?: unknown };
    try {
      input = JSON.parse(body.toString('utf8')) as typeof input;
    } catch {
      return error(res, 'InvalidParameter', 'The request body is not JSON.');
    }
    for (const name of ['PhoneNumberSet', 'SmsSdkAppId', 'TemplateId'] as const) {
      if (input[name] === undefined) return error(res, 'MissingParameter', `The request is missing a required parameter \`${name}\`.`);
    }
    if (input.SmsSdkAppId !== account.sdkAppId) return error(res, 'InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist.');
    const phones = Array.isArray(input.PhoneNumberSet) ? (input.PhoneNumberSet as string[]) : [];
    const params = Array.isArray(input.TemplateParamSet) ? (input.TemplateParamSet as string[]) : [];
    const statuses = phones.map((phone) => {
      let code = 'Ok';
      if (!/^\+861\d{10}$/.test(phone)) code = 'InvalidParameterValue.IncorrectPhoneNumber';
      else if (input.SignName !== account.signName) code = 'FailedOperation.SignatureIncorrectOrUnapproved';
      else if (input.TemplateId !== account.templateId) code = 'FailedOperation.TemplateIncorrectOrUnapproved';
      // The verification template: "您的验证码为{1}…", one variable, the code.
      else if (params.length !== 1 || !/^\d{4,8}$/.test(params[0])) code = 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate';
      else code = peer.refuse.get(phone) ?? 'Ok';
      if (code === 'Ok') peer.accepted.push({ phone, signName: String(input.SignName), templateId: String(input.TemplateId), params });
      return {
        SerialNo: code === 'Ok' ? `2640:${randomUUID().replace(/-/g, '')}` : '',
        PhoneNumber: phone,
        Fee: code === 'Ok' ? 1 : 0,
        SessionContext: '',
        Code: code,
        Message: STATUS_MESSAGES[code] ?? code,
        IsoCode: 'CN',
      };
    });
    respond(res, { SendStatusSet: statuses });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => error(res, 'InternalError', err.message));
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
