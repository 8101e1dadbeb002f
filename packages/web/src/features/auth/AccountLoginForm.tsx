import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ApiError, unwrap } from '@exam/sdk';
import { api } from '../../lib/api';
import { showError, showInfo } from '../../lib/feedback';
import { accountLoginSchema } from './validation';
import { loadRememberedAccount, saveRememberedAccount } from './rememberedAccount';
import { useCompleteLogin } from './useCompleteLogin';

export function AccountLoginForm() {
  const completeLogin = useCompleteLogin();
  const remembered = loadRememberedAccount();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { ua: remembered, up: '', rememberMe: remembered !== '' },
    validate: schemaResolver(accountLoginSchema, { sync: true }),
  });
  const login = useMutation({
    meta: { localErrors: true },
    mutationFn: (values: typeof accountLoginSchema._output) => unwrap(api.POST('/api/login/dologin', { body: values })),
    onSuccess: async (_result, values) => {
      saveRememberedAccount(values.rememberMe ? values.ua : null);
      await completeLogin();
    },
    onError: (error) => {
      if (error instanceof ApiError) showError('登录失败，请检查账号密码');
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(accountLoginSchema.parse(values)))} noValidate>
      <Stack gap="md">
        <TextInput
          label="账号"
          placeholder="手机号或账号"
          autoComplete="username"
          key={form.key('ua')}
          {...form.getInputProps('ua')}
        />
        <PasswordInput
          label="密码"
          placeholder="请输入密码"
          autoComplete="current-password"
          key={form.key('up')}
          {...form.getInputProps('up')}
        />
        <Group justify="space-between">
          <Checkbox label="记住我" key={form.key('rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
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
