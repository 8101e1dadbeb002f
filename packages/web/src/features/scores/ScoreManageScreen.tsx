// 客观题计算与查看, score/scoreManage (the exam card's 成绩管理 menu; issue 33): per participant of the subject the
// objective score the server computes now from the recognised answers and the keys of 客观题答案 (partial credit
// where configured), the subjective score (the final marks of the subjective groups) and the total; searchable by
// name, student number or exam number, paged, exported as xlsx. The rows are the user's scope (the server's).
import { useState } from 'react';
import { Badge, Group, Stack, Text, TextInput, Button } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { SubjectPage, type ExamPageContext } from '../../components/ExamPage';
import { PagedTable, type Column } from '../../components/PagedTable';
import { usePagedList } from '../../lib/usePagedList';
import { downloadScores, scoreListQuery, type ScoreRow } from './queries';
import { KEYWORD_MAX, type ScoreSearch } from './search';
import { SCORE_TEXTS } from './texts';
import { useListQuery } from '../../lib/useListQuery';
import { resolvePaging } from '../../lib/pagedList';

const T = SCORE_TEXTS.manage;
const C = T.columns;
const ROUTE = '/main/score/scoreManage';
const SIZES = { pageSizes: [20, 50, 100], defaultPageSize: 20 };
const STATE_COLORS: Record<string, string> = { absent: 'gray', unmarked: 'orange', marked: 'teal' };

const COLUMNS: Column<ScoreRow>[] = [
  { key: 'school', title: C.school, render: (r) => r.school_name },
  { key: 'class', title: C.class, render: (r) => r.class_name },
  { key: 'name', title: C.name, render: (r) => r.student_name },
  { key: 'number', title: C.number, render: (r) => r.student_number },
  { key: 'examNumber', title: C.examNumber, render: (r) => r.student_id },
  {
    key: 'state',
    title: C.state,
    render: (r) => (
      <Badge variant="light" color={STATE_COLORS[r.state] ?? 'gray'}>
        {T.states[r.state] ?? r.state}
      </Badge>
    ),
  },
  { key: 'objective', title: C.objective, render: (r) => (r.state === 'absent' ? '—' : r.objective) },
  { key: 'subjective', title: C.subjective, render: (r) => (r.state === 'absent' ? '—' : r.subjective) },
  { key: 'total', title: C.total, render: (r) => (r.state === 'absent' ? '—' : <Text fw={600} span>{r.total}</Text>) },
];

export function ScoreManageScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <ScoreManage exam={exam} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function ScoreManage({ exam, subjectId }: { exam: ExamPageContext; subjectId: number }) {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const [typed, setTyped] = useState(search.keyword ?? '');
  const filter = { exam_id: exam.examId, subject_id: subjectId, keyword: search.keyword ?? '' };
  const { queryKey, queryFn } = scoreListQuery({ ...filter, ...resolvePaging(search, SIZES) });
  const list = usePagedList({ search, setSearch: (next: ScoreSearch) => void navigate({ search: next }), ...SIZES, query: () => ({ queryKey, queryFn }) });
  // The full scores come with the page (the same query, shared).
  const page = useListQuery({ queryKey, queryFn, placeholderData: keepPreviousData }).data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group
          gap="sm"
          component="form"
          role="search"
          aria-label={T.search}
          onSubmit={(e) => {
            e.preventDefault();
            list.setFilters({ keyword: typed.trim() || undefined });
          }}
        >
          <TextInput aria-label={T.keyword} placeholder={T.keyword} value={typed} maxLength={KEYWORD_MAX} onChange={(e) => setTyped(e.currentTarget.value)} />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
            {T.search}
          </Button>
        </Group>
        <DownloadButton leftSection={<IconDownload size={16} />} fetchFile={() => downloadScores({ ...filter, page: 1, pagesize: 999999 })} fallbackName={T.fileName(exam.examName ?? '', exam.subjectName ?? '')} failureText={T.exportFailed}>
          {T.export}
        </DownloadButton>
      </Group>
      {page && (
        <Text size="sm" c="dimmed">
          {T.full(page.full_score, page.objective_full)}
        </Text>
      )}
      <PagedTable list={list} columns={COLUMNS} rowKey={(r) => r.student_number} label={T.table} jumper />
    </Stack>
  );
}
