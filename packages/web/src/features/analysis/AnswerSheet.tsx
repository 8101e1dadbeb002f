// The student report's answer sheet (issue 33): per subject the scanned pages with the marking drawn over them (each
// subjective group's box and score, the marks its deciding marker drew) and the recognised objective answers
// against the keys (reportStudentSheet). The overlay is SVG in the template's pixels, stretched over the image.
import { useState } from 'react';
import { Box, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { studentSheetQuery, type StudentSheet } from './queries';
import { ANALYSIS_TEXTS } from './texts';

const T = ANALYSIS_TEXTS.studentReport;
const RED = '#e03131';
const SYMBOL = { check: '✓', cross: '✗' } as const;

export function AnswerSheets({ examId, studentNumber, subjects }: { examId: number; studentNumber: string | undefined; subjects: { subject_id: number; subject_name: string; score: number | null }[] }) {
  const present = subjects.filter((s) => s.score !== null);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const subject = present.find((s) => s.subject_id === chosen) ?? present[0];
  if (!subject) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {T.sheet}
      </Title>
      <SegmentedControl aria-label={T.sheetSubject} w="fit-content" value={String(subject.subject_id)} onChange={(v) => setChosen(Number(v))} data={present.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))} />
      <SheetView examId={examId} subjectId={subject.subject_id} studentNumber={studentNumber} />
    </Stack>
  );
}

function SheetView({ examId, subjectId, studentNumber }: { examId: number; subjectId: number; studentNumber: string | undefined }) {
  const sheet = useQuery(studentSheetQuery(examId, subjectId, studentNumber));
  if (sheet.error && !sheet.data) return <LoadFailure error={sheet.error} onRetry={() => void sheet.refetch()} retrying={sheet.isFetching} />;
  const s = sheet.data;
  if (!s) return <Skeleton h={480} />;
  const O = T.objectiveColumns;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.marksNote}
      </Text>
      {s.pages.map((p) => (
        <Page key={p.page} sheet={s} page={p} />
      ))}
      <Table withTableBorder striped verticalSpacing={2} aria-label={T.objective(s.subject_name)}>
        <Table.Thead>
          <Table.Tr>
            {[O.question, O.answer, O.key, O.score, O.full].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.objective.map((o) => (
            <Table.Tr key={o.name}>
              <Table.Th scope="row" fw={400}>
                {o.name}
              </Table.Th>
              <Table.Td>{o.answer || T.blank}</Table.Td>
              <Table.Td>{o.key}</Table.Td>
              <Table.Td fw={o.score < o.full_score ? 700 : 400}>{o.score}</Table.Td>
              <Table.Td>{o.full_score}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Page({ sheet, page }: { sheet: StudentSheet; page: StudentSheet['pages'][number] }) {
  const groups = sheet.groups.filter((g) => g.page === page.page);
  const marks = sheet.marks.filter((m) => m.page === page.page);
  const font = Math.round(page.width / 28);
  return (
    <Box pos="relative" maw={820} style={{ breakInside: 'avoid' }}>
      <img src={`data:image/jpeg;base64,${page.image}`} alt={T.pageAlt(sheet.subject_name, page.page)} style={{ display: 'block', width: '100%', height: 'auto' }} />
      <svg viewBox={`0 0 ${page.width} ${page.height}`} preserveAspectRatio="none" aria-hidden="true" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
        {groups.map((g) => (
          <g key={g.question_id}>
            <rect x={g.x} y={g.y} width={g.w} height={g.h} fill="none" stroke={RED} strokeWidth={2} />
            <text x={g.x + g.w - 8} y={g.y + g.h - 10} textAnchor="end" fill={RED} fontSize={font} fontWeight={700}>
              {T.groupScore(g.score, g.full_score)}
            </text>
          </g>
        ))}
        {marks.map((m, i) => (
          <text key={`${m.kind}-${i}`} x={m.x} y={m.y} fill={RED} fontSize={font} fontWeight={700} dominantBaseline="hanging">
            {m.kind === 'check' || m.kind === 'cross' ? SYMBOL[m.kind] : m.text}
          </text>
        ))}
      </svg>
    </Box>
  );
}
