// The data check of an exam (exam/viewDataAnalyseAndCheck, spec 3 §2.6, §4.6, §7.5): 开始分析 starts the 12 checks,
// a progress bar follows them, and a timeline shows each one going info → primary → success or danger; a check that
// found problems shows them in a paged table. The run goes on while the user looks elsewhere (runs.ts); a failed one
// says why and offers 重试. The exam is the one the address names (each tab its own); opened without one, the page
// takes the exam list's choice and puts it in the address.
import { Badge, Button, Card, Group, Loader, Progress, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ExamPage } from '../../components/ExamPage';
import { sessionQuery } from '../../lib/session';
import { ProblemTable } from './ProblemTable';
import { outcome, progressPercent, type CheckItem, type CheckState, type RunState } from './run';
import { startRun, useRun } from './runs';
import { DATA_CHECK_TEXTS as T } from './texts';

const COLORS: Record<CheckState, string> = { info: 'gray', primary: 'blue', success: 'teal', danger: 'red' };

export function DataCheckScreen({ examId }: { examId: number | undefined }) {
  return (
    <ExamPage title={T.title} examId={examId}>
      {({ examId: shown }) => (
        <>
          {examId === undefined && <AddressTheExam examId={shown} />}
          <DataCheck examId={shown} />
        </>
      )}
    </ExamPage>
  );
}

/** Puts the exam shown into the address (replacing the entry), so a reload or another tab keeps showing it. */
function AddressTheExam({ examId }: { examId: number }) {
  const navigate = useNavigate({ from: '/main/exam/viewDataAnalyseAndCheck' });
  useEffect(() => {
    void navigate({ search: { exam_id: examId }, replace: true });
  }, [navigate, examId]);
  return null;
}

function DataCheck({ examId }: { examId: number }) {
  const run = useRun(examId);
  const token = useQuery(sessionQuery).data?.token;
  const busy = run.status === 'starting' || run.status === 'running';
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {T.intro}
            </Text>
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              loading={run.status === 'starting'}
              disabled={busy || !token}
              onClick={() => token && void startRun(examId, token)}
            >
              {busy ? T.running : run.status === 'done' ? T.restart : run.status === 'failed' ? T.retry : T.start}
            </Button>
          </Group>
          <Progress.Root size="lg">
            <Progress.Section value={progressPercent(run)} color={run.status === 'done' && outcome(run).failed > 0 ? 'orange' : 'blue'} animated={busy} aria-label={T.progressLabel}>
              <Progress.Label>{progressPercent(run) > 8 ? `${progressPercent(run)}%` : ''}</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          {run.status === 'failed' ? (
            <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
              {run.error}
            </Text>
          ) : (
            <Text size="sm" aria-live="polite">
              {statusText(run)}
            </Text>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Timeline active={T.checks.length - 1} bulletSize={26} lineWidth={2} aria-label={T.timelineLabel} role="list">
          {run.items.map((item) => (
            <Timeline.Item key={item.index} role="listitem" color={COLORS[item.state]} bullet={<Bullet item={item} />} title={<ItemTitle item={item} />} lineVariant={item.state === 'info' ? 'dashed' : 'solid'}>
              <ItemBody examId={examId} runId={run.runId} item={item} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </Stack>
  );
}

function statusText(run: RunState): string {
  if (run.status === 'idle' && run.runId === null) return T.idleTitle;
  if (run.status === 'done') {
    const { passed, failed } = outcome(run);
    return T.doneTitle(passed, failed);
  }
  if (run.status === 'starting') return T.starting;
  return run.title ? `${run.title}（${run.current}/${run.total}）` : T.running;
}

function Bullet({ item }: { item: CheckItem }) {
  if (item.state === 'primary') return <Loader size={14} color="white" aria-hidden />;
  if (item.state === 'success') return <IconCheck size={14} aria-hidden />;
  if (item.state === 'danger') return <IconAlertTriangle size={14} aria-hidden />;
  return (
    <Text size="xs" fw={600} aria-hidden>
      {item.index}
    </Text>
  );
}

function ItemTitle({ item }: { item: CheckItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600} size="sm">
        {item.title}
      </Text>
      <Badge size="sm" variant="light" color={COLORS[item.state]}>
        {T.states[item.state]}
      </Badge>
    </Group>
  );
}

function ItemBody({ examId, runId, item }: { examId: number; runId: string | null; item: CheckItem }) {
  if (item.state === 'success') {
    return (
      <Text size="sm" c="dimmed">
        {T.passed}
      </Text>
    );
  }
  if (item.state !== 'danger' || runId === null) return null;
  return (
    <Stack gap={6} mt={4}>
      <Group gap={6}>
        <ThemeIcon size="xs" color="red" variant="transparent" aria-hidden>
          <IconAlertTriangle size={12} />
        </ThemeIcon>
        <Text size="sm" c="var(--mantine-color-red-text)">
          {T.found(item.total)}
        </Text>
      </Group>
      <ProblemTable key={runId} examId={examId} runId={runId} item={item} />
    </Stack>
  );
}
