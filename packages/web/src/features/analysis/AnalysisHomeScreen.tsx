// 成绩分析 (/main/analysis, the home page's third card; issue 33): the exams the user sees whose report has been
// generated (生成报告 on the exam card), newest report first, each opening its 分析详情.
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { reportExamsQuery } from './queries';
import { ANALYSIS_TEXTS } from './texts';

const T = ANALYSIS_TEXTS.home;
const C = T.columns;

export function AnalysisHomeScreen() {
  const exams = useQuery(reportExamsQuery);
  return (
    <Stack gap="md">
      <PageHeader title={T.title} />
      {exams.error && !exams.data ? (
        <LoadFailure error={exams.error} onRetry={() => void exams.refetch()} retrying={exams.isFetching} />
      ) : !exams.data ? (
        <Skeleton h={160} />
      ) : exams.data.length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder aria-label={T.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{C.name}</Table.Th>
                <Table.Th>{C.type}</Table.Th>
                <Table.Th>{C.subjects}</Table.Th>
                <Table.Th>{C.generated}</Table.Th>
                <Table.Th>{C.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exams.data.map((e) => (
                <Table.Tr key={e.exam_id}>
                  <Table.Td>{e.exam_name}</Table.Td>
                  <Table.Td>{T.types[e.exam_type] ?? e.exam_type}</Table.Td>
                  <Table.Td>{e.subjects.map((s) => s.subject_name).join('、')}</Table.Td>
                  <Table.Td>{e.generated_time}</Table.Td>
                  <Table.Td>
                    <ButtonLink size="xs" variant="light" to="/main/analysis/analysisdetail" search={{ exam_id: e.exam_id }} aria-label={`${T.open}：${e.exam_name}`}>
                      {T.open}
                    </ButtonLink>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
