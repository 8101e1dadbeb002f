// 客观题核查 and 学校客观题核查, score/objectiveCheck and score/objectiveCheckForSchool (the exam card's 成绩管理 menu;
// issue 33): per objective sub-question of the subject its key and how the recognised answers spread; the sheets whose
// recognition is doubtful (blank, several marks on a single-choice question), each opened on its sheet image and
// corrected by hand (the server records who and when, and the scores follow at once); the corrections made. The
// school variant works on one school (the user's own, or one of the exam's schools for a bureau user).
import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Image, Loader, Modal, ScrollArea, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage, type ExamPageContext } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { describeError } from '../../lib/errors';
import { schoolScope } from '../../lib/examSelection';
import { showSuccess } from '../../lib/feedback';
import { sessionQuery } from '../../lib/session';
import { correctObjective, objectiveCheckQuery, objectiveSheetQuery, scoreKeys, type DoubtfulSheet } from './queries';
import { SCORE_TEXTS } from './texts';
import { TableEmptyRow } from '../../components/TableEmptyRow';

const T = SCORE_TEXTS.check;
const C = T.columns;
const pct = (n: number) => `${Math.round(n * 10000) / 100}%`;
const shown = (answer: string) => answer || T.blank;

export function ObjectiveCheckScreen({ forSchool = false }: { forSchool?: boolean }) {
  return (
    <SubjectPage title={forSchool ? T.schoolTitle : T.title}>
      {(exam) => <ObjectiveCheckBody exam={exam} subjectId={exam.subjectId} forSchool={forSchool} />}
    </SubjectPage>
  );
}

function ObjectiveCheckBody({ exam, subjectId, forSchool }: { exam: ExamPageContext; subjectId: number; forSchool: boolean }) {
  const session = useQuery(sessionQuery).data;
  const [chosen, setChosen] = useState<number>();
  if (!session) return <Skeleton h={200} />;
  const scope = schoolScope({ ...session.user, unit_name: session.user.unit_name ?? session.unit.unit_name }, exam.schools);
  const unitId = forSchool ? (scope.fixed?.unit_id ?? chosen ?? scope.schools[0]?.unit_id ?? null) : null;
  return (
    <Stack gap="md">
      {forSchool && (
        <Select
          label={T.school}
          w={260}
          data={scope.schools.map((s) => ({ value: String(s.unit_id), label: s.unit_name }))}
          value={unitId === null ? null : String(unitId)}
          disabled={scope.fixed !== undefined}
          allowDeselect={false}
          onChange={(v) => v && setChosen(Number(v))}
        />
      )}
      <ObjectiveCheck examId={exam.examId} subjectId={subjectId} unitId={unitId} />
    </Stack>
  );
}

function ObjectiveCheck({ examId, subjectId, unitId }: { examId: number; subjectId: number; unitId: number | null }) {
  const check = useQuery(objectiveCheckQuery(examId, subjectId, unitId));
  const [correcting, setCorrecting] = useState<DoubtfulSheet>();
  if (check.error && !check.data) return <LoadFailure error={check.error} onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  const data = check.data;
  if (!data) return <Skeleton h={320} />;
  return (
    <Stack gap="md">
      <Title order={2} fz="h5">
        {T.questions}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label={T.questions}>
          <Table.Thead>
            <Table.Tr>
              {[C.question, C.key, C.options, C.doubtful].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.questions.map((q) => (
              <Table.Tr key={q.subquestion_id}>
                <Table.Th scope="row">{q.name}</Table.Th>
                <Table.Td>{q.key}</Table.Td>
                <Table.Td>
                  {q.options.map((o) => (
                    <Text key={o.answer} span size="sm" fw={o.correct ? 700 : 400} mr="xs">
                      {`${shown(o.answer)} ${o.count}（${pct(o.rate)}）`}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{q.doubtful}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={2} fz="h5">
        {T.doubtful}
      </Title>
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder aria-label={T.doubtful}>
          <Table.Thead>
            <Table.Tr>
              {[C.examNumber, C.name, C.class, C.question, C.answer, C.reason, C.actions].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.sheets.length === 0 && <TableEmptyRow colSpan={7}>{T.none}</TableEmptyRow>}
            {data.sheets.map((d) => (
              <Table.Tr key={`${d.student_id}-${d.subquestion_id}`}>
                <Table.Td>{d.student_id}</Table.Td>
                <Table.Td>{d.student_name}</Table.Td>
                <Table.Td>{d.class_name}</Table.Td>
                <Table.Td>{d.subquestion_name}</Table.Td>
                <Table.Td>{shown(d.answer)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={d.reason === 'blank' ? 'gray' : 'orange'}>
                    {T.reasons[d.reason] ?? d.reason}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-sm" variant="light" aria-label={`${T.correct}：${d.student_name} ${d.subquestion_name}`} onClick={() => setCorrecting(d)}>
                    {T.correct}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={2} fz="h5">
        {T.corrections}
      </Title>
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder aria-label={T.corrections}>
          <Table.Thead>
            <Table.Tr>
              {[C.examNumber, C.name, C.question, C.before, C.after, C.objective, C.user, C.time].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.corrections.length === 0 && <TableEmptyRow colSpan={8}>{T.none}</TableEmptyRow>}
            {data.corrections.map((c, i) => (
              <Table.Tr key={`${c.student_id}-${c.subquestion_id}-${c.time}-${i}`}>
                <Table.Td>{c.student_id}</Table.Td>
                <Table.Td>{c.student_name}</Table.Td>
                <Table.Td>{c.subquestion_name}</Table.Td>
                <Table.Td>{shown(c.before)}</Table.Td>
                <Table.Td>{shown(c.after)}</Table.Td>
                <Table.Td>{T.scoreChange(c.objective_before, c.objective_after)}</Table.Td>
                <Table.Td>{c.user_name}</Table.Td>
                <Table.Td>{c.time}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {correcting && <CorrectDialog examId={examId} subjectId={subjectId} sheet={correcting} onClose={() => setCorrecting(undefined)} />}
    </Stack>
  );
}

function CorrectDialog({ examId, subjectId, sheet, onClose }: { examId: number; subjectId: number; sheet: DoubtfulSheet; onClose: () => void }) {
  const image = useQuery(objectiveSheetQuery(examId, subjectId, sheet.student_id));
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState(sheet.answer);
  const valid = /^[A-Ga-g]*$/.test(answer);
  const save = useMutation({
    mutationFn: correctObjective,
    onSuccess: async (c) => {
      showSuccess(T.corrected(c.student_name, c.subquestion_name, c.objective_before, c.objective_after));
      onClose();
      await queryClient.invalidateQueries({ queryKey: scoreKeys.all });
    },
  });
  return (
    <Modal opened onClose={onClose} title={T.correctOf(sheet.student_name, sheet.subquestion_name)} centered size="70rem">
      <Stack gap="sm">
        {image.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label="加载中" />
          </Center>
        ) : image.isError ? (
          <Alert color="red" title={T.sheetFailed} role="alert">
            {describeError(image.error)}
          </Alert>
        ) : (
          <ScrollArea.Autosize mah="55vh" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': T.sheetAlt(sheet.student_name) }}>
            <Image src={`data:image/jpeg;base64,${image.data}`} alt={T.sheetAlt(sheet.student_name)} fit="contain" />
          </ScrollArea.Autosize>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) save.mutate({ exam_id: examId, subject_id: subjectId, student_id: sheet.student_id, subquestion_id: sheet.subquestion_id, answer: answer.toUpperCase() });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput label={T.answer} description={T.answerHint} value={answer} maxLength={7} error={valid ? undefined : T.answerInvalid} onChange={(e) => setAnswer(e.currentTarget.value.trim())} data-autofocus />
            <Button type="submit" loading={save.isPending} disabled={!valid}>
              {T.save}
            </Button>
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  );
}
