// 考试管理, /main/exam (spec 1 §2 information management item 6): the exam cards (2 per page by default; 2/5/10/20),
// searched by exam name, state and a creation date range kept in the address; the add/edit dialog; per exam its
// buttons, menus and subjects with their paper counts (ExamCard).
import { useState } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Pager } from '../../components/Pager';
import { LoadFailure } from '../../components/LoadFailure';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import 'dayjs/locale/zh-cn';
import { useDialogState } from '../../components/FormDialog';
import { codeListQuery, sessionQuery } from '../../lib/session';
import { usePagedList, type PageResult } from '../../lib/usePagedList';
import { useListQuery } from '../../lib/useListQuery';
import { ExamCard } from './ExamCard';
import { ExamDialog } from './ExamDialog';
import { FALLBACK_STATE_NAMES, canAddExam, type ExamViewer } from './examRules';
import { EXAM_PAGE_SIZE, EXAM_PAGE_SIZES, examKeys, examListQuery, loadExams, type ExamListParams, type ExamListSearch, type ExamRow } from './queries';

/** The list call of the search params (empty filters are sent as empty strings). */
function listParams(s: ExamListSearch & { page: number; pagesize: number }): ExamListParams {
  return { page: s.page, pagesize: s.pagesize, examname: s.examname ?? '', examstate: s.examstate ?? '', stime: s.stime ?? '', etime: s.etime ?? '' };
}

export function ExamListScreen() {
  const search = useSearch({ from: '/main/exam/' });
  const navigate = useNavigate({ from: '/main/exam/' });
  const session = useQuery(sessionQuery).data;
  const states = useQuery(codeListQuery('exam_state'));
  const types = useQuery(codeListQuery('exam_type'));
  const dialog = useDialogState<ExamRow>();
  const [name, setName] = useState(search.examname ?? '');
  const [state, setState] = useState<string | null>(search.examstate ?? null);
  const [start, setStart] = useState<string | null>(search.stime ?? null);
  const [end, setEnd] = useState<string | null>(search.etime ?? null);

  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: EXAM_PAGE_SIZES,
    defaultPageSize: EXAM_PAGE_SIZE,
    // The page's exams; the full answer (with otherInfo) is read below from the same cache entry.
    query: (s) => {
      const params = listParams(s);
      return { queryKey: examKeys.list(params), queryFn: (): Promise<PageResult<ExamRow>> => loadExams(params) };
    },
  });
  // The same cached page, for what the cards need besides the exams (permissions and paper counts).
  const page = useListQuery({ ...examListQuery(listParams({ ...search, page: list.page, pagesize: list.pageSize })), placeholderData: keepPreviousData });
  const otherInfo = page.data?.otherInfo;

  const userType = session?.user.user_type;
  const viewer: ExamViewer = { userType, pages: session?.pages ?? [], perms: otherInfo?.perms ?? [] };
  const stateOptions = (states.data ?? Object.entries(FALLBACK_STATE_NAMES).map(([code, code_name]) => ({ code, code_name }))).map((c) => ({ value: c.code, label: c.code_name }));

  const applyFilters = () =>
    list.setFilters({
      examname: name.trim() || undefined,
      examstate: (state ?? undefined) as ExamListSearch['examstate'],
      stime: start ?? undefined,
      etime: end ?? undefined,
    });
  const resetFilters = () => {
    setName('');
    setState(null);
    setStart(null);
    setEnd(null);
    list.setFilters({ examname: undefined, examstate: undefined, stime: undefined, etime: undefined });
  };

  return (
    <Stack p="md" gap="md">
      <Title order={1} fz="h4">
        考试管理
      </Title>
      <DatesProvider settings={{ locale: 'zh-cn' }}>
        <form
          role="search"
          aria-label="考试查询"
          onSubmit={(e) => {
            e.preventDefault();
            applyFilters();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput label="考试名称" placeholder="请输入考试名称" maxLength={50} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Select label="考试状态" placeholder="全部状态" clearable data={stateOptions} value={state} onChange={setState} w={140} />
            <DatePickerInput
              label="创建日期起"
              placeholder="请选择日期"
              valueFormat="YYYY-MM-DD"
              clearable
              value={start}
              onChange={setStart}
              maxDate={end ?? undefined}
              w={150}
            />
            <DatePickerInput
              label="创建日期止"
              placeholder="请选择日期"
              valueFormat="YYYY-MM-DD"
              clearable
              value={end}
              onChange={setEnd}
              minDate={start ?? undefined}
              w={150}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              查询
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={resetFilters}>
              重置
            </Button>
            {canAddExam(userType) && (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={dialog.openAdd}>
                新增考试
              </Button>
            )}
          </Group>
        </form>
      </DatesProvider>
      <Stack component="section" aria-label="考试列表" aria-busy={list.isFetching} gap="md">
        {list.isLoading ? (
          <SimpleGrid cols={1} spacing="md">
            <Skeleton h={220} radius="md" />
            <Skeleton h={220} radius="md" />
          </SimpleGrid>
        ) : list.error ? (
          <Card withBorder padding="xl">
            <LoadFailure error={list.error} onRetry={list.retry} retrying={list.isFetching} />
          </Card>
        ) : list.rows.length === 0 ? (
          <Card withBorder padding="xl">
            <Text c="dimmed" ta="center">
              暂无考试
            </Text>
          </Card>
        ) : (
          list.rows.map((exam) => (
            <ExamCard
              key={exam.exam_id}
              exam={exam}
              viewer={viewer}
              counts={(otherInfo?.subjectScanCountList ?? []).filter((c) => c.exam_id === exam.exam_id)}
              stateCodes={states.data}
              typeCodes={types.data}
              onEdit={() => dialog.openEdit(exam)}
            />
          ))
        )}
      </Stack>
      <Pager list={list} />
      {dialog.opened && session && (
        <ExamDialog
          mode={dialog.mode}
          exam={dialog.record}
          userType={userType}
          ownUnit={{ unit_id: session.unit.unit_id, unit_name: session.unit.unit_name }}
          typeCodes={types.data}
          onClose={dialog.close}
        />
      )}
    </Stack>
  );
}
