import { describe, expect, it, vi } from 'vitest';
import { CONVERTING, DEFAULT_FAILURE, onFailure, outcomeOf, reportFailure } from './error-catalogue';

describe('error catalogue (spec §8), one row at a time', () => {
  it('code 0: warning that the video is converting', () => {
    expect(outcomeOf({ status: 200, code: 0, message: 'x' })).toEqual({ toast: { type: 'warning', text: CONVERTING }, authority: 1 });
    expect(CONVERTING).toBe('视频正在云端转换，请稍候在访问该视频');
  });

  it('404 with no message: the default message', () => {
    expect(outcomeOf({ status: 404 })).toEqual({ toast: { type: 'error', text: '请求失败,请稍候再试' }, authority: 1 });
    expect(DEFAULT_FAILURE).toBe('请求失败,请稍候再试');
  });

  it('another failure with a message (not OK): shown as an error', () => {
    expect(outcomeOf({ status: 400, message: '请输入标题' })).toEqual({ toast: { type: 'error', text: '请输入标题' }, authority: 1 });
    expect(outcomeOf({ status: 500, message: 'OK' }).toast).toEqual({ type: 'error', text: DEFAULT_FAILURE });
  });

  it('HTTP 403: error dialog, then the error page or home; raises no permission', () => {
    expect(outcomeOf({ status: 403, message: '没有权限执行此操作' })).toEqual({
      dialog: { text: '没有权限执行此操作', then: 'errorPageOrHome' },
      authority: 1,
      noPermission: true,
    });
    expect(outcomeOf({ status: 403, message: '机构不存在' }).dialog!.text).toBe('机构不存在');
  });

  it('404 with 机构不存在: dialog back to login, page authority 2', () => {
    expect(outcomeOf({ status: 404, message: '机构不存在' })).toEqual({ dialog: { text: '机构不存在', then: 'login' }, authority: 2 });
  });

  it('404 with 页面未找到。: dialog to the error page, page authority 2', () => {
    expect(outcomeOf({ status: 404, message: '页面未找到。' })).toEqual({ dialog: { text: '页面未找到。', then: 'errorPage' }, authority: 2 });
  });

  it('401: page authority 2, with the login message', () => {
    expect(outcomeOf({ status: 401, message: '未登录或登录过期' })).toEqual({ toast: { type: 'error', text: '未登录或登录过期' }, authority: 2 });
    expect(outcomeOf({ status: 401 }).toast!.text).toBe('未登录或登录过期');
  });

  it('other statuses: page authority 1', () => {
    for (const status of [400, 429, 500, 503]) expect(outcomeOf({ status, message: 'x' }).authority).toBe(1);
  });

  it('tells the listeners (the host that shows it)', () => {
    const listener = vi.fn();
    const off = onFailure(listener);
    reportFailure({ status: 404, message: '页面未找到。' });
    off();
    reportFailure({ status: 500 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0][0].authority).toBe(2);
  });
});
