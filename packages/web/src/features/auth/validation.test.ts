import { describe, expect, it } from 'vitest';
import { accountLoginSchema, normalizeSmsCode, phoneLoginSchema, phoneProblem } from './validation';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('login rules', () => {
  it('trims account and password and requires both', () => {
    expect(firstMessage(accountLoginSchema.safeParse({ ua: '   ', up: 'x', rememberMe: false }))).toBe('请输入用户名');
    expect(firstMessage(accountLoginSchema.safeParse({ ua: 'zhangwei', up: '  ', rememberMe: false }))).toBe('请输入密码');
    expect(accountLoginSchema.parse({ ua: ' zhangwei ', up: ' pw ', rememberMe: true })).toEqual({ ua: 'zhangwei', up: 'pw', rememberMe: true });
  });
  it('checks the phone pattern and the 4-digit code', () => {
    expect(phoneProblem('')).toBe('手机号不能为空');
    expect(phoneProblem('12812345678')).toBe('手机号格式不正确');
    expect(phoneProblem('1381234567')).toBe('手机号格式不正确');
    expect(phoneProblem(' 13812345678 ')).toBeUndefined();
    expect(firstMessage(phoneLoginSchema.safeParse({ phone: '13812345678', sms_code: '' }))).toBe('请输入验证码');
    expect(firstMessage(phoneLoginSchema.safeParse({ phone: '13812345678', sms_code: '123' }))).toBe('验证码必须是4位');
    expect(firstMessage(phoneLoginSchema.safeParse({ phone: '', sms_code: '1234' }))).toBe('请输入手机号');
  });
  it('keeps only the first four digits of a pasted code', () => {
    expect(normalizeSmsCode('98 76-54')).toBe('9876');
    expect(normalizeSmsCode('a1')).toBe('1');
  });
});
