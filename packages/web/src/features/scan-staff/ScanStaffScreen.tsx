// 扫描人员管理, exam/mgeexamscan (spec 2 §2.8): the scanners of the chosen exam subject (filter by teacher name, 15 per
// page), adding unassigned teachers of the exam's unit (at least one ticked) and deleting a scanner after a warning
// that the related group-marking records go too.
import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SubjectPage } from '../../components/ExamPage';
import { PagedTable, type Column } from '../../components/PagedTable';
import { TeacherPickerDialog } from '../../components/TeacherPickerDialog';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { usePagedList } from '../../lib/usePagedList';
import {
  SCANNER_PAGE_SIZE,
  SCANNER_PAGE_SIZES,
  deleteScanner,
  saveScanners,
  scanStaffKeys,
  scannerListQuery,
  unitScannerQuery,
  type ScannerRow,
} from './queries';

const ROUTE = '/main/exam/mgeexamscan';

export function ScanStaffScreen() {
  const queryClient = useQueryClient();
  return (
    <SubjectPage title="扫描人员管理" onRefresh={() => void queryClient.invalidateQueries({ queryKey: scanStaffKeys.all })}>
      {({ examId, subjectId, unitId }) => <ScannerPanel examId={examId} subjectId={subjectId} unitId={unitId} />}
    </SubjectPage>
  );
}

function ScannerPanel({ examId, subjectId, unitId }: { examId: number; subjectId: number; unitId: number | undefined }) {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const queryClient = useQueryClient();
  const [name, setName] = useState(search.username ?? '');
  const [adding, setAdding] = useState(false);

  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: SCANNER_PAGE_SIZES,
    defaultPageSize: SCANNER_PAGE_SIZE,
    query: ({ page, pagesize, username }) => scannerListQuery({ page, pagesize, examid: examId, subjectid: subjectId, username: username ?? '' }),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: scanStaffKeys.subject(examId, subjectId) });
  const add = useMutation({
    mutationFn: (ids: number[]) => saveScanners(examId, subjectId, ids),
    onSuccess: async (text) => {
      showSuccess(text || '保存成功');
      setAdding(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (r: ScannerRow) => deleteScanner(examId, subjectId, r.user_id),
    onSuccess: async (text) => {
      showSuccess(text || '删除成功');
      await refresh();
    },
  });

  const openAdd = () => {
    if (unitId === undefined) {
      showError('未能确定考试所属单位，请返回考试管理重新选择考试');
      return;
    }
    setAdding(true);
  };
  const askDelete = (r: ScannerRow) =>
    confirmThen({
      message: `确定删除扫描员“${r.user_name}”吗？删除后与其相关的分组阅卷记录也将被删除。`,
      danger: true,
      onConfirm: () => remove.mutate(r),
    });

  const columns: Column<ScannerRow>[] = [
    { key: 'name', title: '用户名', render: (r) => r.user_name },
    { key: 'account', title: '账号', render: (r) => r.user_account },
    { key: 'phone', title: '手机号', render: (r) => r.cellphone },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${r.user_name}`} onClick={() => askDelete(r)}>
          删除
        </Button>
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
          <TextInput label="教师姓名" placeholder="请输入教师姓名" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={30} />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            查询
          </Button>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd}>
            添加扫描员
          </Button>
        </Group>
      </form>
      <PagedTable list={list} columns={columns} rowKey={(r) => r.user_id} label="扫描员列表" minWidth={600} jumper />
      <TeacherPickerDialog
        opened={adding && unitId !== undefined}
        title="添加扫描员"
        query={(username) => unitScannerQuery({ examid: examId, subjectid: subjectId, unitid: unitId ?? 0, username })}
        onSave={(ids) => add.mutate(ids)}
        saving={add.isPending}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
