// 样卷管理 (netview/samplePaperManage, issue 32): the subject's sample papers with their category (优秀 / 典型错误) and
// note; a marked paper becomes one with 设为样卷 (its images, a category and a note). 试卷讲评 (/analysis/paperexplain)
// shows them under their questions.
import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { PaperImages } from '../../components/PaperScoring';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { CandidatePapers } from './CandidatePapers';
import { paperKeys, removeSample, sampleListQuery, saveSample, type MarkedPaper, type SampleCategory } from './queries';
import { PAPERS_TEXTS } from './texts';

const T = PAPERS_TEXTS.sample;
const C = T.columns;

export function SamplePaperScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <SampleBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function SampleBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(sampleListQuery(examId, subjectId));
  const [open, setOpen] = useState<MarkedPaper>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: paperKeys.all });
  const remove = useMutation({
    mutationFn: removeSample,
    onSuccess: async (text) => {
      showSuccess(text);
      await refresh();
    },
  });
  const samples = list.data ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {T.table}
      </Title>
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.paper}</Table.Th>
              <Table.Th>{C.category}</Table.Th>
              <Table.Th>{C.note}</Table.Th>
              <Table.Th>{C.result}</Table.Th>
              <Table.Th>{C.by}</Table.Th>
              <Table.Th>{C.time}</Table.Th>
              <Table.Th>{C.action}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {samples.length === 0 ? (
              <TableStatusRow colSpan={8} query={list} empty={T.empty} />
            ) : (
              samples.map((p) => (
                <Table.Tr key={`${p.paper_id}:${p.question_id}`}>
                  <Table.Td>{p.question_name}</Table.Td>
                  <Table.Td>{p.paper_id}</Table.Td>
                  <Table.Td>{T.categories[p.category]}</Table.Td>
                  <Table.Td>{p.note}</Table.Td>
                  <Table.Td>{p.result === null ? '—' : `${p.result}分`}</Table.Td>
                  <Table.Td>{p.user_name}</Table.Td>
                  <Table.Td>{p.time}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={T.removeOne(p.question_name, p.paper_id)}
                      onClick={() => confirmThen({ message: T.ask(p.question_name), danger: true, onConfirm: () => remove.mutate({ exam_id: examId, subject_id: subjectId, paper_id: p.paper_id, question_id: p.question_id }) })}
                    >
                      {T.remove}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CandidatePapers
        examId={examId}
        subjectId={subjectId}
        action={(r) => (
          <Button size="compact-sm" variant="light" aria-label={T.setOne(r.question_name, r.paper_id)} onClick={() => setOpen(r)}>
            {T.set}
          </Button>
        )}
      />
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={T.dialog} size="xl" centered>
        {open && (
          <SampleForm
            examId={examId}
            subjectId={subjectId}
            paper={open}
            onDone={async () => {
              setOpen(undefined);
              await refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function SampleForm({ examId, subjectId, paper, onDone }: { examId: number; subjectId: number; paper: MarkedPaper; onDone: () => Promise<void> }) {
  const [category, setCategory] = useState<SampleCategory>(paper.sample_category ?? 'typical_error');
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: saveSample,
    onSuccess: async (text) => {
      showSuccess(text);
      await onDone();
    },
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{`${paper.question_name} ${paper.paper_id}：${PAPERS_TEXTS.candidates.columns.result} ${PAPERS_TEXTS.candidates.score(paper.result)}`}</Text>
      <PaperImages paper={paper} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sample-category-label">
          {T.category}
        </Text>
        <SegmentedControl
          aria-labelledby="sample-category-label"
          value={category}
          onChange={(v) => setCategory(v === 'excellent' ? 'excellent' : 'typical_error')}
          data={[
            { value: 'typical_error', label: T.categories.typical_error },
            { value: 'excellent', label: T.categories.excellent },
          ]}
        />
      </Stack>
      <Textarea label={T.note} maxLength={200} autosize minRows={1} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={() => save.mutate({ exam_id: examId, subject_id: subjectId, paper_id: paper.paper_id, question_id: paper.question_id, category, note: note.trim() })}>
          {T.submit}
        </Button>
      </Group>
    </Stack>
  );
}
