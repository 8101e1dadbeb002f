// 异常卷管理 (netview/exceptionPaperManage, issue 32): the papers teachers reported abnormal (round 9) of the subject,
// waiting ones by default (已处理 and 全部 on demand), refreshed every 5 seconds. 处理 opens the paper's image with the
// reason and the earlier scores, and handles it one of three ways: a score per sub-question (round 9's score, the
// paper's result), back to normal marking, or blank/0 with a note.
import { useState } from 'react';
import { Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { WindowedTable } from '../../components/WindowedTable';
import { showSuccess } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { exceptionListQuery, handleException, type ExceptionHandleRequest, type ExceptionPaper, type ExceptionState } from './queries';
import { PaperImages, ScoresMissing, useSubScores } from '../../components/PaperScoring';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.exception;
const C = T.columns;
const STATES: ExceptionState[] = ['waiting', 'handled', 'all'];

export function ExceptionManageScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <ExceptionBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

const earlierText = (p: ExceptionPaper) => (p.earlier.length ? p.earlier.map((e) => `${ROUND_NAMES[e.turn]} ${e.total}分`).join('，') : T.none);

function resultText(p: ExceptionPaper): string {
  const h = p.handling;
  if (!h) return T.waiting;
  const what = h.action === 'score' ? T.results.score(h.total) : h.action === 'blank' ? T.results.blank(h.note) : T.results.normal();
  return `${what}（${T.by(h.user_name, h.time)}）`;
}

function ExceptionBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const [state, setState] = useState<ExceptionState>('waiting');
  const list = useQuery(exceptionListQuery(examId, subjectId, state));
  const [open, setOpen] = useState<ExceptionPaper>();
  const rows = list.data ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SegmentedControl aria-label={T.stateLabel} value={state} onChange={(v) => setState(v as ExceptionState)} data={STATES.map((s) => ({ value: s, label: T.states[s] }))} />
      </Group>
      <WindowedTable
        label={T.table}
        minWidth={860}
        head={[C.group, C.reporter, C.round, C.reason, C.time, C.earlier, C.result, C.action].map((h) => (
          <Table.Th key={h}>{h}</Table.Th>
        ))}
        rows={rows.map((p) => ({
          key: `${p.paper_id}:${p.question_id}:${p.reported_at}:${p.reason}`,
          cells: [
            p.question_name,
            p.reported_by,
            ROUND_NAMES[p.reported_turn],
            p.reason,
            p.reported_at,
            earlierText(p),
            p.state === 'waiting' ? (
              <Badge key="state" variant="light" color="orange" size="sm">
                {T.waiting}
              </Badge>
            ) : (
              resultText(p)
            ),
            p.state === 'waiting' && (
              <Button key="handle" size="compact-sm" variant="light" aria-label={T.handleOne(p.question_name, p.reported_by)} onClick={() => setOpen(p)}>
                {T.handle}
              </Button>
            ),
          ],
        }))}
        placeholder={<TableStatusRow colSpan={8} query={list} empty={T.empty[state]} />}
      />
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={T.dialog} size="xl" centered>
        {open && <HandleForm examId={examId} subjectId={subjectId} paper={open} onDone={() => setOpen(undefined)} />}
      </Modal>
    </Stack>
  );
}

function HandleForm({ examId, subjectId, paper, onDone }: { examId: number; subjectId: number; paper: ExceptionPaper; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ scores?: boolean; note?: string }>({});
  const sub = useSubScores(paper, () => setError({}));
  const handle = useMutation({
    mutationFn: handleException,
    onSuccess: async (text) => {
      showSuccess(text);
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['markingMonitor'] });
    },
  });
  const send = (action: ExceptionHandleRequest['action'], extra: Partial<ExceptionHandleRequest> = {}) =>
    handle.mutate({ exam_id: examId, subject_id: subjectId, paper_id: paper.paper_id, question_id: paper.question_id, action, ...extra });
  const submitScore = () => {
    const scores = sub.given();
    if (!scores) return setError({ scores: true });
    send('score', { scores });
  };
  const blank = () => {
    if (!note.trim()) return setError({ note: T.noteRequired });
    send('blank', { note: note.trim() });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{T.reasonLine(paper.reason, paper.reported_by, ROUND_NAMES[paper.reported_turn])}</Text>
      <Text size="sm">{T.earlierLine(earlierText(paper))}</Text>
      <PaperImages paper={paper} />
      <Group align="flex-end" gap="sm">
        {sub.inputs(0.5)}
        <Text size="sm" c="dimmed">
          {T.total(Math.round(sub.total * 100) / 100, paper.full_score)}
        </Text>
      </Group>
      <ScoresMissing shown={error.scores === true} />
      <Textarea label={T.note} maxLength={100} autosize minRows={1} value={note} error={error.note} onChange={(e) => { setNote(e.currentTarget.value); setError({}); }} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" loading={handle.isPending && handle.variables.action === 'normal'} onClick={() => send('normal')}>
          {T.toNormal}
        </Button>
        <Button variant="light" color="gray" loading={handle.isPending && handle.variables.action === 'blank'} onClick={blank}>
          {T.blank}
        </Button>
        <Button loading={handle.isPending && handle.variables.action === 'score'} onClick={submitScore}>
          {T.submitScore}
        </Button>
      </Group>
    </Stack>
  );
}
