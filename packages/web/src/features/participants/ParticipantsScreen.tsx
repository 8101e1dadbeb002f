// 参考学生, exam/mgeexamstudent (spec 2 §2.5, §3, §4, §5, §6, §8, §9): the exam's participants, searched by name,
// student or exam number, by subject (全部 or one) and by upload status; 50 per page (50–400). Buttons: add
// participants, custom info import, exam-room management (not for user type 4) and batch delete; per row edit and
// delete; a submitted page's status opens its image.
import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBuilding, IconFileImport, IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ExamPage, type ExamPageContext } from '../../components/ExamPage';
import { ButtonLink } from '../../components/links';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { mainLink } from '../../lib/mainLink';
import { sessionQuery } from '../../lib/session';
import { usePagedList } from '../../lib/usePagedList';
import type { SubjectOption } from '../../lib/examSelection';
import { AddParticipantsDialog } from './AddParticipantsDialog';
import { EditParticipantDialog } from './EditParticipantDialog';
import { ImportDialog } from './ImportDialog';
import { PaperImageDialog } from './PaperImageDialog';
import { Pager } from '../../components/Pager';
import { ParticipantTable, type PaperRef } from './ParticipantTable';
import { ALL_STATUSES, STATUS_FILTERS, deleteSubjectIds, numberSearchError, shownSubjects, type ParticipantSearch } from './participantRules';
import {
  PARTICIPANT_PAGE_SIZE,
  PARTICIPANT_PAGE_SIZES,
  deleteParticipants,
  participantKeys,
  participantListQuery,
  type ListParams,
  type ParticipantRow,
} from './queries';

const ROUTE = '/main/exam/mgeexamstudent';
/** Exam-room management (spec 2 §6: hidden for user type 4). */
export const EXAM_ROOM_PATH = '/main/exam/examroommge';
const MARKING_TEACHER = '4';

export function ParticipantsScreen() {
  return <ExamPage title="参考学生">{(exam) => <Participants exam={exam} />}</ExamPage>;
}

function Participants({ exam }: { exam: ExamPageContext }) {
  const { examId } = exam;
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const queryClient = useQueryClient();
  const userType = useQuery(sessionQuery).data?.user.user_type;

  // The exam's subjects, stable while they are the same (the memoised rows compare them).
  const subjectsKey = JSON.stringify(exam.subjects);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const subjects = useMemo<SubjectOption[]>(() => exam.subjects, [subjectsKey]);
  const subjectId = subjects.some((s) => s.subject_id === search.subject_id) ? search.subject_id : undefined;
  const status = search.status ?? ALL_STATUSES;
  const columns = useMemo(() => shownSubjects(subjects, subjectId), [subjects, subjectId]);

  const list = usePagedList({
    search,
    setSearch: (next: ParticipantSearch) => void navigate({ search: next }),
    pageSizes: PARTICIPANT_PAGE_SIZES,
    defaultPageSize: PARTICIPANT_PAGE_SIZE,
    query: ({ page, pagesize, stuname, stunum }) =>
      participantListQuery({
        page,
        pagesize: pagesize as ListParams['pagesize'],
        examid: examId,
        stuname: stuname ?? '',
        stunum: stunum ?? '',
        status,
        subject_id: subjectId ?? null,
      }),
  });

  // What is being typed (applied with 查询; subject and status apply at once).
  const [stuname, setStuname] = useState(search.stuname ?? '');
  const [stunum, setStunum] = useState(search.stunum ?? '');
  const [stunumError, setStunumError] = useState<string | undefined>();

  // Ticks belong to the list they were made on: another page or filter starts with none.
  const listKey = JSON.stringify([examId, list.page, list.pageSize, search.stuname, search.stunum, subjectId, status]);
  const [ticks, setTicks] = useState<{ key: string; numbers: ReadonlySet<string> }>({ key: listKey, numbers: new Set() });
  const checked = ticks.key === listKey ? ticks.numbers : new Set<string>();
  const onCheck = useCallback(
    (numbers: string[], on: boolean) =>
      setTicks((t) => {
        const next = new Set(t.key === listKey ? t.numbers : []);
        for (const n of numbers) {
          if (on) next.add(n);
          else next.delete(n);
        }
        return { key: listKey, numbers: next };
      }),
    [listKey],
  );

  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<ParticipantRow | undefined>();
  const [viewing, setViewing] = useState<PaperRef | undefined>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: participantKeys.exam(examId) });
  const remove = useMutation({
    mutationFn: deleteParticipants,
    onSuccess: async (text) => {
      showSuccess(text || '删除成功');
      setTicks({ key: listKey, numbers: new Set() });
      await refresh();
    },
  });

  const subjectName = subjects.find((s) => s.subject_id === subjectId)?.subject_name;
  const scopeText = subjectName ? `${subjectName}科目` : '全部科目';
  const subjectIds = deleteSubjectIds(subjects, subjectId);

  const removeNow = remove.mutate;
  const askDelete = useCallback(
    (row: ParticipantRow) =>
      confirmThen({
        message: `确定删除考生“${row.student_name}”（${scopeText}）吗？删除后将同时删除该考生的阅卷数据，且不可恢复。`,
        danger: true,
        onConfirm: () =>
          removeNow({ examid: examId, subject_ids: deleteSubjectIds(subjects, subjectId), student_number: [row.student_number] }),
      }),
    [examId, scopeText, subjects, subjectId, removeNow],
  );
  const askBatchDelete = () => {
    const numbers = [...checked];
    if (numbers.length > 0) {
      confirmThen({
        message: `确定删除选中的 ${numbers.length} 名考生（${scopeText}）吗？删除后将同时删除这些考生的阅卷数据，且不可恢复。`,
        danger: true,
        onConfirm: () => remove.mutate({ examid: examId, subject_ids: subjectIds, student_number: numbers }),
      });
      return;
    }
    confirmThen({
      message: `未勾选考生，将删除本次考试${scopeText}的全部参考学生（不受姓名、学号和状态筛选限制）。删除后将同时删除阅卷数据，且不可恢复，确定删除吗？`,
      danger: true,
      onConfirm: () => remove.mutate({ examid: examId, subject_ids: subjectIds }),
    });
  };

  const onEdit = useCallback((row: ParticipantRow) => setEditing(row), []);
  const onView = useCallback((paper: PaperRef) => setViewing(paper), []);

  const applySearch = () => {
    const error = numberSearchError(stunum);
    setStunumError(error);
    if (error) return;
    list.setFilters({ stuname: stuname.trim() || undefined, stunum: stunum.trim() || undefined });
  };

  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          applySearch();
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput label="学生姓名" placeholder="请输入学生姓名" maxLength={30} value={stuname} onChange={(e) => setStuname(e.currentTarget.value)} w={150} />
          <TextInput
            label="学号/考号"
            placeholder="请输入学号或考号"
            inputMode="numeric"
            maxLength={30}
            value={stunum}
            error={stunumError}
            onChange={(e) => {
              setStunum(e.currentTarget.value);
              setStunumError(undefined);
            }}
            w={170}
          />
          <Select
            label="科目"
            w={130}
            allowDeselect={false}
            data={[{ value: 'all', label: '全部' }, ...subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))]}
            value={subjectId === undefined ? 'all' : String(subjectId)}
            onChange={(v) => list.setFilters({ subject_id: !v || v === 'all' ? undefined : Number(v) })}
          />
          <Select
            label="上传状态"
            w={200}
            allowDeselect={false}
            data={STATUS_FILTERS.map((f) => ({ value: String(f.value), label: f.label }))}
            value={String(status)}
            onChange={(v) => list.setFilters({ status: v === null || Number(v) === ALL_STATUSES ? undefined : (Number(v) as ParticipantSearch['status']) })}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />}>
            查询
          </Button>
        </Group>
      </form>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
          添加考生
        </Button>
        <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
          自定义信息导入
        </Button>
        {userType !== undefined && userType !== MARKING_TEACHER && (
          <ButtonLink variant="default" leftSection={<IconBuilding size={16} />} {...mainLink(EXAM_ROOM_PATH)}>
            考场管理
          </ButtonLink>
        )}
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={askBatchDelete} loading={remove.isPending}>
          批量删除
        </Button>
      </Group>
      <ParticipantTable
        rows={list.error ? [] : list.rows}
        failure={list.error ? { error: list.error, onRetry: list.retry, retrying: list.isFetching } : undefined}
        subjects={columns}
        checked={checked}
        loading={list.isLoading}
        fetching={list.isFetching}
        onCheck={onCheck}
        onEdit={onEdit}
        onDelete={askDelete}
        onView={onView}
        resetKey={listKey}
      />
      <Pager
        list={list}
        left={
          <Text size="sm" c="dimmed">
            {checked.size > 0 ? `已勾选 ${checked.size} 名考生` : ''}
          </Text>
        }
      />
      {adding && <AddParticipantsDialog examId={examId} onClose={() => setAdding(false)} />}
      {importing && (
        <ImportDialog
          scope={{ examid: examId, stuname: search.stuname ?? '', stunum: search.stunum ?? '', status, subject_id: subjectId }}
          subjectName={subjectName}
          onClose={() => setImporting(false)}
        />
      )}
      {editing && <EditParticipantDialog examId={examId} row={editing} onClose={() => setEditing(undefined)} />}
      {viewing && <PaperImageDialog examId={examId} paper={viewing} onClose={() => setViewing(undefined)} />}
    </Stack>
  );
}

