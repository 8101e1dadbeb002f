// 考试时间设置 (spec 3 §2.5, §3 "Exam time", §5, §7.4): every subject of the exam with its start and end time and
// whether it is set (a subject can be arranged only then); each subject's times are edited in place and saved on
// their own. Both are required and the start must come first (timeRules); a save that fails keeps what was entered.
import { useState } from 'react';
import { Badge, Box, Button, LoadingOverlay, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { unwrap } from '@exam/sdk';
import { TableEmptyRow, TableFailureRow } from '../../../components/TableEmptyRow';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/feedback';
import { useListQuery } from '../../../lib/useListQuery';
import { examTimesQuery, roomDesignKeys, type ExamTime } from '../queries';
import { COMMON_TEXTS, TIME_TEXTS } from '../texts';
import { checkExamTimes, withSeconds, type TimeErrors } from './timeRules';

export interface ExamTimesDialogProps {
  opened: boolean;
  onClose: () => void;
  examId: number;
}

const COLUMNS = TIME_TEXTS.columns;

export function ExamTimesDialog({ opened, onClose, examId }: ExamTimesDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={TIME_TEXTS.title} size="56rem" centered>
      {/* Mounted only while open: each opening shows the saved times. */}
      {opened && <ExamTimesBody examId={examId} />}
    </Modal>
  );
}

function ExamTimesBody({ examId }: { examId: number }) {
  const times = useListQuery(examTimesQuery(examId));
  const rows = times.data ?? [];
  // A subject without times opens its calendars at the exam's days (the first time set), not at today.
  const examDay = rows.find((t) => t.exam_start_time)?.exam_start_time?.slice(0, 10);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {TIME_TEXTS.hint}
      </Text>
      <DatesProvider settings={{ locale: 'zh-cn' }}>
        <Box pos="relative" mih={120}>
          <LoadingOverlay visible={times.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <ScrollArea type="auto">
            <Table withTableBorder miw={760} aria-label={TIME_TEXTS.listLabel} aria-busy={times.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{COLUMNS.subject}</Table.Th>
                  <Table.Th>{COLUMNS.start}</Table.Th>
                  <Table.Th>{COLUMNS.end}</Table.Th>
                  <Table.Th>{COLUMNS.state}</Table.Th>
                  <Table.Th>{COLUMNS.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {times.error && <TableFailureRow colSpan={5} error={times.error} onRetry={times.retry} retrying={times.isFetching} title={TIME_TEXTS.loadFailed} />}
                {!times.error && rows.length === 0 && !times.isPending && <TableEmptyRow colSpan={5}>{TIME_TEXTS.empty}</TableEmptyRow>}
                {!times.error &&
                  rows.map((t) => (
                    // Keyed by the saved times: a saved change shows what the server holds; a failed one keeps the entry.
                    <TimeRow key={`${t.subject_name}|${t.exam_start_time ?? ''}|${t.exam_end_time ?? ''}`} examId={examId} time={t} examDay={examDay} />
                  ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Box>
      </DatesProvider>
    </Stack>
  );
}

/** Out of sight, still read (the label of a field whose column says what it is). */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

const dayLabel = (date: string) => ({ 'aria-label': dayjs(date).format(TIME_TEXTS.dayFormat) });

function TimeRow({ examId, time, examDay }: { examId: number; time: ExamTime; examDay: string | undefined }) {
  const [start, setStart] = useState<string | null>(time.exam_start_time ?? null);
  const [end, setEnd] = useState<string | null>(time.exam_end_time ?? null);
  const [errors, setErrors] = useState<TimeErrors>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (times: [string, string]) =>
      unwrap(api.POST('/api/examroomdesign/saveexamtime', { body: { subject_name: time.subject_name, times, exam_id: examId } })),
    onSuccess: async () => {
      showSuccess(COMMON_TEXTS.saved);
      await queryClient.invalidateQueries({ queryKey: roomDesignKeys.times(examId) });
    },
  });
  const submit = () => {
    const found = checkExamTimes(start, end);
    setErrors(found);
    if (found.start || found.end || !start || !end) return;
    save.mutate([withSeconds(start), withSeconds(end)]);
  };
  const picker = (which: 'start' | 'end', value: string | null, set: (v: string | null) => void) => (
    <DateTimePicker
      // The column says which time it is; the field's own name says whose (a label for screen readers only, since
      // the button shows the time itself).
      label={`${time.subject_name}${COLUMNS[which]}`}
      styles={{ label: SCREEN_READER_ONLY }}
      size="xs"
      w={190}
      placeholder={TIME_TEXTS.pick}
      valueFormat="YYYY-MM-DD HH:mm"
      clearable
      clearButtonProps={{ 'aria-label': `${TIME_TEXTS.clear}${time.subject_name}${COLUMNS[which]}` }}
      value={value}
      defaultDate={examDay}
      onChange={(v) => {
        set(v);
        setErrors((e) => ({ ...e, [which]: undefined }));
      }}
      error={errors[which]}
      getDayProps={dayLabel}
      monthLabelFormat={TIME_TEXTS.monthFormat}
      timePickerProps={{ hoursInputLabel: TIME_TEXTS.hours, minutesInputLabel: TIME_TEXTS.minutes }}
      submitButtonProps={{ 'aria-label': TIME_TEXTS.confirmTime }}
    />
  );
  return (
    <Table.Tr>
      <Table.Td>{time.subject_name}</Table.Td>
      <Table.Td>{picker('start', start, setStart)}</Table.Td>
      <Table.Td>{picker('end', end, setEnd)}</Table.Td>
      <Table.Td>
        <Badge color={time.isReady ? 'green' : 'gray'} variant="light">
          {time.isReady ? TIME_TEXTS.ready : TIME_TEXTS.notReady}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Button size="xs" loading={save.isPending} onClick={submit} aria-label={`${TIME_TEXTS.save}${time.subject_name}`}>
          {TIME_TEXTS.save}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
