// 成绩核查, score/scoreCheck (the exam card's 成绩管理 menu, for the platform administrator; issue 33): the participants
// of the subject whose scores need a look — the sheet carries the absent mark yet has scores, scanned but not finally
// marked, a total above the full score, a marked total of 0 — each with a link to the page that fixes it.
import { Anchor, Badge, Skeleton, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SubjectPage } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { scoreCheckQuery } from './queries';
import { SCORE_TEXTS } from './texts';
import { TableEmptyRow } from '../../components/TableEmptyRow';

const T = SCORE_TEXTS.scoreCheck;
const C = T.columns;
const COLORS: Record<string, string> = { absent_marked: 'grape', unmarked: 'orange', over_full: 'red', zero: 'gray' };

export function ScoreCheckScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <ScoreCheck examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function ScoreCheck({ examId, subjectId }: { examId: number; subjectId: number }) {
  const rows = useQuery(scoreCheckQuery(examId, subjectId));
  if (rows.error && !rows.data) return <LoadFailure error={rows.error} onRetry={() => void rows.refetch()} retrying={rows.isFetching} />;
  if (!rows.data) return <Skeleton h={200} />;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped withTableBorder aria-label={T.table}>
        <Table.Thead>
          <Table.Tr>
            {[C.problem, C.examNumber, C.name, C.school, C.class, C.total, C.detail, C.fix].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.data.length === 0 && <TableEmptyRow colSpan={8}>{T.none}</TableEmptyRow>}
          {rows.data.map((r) => (
            <Table.Tr key={`${r.problem}-${r.student_id}`}>
              <Table.Td>
                <Badge variant="light" color={COLORS[r.problem] ?? 'gray'}>
                  {T.problems[r.problem] ?? r.problem}
                </Badge>
              </Table.Td>
              <Table.Td>{r.student_id}</Table.Td>
              <Table.Td>{r.student_name}</Table.Td>
              <Table.Td>{r.school_name}</Table.Td>
              <Table.Td>{r.class_name}</Table.Td>
              <Table.Td>{r.total}</Table.Td>
              <Table.Td>{r.detail}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={r.fix} size="sm" aria-label={`${T.fix}：${r.student_name} ${T.problems[r.problem] ?? ''}`}>
                  {T.fix}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
