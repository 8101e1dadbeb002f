// 小题得分, analysis/commonReport/question-mark (level 4; issue 33): per question group and sub-question of the chosen
// subject, over the students of the user's scope: full score, mean, score rate, full-mark and zero counts.
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { questionReportQuery } from './queries';
import { ReportFrame } from './ReportFrame';
import { ANALYSIS_TEXTS } from './texts';

const T = ANALYSIS_TEXTS.questionMark;
const C = T.columns;
const pct = ANALYSIS_TEXTS.pct;

export function QuestionMarkScreen({ examId, subjectId, onSubject }: { examId: number | undefined; subjectId: number | undefined; onSubject: (id: number) => void }) {
  return (
    <ReportFrame title={T.title} examId={examId} subject={{ id: subjectId, onChange: onSubject }}>
      {(ctx) => (ctx.subjectId === undefined ? null : <QuestionMark key={ctx.subjectId} examId={ctx.examId} subjectId={ctx.subjectId} />)}
    </ReportFrame>
  );
}

function QuestionMark({ examId, subjectId }: { examId: number; subjectId: number }) {
  const report = useQuery(questionReportQuery(examId, subjectId));
  if (report.error && !report.data) return <LoadFailure error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  const data = report.data;
  if (!data) return <Skeleton h={320} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {T.count(data.subject_name, data.count)}
      </Text>
      <Table striped withTableBorder aria-label={T.groups}>
        <Table.Thead>
          <Table.Tr>
            {[C.question, C.type, C.full, C.mean, C.rate].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.groups.map((g) => (
            <Table.Tr key={g.question_id}>
              <Table.Th scope="row">{g.question_name}</Table.Th>
              <Table.Td>{g.objective ? T.objective : T.subjective}</Table.Td>
              <Table.Td>{g.full_score}</Table.Td>
              <Table.Td>{g.mean}</Table.Td>
              <Table.Td>{pct(g.score_rate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label={T.items}>
          <Table.Thead>
            <Table.Tr>
              {[C.question, C.full, C.mean, C.rate, C.fullCount, C.zeroCount].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((i) => (
              <Table.Tr key={i.subquestion_id}>
                <Table.Th scope="row">{`${i.question_name} ${i.name}`}</Table.Th>
                <Table.Td>{i.full_score}</Table.Td>
                <Table.Td>{i.mean}</Table.Td>
                <Table.Td>{pct(i.score_rate)}</Table.Td>
                <Table.Td>{i.full_count}</Table.Td>
                <Table.Td>{i.zero_count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
