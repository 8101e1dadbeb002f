import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { unwrap } from '@exam/sdk';
import { api } from '../../lib/api';
import { showSuccess } from '../../lib/feedback';
import { forgetSession, signOut } from '../../lib/session';

/** After a password change the user is signed out after this delay (spec 1 §9). */
export const LOGOUT_DELAY_MS = 1100;

const passwordField = (required: string) => z.string().min(1, required).max(20, '密码不能超过20个字符');

export const editPasswordSchema = z
  .object({
    oldPassword: passwordField('旧密码不能为空'),
    newPass1: passwordField('新密码不能为空'),
    newPass2: passwordField('新密码不能为空'),
  })
  .refine((v) => v.newPass1 === v.newPass2, { message: '两次密码不一致', path: ['newPass2'] });

export function EditPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { oldPassword: '', newPass1: '', newPass2: '' },
    validate: schemaResolver(editPasswordSchema, { sync: true }),
  });
  const change = useMutation({
    mutationFn: (values: typeof form.values) => unwrap(api.POST('/api/login/editPassword', { body: values })),
    onSuccess: () => {
      // The server may end the session with the old password: 登录失效 is no news from here on.
      forgetSession();
      showSuccess('修改成功,请重新登录');
      setTimeout(async () => {
        await signOut(queryClient);
        await navigate({ to: '/login' });
      }, LOGOUT_DELAY_MS);
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="修改密码" centered>
      <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
        <Stack>
          <PasswordInput label="旧密码" withAsterisk autoComplete="current-password" {...form.getInputProps('oldPassword')} />
          <PasswordInput label="新密码" withAsterisk autoComplete="new-password" {...form.getInputProps('newPass1')} />
          <PasswordInput label="确认新密码" withAsterisk autoComplete="new-password" {...form.getInputProps('newPass2')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              取消
            </Button>
            <Button type="submit" loading={change.isPending || change.isSuccess}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
