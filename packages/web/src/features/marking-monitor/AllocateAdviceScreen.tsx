// 任务分配建议 (statistics/userAllocateAdvice, issue 32): for every round with papers remaining, the mock's quota per
// teacher from her measured speed, so that the round's teachers finish together. Advice only: the contract has no
// per-teacher quota to set, so there is no apply button.
import { Alert, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { ROUND_NAMES } from '../../lib/markRounds';
import { allocateAdviceQuery } from './queries';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.advice;
const C = T.columns;

export function AllocateAdviceScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <AdviceBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function AdviceBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const advice = useQuery(allocateAdviceQuery(examId, subjectId));
  const rows = (advice.data ?? []).flatMap((a) => a.teachers.map((t) => ({ a, t })));
  return (
    <Stack gap="sm">
      <Alert variant="light" color="blue" title={T.note} />
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.round}</Table.Th>
              <Table.Th ta="right">{C.remaining}</Table.Th>
              <Table.Th>{C.teacher}</Table.Th>
              <Table.Th ta="right">{C.marked}</Table.Th>
              <Table.Th ta="right">{C.seconds}</Table.Th>
              <Table.Th ta="right">{C.quota}</Table.Th>
              <Table.Th>{C.time}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <TableStatusRow colSpan={8} query={advice} empty={T.empty} />
            ) : (
              rows.map(({ a, t }) => (
                <Table.Tr key={`${a.question_id}:${a.turn}:${t.user_id}`}>
                  <Table.Td>{a.question_name}</Table.Td>
                  <Table.Td>{ROUND_NAMES[a.turn]}</Table.Td>
                  <Table.Td ta="right">{a.remaining}</Table.Td>
                  <Table.Td>{t.user_name}</Table.Td>
                  <Table.Td ta="right">{t.marked}</Table.Td>
                  <Table.Td ta="right">{t.measured ? String(t.avg_seconds ?? '') : T.notMeasured('—')}</Table.Td>
                  <Table.Td ta="right">{t.quota}</Table.Td>
                  <Table.Td>{T.minutes(t.finish_seconds)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
