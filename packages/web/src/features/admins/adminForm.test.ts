import { describe, expect, it } from 'vitest';
import { adminFormSchema, adminFormValues, adminSaveBody, PASSWORD_PLACEHOLDER } from './adminForm';

const valid = { useraccount: 'lisi', username: '李四', userpwd: 'Ls@2026', cellphone: '', email: '', until: null };
const messages = (values: object) => adminFormSchema.safeParse(values).error?.issues.map((i) => i.message) ?? [];

describe('administrator form', () => {
  it('states every rule in the spec words', () => {
    expect(messages({ ...valid, useraccount: '', username: '', userpwd: '' })).toEqual(['请填写账号', '请填写姓名', '请填写密码']);
    expect(messages({ ...valid, useraccount: 'a'.repeat(31), username: '名'.repeat(31), userpwd: 'p'.repeat(21) })).toEqual([
      '账号不能超过30个字符',
      '姓名不能超过30个字符',
      '密码不能超过20个字符',
    ]);
    expect(messages({ ...valid, cellphone: '139-1234' })).toEqual(['手机号必须是数字']);
    expect(messages({ ...valid, email: 'not-an-email' })).toEqual(['请填写有效格式邮箱']);
    expect(messages({ ...valid, until: '2027/08/31' })).toEqual(['有效期格式为YYYY-MM-DD']);
    expect(messages({ ...valid, cellphone: '13912345678', email: 'lisi@example.cn', until: '2027-08-31' })).toEqual([]);
  });

  it('fills a placeholder password when editing and sends empty optional fields as null', () => {
    const row = { user_id: 7, user_account: 'lisi', user_name: '李四', state: '1' as const, unit_id: 101 };
    expect(adminFormValues(row).userpwd).toBe(PASSWORD_PLACEHOLDER);
    expect(adminFormValues(undefined).userpwd).toBe('');
    expect(adminSaveBody(adminFormValues(row), 101, 7)).toEqual({
      userid: 7,
      useraccount: 'lisi',
      username: '李四',
      userpwd: PASSWORD_PLACEHOLDER,
      cellphone: null,
      email: null,
      until: null,
      unitid: 101,
    });
  });
});
