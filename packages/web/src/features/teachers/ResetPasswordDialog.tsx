// The teacher screen's reset-password dialog (spec 1 §2 item 4, §7 resetpwd, §9): a new password of at most 20
// characters, or blank for the platform's default password. A failed reset keeps the dialog and what was typed.
import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showSuccess } from '../../lib/feedback';
import { resetTeacherPassword, type TeacherRow } from './queries';
import { resetPasswordError } from './teacherForm';

export function ResetPasswordDialog({ row, onClose }: { row: TeacherRow; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? resetPasswordError(password) : undefined;
  const reset = useMutation({
    mutationFn: (newpwd: string) => resetTeacherPassword(row.user_id, newpwd),
    onSuccess: (text) => {
      showSuccess(text || '重置成功');
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="重置密码" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (resetPasswordError(password) === undefined) reset.mutate(password);
        }}
      >
        <Stack>
          <Text size="sm">为“{row.user_name}”（{row.user_account}）设置新密码。留空则重置为默认密码。</Text>
          <PasswordInput
            label="新密码"
            placeholder="留空则使用默认密码"
            autoComplete="new-password"
            data-autofocus
            value={password}
            error={error}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={reset.isPending}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
