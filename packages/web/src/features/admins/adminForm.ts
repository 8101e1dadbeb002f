// The administrator form's rules (spec 1 §5): account and name required, at most 30; password required, at most 20
// (editing fills a placeholder); phone digits only; a valid e-mail; valid-until as YYYY-MM-DD.
import { z } from 'zod';
import type { AdminRow, AdminSave } from './queries';

/** What the password field holds when editing: the server keeps the password (resetting is its own action). */
export const PASSWORD_PLACEHOLDER = '********';

const emailCheck = z.email();

export const adminFormSchema = z.object({
  useraccount: z.string().trim().min(1, '请填写账号').max(30, '账号不能超过30个字符'),
  username: z.string().trim().min(1, '请填写姓名').max(30, '姓名不能超过30个字符'),
  userpwd: z.string().min(1, '请填写密码').max(20, '密码不能超过20个字符'),
  cellphone: z.string().trim().regex(/^\d*$/, '手机号必须是数字').max(11, '手机号不能超过11位'),
  email: z
    .string()
    .trim()
    .max(50, '邮箱不能超过50个字符')
    .refine((v) => v === '' || emailCheck.safeParse(v).success, '请填写有效格式邮箱'),
  until: z
    .string()
    .nullable()
    .refine((v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v), '有效期格式为YYYY-MM-DD'),
});

export interface AdminFormValues {
  useraccount: string;
  username: string;
  userpwd: string;
  cellphone: string;
  email: string;
  until: string | null;
}

export function adminFormValues(row: AdminRow | undefined): AdminFormValues {
  return {
    useraccount: row?.user_account ?? '',
    username: row?.user_name ?? '',
    userpwd: row ? PASSWORD_PLACEHOLDER : '',
    cellphone: row?.cellphone ?? '',
    email: row?.email ?? '',
    until: row?.valid_until ?? null,
  };
}

export function adminSaveBody(values: AdminFormValues, unitid: number, userid: number | undefined): AdminSave {
  const v = adminFormSchema.parse(values);
  return {
    userid: userid ?? null,
    useraccount: v.useraccount,
    username: v.username,
    userpwd: v.userpwd,
    cellphone: v.cellphone || null,
    email: v.email || null,
    until: v.until || null,
    unitid,
  };
}
