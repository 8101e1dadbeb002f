// 抽查 (netview/inspectFinished, issue 32): the subject's marked papers filtered by group, teacher, round and score
// range, each with every round's marking, the result and the re-scores made here; 20 a page. 改分 (the function 抽查改分)
// opens the paper's image with a score per sub-question and the reason: the re-score is recorded as such and becomes
// the result. In strict mode the page says that spot checks cannot change scores and offers no 改分 (spec 3 §9); the
// server refuses it too.
import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { Pager } from '../../components/Pager';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { showSuccess } from '../../lib/feedback';
import { ROUND_NAMES, ROUND_ORDER, type Round } from '../../lib/markRounds';
import { inspectListQuery, monitorKeys, rescoreInspected, type InspectListRequest, type InspectRow } from './queries';
import { PaperImages, ScoresMissing, useSubScores } from '../../components/PaperScoring';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.inspect;
const F = T.filters;
const C = T.columns;
const PAGE_SIZE = 20;

export function InspectScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <InspectBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

type Filter = Pick<InspectListRequest, 'question_id' | 'user_id' | 'turn' | 'min_score' | 'max_score'>;

const resultText = (r: InspectRow) => (r.result === null ? T.noResult : `${r.result}分`);

function InspectBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<InspectRow>();
  const list = useQuery(inspectListQuery({ exam_id: examId, subject_id: subjectId, ...filter, page, pagesize: PAGE_SIZE }));
  const data = list.data;
  const strict = data?.strict_mode === 1;
  const change = (next: Filter) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const num = (v: string | number) => (v === '' ? null : Number(v));
  return (
    <Stack gap="sm">
      {strict && <Alert color="yellow" variant="light" title={T.strict} />}
      <Group gap="sm" align="flex-end">
        <Select label={F.group} w={160} clearable placeholder={F.all} data={(data?.groups ?? []).map((g) => ({ value: String(g.question_id), label: g.question_name }))} value={filter.question_id == null ? null : String(filter.question_id)} onChange={(v) => change({ question_id: v ? Number(v) : null })} />
        <Select label={F.teacher} w={160} clearable placeholder={F.all} data={(data?.teachers ?? []).map((t) => ({ value: String(t.user_id), label: t.user_name }))} value={filter.user_id == null ? null : String(filter.user_id)} onChange={(v) => change({ user_id: v ? Number(v) : null })} />
        <Select label={F.round} w={120} clearable placeholder={F.all} data={ROUND_ORDER.map((r) => ({ value: String(r), label: ROUND_NAMES[r] }))} value={filter.turn == null ? null : String(filter.turn)} onChange={(v) => change({ turn: v ? (Number(v) as Round) : null })} />
        <NumberInput label={F.min} w={110} min={0} value={filter.min_score ?? ''} onChange={(v) => change({ min_score: num(v) })} />
        <NumberInput label={F.max} w={110} min={0} value={filter.max_score ?? ''} onChange={(v) => change({ max_score: num(v) })} />
      </Group>
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.scores}</Table.Th>
              <Table.Th>{C.result}</Table.Th>
              <Table.Th>{C.rescores}</Table.Th>
              <Table.Th>{C.action}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!data?.datalist.length ? (
              <TableStatusRow colSpan={5} query={list} empty={T.empty} />
            ) : (
              data.datalist.map((r) => (
                <Table.Tr key={`${r.paper_id}:${r.question_id}`}>
                  <Table.Td>{r.question_name}</Table.Td>
                  <Table.Td>{r.scores.map((s) => T.scoreLine(ROUND_NAMES[s.turn], s.user_name, s.total)).join('；')}</Table.Td>
                  <Table.Td>{resultText(r)}</Table.Td>
                  <Table.Td>{r.rescores.map((x) => T.rescoreLine(x.user_name, x.from, x.to, x.note)).join('；')}</Table.Td>
                  <Table.Td>
                    {!strict && r.result !== null && (
                      <Button size="compact-sm" variant="light" aria-label={T.rescoreOne(r.question_name, r.scores.map((s) => T.scoreLine(ROUND_NAMES[s.turn], s.user_name, s.total)).join('；'))} onClick={() => setOpen(r)}>
                        {T.rescore}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && <Pager list={{ total: data.totalrecords, page, pageSize: PAGE_SIZE, pageSizes: [PAGE_SIZE], setPage, setPageSize: () => undefined }} />}
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={T.dialog} size="xl" centered>
        {open && <RescoreForm examId={examId} subjectId={subjectId} row={open} onDone={() => setOpen(undefined)} />}
      </Modal>
    </Stack>
  );
}

function RescoreForm({ examId, subjectId, row, onDone }: { examId: number; subjectId: number; row: InspectRow; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ scores?: boolean; note?: string }>({});
  const sub = useSubScores(row, () => setError({}));
  const save = useMutation({
    mutationFn: rescoreInspected,
    onSuccess: async (text) => {
      showSuccess(text);
      onDone();
      await queryClient.invalidateQueries({ queryKey: monitorKeys.inspect(examId, subjectId) });
    },
  });
  const submit = () => {
    const scores = sub.given();
    if (!scores) return setError({ scores: true });
    if (!note.trim()) return setError({ note: T.noteRequired });
    save.mutate({ exam_id: examId, subject_id: subjectId, paper_id: row.paper_id, question_id: row.question_id, scores, note: note.trim() });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{row.scores.map((s) => T.scoreLine(ROUND_NAMES[s.turn], s.user_name, s.total)).join('；')}</Text>
      <PaperImages paper={row} />
      <Group gap="sm">{sub.inputs()}</Group>
      <ScoresMissing shown={error.scores === true} />
      <Textarea label={T.note} withAsterisk maxLength={100} autosize minRows={1} value={note} error={error.note} onChange={(e) => { setNote(e.currentTarget.value); setError({}); }} />
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={submit}>
          {T.submit}
        </Button>
      </Group>
    </Stack>
  );
}
