import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ArgumentValidationError } from 'type-graphql';
import { ValidationError } from 'class-validator';
import { AppError, ERROR_CODES, MESSAGES } from './app-error.js';
import { toAppError } from './format-error.js';
import { createLogger } from '../../logger.js';

const log = createLogger('silent');

describe('the error model', () => {
  it('maps each code to its GraphQL status and REST face (ARCHITECTURE §4)', () => {
    expect(ERROR_CODES.VIDEO_CONVERTING).toEqual({ status: 0, http: 200, restCode: 0 });
    expect(ERROR_CODES.BAD_USER_INPUT).toEqual({ status: 400, http: 200, restCode: 400 });
    expect(ERROR_CODES.UNAUTHENTICATED).toEqual({ status: 401, http: 401, restCode: 401 });
    expect(ERROR_CODES.FORBIDDEN).toEqual({ status: 403, http: 403, restCode: 403 });
    expect(ERROR_CODES.NOT_FOUND).toEqual({ status: 404, http: 404, restCode: 404 });
    expect(ERROR_CODES.INTERNAL_SERVER_ERROR).toEqual({ status: 500, http: 500, restCode: 500 });
    expect(ERROR_CODES.SERVICE_UNAVAILABLE).toEqual({ status: 503, http: 503, restCode: 503 });
    const converting = new AppError('VIDEO_CONVERTING', MESSAGES.converting);
    expect(converting.extensions).toEqual({ code: 'VIDEO_CONVERTING', status: 0 });
  });

  it('keeps AppErrors as they are, wrapped or not', () => {
    const error = AppError.notFound();
    expect(toAppError(error)).toBe(error);
    expect(toAppError(new GraphQLError('wrapped', { originalError: error }))).toBe(error);
  });

  it('turns class-validator failures into BAD_USER_INPUT naming the field in Chinese', () => {
    const violation = Object.assign(new ValidationError(), { property: 'url', constraints: { isUrl: 'url must be a URL address' }, children: [] });
    const result = toAppError(new GraphQLError('Argument Validation Error', { originalError: new ArgumentValidationError([violation]) }));
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.message).toBe('输入有误：url 不是有效的网址');
    expect(result.extensions.field).toBe('url');
  });

  it('names every invalid field in extensions.fieldErrors, nested ones by their path', () => {
    const violation = (property: string, constraints: Record<string, string>, children: ValidationError[] = []) =>
      Object.assign(new ValidationError(), { property, constraints, children });
    const errors = [
      violation('title', { isNotEmpty: '请输入标题' }),
      violation('address', undefined as never, [violation('city', { maxLength: 'city is too long' })]),
      violation('isbn', { isIsbn: 'ISBN 校验位错误：9787020002208', matches: 'second rule' }),
    ];
    const result = toAppError(new GraphQLError('Argument Validation Error', { originalError: new ArgumentValidationError(errors) }));
    expect(result.message).toBe('请输入标题');
    expect(result.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      field: 'title',
      fieldErrors: [
        { field: 'title', message: '请输入标题' },
        { field: 'address.city', message: '输入有误：address.city 长度超出限制' },
        { field: 'isbn', message: 'ISBN 校验位错误：9787020002208' },
      ],
    });
    expect(AppError.badInput('sortBy', '输入有误：sortBy 取值无效').extensions.fieldErrors).toEqual([
      { field: 'sortBy', message: '输入有误：sortBy 取值无效' },
    ]);
  });

  it('hides anything unexpected behind INTERNAL_SERVER_ERROR', () => {
    const result = toAppError(new GraphQLError('boom', { originalError: new TypeError('cannot read x of undefined at /srv/app.js:1') }), log);
    expect(result.code).toBe('INTERNAL_SERVER_ERROR');
    expect(result.message).toBe(MESSAGES.internal);
    expect(toAppError(new Error('db password is hunter2'), log).message).toBe(MESSAGES.internal);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('is the input’s fault (22021, 22P05), not an internal error', () => {
    for (const code of ['22021', '22P05']) {
      const error = toAppError(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }));
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe('输入内容含有不允许的字符，请检查后重试');
    }
  });
});

describe('required values left empty', () => {
  it("answers MikroORM's required-property check and PostgreSQL's NOT NULL as bad input on the field, not a 500", async () => {
    const { ValidationError, NotNullConstraintViolationException } = await import('@mikro-orm/core');
    const { toAppError } = await import('./format-error.js');
    const orm = toAppError(new ValidationError("Value for News.publishedAt is required, 'null' found"));
    expect(orm.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'publishedAt' });
    expect(orm.message).toBe('必填项不能为空');
    const pg = toAppError(
      new NotNullConstraintViolationException(
        Object.assign(new Error('null value in column "card_number" of relation "reader"'), { column: 'card_number' }),
      ),
    );
    expect(pg.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cardNumber' });
  });
});
