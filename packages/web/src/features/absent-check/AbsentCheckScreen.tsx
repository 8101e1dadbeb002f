// 缺考检查, exam/absentstudentmge (the exam card's per-subject button; spec 1 §2 item 6, §6; the spec names the page
// only): before marking, an exam administrator confirms absences per subject. The list holds the participants whose
// sheet was read with the absent mark (spec 3 §2.3, §9) and those not scanned, filtered by school (types 1, 2, 6 any
// school of the exam, others their own), room, 类别, confirmation state and a name/number keyword, all kept in the
// address; a summary of the school and room; 10/20/50/100 a page (default 50, like the not-scanned list). Ticked rows
// or one row are confirmed absent or not absent after a confirmation giving the count; 导出 downloads the filtered
// list.
import { useCallback, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconUserCheck, IconUserX } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { SubjectPage, type ExamPageContext } from '../../components/ExamPage';
import { Pager } from '../../components/Pager';
import { confirmThen } from '../../lib/confirm';
import { showFailure } from '../../lib/errors';
import { showSuccess } from '../../lib/feedback';
import { resolvePaging } from '../../lib/pagedList';
import { useListQuery } from '../../lib/useListQuery';
import { usePagedList } from '../../lib/usePagedList';
import { AbsentFilters } from './AbsentFilters';
import { AbsentSummary } from './AbsentSummary';
import { AbsentTable } from './AbsentTable';
import { SheetDialog } from './SheetDialog';
import {
  ABSENT_PAGE_SIZE,
  ABSENT_PAGE_SIZES,
  absentKeys,
  absentListQuery,
  confirmAbsence,
  downloadAbsence,
  subjectRoomsQuery,
  type AbsentFilter,
  type AbsentListRequest,
  type AbsentRow,
} from './queries';
import { useSchoolScope, type SchoolScope } from './schoolScope';
import type { AbsentSearch } from './search';
import { ABSENT_TEXTS as T } from './texts';

const ROUTE = '/main/exam/absentstudentmge';
const SIZES = { pageSizes: ABSENT_PAGE_SIZES, defaultPageSize: ABSENT_PAGE_SIZE };
/** Ticking the whole filtered list: pages of the contract's largest size, up to what one confirmation takes. */
const EVERY_PAGE = 100;
const EVERY_MAX = 1000;

export function AbsentCheckScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <AbsentCheckBody exam={exam} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function AbsentCheckBody({ exam, subjectId }: { exam: ExamPageContext; subjectId: number }) {
  const scope = useSchoolScope();
  if (!scope) return <Loader aria-label="加载中" />;
  return <AbsentCheck exam={exam} subjectId={subjectId} scope={scope} />;
}

function AbsentCheck({ exam, subjectId, scope }: { exam: ExamPageContext; subjectId: number; scope: SchoolScope }) {
  const { examId } = exam;
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const queryClient = useQueryClient();

  // The school: the user's own when fixed, else the address's when it is one of the exam's (none = every school).
  const unitId = scope.fixed?.unit_id ?? (scope.schools.some((s) => s.unit_id === search.unit_id) ? search.unit_id : undefined);
  const rooms = useQuery({ ...subjectRoomsQuery(examId, subjectId, unitId ?? 0), enabled: unitId !== undefined });
  // The room, when it is one of the subject's at that school (another subject's room from the address is dropped).
  const roomId = unitId !== undefined && search.room_id !== undefined && (rooms.data === undefined || rooms.data.some((r) => r.room_id === search.room_id)) ? search.room_id : undefined;

  const filter: AbsentFilter = {
    exam_id: examId,
    subject_id: subjectId,
    unit_id: unitId ?? null,
    room_id: roomId ?? null,
    kind: search.kind ?? 'all',
    state: search.state ?? null,
    keyword: search.keyword ?? '',
  };
  const params: AbsentListRequest = { ...filter, ...resolvePaging(search, SIZES) };
  const setSearch = (next: AbsentSearch) => void navigate({ search: next });
  const { queryKey, queryFn } = absentListQuery(params);
  const list = usePagedList({ search, setSearch, ...SIZES, query: () => ({ queryKey, queryFn }) });
  // The summary comes with the page (the same query, shared).
  const counts = useListQuery({ ...absentListQuery(params), placeholderData: keepPreviousData }).data?.counts;

  // Ticks belong to the list they were made on: another page or filter starts with none.
  const listKey = JSON.stringify(params);
  const [ticks, setTicks] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: listKey, ids: new Set() });
  const checked = ticks.key === listKey ? ticks.ids : new Set<string>();
  const onCheck = useCallback(
    (ids: string[], on: boolean) =>
      setTicks((t) => {
        const next = new Set(t.key === listKey ? t.ids : []);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return { key: listKey, ids: next };
      }),
    [listKey],
  );

  const confirm = useMutation({
    mutationFn: confirmAbsence,
    onSuccess: async (text, sent) => {
      showSuccess(text || T.confirmed(sent.student_ids.length, sent.absent));
      setTicks({ key: listKey, ids: new Set() });
      await queryClient.invalidateQueries({ queryKey: absentKeys.subject(examId, subjectId) });
    },
  });
  const send = (student_ids: string[], absent: boolean) => confirm.mutate({ exam_id: examId, subject_id: subjectId, student_ids, absent });
  const askTicked = (absent: boolean) => {
    const ids = [...checked];
    confirmThen({ message: T.askTicked(ids.length, absent), danger: absent, onConfirm: () => send(ids, absent) });
  };
  const askRow = (row: AbsentRow, absent: boolean) =>
    confirmThen({ message: T.askRow(row.student_name, row.student_id, absent), danger: absent, onConfirm: () => send([row.student_id], absent) });

  // 全选 ticks the page; when the filtered list is longer, every one of it can be ticked (at most what one
  // confirmation takes), fetched a page of 100 at a time.
  const pageIds = list.error ? [] : list.rows.map((r) => r.student_id);
  const pageTicked = pageIds.length > 0 && pageIds.every((id) => checked.has(id));
  const total = list.error ? 0 : list.total;
  const [tickingEvery, setTickingEvery] = useState(false);
  const tickEvery = async () => {
    setTickingEvery(true);
    try {
      const ids: string[] = [];
      for (let page = 1; ids.length < total && page <= Math.ceil(total / EVERY_PAGE); page++) {
        const answer = await queryClient.fetchQuery(absentListQuery({ ...filter, page, pagesize: EVERY_PAGE }));
        ids.push(...answer.datalist.map((r) => r.student_id));
        if (answer.datalist.length < EVERY_PAGE) break;
      }
      setTicks({ key: listKey, ids: new Set(ids) });
    } catch (error) {
      showFailure(error, `${T.tickEveryFailed}：`);
    } finally {
      setTickingEvery(false);
    }
  };
  const [viewing, setViewing] = useState<AbsentRow>();
  const filtered = search.kind !== undefined || search.state !== undefined || search.keyword !== undefined || roomId !== undefined || (unitId !== undefined && !scope.fixed);
  const subjectName = exam.subjectName ?? String(subjectId);

  return (
    <Stack gap="sm">
      <AbsentFilters
        scope={scope}
        unitId={unitId}
        roomId={roomId}
        rooms={{ list: rooms.data, failed: rooms.isError }}
        kind={search.kind}
        state={search.state}
        keyword={search.keyword}
        onChange={list.setFilters}
        onReload={() => void queryClient.invalidateQueries({ queryKey: absentKeys.subject(examId, subjectId) })}
      />
      <AbsentSummary counts={list.error ? undefined : counts} />
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button variant="light" color="red" leftSection={<IconUserX size={16} />} disabled={checked.size === 0} loading={confirm.isPending && confirm.variables.absent} onClick={() => askTicked(true)}>
            {T.confirmAbsent}
          </Button>
          <Button variant="light" color="teal" leftSection={<IconUserCheck size={16} />} disabled={checked.size === 0} loading={confirm.isPending && !confirm.variables.absent} onClick={() => askTicked(false)}>
            {T.confirmPresent}
          </Button>
        </Group>
        <DownloadButton leftSection={<IconDownload size={16} />} fetchFile={() => downloadAbsence(filter)} fallbackName={T.fileName(exam.examName ?? '', subjectName)} failureText={T.exportFailed}>
          {T.export}
        </DownloadButton>
      </Group>
      <AbsentTable
        rows={list.error ? [] : list.rows}
        checked={checked}
        loading={list.isLoading}
        fetching={list.isFetching}
        busy={confirm.isPending}
        emptyText={filtered ? T.emptyFiltered : T.empty}
        onCheck={onCheck}
        onConfirm={askRow}
        onViewSheet={setViewing}
        {...(list.error ? { failure: { error: list.error, onRetry: list.retry, retrying: list.isFetching } } : {})}
      />
      {pageTicked && total > pageIds.length && total <= EVERY_MAX && (
        <Group gap="xs" justify="center" aria-label={T.selectAll} role="status">
          <Text size="sm">{checked.size >= total ? T.everyTicked(total) : T.pageTicked(pageIds.length)}</Text>
          {checked.size >= total ? (
            <Button size="compact-sm" variant="subtle" onClick={() => setTicks({ key: listKey, ids: new Set() })}>
              {T.untickEvery}
            </Button>
          ) : (
            <Button size="compact-sm" variant="subtle" loading={tickingEvery} onClick={() => void tickEvery()}>
              {T.tickEvery(total)}
            </Button>
          )}
        </Group>
      )}
      <Pager
        list={list}
        left={
          <Text size="sm" c="dimmed">
            {checked.size > 0 ? T.ticked(checked.size) : ''}
          </Text>
        }
      />
      {viewing && <SheetDialog examId={examId} subjectId={subjectId} subjectName={subjectName} row={viewing} onClose={() => setViewing(undefined)} />}
    </Stack>
  );
}
