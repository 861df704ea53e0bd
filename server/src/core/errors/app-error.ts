import { GraphQLError } from 'graphql';

/**
 * The closed set of error codes (ARCHITECTURE §4). `status` is what GraphQL carries in
 * `extensions.status`; `http` is the REST face's HTTP status, `restCode` the body's `code`.
 */
export const ERROR_CODES = {
  VIDEO_CONVERTING: { status: 0, http: 200, restCode: 0 },
  BAD_USER_INPUT: { status: 400, http: 200, restCode: 400 },
  // The request itself cannot be read: a GraphQL syntax error, a body that is not JSON or multipart.
  GRAPHQL_PARSE_FAILED: { status: 400, http: 400, restCode: 400 },
  BAD_REQUEST: { status: 400, http: 400, restCode: 400 },
  PAYLOAD_TOO_LARGE: { status: 413, http: 413, restCode: 413 },
  // A stored file that cannot be processed as asked (an image that cannot be resized).
  UNPROCESSABLE: { status: 422, http: 422, restCode: 422 },
  UNAUTHENTICATED: { status: 401, http: 401, restCode: 401 },
  FORBIDDEN: { status: 403, http: 403, restCode: 403 },
  NOT_FOUND: { status: 404, http: 404, restCode: 404 },
  TOO_MANY_REQUESTS: { status: 429, http: 429, restCode: 429 },
  INTERNAL_SERVER_ERROR: { status: 500, http: 500, restCode: 500 },
  SERVICE_UNAVAILABLE: { status: 503, http: 503, restCode: 503 },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const MESSAGES = {
  notFound: '页面未找到。',
  orgNotFound: '机构不存在',
  unauthenticated: '未登录或登录过期',
  forbidden: '没有权限执行此操作',
  /** Spec §5: what is a reader card's (the e-books) asked for without a reader-card login. */
  readerCardRequired: '请使用读者证登录！',
  internal: '服务器内部错误，请稍候再试',
  unavailable: '服务暂时不可用，请稍候再试',
  converting: '视频正在云端转换，请稍候在访问该视频',
  notJson: '请求体不是有效的 JSON',
  bodyTooLarge: '请求体过大（上限 2 MB）',
  badPercentEncoding: '请求地址有误：含有无效的百分号编码',
  badRequest: '请求有误，无法解析',
  tooDeep: '请求内容嵌套过深',
} as const;

/** One invalid input field and what is wrong with it, in Chinese. */
export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  /** The first invalid field (`extensions.field`, kept for older clients). */
  readonly field?: string;
  /** Every invalid field (`extensions.fieldErrors`), so a form can mark them all at once. */
  readonly fieldErrors?: FieldError[];

  /** Seconds before trying again (`extensions.retryAfter`; REST's Retry-After header). */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, options: { field?: string; fieldErrors?: FieldError[]; retryAfter?: number } = {}) {
    const fieldErrors = options.fieldErrors ?? (options.field ? [{ field: options.field, message }] : undefined);
    super(message, {
      extensions: {
        code,
        status: ERROR_CODES[code].status,
        ...(options.field ? { field: options.field } : {}),
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(options.retryAfter ? { retryAfter: options.retryAfter } : {}),
      },
    });
    this.code = code;
    this.field = options.field;
    this.fieldErrors = fieldErrors;
    this.retryAfter = options.retryAfter;
  }

  static notFound(message: string = MESSAGES.notFound) {
    return new AppError('NOT_FOUND', message);
  }
  /** The request cannot be read at all (not JSON, a broken multipart body, a bad URL encoding). */
  static badRequest(message: string) {
    return new AppError('BAD_REQUEST', message);
  }
  static badInput(field: string, message: string) {
    return new AppError('BAD_USER_INPUT', message, { field });
  }
  /** Several invalid fields at once: the message and `field` are the first's. */
  static badFields(fieldErrors: [FieldError, ...FieldError[]]) {
    return new AppError('BAD_USER_INPUT', fieldErrors[0].message, { field: fieldErrors[0].field, fieldErrors });
  }
  static unauthenticated(message: string = MESSAGES.unauthenticated) {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message: string = MESSAGES.forbidden) {
    return new AppError('FORBIDDEN', message);
  }
  /** Over a limit; `retryAfter` (seconds) when it is known when the next try will do. */
  static tooManyRequests(message: string, retryAfter?: number) {
    return new AppError('TOO_MANY_REQUESTS', message, { retryAfter });
  }
}
