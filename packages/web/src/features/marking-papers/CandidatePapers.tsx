// The marked papers of a subject to choose standard or sample papers from (标准卷管理, 样卷管理): per paper and group
// the result with its score per sub-question and whether it is a standard or sample paper already; by group, 20 a
// page. The screen gives each row its action (设为标准卷 / 设为样卷).
import { useState, type ReactNode } from 'react';
import { Select, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../components/Pager';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { markedPapersQuery, type MarkedPaper } from './queries';
import { PAPERS_TEXTS } from './texts';

const T = PAPERS_TEXTS.candidates;
const C = T.columns;
const S = PAPERS_TEXTS.sample.categories;
const PAGE_SIZE = 20;

export const subLine = (p: Pick<MarkedPaper, 'sub_scores'>) => p.sub_scores.map((s) => PAPERS_TEXTS.student.subLine(s.subquestion_name, s.score)).join('；');

export function CandidatePapers({ examId, subjectId, action }: { examId: number; subjectId: number; action: (row: MarkedPaper) => ReactNode }) {
  const [group, setGroup] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery(markedPapersQuery({ exam_id: examId, subject_id: subjectId, question_id: group, page, pagesize: PAGE_SIZE }));
  const data = list.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {T.title}
      </Title>
      <Select
        label={T.group}
        w={200}
        clearable
        placeholder={T.all}
        data={(data?.groups ?? []).map((g) => ({ value: String(g.question_id), label: g.question_name }))}
        value={group === null ? null : String(group)}
        onChange={(v) => {
          setGroup(v ? Number(v) : null);
          setPage(1);
        }}
      />
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.paper}</Table.Th>
              <Table.Th>{C.result}</Table.Th>
              <Table.Th>{C.scores}</Table.Th>
              <Table.Th>{C.state}</Table.Th>
              <Table.Th>{C.action}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!data || data.datalist.length === 0 ? (
              <TableStatusRow colSpan={6} query={list} empty={T.empty} />
            ) : (
              data.datalist.map((r) => (
                <Table.Tr key={`${r.paper_id}:${r.question_id}`}>
                  <Table.Td>{r.question_name}</Table.Td>
                  <Table.Td>{r.paper_id}</Table.Td>
                  <Table.Td>{T.score(r.result)}</Table.Td>
                  <Table.Td>{subLine(r)}</Table.Td>
                  <Table.Td>{[r.standard_total === null ? '' : T.standard(r.standard_total), r.sample_category === null ? '' : S[r.sample_category]].filter(Boolean).join('、')}</Table.Td>
                  <Table.Td>{action(r)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && <Pager list={{ total: data.totalrecords, page, pageSize: PAGE_SIZE, pageSizes: [PAGE_SIZE], setPage, setPageSize: () => undefined }} />}
    </Stack>
  );
}
