// 阅卷教师管理, exam/mgeexamteacher (spec 2 §2.3): the marking teachers of the chosen exam subject (name search,
// 15 per page with total and page jumper, online/offline tag), force offline for online teachers, each teacher's
// question-group rounds, delete (both confirmed), adding unassigned teachers of the exam's unit and the batch
// add/edit dialog (rounds per group, export, import, generation per round).
import { useState } from 'react';
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SubjectPage } from '../../components/ExamPage';
import { PagedTable, type Column } from '../../components/PagedTable';
import { TeacherPickerDialog } from '../../components/TeacherPickerDialog';
import { confirmThen } from '../../lib/confirm';
import { showError, showInfo, showSuccess } from '../../lib/feedback';
import { sessionQuery, signOut } from '../../lib/session';
import { usePagedList } from '../../lib/usePagedList';
import { BatchRoundsDialog } from './BatchRoundsDialog';
import {
  TEACHER_PAGE_SIZE,
  TEACHER_PAGE_SIZES,
  deleteTeacher,
  examTeacherListQuery,
  forceLogout,
  markingTeacherKeys,
  saveTeachers,
  unitTeacherQuery,
  type ExamTeacherRow,
} from './queries';
import { TeacherRoundsDialog } from './TeacherRoundsDialog';

const ROUTE = '/main/exam/mgeexamteacher';

export function MarkingTeachersScreen() {
  const queryClient = useQueryClient();
  return (
    <SubjectPage title="阅卷教师管理" onRefresh={() => void queryClient.invalidateQueries({ queryKey: markingTeacherKeys.all })}>
      {({ examId, subjectId, unitId }) => <TeacherPanel examId={examId} subjectId={subjectId} unitId={unitId} />}
    </SubjectPage>
  );
}

function TeacherPanel({ examId, subjectId, unitId }: { examId: number; subjectId: number; unitId: number | undefined }) {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const queryClient = useQueryClient();
  const [name, setName] = useState(search.username ?? '');
  const [adding, setAdding] = useState(false);
  const [batch, setBatch] = useState(false);
  const [roundsOf, setRoundsOf] = useState<ExamTeacherRow | undefined>();

  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: TEACHER_PAGE_SIZES,
    defaultPageSize: TEACHER_PAGE_SIZE,
    query: ({ page, pagesize, username }) => examTeacherListQuery({ page, pagesize, examid: examId, subjectid: subjectId, username: username ?? '' }),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: markingTeacherKeys.subject(examId, subjectId) });
  const done = (fallback: string) => async (text: string) => {
    showSuccess(text || fallback);
    await refresh();
  };
  const session = useQuery(sessionQuery).data;
  const isSelf = (r: ExamTeacherRow) => r.user_id === session?.user.user_id;
  const offline = useMutation({
    mutationFn: (r: ExamTeacherRow) => forceLogout(r.user_id),
    onSuccess: async (text, r) => {
      if (!isSelf(r)) return done('已强制下线')(text);
      // The own session has just ended on the server, on purpose: sign out as the user menu does (no 登录失效 alert).
      await signOut(queryClient);
      showInfo('您的账号已被强制下线，请重新登录');
      await navigate({ to: '/login' });
    },
  });
  const remove = useMutation({ mutationFn: (r: ExamTeacherRow) => deleteTeacher(examId, subjectId, r.user_id), onSuccess: done('删除成功') });
  const add = useMutation({
    mutationFn: (ids: number[]) => saveTeachers(examId, subjectId, ids),
    onSuccess: async (text) => {
      setAdding(false);
      await done('保存成功')(text);
    },
  });

  const openAdd = () => {
    if (unitId === undefined) {
      showError('未能确定考试所属单位，请返回考试管理重新选择考试');
      return;
    }
    setAdding(true);
  };
  const askOffline = (r: ExamTeacherRow) =>
    confirmThen({
      message: isSelf(r)
        ? `“${r.user_name}”是您当前登录的账号，强制下线后您将退出登录，需要重新登录。确定继续吗？`
        : `确定将“${r.user_name}”强制下线吗？`,
      danger: true,
      onConfirm: () => offline.mutate(r),
    });
  const askDelete = (r: ExamTeacherRow) =>
    confirmThen({ message: `确定删除阅卷教师“${r.user_name}”吗？`, danger: true, onConfirm: () => remove.mutate(r) });

  const columns: Column<ExamTeacherRow>[] = [
    { key: 'name', title: '用户名', render: (r) => r.user_name },
    { key: 'account', title: '账号', render: (r) => r.user_account },
    { key: 'phone', title: '手机号', render: (r) => r.cellphone },
    {
      key: 'online',
      title: '在线状态',
      render: (r) =>
        r.is_online === 1 ? (
          <Badge color="green" variant="light">
            在线
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            离线
          </Badge>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.is_online === 1 && (
            <Button size="compact-sm" variant="subtle" color="orange" aria-label={`强制下线 ${r.user_name}`} onClick={() => askOffline(r)}>
              强制下线
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" aria-label={`题组轮次 ${r.user_name}`} onClick={() => setRoundsOf(r)}>
            题组轮次
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${r.user_name}`} onClick={() => askDelete(r)}>
            删除
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          list.setFilters({ username: name.trim() || undefined });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput label="姓名" placeholder="请输入姓名" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={30} />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            查询
          </Button>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd}>
            添加教师
          </Button>
          <Button variant="light" leftSection={<IconUsersGroup size={16} />} onClick={() => setBatch(true)}>
            批量添加/编辑
          </Button>
        </Group>
      </form>
      <PagedTable list={list} columns={columns} rowKey={(r) => r.user_id} label="阅卷教师列表" jumper />
      <TeacherPickerDialog
        opened={adding && unitId !== undefined}
        title="添加阅卷教师"
        query={(username) => unitTeacherQuery({ examid: examId, subjectid: subjectId, unitid: unitId ?? 0, username })}
        onSave={(ids) => add.mutate(ids)}
        saving={add.isPending}
        onClose={() => setAdding(false)}
      />
      {roundsOf && <TeacherRoundsDialog examId={examId} subjectId={subjectId} teacher={roundsOf} onClose={() => setRoundsOf(undefined)} />}
      {batch && <BatchRoundsDialog examId={examId} subjectId={subjectId} onClose={() => setBatch(false)} />}
    </Stack>
  );
}
