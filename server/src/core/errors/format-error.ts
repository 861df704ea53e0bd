import { currentRequestId } from '../http/request-id.js';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import {
  ConnectionException,
  DriverException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
  ValidationError as OrmValidationError,
} from '@mikro-orm/core';
import type { ValidationError } from 'class-validator';
import { AppError, ERROR_CODES, MESSAGES, type ErrorCode, type FieldError } from './app-error.js';
import type { Logger } from '../../logger.js';
import { NULL_BYTE_MESSAGE } from '../graphql/null-bytes.js';
import { outageLogOf } from './outage-log.js';

/** Chinese wording for the class-validator constraints the inputs use. */
const CONSTRAINT_TEXT: Record<string, string> = {
  isNotEmpty: '不能为空',
  isDefined: '不能为空',
  maxLength: '长度超出限制',
  minLength: '长度不足',
  length: '长度不符合要求',
  isUrl: '不是有效的网址',
  isEmail: '不是有效的邮箱地址',
  isInt: '必须是整数',
  min: '数值过小',
  max: '数值过大',
  isIn: '取值无效',
  isEnum: '取值无效',
  matches: '格式不正确',
  isDate: '不是有效的时间',
  isLatitude: '不是有效的纬度',
  isLongitude: '不是有效的经度',
  arrayMaxSize: '数量超出限制',
  arrayMinSize: '不能为空',
  arrayNotEmpty: '不能为空',
  isMobilePhone: '不是有效的手机号',
};

/** Every violation, depth first, one per field (its first constraint), named by its path (`input.title`). */
function violations(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own: FieldError[] = [];
    if (error.constraints) {
      const [name, message] = Object.entries(error.constraints)[0];
      // A message written in Chinese on the decorator wins over the generic wording.
      own.push({ field, message: /[\u4e00-\u9fff]/.test(message) ? message : `输入有误：${field} ${CONSTRAINT_TEXT[name] ?? '不符合要求'}` });
    }
    return [...own, ...violations(error.children ?? [], field)];
  });
}

/**
 * GraphQL's own coercion errors ("Variable "$pageSize" got invalid value…") in Chinese, naming what
 * is wrong: a field missing or unknown inside an input object by itself (`title`, `sub.name`; issue
 * 54: a REST body is the `input` argument, and both faces answer alike), else the argument.
 */
export function requestError(message: string): AppError {
  const inner =
    /Field value\.([\w.]+) of required type/.exec(message)?.[1] ??
    /Field "([\w.]+)" of required type/.exec(message)?.[1] ??
    /Field "(\w+)" is not defined by type/.exec(message)?.[1];
  if (inner) return AppError.badInput(inner, `输入有误：${inner} 的值无效或缺失`);
  const variable = /Variable "\$(\w+)"/.exec(message)?.[1];
  if (variable) return AppError.badInput(variable, `输入有误：${variable} 的值无效或缺失`);
  return new AppError('BAD_USER_INPUT', `请求有误：${message}`);
}

/** A syntax error, or a document past the parser's token limit, said in Chinese. */
function parseMessage(message: string): string {
  const tokens = /more than (\d+) tokens/.exec(message)?.[1];
  if (tokens) return `请求有误：查询过长，最多 ${tokens} 个词法单元`;
  return `请求有误：GraphQL 语法错误（${message.replace(/^Syntax Error: /, '')}）`;
}

/** Network errors and PostgreSQL states that mean the database cannot be reached right now. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** character_not_in_repertoire, untranslatable_character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const { code, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: unknown };
  if (code && UNAVAILABLE.has(code)) return true;
  // What pg and knex say of a connection the server cut (a transaction on it is over, its client unusable).
  if (
    /Timeout acquiring a connection|Connection terminated|Connection ended unexpectedly|is not currently accepting connections|encountered a connection error and is not queryable|Transaction query already complete/.test(
      message ?? '',
    )
  )
    return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** Turns anything thrown into one of the closed set of codes (ARCHITECTURE §4). */
/** An AppError thrown inside a library call that wrapped it (MikroORM's DriverException keeps it as `previous`). */
function wrappedAppError(error: unknown): AppError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof AppError) return current;
    const { originalError, cause, previous } = current as { originalError?: unknown; cause?: unknown; previous?: unknown };
    current = originalError ?? previous ?? cause;
  }
  return undefined;
}

/** The field of a required value that was missing, from MikroORM's ValidationError or a NOT NULL violation. */
function requiredField(error: unknown): string | undefined {
  if (error instanceof OrmValidationError) return /Value for \w+\.(\w+) is required/.exec(error.message)?.[1];
  if (error instanceof NotNullConstraintViolationException) {
    const column = (error as { column?: string }).column ?? /column "(\w+)"/.exec(error.message)?.[1];
    return column?.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) ?? 'input';
  }
  return undefined;
}

export function toAppError(error: unknown, log?: Logger): AppError {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  const wrapped = wrappedAppError(original);
  if (wrapped) return wrapped;
  // MikroORM's DriverException copies the own properties of an error thrown in its query hook (the
  // statement cap's AppError, core/db/query-counter.ts) but not the error itself.
  const copied = original instanceof DriverException ? (original as { extensions?: { code?: string; field?: string } }).extensions : undefined;
  if (copied?.code && copied.code in ERROR_CODES) return new AppError(copied.code as ErrorCode, (original as Error).message, { field: copied.field });

  // type-graphql's ArgumentValidationError carries class-validator's errors.
  const validation = (original as { extensions?: { validationErrors?: ValidationError[] } })?.extensions?.validationErrors;
  if (Array.isArray(validation)) {
    const [first, ...rest] = violations(validation);
    return first ? AppError.badFields([first, ...rest]) : AppError.badInput('input', '输入有误：参数不符合要求');
  }

  if (error instanceof GraphQLError) {
    const code = error.extensions?.code as string | undefined;
    if (code === 'BAD_USER_INPUT' && !(error.originalError instanceof AppError)) return requestError(error.message);
    // A document that cannot be parsed keeps its code (graphql-http: 400 GRAPHQL_PARSE_FAILED).
    if (code === 'GRAPHQL_PARSE_FAILED') return new AppError('GRAPHQL_PARSE_FAILED', parseMessage(error.message));
    // Apollo's own refusals of the request (a persisted query's hash that does not match its text) carry only an HTTP status.
    const http = (error.extensions?.http as { status?: number } | undefined)?.status;
    if (code === 'BAD_REQUEST' || (!code && http === 400)) return AppError.badRequest(`请求有误：${error.message}`);
    if (code && code in ERROR_CODES) return new AppError(code as ErrorCode, error.message);
    if (code === 'UNAUTHORIZED') return AppError.forbidden();
    // Parse, validation and variable-coercion failures: the request itself is wrong.
    if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'PERSISTED_QUERY_NOT_SUPPORTED' || code === 'OPERATION_RESOLUTION_FAILURE') {
      return requestError(error.message);
    }
  }
  if (original instanceof UniqueConstraintViolationException) {
    // PostgreSQL's detail names the column: "Key (card_number)=(…) already exists." → cardNumber.
    const column = /Key \(([a-z0-9_]+)\)=/.exec((original as { detail?: string }).detail ?? '')?.[1];
    const field = (column ?? 'input').replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    return AppError.badInput(field, '已存在相同的记录，请修改后再保存');
  }
  // A required column left empty (MikroORM's check before the insert, or PostgreSQL's NOT NULL).
  const required = requiredField(original);
  if (required) return AppError.badInput(required, '必填项不能为空');
  // Text PostgreSQL cannot store (U+0000, bytes invalid in the encoding): the input's fault, not ours.
  if (UNSTORABLE_TEXT.has((original as { code?: string })?.code ?? '')) return AppError.badInput('input', NULL_BYTE_MESSAGE);
  if (isDatabaseUnavailable(original)) {
    if (log) outageLogOf(log).report(original);
    return new AppError('SERVICE_UNAVAILABLE', MESSAGES.unavailable);
  }
  log?.error({ err: original }, 'unexpected error');
  return new AppError('INTERNAL_SERVER_ERROR', MESSAGES.internal);
}

const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const requestId = currentRequestId();
    // Automatic persisted queries: "send me the query text" is the protocol's own answer, which APQ
    // clients recognise by its code (and older ones by its message), not a failure to translate.
    if (formatted.extensions?.code === PERSISTED_QUERY_NOT_FOUND) {
      return { message: formatted.message, extensions: { code: PERSISTED_QUERY_NOT_FOUND, ...(requestId ? { requestId } : {}) } };
    }
    const appError = toAppError(error, log);
    return {
      message: appError.message,
      locations: formatted.locations,
      path: formatted.path,
      // The request's id lets a reader's report of a failure be found in the log.
      extensions: requestId ? { ...appError.extensions, requestId } : appError.extensions,
    };
  };
}
