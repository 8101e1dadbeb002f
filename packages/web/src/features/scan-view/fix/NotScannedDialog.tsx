// 未扫描学生名单 (spec 3 §2.3, §7.2, §8.2, §9): the subject's students without an uploaded sheet (of the chosen school in
// school scan), searched by name, student number, exam number, class and room, 10/20/50/100 a page (50 unless
// changed), and downloadable as a workbook. The lead opens it from a progress bar.
import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DownloadButton } from '../../../components/DownloadButton';
import { PagedTable } from '../../../components/PagedTable';
import { SCAN_TEXTS } from '../scanTexts';
import { downloadNotScanned } from './fixQueries';
import { studentColumns } from './StudentSearch';
import { useStudentPages, type StudentFilters } from './useStudentPages';

export interface NotScannedDialogProps {
  examId: number;
  subjectId: number;
  /** School scan: only this school's students. */
  examUnitId?: number | undefined;
  opened: boolean;
  onClose: () => void;
}

const FIELDS = [
  { key: 'student_name', label: '姓名' },
  { key: 'student_number', label: '学号' },
  { key: 'student_id', label: '考号' },
  { key: 'class_name', label: '班级' },
  { key: 'room_name', label: '考场' },
] as const;
type Field = (typeof FIELDS)[number]['key'];

export function NotScannedDialog({ opened, onClose, ...rest }: NotScannedDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={SCAN_TEXTS.notScannedTitle} size="80rem" centered>
      {/* Mounted only while open: each opening starts from page 1 with no search. */}
      {opened && <NotScannedBody {...rest} />}
    </Modal>
  );
}

function NotScannedBody({ examId, subjectId, examUnitId }: Omit<NotScannedDialogProps, 'opened' | 'onClose'>) {
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});
  const [applied, setApplied] = useState<Partial<Record<Field, string>>>({});
  const filters: StudentFilters = {
    exam_id: examId,
    subject_id: subjectId,
    ...(examUnitId !== undefined ? { exam_unit_id: examUnitId } : {}),
    ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v)),
  };
  const list = useStudentPages(filters, { pageSizes: [10, 20, 50, 100], defaultPageSize: 50 });
  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.trim()])));
        }}
      >
        <SimpleGrid cols={{ base: 2, md: 6 }} spacing="xs" verticalSpacing="xs">
          {FIELDS.map((f) => (
            <TextInput key={f.key} label={f.label} size="xs" maxLength={30} value={typed[f.key] ?? ''} onChange={(e) => setTyped({ ...typed, [f.key]: e.currentTarget.value })} />
          ))}
          <Group gap="xs" align="flex-end">
            <Button type="submit" size="xs" leftSection={<IconSearch size={14} />}>
              查询
            </Button>
            <DownloadButton size="xs" fetchFile={() => downloadNotScanned(list.body)} fallbackName={`${SCAN_TEXTS.notScannedTitle}.xlsx`} failureText={SCAN_TEXTS.exportListError}>
              导出
            </DownloadButton>
          </Group>
        </SimpleGrid>
      </form>
      <PagedTable list={list} columns={studentColumns()} rowKey={(r) => r.student_id} label={SCAN_TEXTS.notScannedTitle} minWidth={760} failureTitle={SCAN_TEXTS.notScannedListFailed} />
    </Stack>
  );
}
