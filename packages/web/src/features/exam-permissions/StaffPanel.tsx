// The right side of the 考试管理员 and 学科教研员 tabs (spec 2 §2.7, §4 "Permission screen"): the exam's
// administrators (with the warning that they have all the permissions of the exam's creator) or its subject
// researchers with their subjects. Clicking one removes them (after a confirmation); users are added from the left.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Modal, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { StaffMember } from './queries';
import type { PermissionUser } from './userFilters';
import type { SubjectOption } from '../../lib/examSelection';

export const MANAGER_WARNING = '考试管理员拥有考试创建者的全部权限';

export interface StaffPanelProps {
  kind: 'manager' | 'researcher';
  members: readonly StaffMember[] | undefined;
  loading: boolean;
  subjects: readonly SubjectOption[];
  onRemove: (member: StaffMember) => void;
}

export function StaffPanel({ kind, members, loading, subjects, onRemove }: StaffPanelProps) {
  const manager = kind === 'manager';
  const what = manager ? '考试管理员' : '学科教研员';
  const subjectName = (id: number | null | undefined) => subjects.find((s) => s.subject_id === id)?.subject_name ?? (id == null ? '' : String(id));
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        {manager && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
            {MANAGER_WARNING}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {manager ? '点击左侧用户将其设为考试管理员；点击下方的考试管理员将其移除。' : '点击左侧用户并选择学科，将其设为该学科的教研员；点击下方的教研员将其移除。'}
        </Text>
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {what}
            {members ? `（${members.length}）` : ''}
          </Text>
          {loading && <Loader size={14} />}
        </Group>
        <Stack gap={4} role="list" aria-label={`${what}列表`}>
          {members?.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              暂无{what}
            </Text>
          )}
          {members?.map((m) => {
            const subject = manager ? '' : subjectName(m.subject_id);
            return (
              <UnstyledButton
                key={`${m.user_id}-${m.subject_id ?? ''}`}
                role="listitem"
                aria-label={`移除 ${m.user_name}（${m.user_account}）${subject ? ` ${subject}` : ''}`}
                onClick={() => onRemove(m)}
                px="sm"
                py={6}
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Text size="sm" fw={500}>
                      {m.user_name}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {m.user_account}
                    </Text>
                    {m.cellphone && (
                      <Text size="sm" c="dimmed">
                        {m.cellphone}
                      </Text>
                    )}
                    {subject && (
                      <Badge variant="light" size="sm">
                        {subject}
                      </Badge>
                    )}
                  </Group>
                  <IconTrash size={16} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}

export interface ResearcherDialogProps {
  user: PermissionUser | undefined;
  subjects: readonly SubjectOption[];
  saving: boolean;
  onSubmit: (subjectId: number) => void;
  onClose: () => void;
}

/** Asks for the subject a new researcher researches (one subject per assignment). */
export function ResearcherDialog({ user, subjects, saving, onSubmit, onClose }: ResearcherDialogProps) {
  const [subject, setSubject] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setSubject(null);
    setError(undefined);
    onClose();
  };
  return (
    <Modal opened={user !== undefined} onClose={close} title="添加学科教研员" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!subject) {
            setError('请选择学科');
            return;
          }
          onSubmit(Number(subject));
        }}
        noValidate
      >
        <Stack>
          <Text size="sm">将“{user?.user_name ?? ''}”设为本次考试的学科教研员。</Text>
          <Select
            label="学科"
            placeholder="请选择学科"
            required
            data={subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
            value={subject}
            error={error}
            onChange={(v) => {
              setSubject(v);
              setError(undefined);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              取消
            </Button>
            <Button type="submit" loading={saving}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
