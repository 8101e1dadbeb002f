// Sign-in form rules and their messages (spec 1 §5 "Login", §8). Values are trimmed before they are checked.
// Plain checks, no schema library: the sign-in page is the first one people load, and a schema library would double
// its code. Each rule set is a Standard Schema (what Mantine's schemaResolver takes) with zod-like parse/safeParse.

import type { Schemas } from '@exam/sdk';

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_LENGTH = 4;
export const RESEND_SECONDS = 64;

interface Issue {
  message: string;
  path: [string];
}
type SafeParse<T> = { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: { issues: Issue[] } };

/** Rules over a form's values: `check` returns the cleaned values and the first message per field. */
function rules<T extends object>(check: (input: Record<string, unknown>) => { value: T; problems: Partial<Record<keyof T & string, string>> }) {
  const safeParse = (input: unknown): SafeParse<T> => {
    const { value, problems } = check(typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {});
    const issues = Object.entries(problems).flatMap(([field, message]) => (typeof message === 'string' ? [{ message, path: [field] as [string] }] : []));
    return issues.length ? { success: false, error: { issues } } : { success: true, data: value };
  };
  return {
    safeParse,
    parse: (input: unknown): T => {
      const result = safeParse(input);
      if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('; '));
      return result.data;
    },
    '~standard': {
      version: 1 as const,
      vendor: 'exam-web',
      validate: (input: unknown) => {
        const result = safeParse(input);
        return result.success ? { value: result.data } : { issues: result.error.issues };
      },
      types: undefined as unknown as { input: T; output: T },
    },
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** The first message of a field's checks, in order: each is [ok, message]. */
const first = (...checks: [boolean, string][]) => checks.find(([ok]) => !ok)?.[1];

/** What the account form sends (the contract's sign-in request). */
export type AccountLogin = Schemas['LoginRequest'];

export const accountLoginSchema = rules<AccountLogin>((input) => {
  const ua = text(input.ua).trim();
  const up = text(input.up).trim();
  return {
    value: { ua, up, rememberMe: input.rememberMe === true },
    problems: {
      ua: first([ua.length >= 1, '请输入用户名'], [ua.length <= 30, '用户名不能超过30个字符']),
      up: first([up.length >= 1, '请输入密码'], [up.length <= 20, '密码不能超过20个字符']),
    },
  };
});

/** What the phone form sends (the contract's code check). */
export type PhoneLogin = Schemas['VerifyPhoneCodeRequest'];

export const phoneLoginSchema = rules<PhoneLogin>((input) => {
  const phone = text(input.phone).trim();
  const sms_code = text(input.sms_code);
  return {
    value: { phone, sms_code },
    problems: {
      phone: first([phone.length >= 1, '请输入手机号'], [PHONE_PATTERN.test(phone), '手机号格式不正确']),
      sms_code: first([sms_code.length >= 1, '请输入验证码'], [/^\d{4}$/.test(sms_code), '验证码必须是4位']),
    },
  };
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
