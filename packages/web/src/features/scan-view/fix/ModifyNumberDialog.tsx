// 修改考号 (spec 3 §2.3, §4.4, §5, §7.2, §8.2): moves an uploaded sheet to another exam number
// (modifyUploadedPaperSid). The new number is required ('请输入新考号'), digits, at most student_id_length long and must
// be a student of the search (10 a page). When the new number already had a sheet, that sheet is displaced and held
// under the old number: it is pushed on the conflict stack ('出现新的冲突考号，请手动修改') with its image, and must be
// given a number too. The dialog closes when the stack is empty; while a displaced sheet waits it cannot be dismissed.
import { useState } from 'react';
import { Alert, Group, Image, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { confirmThen } from '../../../lib/confirm';
import { showError, showSuccess } from '../../../lib/feedback';
import { manualNumberProblem } from '../intake';
import type { ScanController, ScanRow } from '../scanController';
import { SCAN_TEXTS } from '../scanTexts';
import { afterModify, type ConflictEntry } from './conflictStack';
import { failureText, fetchStudents, modifyUploadedPaperSid } from './fixQueries';
import { exactMatch, uploadedNumber } from './fixRules';
import { ItemImages } from './ItemImages';
import { NumberForm } from './NumberForm';
import { StudentSearch } from './StudentSearch';

export interface ModifyNumberDialogProps {
  /** The uploaded row to renumber (the dialog is open while it is set). */
  row: ScanRow | undefined;
  onClose: () => void;
  controller: ScanController;
  rows: readonly ScanRow[];
  examId: number;
  subjectId: number;
}

export function ModifyNumberDialog({ row, onClose, ...rest }: ModifyNumberDialogProps) {
  const [stack, setStack] = useState<ConflictEntry[]>([]);
  const [forRow, setForRow] = useState<string>();
  if (row && forRow !== row.id) {
    // A new opening starts with the row's sheet as the only entry.
    setForRow(row.id);
    setStack([{ sid: uploadedNumber(row) ?? row.outcome?.studentId ?? '', rowId: row.id }]);
  }
  const conflict = stack.some((e) => e.displacedFrom);
  const close = () => {
    setForRow(undefined);
    setStack([]);
    onClose();
  };
  const top = stack.at(-1);
  return (
    <Modal
      opened={row !== undefined && top !== undefined}
      onClose={close}
      closeOnEscape={!conflict}
      closeOnClickOutside={!conflict}
      withCloseButton={!conflict}
      title="修改考号"
      size="80rem"
      centered
    >
      {top && <EntryPanel key={`${top.sid}:${stack.length}`} entry={top} stack={stack} onStack={setStack} onDone={close} {...rest} />}
    </Modal>
  );
}

function EntryPanel({
  entry,
  stack,
  onStack,
  onDone,
  controller,
  rows,
  examId,
  subjectId,
}: { entry: ConflictEntry; stack: ConflictEntry[]; onStack: (s: ConflictEntry[]) => void; onDone: () => void } & Omit<ModifyNumberDialogProps, 'row' | 'onClose'>) {
  const queryClient = useQueryClient();
  const maxLength = controller.context().scanProp?.student_id_length ?? undefined;
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  /** Typed or picked in the search: a new number clears the old problem. */
  const type = (next: string) => {
    setValue(next);
    setProblem(undefined);
  };
  const [busy, setBusy] = useState(false);
  const row = rows.find((r) => r.id === entry.rowId);

  const modify = async (newSid: string) => {
    setBusy(true);
    try {
      const answer = await modifyUploadedPaperSid(examId, subjectId, entry.sid, newSid);
      showSuccess(answer.msg || SCAN_TEXTS.modified);
      // The row that showed the displaced sheet, if this scan has it.
      const displaced = rows.find((r) => r.id !== entry.rowId && uploadedNumber(r) === newSid);
      if (entry.rowId) controller.renumber(entry.rowId, newSid);
      const next = afterModify(stack, newSid, answer, displaced?.id);
      if (answer.paperBase64) showError(SCAN_TEXTS.newConflict);
      void queryClient.invalidateQueries({ queryKey: ['scanView', 'progress'] });
      void queryClient.invalidateQueries({ queryKey: ['scanView', 'fix'] });
      if (next.length === 0) onDone();
      else onStack(next);
    } catch (e) {
      showError(failureText(e, SCAN_TEXTS.modifyNumberFailed));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const v = value.trim();
    const rule = manualNumberProblem(v, maxLength ?? Number.POSITIVE_INFINITY);
    setProblem(rule);
    if (rule) return;
    setBusy(true);
    let found;
    try {
      found = exactMatch(v, (await fetchStudents({ exam_id: examId, subject_id: subjectId, key: v, all: true, page: 1, pagesize: 10 })).datalist);
    } catch (e) {
      showError(failureText(e, SCAN_TEXTS.searchStudentFailed));
      return;
    } finally {
      setBusy(false);
    }
    if (!found) {
      setProblem(SCAN_TEXTS.numberNotFound(v));
      return;
    }
    const student = found;
    confirmThen({
      keyboard: true,
      title: '确认修改',
      message: (student.submit === 1 ? SCAN_TEXTS.confirmModifyDisplacing : SCAN_TEXTS.confirmModify)(entry.sid, v, student.student_name),
      onConfirm: () => void modify(v),
    });
  };

  return (
    <Stack gap="sm">
      {entry.displacedFrom && (
        <Alert color="orange" title={SCAN_TEXTS.newConflict}>
          <Text size="sm">
            {entry.displacedFrom} → {entry.sid}：{SCAN_TEXTS.conflictHeld(entry.displacedFrom, entry.sid)}
          </Text>
          {stack.length > 1 && (
            <Text size="sm" c="dimmed">
              待处理冲突 {stack.length} 个
            </Text>
          )}
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ScrollArea.Autosize mah="65vh" style={{ flex: 3 }} type="auto">
          {entry.image ? (
            <Image src={`data:image/jpeg;base64,${entry.image}`} alt={`冲突试卷 ${entry.displacedFrom ?? ''}`} />
          ) : row ? (
            <ItemImages images={row.images} imageSrc={controller.imageSrc} examId={examId} subjectId={subjectId} />
          ) : null}
        </ScrollArea.Autosize>
        <Stack gap="xs" style={{ flex: 2, minWidth: 320 }}>
          <Text size="sm">当前考号：{entry.sid}</Text>
          <NumberForm
            label="新考号"
            placeholder={SCAN_TEXTS.enterNewNumber}
            value={value}
            maxLength={maxLength}
            problem={problem}
            onChange={type}
            onSubmit={() => void submit()}
            submitLabel="修改"
            busy={busy}
          />
          <StudentSearch
            examId={examId}
            subjectId={subjectId}
            pageSizes={[10]}
            onPick={(s) => type(s.student_id)}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
