// The student search of the fix dialogs (spec 3 §3 'Student search row', §7.2, §9): every student of the subject,
// scanned or not (getNotScanStudentList with key and all), searched by exam number, name or student number as the user
// types (debounced 1 second), 10 a page; 选用 puts the student's exam number into the dialog's number field.
import { useState } from 'react';
import { Badge, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PagedTable, type Column } from '../../../components/PagedTable';
import { SCAN_TEXTS } from '../scanTexts';
import type { StudentRow } from './fixQueries';
import { useStudentPages } from './useStudentPages';

/** The spec's debounce of the student search (§9). */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface StudentSearchProps {
  examId: number;
  subjectId: number;
  examUnitId?: number | undefined;
  onPick: (row: StudentRow) => void;
  /** Page sizes offered (the modify dialog has 10 only). */
  pageSizes?: number[];
}

export function studentColumns(): Column<StudentRow>[] {
  return [
    { key: 'school', title: '学校', render: (r) => r.school_name },
    { key: 'name', title: '姓名', render: (r) => r.student_name },
    { key: 'number', title: '学号', render: (r) => r.student_number },
    { key: 'id', title: '考号', render: (r) => r.student_id },
    { key: 'grade', title: '年级', render: (r) => r.grade },
    { key: 'class', title: '班级', render: (r) => r.class_name },
    { key: 'room', title: '考场', render: (r) => r.room_name ?? SCAN_TEXTS.notArranged },
    { key: 'seat', title: '座位号', render: (r) => r.seat_num ?? '' },
  ];
}

export function StudentSearch({ examId, subjectId, examUnitId, onPick, pageSizes = [10, 20, 50, 100] }: StudentSearchProps) {
  const [typed, setTyped] = useState('');
  const [key] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const list = useStudentPages(
    { exam_id: examId, subject_id: subjectId, key, all: true, ...(examUnitId !== undefined ? { exam_unit_id: examUnitId } : {}) },
    { pageSizes, defaultPageSize: 10 },
  );
  const columns: Column<StudentRow>[] = [
    ...studentColumns(),
    {
      key: 'submit',
      title: '上传状态',
      render: (r) => (r.submit === 1 ? <Badge color="green" variant="light">已上传</Badge> : <Badge color="gray" variant="light">未上传</Badge>),
    },
    {
      key: 'pick',
      title: '',
      render: (r) => (
        <Button size="compact-xs" variant="light" onClick={() => onPick(r)} aria-label={`选用 ${r.student_name} ${r.student_id}`}>
          选用
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs">
      <TextInput
        label="搜索学生"
        placeholder="考号、姓名或学号"
        leftSection={<IconSearch size={14} />}
        value={typed}
        maxLength={30}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.student_id} label="学生搜索结果" minWidth={820} failureTitle={SCAN_TEXTS.searchStudentFailed} />
    </Stack>
  );
}
