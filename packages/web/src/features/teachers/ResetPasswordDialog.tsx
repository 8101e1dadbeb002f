// The teacher screen's reset-password dialog (spec 1 §2 item 4, §7 resetpwd, §9): a new password of at most 20
// characters, or blank for the platform's default password. A failed reset keeps the dialog and what was typed.
import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useSaveDialog } from '../../components/FormDialog';
import { resetTeacherPassword, teacherKeys, type TeacherRow } from './queries';
import { resetPasswordError } from './teacherForm';

export function ResetPasswordDialog({ row, onClose }: { row: TeacherRow; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? resetPasswordError(password) : undefined;
  // The shared dialog save: the server's text on success, and nothing claimed if the answer comes after closing.
  const reset = useSaveDialog({ save: (newpwd: string) => resetTeacherPassword(row.user_id, newpwd), invalidate: teacherKeys.all, onSaved: onClose });
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
