// 教师评卷评估 (quality/userPaperAssessment, issue 32): one teacher's scores, each beside the paper's other scores and
// its result, the largest deviation first (a windowed table: a teacher marks thousands of papers), with her mean
// deviation; the teacher chosen from those who marked the subject, the rows filtered by group. Hidden in strict mode
// while the subject is being marked.
import { useState } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUND_NAMES } from '../../lib/markRounds';
import { SortableTable, type Column } from '../../components/SortableTable';
import { GroupSelect, ofGroup, QualityAnswer, QualityPage, SectionTitle, type GroupOption } from './QualityFrame';
import { paperAssessmentQuery, type PaperAssessment } from './queries';
import { QUALITY_TEXTS } from './texts';

const T = QUALITY_TEXTS.assessment;
const C = T.columns;
type Row = PaperAssessment['rows'][number];
const dash = (v: number | null) => (v === null ? QUALITY_TEXTS.dash : String(v));

const COLUMNS: Column<Row>[] = [
  { key: 'paper', label: C.paper, value: (r) => r.paper_id, text: (r) => r.paper_id },
  { key: 'group', label: C.group, value: (r) => r.question_id, text: (r) => r.question_name },
  { key: 'round', label: C.round, value: (r) => r.turn, text: (r) => ROUND_NAMES[r.turn] },
  { key: 'score', label: C.score, value: (r) => r.score, text: (r) => r.score, numeric: true },
  { key: 'other', label: C.other, value: (r) => r.other, text: (r) => dash(r.other), numeric: true },
  { key: 'result', label: C.result, value: (r) => r.result, text: (r) => dash(r.result), numeric: true },
  { key: 'deviation', label: C.deviation, value: (r) => (r.deviation === null ? null : Math.abs(r.deviation)), text: (r) => (r.deviation === null ? QUALITY_TEXTS.dash : QUALITY_TEXTS.signed(r.deviation)), numeric: true },
  { key: 'time', label: C.time, value: (r) => r.submit_time, text: (r) => r.submit_time },
];

export function PaperAssessmentScreen() {
  return <QualityPage title={T.title}>{(examId, subjectId) => <AssessmentBody examId={examId} subjectId={subjectId} />}</QualityPage>;
}

function AssessmentBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const [userId, setUserId] = useState<number | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const query = useQuery(paperAssessmentQuery(examId, subjectId, userId));
  return (
    <QualityAnswer query={query}>
      {(data) => {
        const teacher = data.teachers.find((t) => t.user_id === userId);
        const shown = data.user_id === userId ? data : undefined;
        const groups = new Map<number, GroupOption>((shown?.rows ?? []).map((r) => [r.question_id, { question_id: r.question_id, question_name: r.question_name }]));
        return (
          <Stack gap="md">
            <Group align="flex-end">
              <Select
                label={QUALITY_TEXTS.teacher}
                size="xs"
                w={200}
                searchable
                allowDeselect={false}
                placeholder={QUALITY_TEXTS.chooseTeacher}
                nothingFoundMessage={T.noTeachers}
                data={data.teachers.map((t) => ({ value: String(t.user_id), label: `${t.user_name}（${t.unit_name}）` }))}
                value={userId === null ? null : String(userId)}
                onChange={(v) => v && setUserId(Number(v))}
              />
              <GroupSelect groups={[...groups.values()]} value={groupId} onChange={setGroupId} />
            </Group>
            {teacher === undefined ? (
              <Text c="dimmed">{data.teachers.length ? T.pick : T.noTeachers}</Text>
            ) : (
              <>
                <Text fw={600} data-testid="assessment-summary">
                  {T.summary(teacher.user_name, shown?.marks ?? 0, shown?.mean_abs_deviation ?? null)}
                </Text>
                <SectionTitle>{T.table}</SectionTitle>
                <SortableTable label={T.table} columns={COLUMNS} rows={shown ? ofGroup(shown.rows, groupId) : undefined} rowKey={(r) => `${r.paper_id}:${r.question_id}:${r.turn}`} query={query} empty={T.empty} minWidth={860} />
              </>
            )}
          </Stack>
        );
      }}
    </QualityAnswer>
  );
}
