// A plain form (no form library): the sign-in page is the first one people load, so it carries as little code as it can.
import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, unwrap } from '@exam/sdk';
import { api } from '../../lib/api';
import { showError, showInfo } from '../../lib/feedback';
import { accountLoginSchema, type AccountLogin } from './validation';
import { loadRememberedAccount, saveRememberedAccount } from './rememberedAccount';
import { useCompleteLogin } from './useCompleteLogin';

export function AccountLoginForm() {
  const completeLogin = useCompleteLogin();
  const remembered = loadRememberedAccount();
  // A field's message shows after a submit and goes when the field changes.
  const [errors, setErrors] = useState<Partial<Record<'ua' | 'up', string>>>({});
  const clearError = (field: 'ua' | 'up') => () => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const login = useMutation({
    meta: { localErrors: true },
    mutationFn: (values: AccountLogin) => unwrap(api.POST('/api/login/dologin', { body: values })),
    onSuccess: async (_result, values) => {
      saveRememberedAccount(values.rememberMe ? values.ua : null);
      await completeLogin();
    },
    onError: (error) => {
      if (error instanceof ApiError) showError('登录失败，请检查账号密码');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = accountLoginSchema.safeParse({ ua: data.get('ua'), up: data.get('up'), rememberMe: data.get('rememberMe') === 'on' });
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    login.mutate(result.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="账号"
          placeholder="手机号或账号"
          autoComplete="username"
          name="ua"
          defaultValue={remembered}
          error={errors.ua}
          onChange={clearError('ua')}
        />
        <PasswordInput
          label="密码"
          placeholder="请输入密码"
          autoComplete="current-password"
          name="up"
          error={errors.up}
          onChange={clearError('up')}
        />
        <Group justify="space-between">
          {/* The browser's own checkbox: Mantine's carries its group and card variants, some 3 kB the first page would load for one box. */}
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
            <input type="checkbox" name="rememberMe" defaultChecked={remembered !== ''} style={{ width: 18, height: 18, margin: 0, accentColor: 'var(--mantine-primary-color-filled)' }} />
            记住我
          </label>
          <Button variant="subtle" size="compact-sm" onClick={() => showInfo('请联系单位管理员重置密码')}>
            忘记密码？
          </Button>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          登录
        </Button>
      </Stack>
    </form>
  );
}
