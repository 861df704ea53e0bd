import type { Logger } from '../../logger.js';
import { AppError } from '../errors/app-error.js';
import { maskPhone } from '../personal-data.js';

/** Values of a template's variables, by name, in the template's order (Tencent takes them by position). */
export type SmsParams = Record<string, string>;

/** Sends SMS: templated messages through a gateway; the verification code is one of its templates. */
export interface SmsProvider {
  /** Sends the approved template `templateId` to the phone (11 digits); fails with an AppError in Chinese. */
  send(phone: string, templateId: string, params: SmsParams): Promise<void>;
  /** Sends a login/binding verification code (the configured code template, its variable `code`). */
  sendCode(phone: string, code: string): Promise<void>;
}

/** A gateway's send, with the verification code built on it. */
export abstract class TemplateSmsProvider implements SmsProvider {
  constructor(private readonly codeTemplate: string) {}

  abstract send(phone: string, templateId: string, params: SmsParams): Promise<void>;

  sendCode(phone: string, code: string) {
    return this.send(phone, this.codeTemplate, { code });
  }
}

export const SMS_NOT_CONFIGURED = '短信服务未配置';
export const SMS_MESSAGES = {
  failed: '短信发送失败，请稍后再试',
  limited: '该手机号今日短信已达上限，请明天再试',
  badPhone: '手机号码格式不正确',
} as const;

/** What a gateway's refusal means for the reader: its own limit, a number it will not send to, or anything else. */
export type SmsFailure = keyof typeof SMS_MESSAGES;

export function smsError(failure: SmsFailure): AppError {
  if (failure === 'limited') return AppError.tooManyRequests(SMS_MESSAGES.limited);
  if (failure === 'badPhone') return AppError.badInput('phone', SMS_MESSAGES.badPhone);
  return new AppError('SERVICE_UNAVAILABLE', SMS_MESSAGES.failed);
}

/** How long a gateway may take to answer before the send counts as failed. */
export const SMS_TIMEOUT_MS = 10_000;

/** Development's gateway: the message goes to the log (refused in production, where codes must not be logged). */
export class LogSmsProvider extends TemplateSmsProvider {
  constructor(private readonly log: Logger) {
    super('verification-code');
  }

  async send(phone: string, templateId: string, params: SmsParams) {
    this.log.info({ phone, templateId, params }, 'SMS (SMS_PROVIDER=log: written to the log, not sent)');
  }
}

/** A gateway's JSON answer and its HTTP status. */
export interface GatewayAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Who sent what, for the log: never the code, never the whole number. */
interface SendContext {
  provider: string;
  phone: string;
}

/**
 * One request to a gateway, given up after `timeoutMs` (SMS_TIMEOUT_MS). A gateway that cannot be reached, does
 * not answer in time or answers with something other than JSON is logged and answered 503
 * 短信发送失败 (the reader may ask again: nothing was spent).
 */
export async function callGateway(
  log: Logger,
  context: SendContext,
  url: string,
  init: RequestInit,
  timeoutMs = SMS_TIMEOUT_MS,
): Promise<GatewayAnswer> {
  let status = 0;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = res.status;
    const body: unknown = JSON.parse(await res.text());
    if (!body || typeof body !== 'object') throw new SyntaxError('not a JSON object');
    return { status, body: body as Record<string, unknown> };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string } };
    // Only the error's kind and message: fetch's errors do not carry the request's body (the code).
    log.error(
      {
        provider: context.provider,
        phone: maskPhone(context.phone),
        status: status || undefined,
        error: err.name,
        reason: err.cause?.code ?? err.message,
      },
      err.name === 'TimeoutError' ? 'SMS gateway did not answer in time' : 'SMS gateway unreachable or its answer unreadable',
    );
    throw smsError('failed');
  }
}

/**
 * The gateway refused the message: logged with its error code and request id (by which its support
 * finds the call), and answered in Chinese. Not its message: a signature error's message carries
 * the string the gateway signed, which holds the template parameters, the code among them.
 */
export function gatewayRefused(
  log: Logger,
  context: SendContext & { status: number; code?: string; requestId?: string },
  failure: SmsFailure,
): AppError {
  const { provider, phone, status, code, requestId } = context;
  log.warn({ provider, phone: maskPhone(phone), status, providerCode: code, requestId }, 'SMS refused by the gateway');
  return smsError(failure);
}
