// 标准卷管理 (netview/standardPaperManage, issue 32): the subject's standard papers with their standard score per
// sub-question, how many teachers scored them, and how often they reach teachers (发送间隔); a marked paper becomes
// one with 设为标准卷 (its images and a standard score per sub-question, starting from its result). Teachers get them
// unannounced while they mark; their scores go to 标准卷评分, never into the paper's result.
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { PaperImages, ScoresMissing, useSubScores } from '../../components/PaperScoring';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { CandidatePapers, subLine } from './CandidatePapers';
import { paperKeys, removeStandard, saveInterval, saveStandard, standardListQuery, type MarkedPaper } from './queries';
import { PAPERS_TEXTS } from './texts';

const T = PAPERS_TEXTS.standard;
const C = T.columns;

export function StandardPaperScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <StandardBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function StandardBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(standardListQuery(examId, subjectId));
  const [open, setOpen] = useState<MarkedPaper>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: paperKeys.all });
  const remove = useMutation({
    mutationFn: removeStandard,
    onSuccess: async (text) => {
      showSuccess(text);
      await refresh();
    },
  });
  const papers = list.data?.papers ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      {list.data && <IntervalForm key={list.data.interval} examId={examId} subjectId={subjectId} interval={list.data.interval} />}
      <Title order={2} size="h4">
        {T.table}
      </Title>
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.paper}</Table.Th>
              <Table.Th>{C.standard}</Table.Th>
              <Table.Th>{C.scores}</Table.Th>
              <Table.Th>{C.result}</Table.Th>
              <Table.Th>{C.by}</Table.Th>
              <Table.Th>{C.time}</Table.Th>
              <Table.Th>{C.scored}</Table.Th>
              <Table.Th>{C.action}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {papers.length === 0 ? (
              <TableStatusRow colSpan={9} query={list} empty={T.empty} />
            ) : (
              papers.map((p) => (
                <Table.Tr key={`${p.paper_id}:${p.question_id}`}>
                  <Table.Td>{p.question_name}</Table.Td>
                  <Table.Td>{p.paper_id}</Table.Td>
                  <Table.Td>{`${p.standard_total}分`}</Table.Td>
                  <Table.Td>{subLine({ sub_scores: p.scores })}</Table.Td>
                  <Table.Td>{p.result === null ? '—' : `${p.result}分`}</Table.Td>
                  <Table.Td>{p.user_name}</Table.Td>
                  <Table.Td>{p.time}</Table.Td>
                  <Table.Td>{T.scored(p.scored)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={T.removeOne(p.question_name, p.paper_id)}
                      onClick={() => confirmThen({ message: T.ask(p.question_name), danger: true, onConfirm: () => remove.mutate({ exam_id: examId, subject_id: subjectId, paper_id: p.paper_id, question_id: p.question_id }) })}
                    >
                      {T.remove}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CandidatePapers
        examId={examId}
        subjectId={subjectId}
        action={(r) => (
          <Button size="compact-sm" variant="light" aria-label={T.setOne(r.question_name, r.paper_id)} onClick={() => setOpen(r)}>
            {r.standard_total === null ? T.set : T.change}
          </Button>
        )}
      />
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={T.dialog} size="xl" centered>
        {open && (
          <StandardForm
            examId={examId}
            subjectId={subjectId}
            paper={open}
            onDone={async () => {
              setOpen(undefined);
              await refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function IntervalForm({ examId, subjectId, interval }: { examId: number; subjectId: number; interval: number }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | string>(interval);
  const save = useMutation({
    mutationFn: saveInterval,
    onSuccess: async (text) => {
      showSuccess(text);
      await queryClient.invalidateQueries({ queryKey: paperKeys.standard(examId, subjectId) });
    },
  });
  const n = Number(value);
  return (
    <Group gap="sm" align="flex-end">
      <NumberInput label={T.interval} w={300} min={1} max={1000} step={1} allowDecimal={false} value={value} onChange={setValue} />
      <Button variant="light" loading={save.isPending} disabled={!Number.isInteger(n) || n < 1 || n > 1000 || n === interval} onClick={() => save.mutate({ exam_id: examId, subject_id: subjectId, interval: n })}>
        {T.saveInterval}
      </Button>
    </Group>
  );
}

function StandardForm({ examId, subjectId, paper, onDone }: { examId: number; subjectId: number; paper: MarkedPaper; onDone: () => Promise<void> }) {
  const [missing, setMissing] = useState(false);
  const initial = Object.fromEntries(paper.sub_scores.map((s) => [s.subquestion_id, s.score ?? undefined]));
  const sub = useSubScores(paper, () => setMissing(false), initial);
  const save = useMutation({
    mutationFn: saveStandard,
    onSuccess: async (text) => {
      showSuccess(text);
      await onDone();
    },
  });
  const submit = () => {
    const scores = sub.given();
    if (!scores) return setMissing(true);
    save.mutate({ exam_id: examId, subject_id: subjectId, paper_id: paper.paper_id, question_id: paper.question_id, scores });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{`${paper.question_name} ${paper.paper_id}：${PAPERS_TEXTS.candidates.columns.result} ${PAPERS_TEXTS.candidates.score(paper.result)}`}</Text>
      <PaperImages paper={paper} />
      <Group gap="sm">{sub.inputs(0.5)}</Group>
      <Text size="sm">{T.total(sub.total, paper.full_score)}</Text>
      <ScoresMissing shown={missing} />
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={submit}>
          {T.submit}
        </Button>
      </Group>
    </Stack>
  );
}
