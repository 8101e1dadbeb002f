// Sign-in form rules and their messages (spec 1 §5 "Login", §8). Values are trimmed before they are checked.
import { z } from 'zod';

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_LENGTH = 4;
export const RESEND_SECONDS = 64;

export const accountLoginSchema = z.object({
  ua: z.string().trim().min(1, '请输入用户名').max(30, '用户名不能超过30个字符'),
  up: z.string().trim().min(1, '请输入密码').max(20, '密码不能超过20个字符'),
  rememberMe: z.boolean(),
});

export const phoneSchema = z.string().trim().min(1, '请输入手机号').regex(PHONE_PATTERN, '手机号格式不正确');

export const phoneLoginSchema = z.object({
  phone: phoneSchema,
  sms_code: z.string().min(1, '请输入验证码').regex(/^\d{4}$/, '验证码必须是4位'),
});

/** Before sending a code, the phone field says what is wrong with it (spec: 手机号不能为空 / 手机号格式不正确). */
export function phoneProblem(phone: string): string | undefined {
  const value = phone.trim();
  if (!value) return '手机号不能为空';
  if (!PHONE_PATTERN.test(value)) return '手机号格式不正确';
  return undefined;
}

/** Code entry takes digits only and keeps the first four (typing or pasting). */
export function normalizeSmsCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
}
