// Student management, info/student (spec 1 §2 information management item 5): the unit tree on the left (a unit
// select on narrow screens; hidden when there is only one unit, which is then chosen), the chosen school's students
// (15 per page) with filters by name, number, grade and class, multi-select with batch delete, edit and confirmed
// delete, the add/edit dialog, class add/delete, the import with its progress bar and the template download.
import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { PagedTable, type Column } from '../../components/PagedTable';
import { useDialogState } from '../../components/FormDialog';
import { PageHeader } from '../../components/PageHeader';
import { UnitTreeCard, UnitTreePanel, findUnit, type TreeUnit } from '../../components/UnitTreePanel';
import { LoadFailure } from '../../components/LoadFailure';
import { useListQuery } from '../../lib/useListQuery';
import { confirmThen } from '../../lib/confirm';
import { MOBILE_MAX_WIDTH } from '../../lib/device';
import { showError, showSuccess } from '../../lib/feedback';
import { usePagedList } from '../../lib/usePagedList';
import {
  STUDENT_PAGE_SIZE,
  STUDENT_PAGE_SIZES,
  batchDeleteStudents,
  deleteClass,
  deleteStudent,
  downloadTemplate,
  studentKeys,
  studentListQuery,
  studentUnitTreeQuery,
  type StudentListParams,
  type StudentRow,
} from './queries';
import { StudentDialog } from './StudentDialog';
import { ClassDialog } from './ClassDialog';
import { StudentImport } from './StudentImport';
import { useClassOptions, useGradeOptions } from './useGradesAndClasses';

/** Every unit of the tree, depth first, for the narrow screen's select. */
function flatUnits(units: readonly unknown[] | undefined, depth = 0): { value: string; label: string }[] {
  return (units ?? []).flatMap((u) => {
    const unit = u as TreeUnit;
    if (typeof unit?.unit_id !== 'number') return [];
    const children = Array.isArray(unit.subunit) ? flatUnits(unit.subunit, depth + 1) : [];
    return [{ value: String(unit.unit_id), label: `${'　'.repeat(depth)}${unit.unit_name}` }, ...children];
  });
}

export function StudentsScreen() {
  const search = useSearch({ from: '/main/info/student' });
  const navigate = useNavigate({ from: '/main/info/student' });
  const queryClient = useQueryClient();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const tree = useListQuery(studentUnitTreeQuery);
  const units = flatUnits(tree.data);
  const onlyUnit = units.length === 1 && units[0] ? Number(units[0].value) : undefined;
  const unitId = search.unitid;
  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: STUDENT_PAGE_SIZES,
    defaultPageSize: STUDENT_PAGE_SIZE,
    query: ({ page, pagesize, unitid, stuname, stunum, grade_id, class_id }) => ({
      ...studentListQuery({ page, pagesize: pagesize as StudentListParams['pagesize'], unitid: unitid ?? 0, stuname: stuname ?? '', stunum: stunum ?? '', grade_id: grade_id ?? null, class_id: class_id ?? null }),
      enabled: unitid !== undefined,
    }),
  });
  const selectedUnit = findUnit<TreeUnit>(tree.data as TreeUnit[] | undefined, unitId);

  // With only one unit the tree is hidden and that unit is chosen.
  useEffect(() => {
    if (onlyUnit !== undefined && unitId !== onlyUnit) list.setFilters({ unitid: onlyUnit });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onlyUnit]);

  // The filters being typed (applied with 查询; grade and class apply at once).
  const [stuname, setStuname] = useState(search.stuname ?? '');
  const [stunum, setStunum] = useState(search.stunum ?? '');
  const grades = useGradeOptions(unitId);
  const classes = useClassOptions(unitId, search.grade_id);
  const [checked, setChecked] = useState<string[]>([]);

  const dialog = useDialogState<StudentRow>();
  const [classDialog, setClassDialog] = useState(false);

  const onDone = async (text: string, fallback: string) => {
    showSuccess(text || fallback);
    setChecked([]);
    await queryClient.invalidateQueries({ queryKey: studentKeys.all });
  };
  const remove = useMutation({ mutationFn: deleteStudent, onSuccess: (t) => onDone(t, '删除成功') });
  const removeMany = useMutation({
    mutationFn: (numbers: string[]) => batchDeleteStudents(numbers, unitId ?? 0),
    onSuccess: (t) => onDone(t, '删除成功'),
  });
  const removeClass = useMutation({
    mutationFn: deleteClass,
    onSuccess: async (t) => {
      list.setFilters({ class_id: undefined });
      await onDone(t, '删除成功');
    },
  });

  const chooseUnit = (id: number) => {
    setChecked([]);
    setStuname('');
    setStunum('');
    list.setFilters({ unitid: id, stuname: undefined, stunum: undefined, grade_id: undefined, class_id: undefined });
  };
  const askDelete = (row: StudentRow) =>
    confirmThen({ message: `确定删除学生“${row.student_name}”吗？`, danger: true, onConfirm: () => remove.mutate(row.student_number) });
  const askBatchDelete = () => {
    if (checked.length === 0) {
      showError('请先勾选要删除的学生');
      return;
    }
    confirmThen({ message: `确定删除选中的 ${checked.length} 名学生吗？`, danger: true, onConfirm: () => removeMany.mutate(checked) });
  };
  const askDeleteClass = () => {
    const cls = classes.find((c) => Number(c.value) === search.class_id);
    if (!cls) {
      showError('请先在筛选中选择班级');
      return;
    }
    confirmThen({
      message: `删除班级“${cls.label}”将同时删除该班级的所有学生，确定删除吗？`,
      danger: true,
      onConfirm: () => removeClass.mutate(Number(cls.value)),
    });
  };

  const pageNumbers = list.rows.map((r) => r.student_number);
  const allChecked = pageNumbers.length > 0 && pageNumbers.every((n) => checked.includes(n));
  const someChecked = pageNumbers.some((n) => checked.includes(n));
  const columns: Column<StudentRow>[] = [
    {
      key: 'check',
      width: 40,
      title: (
        <Checkbox
          aria-label="全选"
          checked={allChecked}
          indeterminate={someChecked && !allChecked}
          onChange={() => setChecked(allChecked ? checked.filter((n) => !pageNumbers.includes(n)) : [...new Set([...checked, ...pageNumbers])])}
        />
      ),
      render: (r) => (
        <Checkbox
          aria-label={`选择 ${r.student_name}`}
          checked={checked.includes(r.student_number)}
          onChange={(e) =>
            setChecked(e.currentTarget.checked ? [...checked, r.student_number] : checked.filter((n) => n !== r.student_number))
          }
        />
      ),
    },
    { key: 'name', title: '学生姓名', render: (r) => r.student_name },
    { key: 'number', title: '学号', render: (r) => r.student_number },
    { key: 'unit', title: '所属单位', render: (r) => r.unit_name },
    { key: 'grade', title: '年级', render: (r) => r.grade },
    { key: 'class', title: '班级', render: (r) => r.class_name },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" aria-label={`编辑 ${r.student_name}`} onClick={() => dialog.openEdit(r)}>
            编辑
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${r.student_name}`} onClick={() => askDelete(r)}>
            删除
          </Button>
        </Group>
      ),
    },
  ];

  const showTree = onlyUnit === undefined;
  const unitPicker = tree.isError ? (
    <LoadFailure error={tree.error} onRetry={tree.retry} retrying={tree.isFetching} />
  ) : tree.isPending ? (
    <Text c="dimmed" size="sm">
      加载中…
    </Text>
  ) : narrow ? (
    <Select
      label="单位"
      placeholder="请选择单位"
      data={units}
      searchable
      value={unitId === undefined ? null : String(unitId)}
      onChange={(v) => v && chooseUnit(Number(v))}
      allowDeselect={false}
    />
  ) : (
    <UnitTreePanel units={tree.data} selected={unitId} onSelect={chooseUnit} />
  );

  return (
    <Stack p="md" gap="md">
      <PageHeader title="学生管理" />
      <Grid gap="md">
        {showTree && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            {narrow ? (
              unitPicker
            ) : (
              <UnitTreeCard>{unitPicker}</UnitTreeCard>
            )}
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: showTree ? 9 : 12 }}>
          {unitId === undefined ? (
            <Card withBorder p="xl">
              <Text c="dimmed" ta="center">
                请选择单位开始管理学生
              </Text>
            </Card>
          ) : (
            <Stack gap="sm">
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  list.setFilters({ stuname: stuname.trim() || undefined, stunum: stunum.trim() || undefined });
                }}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput label="学生姓名" placeholder="请输入学生姓名" value={stuname} onChange={(e) => setStuname(e.currentTarget.value)} w={150} />
                  <TextInput label="学号" placeholder="请输入学号" value={stunum} onChange={(e) => setStunum(e.currentTarget.value)} w={150} />
                  <Select
                    label="年级"
                    placeholder="全部"
                    data={grades}
                    clearable
                    w={130}
                    value={search.grade_id === undefined ? null : String(search.grade_id)}
                    onChange={(v) => list.setFilters({ grade_id: v ? Number(v) : undefined, class_id: undefined })}
                  />
                  <Select
                    label="班级"
                    placeholder="全部"
                    data={classes}
                    clearable
                    disabled={search.grade_id === undefined}
                    w={150}
                    value={search.class_id === undefined ? null : String(search.class_id)}
                    onChange={(v) => list.setFilters({ class_id: v ? Number(v) : undefined })}
                  />
                  <Button type="submit" leftSection={<IconSearch size={16} />}>
                    查询
                  </Button>
                </Group>
              </form>
              <Group gap="sm">
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={dialog.openAdd}>
                  新增学生
                </Button>
                <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={askBatchDelete}>
                  批量删除
                </Button>
                <Button variant="default" onClick={() => setClassDialog(true)}>
                  新增班级
                </Button>
                <Button variant="default" color="red" onClick={askDeleteClass}>
                  删除班级
                </Button>
                <DownloadButton
                  fetchFile={downloadTemplate}
                  fallbackName="学生导入模板.xlsx"
                  failureText="导出列表错误"
                  leftSection={<IconDownload size={16} />}
                >
                  下载模板
                </DownloadButton>
                <StudentImport unitId={unitId} />
                {selectedUnit && (
                  <Text size="sm" c="dimmed">
                    当前单位：{selectedUnit.unit_name}
                  </Text>
                )}
              </Group>
              <PagedTable list={list} columns={columns} rowKey={(r) => r.student_number} label="学生列表" minWidth={760} />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
      {dialog.opened && unitId !== undefined && (
        <StudentDialog
          mode={dialog.mode}
          record={dialog.record}
          unitId={dialog.record?.unit_id ?? unitId}
          unitName={dialog.record?.unit_name ?? selectedUnit?.unit_name}
          defaults={{ grade_id: search.grade_id, class_id: search.class_id }}
          onClose={dialog.close}
        />
      )}
      {classDialog && unitId !== undefined && <ClassDialog unitId={unitId} gradeId={search.grade_id} onClose={() => setClassDialog(false)} />}
    </Stack>
  );
}
