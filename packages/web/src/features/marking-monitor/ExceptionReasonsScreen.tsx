// 异常类型 (netview/exceptionPaperInit, issue 32): the abnormal reasons of the exam that teachers choose from when they
// report a paper (报告异常卷 on the marking canvas). Add, remove, then 保存 (1–20 reasons, each at most 20 characters).
import { useState } from 'react';
import { ActionIcon, Button, Card, Group, List, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExamPage } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { showSuccess } from '../../lib/feedback';
import { exceptionReasonsQuery, monitorKeys, saveExceptionReasons } from './queries';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.reasons;
const MAX = 20;

export function ExceptionReasonsScreen() {
  return <ExamPage title={T.title}>{(exam) => <ReasonsBody key={exam.examId} examId={exam.examId} />}</ExamPage>;
}

function ReasonsBody({ examId }: { examId: number }) {
  const saved = useQuery(exceptionReasonsQuery(examId));
  if (saved.error && !saved.data) return <LoadFailure error={saved.error} onRetry={() => void saved.refetch()} retrying={saved.isFetching} />;
  if (!saved.data) return <Skeleton h={160} />;
  return <ReasonsForm examId={examId} initial={saved.data} />;
}

function ReasonsForm({ examId, initial }: { examId: number; initial: string[] }) {
  const queryClient = useQueryClient();
  const [reasons, setReasons] = useState(initial);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (list: string[]) => saveExceptionReasons(examId, list),
    onSuccess: async () => {
      showSuccess(T.saved);
      await queryClient.invalidateQueries({ queryKey: monitorKeys.reasons(examId) });
    },
  });
  const add = () => {
    const reason = draft.trim();
    if (!reason) return;
    if (reasons.includes(reason)) return setError(T.duplicate(reason));
    if (reasons.length >= MAX) return setError(T.tooMany);
    setReasons([...reasons, reason]);
    setDraft('');
  };
  return (
    <Card withBorder padding="md" component="section" aria-label={T.list}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.intro}
        </Text>
        <List spacing={4} aria-label={T.list} listStyleType="none">
          {reasons.map((r) => (
            <List.Item key={r}>
              <Group gap="xs">
                <Text>{r}</Text>
                <ActionIcon variant="subtle" color="red" size="sm" aria-label={T.remove(r)} disabled={reasons.length <= 1} onClick={() => setReasons(reasons.filter((x) => x !== r))}>
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={T.newReason}
            maxLength={20}
            value={draft}
            error={error}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') add();
            }}
          />
          <Button mt={25} variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
            {T.add}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => save.mutate(reasons)}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
