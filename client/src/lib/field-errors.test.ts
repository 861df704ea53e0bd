import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('reads every field of the list, without the argument name', () => {
    const fieldErrors = [
      { field: 'input.title', message: '请输入标题' },
      { field: 'input.isbn', message: 'ISBN 校验位错误：9787020002208' },
      { field: 'input.address.city', message: '请输入城市' },
    ];
    expect(fieldErrorsOf({ message: '请输入标题', extensions: { code: 'BAD_USER_INPUT', field: 'input.title', fieldErrors } })).toEqual([
      { field: 'title', message: '请输入标题' },
      { field: 'isbn', message: 'ISBN 校验位错误：9787020002208' },
      { field: 'address.city', message: '请输入城市' },
    ]);
  });

  it('falls back to the one field with the error message, by code or by status', () => {
    expect(fieldErrorsOf({ message: '标题不能超过200个字', extensions: { code: 'BAD_USER_INPUT', field: 'title' } })).toEqual([
      { field: 'title', message: '标题不能超过200个字' },
    ]);
    expect(fieldErrorsOf({ message: '请输入有效的手机号', extensions: { status: 400, field: 'input.phone' } })).toEqual([
      { field: 'phone', message: '请输入有效的手机号' },
    ]);
  });

  it('names no field for other failures or malformed entries', () => {
    expect(fieldErrorsOf({ message: '请求有误', extensions: { code: 'BAD_USER_INPUT' } })).toEqual([]);
    expect(fieldErrorsOf({ message: '没有权限执行此操作', extensions: { code: 'FORBIDDEN', status: 403, field: 'title' } })).toEqual([]);
    expect(fieldErrorsOf({ message: 'x', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 3, message: 'x' }, { field: '' }] } })).toEqual(
      [],
    );
    expect(fieldErrorsOf(undefined)).toEqual([]);
  });
});
