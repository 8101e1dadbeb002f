import { useState } from 'react';
import { Button, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { unwrap } from '@exam/sdk';
import { BlockingModal } from '../../components/BlockingModal';
import { api } from '../../lib/api';
import { showSuccess } from '../../lib/feedback';
import { signOut } from '../../lib/session';

export const bindStudentSchema = z.object({
  unit_code: z.string().trim().min(1, '请填写学校编号').max(20, '学校编号不能超过20个字符'),
  student_number: z.string().trim().min(1, '请填写学号').regex(/^\d+$/, '学号必须是数字'),
  student_password: z.string().trim().min(1, '请填写密码').max(20, '密码不能超过20个字符'),
});

/** An unbound account (user type -1) must bind a student before anything else; the dialog cannot be closed. */
export function BindAccountDialog({ opened }: { opened: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [who, setWho] = useState<'student' | 'teacher'>('student');
  const form = useForm({
    initialValues: { unit_code: '', student_number: '', student_password: '' },
    validate: schemaResolver(bindStudentSchema, { sync: true }),
  });
  const leave = async () => {
    await signOut(queryClient);
    await navigate({ to: '/login' });
  };
  const bind = useMutation({
    mutationFn: (values: typeof bindStudentSchema._output) =>
      unwrap(api.POST('/api/login/bindAccount', { body: { ...values, type: '1' } })),
    onSuccess: async () => {
      showSuccess('绑定成功！请重新登录');
      await leave();
    },
  });

  return (
    <BlockingModal opened={opened} title="绑定账号">
      <Stack>
        <SegmentedControl
          value={who}
          onChange={(v) => setWho(v as 'student' | 'teacher')}
          data={[
            { value: 'student', label: '我是学生' },
            { value: 'teacher', label: '我是老师' },
          ]}
        />
        {who === 'student' ? (
          <form onSubmit={form.onSubmit((values) => bind.mutate(bindStudentSchema.parse(values)))} noValidate>
            <Stack>
              <TextInput label="学校编号" withAsterisk {...form.getInputProps('unit_code')} />
              <TextInput label="学号" withAsterisk inputMode="numeric" {...form.getInputProps('student_number')} />
              <PasswordInput label="密码" withAsterisk {...form.getInputProps('student_password')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={leave}>
                  退出
                </Button>
                <Button type="submit" loading={bind.isPending}>
                  绑定
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack>
            <Text size="sm" c="dimmed">
              教师账号由学校管理员开通，请联系您所在学校的管理员。
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={leave}>
                退出
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </BlockingModal>
  );
}
