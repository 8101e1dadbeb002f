// The report pages 班主任报告 (/analysis/headteacherreport: one class across the subjects, beside its school and the
// exam, its students ranked) and 教师报告 (/analysis/teacherreport: the classes a teacher teaches in a subject, beside
// the exam, with each question group's score rate), from the generated report within the user's scope (the server's:
// a class teacher their class, a subject teacher their classes). Printable and exportable like the other reports.
import { Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import classes from './print.module.css';
import { classReportQuery, teacherReportQuery } from './queries';
import { ReportFrame } from './ReportFrame';
import { Loading, Printable } from './ReportPages';
import { ANALYSIS_TEXTS } from './texts';

const T = ANALYSIS_TEXTS.reports;
const K = ANALYSIS_TEXTS.classReport;
const R = ANALYSIS_TEXTS.teacherReport;
const pct = ANALYSIS_TEXTS.pct;

export function HeadteacherReportScreen({ examId, classId, onExam, onClass }: { examId: number | undefined; classId: number | undefined; onExam: (id: number) => void; onClass: (id: number) => void }) {
  return (
    <ReportFrame title={T.headteacher} examId={examId} onExam={onExam}>
      {(ctx) => <ClassReportView examId={ctx.examId} classId={classId} onClass={onClass} />}
    </ReportFrame>
  );
}

function ClassReportView({ examId, classId, onClass }: { examId: number; classId: number | undefined; onClass: (id: number) => void }) {
  const report = useQuery(classReportQuery(examId, classId));
  const r = report.data;
  if (!r) return <Loading error={report.error} retry={() => void report.refetch()} fetching={report.isFetching} />;
  const C = K.columns;
  const names = r.subjects.slice(1).map((s) => s.subject_name);
  return (
    <Printable exportAs={{ request: { exam_id: examId, report: 'headteacher', class_id: r.class_id }, name: `${T.headteacher}-${r.unit_name}${r.class_name}` }}>
      {r.classes.length > 1 && (
        <Select
          className={classes.noPrint}
          label={K.chooseClass}
          w={320}
          allowDeselect={false}
          data={r.classes.map((c) => ({ value: String(c.class_id), label: `${c.unit_name} ${c.class_name}` }))}
          value={String(r.class_id)}
          onChange={(v) => v && onClass(Number(v))}
        />
      )}
      <Title order={2} fz="h4">
        {K.heading(r.unit_name, r.class_name)}
      </Title>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {K.subjects}
        </Title>
        <Table.ScrollContainer minWidth={900}>
          <Table withTableBorder striped aria-label={K.subjects}>
            <Table.Thead>
              <Table.Tr>
                {[C.subject, C.full, C.count, C.mean, C.schoolMean, C.examMean, C.max, C.min, C.rate, C.pass, C.excellent, C.rank].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.subjects.map((s) => (
                <Table.Tr key={s.subject_id}>
                  <Table.Th scope="row">{s.subject_name}</Table.Th>
                  <Table.Td>{s.full_score}</Table.Td>
                  <Table.Td>{s.count}</Table.Td>
                  <Table.Td>{s.mean}</Table.Td>
                  <Table.Td>{s.school_mean}</Table.Td>
                  <Table.Td>{s.exam_mean}</Table.Td>
                  <Table.Td>{s.max}</Table.Td>
                  <Table.Td>{s.min}</Table.Td>
                  <Table.Td>{pct(s.score_rate)}</Table.Td>
                  <Table.Td>{pct(s.pass_rate)}</Table.Td>
                  <Table.Td>{pct(s.excellent_rate)}</Table.Td>
                  <Table.Td>{K.rank(s.mean_rank, s.classes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {K.students}
        </Title>
        <Table.ScrollContainer minWidth={700}>
          <Table withTableBorder striped aria-label={K.students} verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                {[C.classRank, C.name, C.number, ...names, C.total, C.examRank].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.students.map((s) => (
                <Table.Tr key={s.student_number}>
                  <Table.Td>{s.class_rank}</Table.Td>
                  <Table.Th scope="row">{s.student_name}</Table.Th>
                  <Table.Td>{s.student_number}</Table.Td>
                  {s.scores.map((v, k) => (
                    <Table.Td key={names[k] ?? k}>{v ?? K.absent}</Table.Td>
                  ))}
                  <Table.Td>{s.total}</Table.Td>
                  <Table.Td>{s.exam_rank}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Printable>
  );
}

export function TeacherReportScreen({ examId, subjectId, onExam, onSubject }: { examId: number | undefined; subjectId: number | undefined; onExam: (id: number) => void; onSubject: (id: number) => void }) {
  return (
    <ReportFrame title={T.teacher} examId={examId} onExam={onExam}>
      {(ctx) => <TeacherReportView examId={ctx.examId} subjectId={subjectId} onSubject={onSubject} />}
    </ReportFrame>
  );
}

function TeacherReportView({ examId, subjectId, onSubject }: { examId: number; subjectId: number | undefined; onSubject: (id: number) => void }) {
  const report = useQuery(teacherReportQuery(examId, subjectId));
  const r = report.data;
  if (!r) return <Loading error={report.error} retry={() => void report.refetch()} fetching={report.isFetching} />;
  const C = R.columns;
  return (
    <Printable exportAs={{ request: { exam_id: examId, report: 'teacher', subject_id: r.subject_id }, name: `${T.teacher}-${r.subject_name}` }}>
      {r.subjects.length > 1 && (
        <Select
          className={classes.noPrint}
          label={ANALYSIS_TEXTS.subject}
          w={200}
          allowDeselect={false}
          data={r.subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
          value={String(r.subject_id)}
          onChange={(v) => v && onSubject(Number(v))}
        />
      )}
      <Stack gap={2}>
        <Title order={2} fz="h4">
          {R.heading(r.teacher_name, r.subject_name)}
        </Title>
        <Text size="sm">{r.own ? R.own : R.scope}</Text>
        <Text size="sm">{R.exam(r.exam_mean, pct(r.exam_score_rate), r.classes_in_exam)}</Text>
      </Stack>
      {r.classes.length === 0 ? (
        <Text c="dimmed">{R.none}</Text>
      ) : (
        <>
          <Stack gap={4}>
            <Title order={3} fz="h5">
              {R.classes}
            </Title>
            <Table.ScrollContainer minWidth={900}>
              <Table withTableBorder striped aria-label={R.classes}>
                <Table.Thead>
                  <Table.Tr>
                    {[C.class, C.school, C.count, C.mean, C.max, C.min, C.rate, C.pass, C.excellent, C.rank].map((h) => (
                      <Table.Th key={h}>{h}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.classes.map((c) => (
                    <Table.Tr key={c.class_id}>
                      <Table.Th scope="row">{c.class_name}</Table.Th>
                      <Table.Td>{c.unit_name}</Table.Td>
                      <Table.Td>{c.count}</Table.Td>
                      <Table.Td>{c.mean}</Table.Td>
                      <Table.Td>{c.max}</Table.Td>
                      <Table.Td>{c.min}</Table.Td>
                      <Table.Td>{pct(c.score_rate)}</Table.Td>
                      <Table.Td>{pct(c.pass_rate)}</Table.Td>
                      <Table.Td>{pct(c.excellent_rate)}</Table.Td>
                      <Table.Td>{K.rank(c.mean_rank, r.classes_in_exam)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="h5">
              {R.groups}
            </Title>
            <Table.ScrollContainer minWidth={600}>
              <Table withTableBorder striped aria-label={R.groups}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{C.question}</Table.Th>
                    <Table.Th>{C.full}</Table.Th>
                    {r.classes.map((c) => (
                      <Table.Th key={c.class_id}>{c.class_name}</Table.Th>
                    ))}
                    <Table.Th>{R.whole}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.groups.map((g, k) => (
                    <Table.Tr key={g.question_id}>
                      <Table.Th scope="row">{g.question_name}</Table.Th>
                      <Table.Td>{g.full_score}</Table.Td>
                      {r.classes.map((c) => (
                        <Table.Td key={c.class_id}>{pct(c.group_rates[k] ?? 0)}</Table.Td>
                      ))}
                      <Table.Td>{pct(g.exam_score_rate)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </>
      )}
    </Printable>
  );
}
