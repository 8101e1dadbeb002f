// 考生试题管理 (netview/studentQuestionManage, issue 32): find a student of the subject by exam number or name; per
// question group the score per sub-question, the result, each round's marking and the score edits; 改分 (the function
// 直接改分) opens the paper's images with a score per sub-question and the reason: recorded with who and when, it
// becomes the result (as 抽查改分's). In strict mode the page says that scores cannot be edited here and offers no 改分
// (spec 3 §9); the server refuses it too.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { PaperImages, ScoresMissing, useSubScores } from '../../components/PaperScoring';
import { LoadFailure } from '../../components/LoadFailure';
import { TableEmptyRow } from '../../components/TableEmptyRow';
import { showSuccess } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { subLine } from './CandidatePapers';
import { editStudentScore, paperKeys, studentQuestionQuery, type StudentQuestionGroup, type StudentQuestionStudent } from './queries';
import { PAPERS_TEXTS } from './texts';

const T = PAPERS_TEXTS.student;
const C = T.columns;

export function StudentQuestionScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <StudentBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function StudentBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState<{ student: StudentQuestionStudent; group: StudentQuestionGroup }>();
  const [viewed, setViewed] = useState<{ student: StudentQuestionStudent; group: StudentQuestionGroup }>();
  const found = useQuery(studentQuestionQuery(examId, subjectId, keyword));
  const strict = found.data?.strict_mode === 1;
  const search = () => {
    if (!typed.trim()) return setError(T.keywordRequired);
    setKeyword(typed.trim());
  };
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start">
        <TextInput
          label={T.keyword}
          w={240}
          maxLength={40}
          value={typed}
          error={error}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search();
          }}
        />
        <Button mt={25} onClick={search} loading={found.isFetching}>
          {T.search}
        </Button>
      </Group>
      {strict && <Alert color="yellow" variant="light" title={T.strict} />}
      {found.error && !found.data ? <LoadFailure error={found.error} onRetry={() => void found.refetch()} retrying={found.isFetching} /> : null}
      {found.data && found.data.students.length === 0 && <Text c="dimmed">{T.none}</Text>}
      {found.data?.students.map((student) => (
        <Stack key={student.student_id} gap="xs">
          <Title order={2} size="h4">
            {T.heading(student.student_name, student.student_id, student.unit_name, student.class_name)}
          </Title>
          <Table.ScrollContainer minWidth={820}>
            <Table striped withTableBorder aria-label={T.table(student.student_name)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{C.group}</Table.Th>
                  <Table.Th>{C.subs}</Table.Th>
                  <Table.Th>{C.result}</Table.Th>
                  <Table.Th>{C.rounds}</Table.Th>
                  <Table.Th>{C.edits}</Table.Th>
                  <Table.Th>{C.action}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {student.groups.length === 0 ? (
                  <TableEmptyRow colSpan={6}>{T.noPaper}</TableEmptyRow>
                ) : (
                  student.groups.map((g) => (
                    <Table.Tr key={g.question_id}>
                      <Table.Td>{g.question_name}</Table.Td>
                      <Table.Td>{subLine(g)}</Table.Td>
                      <Table.Td>{g.result === null ? T.noResult : `${g.result}分`}</Table.Td>
                      <Table.Td>{g.scores.map((s) => T.roundLine(ROUND_NAMES[s.turn], s.user_name, s.total)).join('；')}</Table.Td>
                      <Table.Td>{g.edits.map((e) => T.editLine(e.user_name, e.from, e.to, e.note, e.time, T.sources[e.source])).join('；')}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Button size="compact-sm" variant="default" aria-label={T.viewOne(student.student_name, g.question_name)} onClick={() => setViewed({ student, group: g })}>
                            {T.view}
                          </Button>
                          {!strict && g.result !== null && (
                            <Button size="compact-sm" variant="light" aria-label={T.editOne(student.student_name, g.question_name)} onClick={() => setOpen({ student, group: g })}>
                              {T.edit}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
      <Modal opened={viewed !== undefined} onClose={() => setViewed(undefined)} title={T.viewDialog} size="xl" centered>
        {viewed && (
          <Stack gap="sm">
            <Text size="sm">{`${viewed.student.student_name} ${viewed.group.question_name}：${subLine(viewed.group)}`}</Text>
            <PaperImages paper={viewed.group} />
          </Stack>
        )}
      </Modal>
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={T.dialog} size="xl" centered>
        {open && <EditForm examId={examId} subjectId={subjectId} student={open.student} group={open.group} onDone={() => setOpen(undefined)} />}
      </Modal>
    </Stack>
  );
}

function EditForm({ examId, subjectId, student, group, onDone }: { examId: number; subjectId: number; student: StudentQuestionStudent; group: StudentQuestionGroup; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ scores?: boolean; note?: string }>({});
  const sub = useSubScores(group, () => setError({}));
  const save = useMutation({
    mutationFn: editStudentScore,
    onSuccess: async (text) => {
      showSuccess(text);
      onDone();
      await queryClient.invalidateQueries({ queryKey: paperKeys.all });
    },
  });
  const submit = () => {
    const scores = sub.given();
    if (!scores) return setError({ scores: true });
    if (!note.trim()) return setError({ note: T.noteRequired });
    if (!student.paper_id) return;
    save.mutate({ exam_id: examId, subject_id: subjectId, paper_id: student.paper_id, question_id: group.question_id, scores, note: note.trim() });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{`${student.student_name} ${group.question_name}：${subLine(group)}`}</Text>
      <PaperImages paper={group} />
      <Group gap="sm">{sub.inputs(0.5)}</Group>
      <ScoresMissing shown={error.scores === true} />
      <Textarea label={T.note} withAsterisk maxLength={100} autosize minRows={1} value={note} error={error.note} onChange={(e) => { setNote(e.currentTarget.value); setError({}); }} />
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={submit}>
          {T.submit}
        </Button>
      </Group>
    </Stack>
  );
}
