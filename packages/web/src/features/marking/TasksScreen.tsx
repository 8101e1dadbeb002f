// 教师阅卷 (/main/marking): the signed-in teacher's marking tasks, one row per round of a question group, grouped
// by exam, each with its progress (marked by me, left for me, total, and the round's own) and 开始阅卷 (the marking canvas) or, once nothing is
// left, 回评 of what the teacher marked.
import { Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { ButtonLink } from '../../components/links';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { ROUND_NAMES, markModeName } from '../../lib/markRounds';
import { tasksQuery } from './queries';
import { MARKING_TEXTS as T } from './texts';

type Task = Schemas['MarkingTask'];

export function TasksScreen() {
  const tasks = useQuery(tasksQuery);
  const exams = new Map<number, Task[]>();
  for (const t of tasks.data ?? []) exams.set(t.exam_id, [...(exams.get(t.exam_id) ?? []), t]);
  return (
    <Stack>
      <Group justify="space-between">
        <PageHeader title={T.tasksTitle} />
        <Button variant="default" size="xs" leftSection={<IconRefresh size={16} />} loading={tasks.isFetching} onClick={() => void tasks.refetch()}>
          刷新
        </Button>
      </Group>
      {tasks.error && <LoadFailure error={tasks.error} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />}
      {tasks.isSuccess && exams.size === 0 && (
        <Paper withBorder p="xl">
          <Stack align="center" gap={4}>
            <Text fw={600}>{T.noTasks}</Text>
            <Text size="sm" c="dimmed">
              {T.noTasksHint}
            </Text>
          </Stack>
        </Paper>
      )}
      {[...exams.values()].map((list) => (
        <Paper withBorder p="md" key={list[0]?.exam_id}>
          <Title order={2} size="h5" mb="sm">
            {list[0]?.exam_name}
          </Title>
          <Table striped withTableBorder aria-label={`${list[0]?.exam_name ?? ''}的阅卷任务`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columns.subject}</Table.Th>
                <Table.Th>{T.columns.question}</Table.Th>
                <Table.Th>{T.columns.turn}</Table.Th>
                <Table.Th>{T.columns.mode}</Table.Th>
                <Table.Th>{T.columns.marked}</Table.Th>
                <Table.Th>{T.columns.remaining}</Table.Th>
                <Table.Th>{T.columns.total}</Table.Th>
                <Table.Th w={220}>{T.columns.progress}</Table.Th>
                <Table.Th>{T.columns.action}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((t) => {
                // The round's progress: its papers no longer waiting for any teacher (not only for this one).
                const done = t.total - t.waiting;
                const search = { exam_id: t.exam_id, subject_id: t.subject_id, question_id: t.question_id, turn: t.turn };
                return (
                  <Table.Tr key={`${t.question_id}-${t.turn}`}>
                    <Table.Td>{t.subject_name}</Table.Td>
                    <Table.Td>{t.question_name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={t.turn === 9 ? 'orange' : t.turn === 8 ? 'grape' : 'blue'}>
                        {ROUND_NAMES[t.turn]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{markModeName(t.mark_mode)}</Table.Td>
                    <Table.Td>{t.marked}</Table.Td>
                    <Table.Td>{t.remaining}</Table.Td>
                    <Table.Td>{t.total}</Table.Td>
                    <Table.Td>
                      <Progress value={t.total ? (done / t.total) * 100 : 0} aria-label={`${t.question_name}${ROUND_NAMES[t.turn]}进度`} />
                      <Text size="xs" c="dimmed">
                        {T.roundDone(done, t.total)}
                        {t.marked_elsewhere > 0 && ` · ${T.othersOnly(t.marked_elsewhere)}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ButtonLink
                        size="compact-sm"
                        to="/netview/marking"
                        search={search}
                        variant={t.remaining > 0 ? 'filled' : 'light'}
                        leftSection={<IconPlayerPlay size={14} />}
                        aria-label={`${t.remaining > 0 ? T.start : T.review}，${t.subject_name}${t.question_name}${ROUND_NAMES[t.turn]}`}
                      >
                        {t.remaining > 0 ? T.start : T.review}
                      </ButtonLink>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
