// The frame of a common report (analysis/commonReport/*): the title, the exam (named to the breadcrumb) and, for a
// per-subject report, the subject chosen among the exam's (kept in the address as subject_id).
import type { ReactNode } from 'react';
import { SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useShownExam } from '../../lib/routeMeta';
import classes from './print.module.css';
import { reportExamsQuery } from './queries';
import { ANALYSIS_TEXTS } from './texts';

export interface ReportFrameProps {
  title: string;
  examId: number | undefined;
  /** Per-subject reports: the subject in the address, and how to change it. */
  subject?: { id: number | undefined; onChange: (id: number) => void };
  /** Reports reached from the menu (班主任报告, 教师报告): the exam chosen on the page, kept in the address. */
  onExam?: (id: number) => void;
  children: (ctx: { examId: number; subjectId: number | undefined; subjectName: string | undefined }) => ReactNode;
}

export function ReportFrame({ title, examId, subject, onExam, children }: ReportFrameProps) {
  const exams = useQuery(reportExamsQuery);
  const exam = exams.data?.find((e) => e.exam_id === examId);
  useShownExam({ exam_name: exam?.exam_name, subject_name: undefined });
  const subjects = exam?.subjects ?? [];
  const chosen = subjects.find((s) => s.subject_id === subject?.id) ?? subjects[0];
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      {onExam && exams.data && exams.data.length > 0 && (
        <Select
          className={classes.noPrint}
          label={ANALYSIS_TEXTS.reports.chooseExam}
          w={320}
          allowDeselect={false}
          placeholder={ANALYSIS_TEXTS.detail.noExam}
          data={exams.data.map((e) => ({ value: String(e.exam_id), label: e.exam_name }))}
          value={exam ? String(exam.exam_id) : null}
          onChange={(v) => v && onExam(Number(v))}
        />
      )}
      {examId === undefined ? (
        <Text c="dimmed">{ANALYSIS_TEXTS.detail.noExam}</Text>
      ) : exams.error && !exams.data ? (
        <LoadFailure error={exams.error} onRetry={() => void exams.refetch()} retrying={exams.isFetching} />
      ) : !exams.data ? (
        <Skeleton h={240} />
      ) : (
        <>
          {exam && (
            <Text fw={600} size="sm">
              {exam.exam_name}
            </Text>
          )}
          {subject && subjects.length > 0 && (
            <SegmentedControl
              aria-label={ANALYSIS_TEXTS.subject}
              w="fit-content"
              value={String(chosen?.subject_id ?? '')}
              onChange={(v) => subject.onChange(Number(v))}
              data={subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
            />
          )}
          {children({ examId, subjectId: subject ? chosen?.subject_id : undefined, subjectName: chosen?.subject_name })}
        </>
      )}
    </Stack>
  );
}
