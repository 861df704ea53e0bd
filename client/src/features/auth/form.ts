import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { DEFAULT_FAILURE } from '../../lib/error-catalogue';
import { fieldErrorsOf } from '../../lib/field-errors';

/** Phone numbers and SMS codes as the server checks them (auth.inputs.ts). */
export const PHONE_PATTERN = /^1\d{10}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** Client-side messages, worded like the server's own. */
export const MESSAGES = {
  cardNumber: '请输入读者证号',
  password: '请输入密码',
  phone: '请输入手机号',
  phoneInvalid: '请输入有效的手机号',
  code: '请输入验证码',
  codeInvalid: '请输入6位验证码',
  username: '请输入用户名',
  captcha: '请输入验证码',
  success: '登录成功',
  smsSent: '验证码已发送，请注意查收',
} as const;

/** react-hook-form `validate` rules of the phone and SMS-code inputs, in the order the forms check them. */
export const checkPhone = (value: string): true | string => (!value ? MESSAGES.phone : PHONE_PATTERN.test(value) || MESSAGES.phoneInvalid);
export const checkSmsCode = (value: string): true | string => (!value ? MESSAGES.code : SMS_CODE_PATTERN.test(value) || MESSAGES.codeInvalid);

/** A registered input of digits only (phone, SMS code): anything else typed is dropped as it comes. */
export function digitsOnly<R extends { onChange(event: { target: { value: string } }): unknown }>(registered: R): R {
  return {
    ...registered,
    onChange: (event: { target: { value: string } }) => {
      event.target.value = event.target.value.replace(/\D/g, '');
      return registered.onChange(event);
    },
  };
}

/** What a failed login or code request says, read from the GraphQL error (ARCHITECTURE §4). */
export interface ServerFailure {
  /** The first field the server names (lib/field-errors.ts: "input.phone" → "phone"). */
  field?: string;
  message: string;
  status?: number;
}

export function serverFailure(error: unknown): ServerFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as { status?: unknown };
    const field = fieldErrorsOf(first)[0]?.field;
    const message = first?.message && first.message !== 'OK' ? first.message : DEFAULT_FAILURE;
    return { field, message, status: typeof extensions.status === 'number' ? extensions.status : undefined };
  }
  return { message: DEFAULT_FAILURE };
}

/**
 * The form field a server failure belongs under, or undefined when it belongs in a toast
 * (rate limits, disabled accounts, network trouble). `fields` maps server field names to the
 * form's own (e.g. `captchaKey` → `captchaCode`).
 */
export function fieldOf<F extends string>(failure: ServerFailure, fields: Record<string, F>): F | undefined {
  if (!failure.field || failure.status !== 400) return undefined;
  return Object.prototype.hasOwnProperty.call(fields, failure.field) ? fields[failure.field] : undefined;
}

/** `?redirect=` only to a path of this site: never another origin, `//host` or `/\host`. */
export function safeRedirect(target: string | null | undefined, fallback = '/index'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    if (url.pathname === '/login' || url.pathname === '/account') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** Masks a phone number for display: 13800000001 → 138****0001. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** A remembered login name is prefilled only when it looks like a card number or a phone. */
export const looksLikeAccount = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9-]{3,32}$/.test(value);
