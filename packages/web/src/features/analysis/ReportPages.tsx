// The printable report pages outside /main (spec 3 §2.1; issue 33), each from the generated report within the user's
// scope (the server's), 打印 with the print stylesheet:
// - 整体报告 entiretyreport: the whole exam: the overview per subject, the schools and the classes compared;
// - 学校报告 schoolreport: one school (the address's unit_id, else the first of the scope): its classes compared;
// - 教研报告 researchreport: one subject across the schools, and its questions (difficulty, discrimination);
// - 试卷讲评 paperexplain: one subject's questions from the lowest score rate, with the common wrong options.
import type { ReactNode } from 'react';
import { Button, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DownloadButton } from '../../components/DownloadButton';
import { LoadFailure } from '../../components/LoadFailure';
import classes from './print.module.css';
import { comparisonQuery, downloadReport, questionReportQuery, reportOverviewQuery, type ReportExportRequest } from './queries';
import { ReportFrame } from './ReportFrame';
import { ANALYSIS_TEXTS } from './texts';

const T = ANALYSIS_TEXTS.reports;
const C = T.columns;
const D = ANALYSIS_TEXTS.detail.columns;
const pct = ANALYSIS_TEXTS.pct;

/** 导出: the report's workbook (reportExport), saved under the server's name. */
export function ExportButton({ request, name }: { request: ReportExportRequest; name: string }) {
  // The server names the file (exam and report); the fallback is the report's name alone (a student, who holds no
  // analysis page, cannot read the exam list).
  return (
    <DownloadButton variant="light" leftSection={<IconDownload size={16} />} fetchFile={() => downloadReport(request)} fallbackName={T.fileName('', name)} failureText={T.exportFailed}>
      {T.export}
    </DownloadButton>
  );
}

/** A report with 打印 (the print stylesheet leaves out the shell and the buttons) and 导出 (xlsx). */
export function Printable({ children, exportAs }: { children: ReactNode; exportAs: { request: ReportExportRequest; name: string } }) {
  return (
    <Stack gap="md" className={classes.report}>
      <Group justify="flex-end" className={classes.noPrint}>
        <ExportButton request={exportAs.request} name={exportAs.name} />
        <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {T.print}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

export function Loading({ error, retry, fetching }: { error: Error | null; retry: () => void; fetching: boolean }) {
  return error ? <LoadFailure error={error} onRetry={retry} retrying={fetching} /> : <Skeleton h={240} />;
}

function OverviewTable({ examId }: { examId: number }) {
  const overview = useQuery(reportOverviewQuery(examId));
  if (!overview.data) return <Loading error={overview.error} retry={() => void overview.refetch()} fetching={overview.isFetching} />;
  return (
    <Stack gap={4}>
      <Title order={2} fz="h5">
        {T.overview}
      </Title>
      <Table withTableBorder striped aria-label={T.overview}>
        <Table.Thead>
          <Table.Tr>
            {[D.subject, D.full, D.count, D.mean, D.max, D.min, D.sd, D.pass, D.good, D.excellent].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.data.subjects.map((s) => (
            <Table.Tr key={s.subject_id}>
              <Table.Th scope="row">{s.subject_name}</Table.Th>
              <Table.Td>{s.full_score}</Table.Td>
              <Table.Td>{s.count}</Table.Td>
              <Table.Td>{s.mean}</Table.Td>
              <Table.Td>{s.max}</Table.Td>
              <Table.Td>{s.min}</Table.Td>
              <Table.Td>{s.sd}</Table.Td>
              <Table.Td>{pct(s.pass_rate)}</Table.Td>
              <Table.Td>{pct(s.good_rate)}</Table.Td>
              <Table.Td>{pct(s.excellent_rate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Schools or classes side by side (mean and score rate per subject), optionally one school's classes or one subject. */
function ComparisonTable({ examId, kind, unitId, subjectId, title }: { examId: number; kind: 'school' | 'class'; unitId?: number; subjectId?: number; title: string }) {
  const table = useQuery(comparisonQuery(examId));
  if (!table.data) return <Loading error={table.error} retry={() => void table.refetch()} fetching={table.isFetching} />;
  const rows = table.data.rows.filter((r) => (kind === 'school' ? r.class_id === null : r.class_id !== null && (unitId === undefined || r.unit_id === unitId)));
  const subjects = table.data.subjects.map((s, k) => ({ ...s, k })).filter((s) => subjectId === undefined || s.subject_id === subjectId);
  return (
    <Stack gap={4}>
      <Title order={2} fz="h5">
        {title}
      </Title>
      <Table withTableBorder striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{kind === 'school' ? C.unit : ANALYSIS_TEXTS.comparison.class}</Table.Th>
            <Table.Th>{C.count}</Table.Th>
            {subjects.map((s) => (
              <Table.Th key={s.subject_id}>{s.subject_name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.unit_id}-${r.class_id ?? 0}`}>
              <Table.Th scope="row">{kind === 'school' ? r.unit_name : `${r.unit_name} ${r.class_name ?? ''}`}</Table.Th>
              <Table.Td>{r.cells[subjects[0]?.k ?? 0]?.count ?? 0}</Table.Td>
              {subjects.map((s) => {
                const c = r.cells[s.k];
                return <Table.Td key={s.subject_id}>{c ? ANALYSIS_TEXTS.comparison.cell(c.mean, pct(c.score_rate)) : '—'}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function EntiretyReportScreen({ examId }: { examId: number | undefined }) {
  return (
    <ReportFrame title={T.entirety} examId={examId}>
      {(ctx) => (
        <Printable exportAs={{ request: { exam_id: ctx.examId, report: 'entirety' }, name: T.entirety }}>
          <OverviewTable examId={ctx.examId} />
          <ComparisonTable examId={ctx.examId} kind="school" title={T.schools} />
          <ComparisonTable examId={ctx.examId} kind="class" title={T.classes} />
        </Printable>
      )}
    </ReportFrame>
  );
}

export function SchoolReportScreen({ examId, unitId, onUnit }: { examId: number | undefined; unitId: number | undefined; onUnit: (id: number) => void }) {
  return (
    <ReportFrame title={T.school} examId={examId}>
      {(ctx) => <SchoolReport examId={ctx.examId} unitId={unitId} onUnit={onUnit} />}
    </ReportFrame>
  );
}

function SchoolReport({ examId, unitId, onUnit }: { examId: number; unitId: number | undefined; onUnit: (id: number) => void }) {
  const table = useQuery(comparisonQuery(examId));
  if (!table.data) return <Loading error={table.error} retry={() => void table.refetch()} fetching={table.isFetching} />;
  const schools = table.data.rows.filter((r) => r.class_id === null);
  const school = schools.find((s) => s.unit_id === unitId) ?? schools[0];
  if (!school) return <Text c="dimmed">{T.none}</Text>;
  return (
    <Printable exportAs={{ request: { exam_id: examId, report: 'school', unit_id: school.unit_id }, name: `${T.school}-${school.unit_name}` }}>
      <Select
        className={classes.noPrint}
        label={T.chooseSchool}
        w={260}
        allowDeselect={false}
        data={schools.map((s) => ({ value: String(s.unit_id), label: s.unit_name }))}
        value={String(school.unit_id)}
        onChange={(v) => v && onUnit(Number(v))}
      />
      <Title order={2} fz="h4">
        {school.unit_name}
      </Title>
      <ComparisonTable examId={examId} kind="school" title={T.schools} />
      <ComparisonTable examId={examId} kind="class" unitId={school.unit_id} title={T.classes} />
    </Printable>
  );
}

/** `more`: what the route adds under the questions (试卷讲评: the sample papers chosen in marking). */
export function SubjectReportScreen({ kind, examId, subjectId, onSubject, more }: { kind: 'research' | 'explain'; examId: number | undefined; subjectId: number | undefined; onSubject: (id: number) => void; more?: (ctx: { examId: number; subjectId: number }) => ReactNode }) {
  return (
    <ReportFrame title={kind === 'research' ? T.research : T.explain} examId={examId} subject={{ id: subjectId, onChange: onSubject }}>
      {(ctx) =>
        ctx.subjectId === undefined ? null : (
          <Printable exportAs={{ request: { exam_id: ctx.examId, report: kind === 'research' ? 'research' : 'paperexplain', subject_id: ctx.subjectId }, name: `${kind === 'research' ? T.research : T.explain}-${ctx.subjectName ?? ''}` }}>
            {kind === 'research' && <ComparisonTable examId={ctx.examId} kind="school" subjectId={ctx.subjectId} title={T.schools} />}
            <QuestionTable examId={ctx.examId} subjectId={ctx.subjectId} explain={kind === 'explain'} />
            {more?.({ examId: ctx.examId, subjectId: ctx.subjectId })}
          </Printable>
        )
      }
    </ReportFrame>
  );
}

function QuestionTable({ examId, subjectId, explain }: { examId: number; subjectId: number; explain: boolean }) {
  const report = useQuery(questionReportQuery(examId, subjectId));
  if (!report.data) return <Loading error={report.error} retry={() => void report.refetch()} fetching={report.isFetching} />;
  const items = explain ? [...report.data.items].sort((a, b) => a.score_rate - b.score_rate) : report.data.items;
  const wrong = (i: (typeof items)[number]) =>
    i.options
      .filter((o) => !o.correct && o.answer !== '')
      .slice(0, 2)
      .map((o) => `${o.answer} ${pct(o.rate)}`)
      .join('，') || T.none;
  return (
    <Stack gap={4}>
      <Title order={2} fz="h5">
        {T.questions}
      </Title>
      {explain && (
        <Text size="sm" c="dimmed">
          {T.explainNote}
        </Text>
      )}
      <Table withTableBorder striped aria-label={T.questions}>
        <Table.Thead>
          <Table.Tr>
            {[C.question, C.full, C.rate, ANALYSIS_TEXTS.questionAnalysis.discrimination, C.wrong, C.zero].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.subquestion_id}>
              <Table.Th scope="row">{`${i.question_name} ${i.name}`}</Table.Th>
              <Table.Td>{i.full_score}</Table.Td>
              <Table.Td>{pct(i.score_rate)}</Table.Td>
              <Table.Td>{i.discrimination}</Table.Td>
              <Table.Td>{i.objective ? wrong(i) : '—'}</Table.Td>
              <Table.Td>{i.zero_count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
