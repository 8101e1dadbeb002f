// 未识别考号 (spec 3 §2.3, §4.4, §5, §8.2): walks the sheets that need fixing (n/m) with their front and back. The user
// types the exam number (or picks a student from the search) and confirms: the number must be digits, found exactly
// in the search, and allowed in this scan type; the confirmation says 'overwrite' for a student already uploaded and
// offers to compare with the uploaded sheet. The sheet then uploads again with the number and leaves the list when
// its new outcome is fine. A sheet can also be rotated, its sides swapped, discarded (one, all, or all and the list
// cleared: refused while scanning), or the upload record of its number deleted. The dialog closes, and progress is
// fetched again, when nothing is left.
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Menu, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconChevronLeft, IconChevronRight, IconRotate2, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { confirmThen } from '../../../lib/confirm';
import { showError, showSuccess } from '../../../lib/feedback';
import type { ScanController, ScanRow } from '../scanController';
import { SCAN_TEXTS } from '../scanTexts';
import { deletePicAndRollback, deleteTempPic, failureText, fetchStudents, type PageNumber, type StudentRow } from './fixQueries';
import { exactMatch, fixNumberProblem, needsFixing, tempNumber } from './fixRules';
import { ImageCompareDialog } from './ImageCompareDialog';
import { ItemImages } from './ItemImages';
import { discardAndClearCounts, serverHeldNumbers } from '../discard';
import { rotate180 } from '../rotate';
import { NumberForm } from './NumberForm';
import { StudentSearch } from './StudentSearch';

export interface FixSubject {
  examId: number;
  subjectId: number;
}

export interface UnrecognisedDialogProps extends FixSubject {
  opened: boolean;
  onClose: () => void;
  controller: ScanController;
  rows: readonly ScanRow[];
  scanning: boolean;
  /** The row to show first (a row's 处理 in the table). */
  startAt?: string | undefined;
  /** Opens the existing-paper dialog of a sheet whose page was already uploaded. */
  onExisting: (row: ScanRow) => void;
  /** Another dialog is open on top (Esc then closes that one only). */
  covered?: boolean;
}

interface Comparing {
  studentId: string;
  row: ScanRow;
}

export function UnrecognisedDialog({ opened, onClose, covered = false, ...rest }: UnrecognisedDialogProps) {
  const [compare, setCompare] = useState<Comparing>();
  const { controller } = rest;
  return (
    <>
      <Modal opened={opened} onClose={onClose} closeOnEscape={!compare && !covered} title={SCAN_TEXTS.unrecognisedTitle} size="95rem" centered>
        {opened && <Walker {...rest} onClose={onClose} onCompare={setCompare} />}
      </Modal>
      <ImageCompareDialog
        opened={compare !== undefined}
        onClose={() => setCompare(undefined)}
        examId={rest.examId}
        subjectId={rest.subjectId}
        studentId={compare?.studentId ?? ''}
        thisSheet={compare?.row.images.map((image) => controller.imageSrc(image.path)) ?? []}
        footer={
          <>
            <Button variant="default" onClick={() => setCompare(undefined)}>
              取消
            </Button>
            <Button
              onClick={() => {
                if (compare) controller.reupload(compare.row.id, { studentId: compare.studentId, isCover: true });
                setCompare(undefined);
              }}
            >
              覆盖
            </Button>
          </>
        }
      />
    </>
  );
}

function Walker({
  controller,
  rows,
  scanning,
  startAt,
  onExisting,
  onClose,
  onCompare,
  examId,
  subjectId,
}: Omit<UnrecognisedDialogProps, 'opened' | 'covered'> & { onCompare: (c: Comparing) => void }) {
  const queryClient = useQueryClient();
  // A sheet of the walk sent again stays in it while it uploads (its new outcome decides whether it leaves).
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const items = rows.filter((r) => needsFixing(r) || (r.state === 'uploading' && seen.has(r.id)));
  const unseen = items.filter((r) => !seen.has(r.id));
  if (unseen.length > 0) setSeen(new Set([...seen, ...unseen.map((r) => r.id)]));
  const [index, setIndex] = useState(() => Math.max(0, items.findIndex((r) => r.id === startAt)));
  const at = Math.min(index, items.length - 1);
  const item = items[at];

  // Everything resolved: the dialog closes and the progress is fetched again (spec 3 §4.4).
  useEffect(() => {
    if (items.length > 0 || seen.size === 0) return;
    void queryClient.invalidateQueries({ queryKey: ['scanView', 'progress'] });
    onClose();
  }, [items.length, seen.size, onClose, queryClient]);

  if (!item) return <Text size="sm">{SCAN_TEXTS.noErrors}</Text>;

  const discard = (ids: string[], text: { ok: string; failed: string }, after?: () => void) => {
    const chosen = rows.filter((r) => ids.includes(r.id));
    // Every upload the server holds for them (a misread number's temporary sheet, a room mismatch's upload).
    const temps = serverHeldNumbers(chosen);
    const finish = () => {
      controller.removeRows(ids);
      after?.();
      showSuccess(text.ok);
    };
    if (temps.length === 0) {
      finish();
      return;
    }
    deleteTempPic(examId, subjectId, temps).then(finish, (error: unknown) => showError(failureText(error, text.failed)));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Button size="compact-sm" variant="default" aria-label="上一张" disabled={at === 0} onClick={() => setIndex(at - 1)}>
            <IconChevronLeft size={16} />
          </Button>
          <Text fw={600} aria-label="当前第几张">
            {at + 1}/{items.length}
          </Text>
          <Button size="compact-sm" variant="default" aria-label="下一张" disabled={at >= items.length - 1} onClick={() => setIndex(at + 1)}>
            <IconChevronRight size={16} />
          </Button>
          <Text size="sm" c="dimmed">
            第 {item.index} 张答题卡
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() =>
              confirmThen({
                keyboard: true,
                message: SCAN_TEXTS.confirmDiscardAll(items.length),
                danger: true,
                onConfirm: () => discard(items.map((r) => r.id), { ok: SCAN_TEXTS.discarded, failed: SCAN_TEXTS.discardFailed }),
              })
            }
          >
            全部丢弃
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={() => {
              if (scanning || controller.isScanning()) {
                showError(SCAN_TEXTS.scanningCannotDiscard);
                return;
              }
              const { unsaved, unrecognised } = discardAndClearCounts(rows);
              confirmThen({
                keyboard: true,
                message: SCAN_TEXTS.confirmDiscardAndClear(unsaved, unrecognised),
                danger: true,
                onConfirm: () => discard(rows.map((r) => r.id), { ok: SCAN_TEXTS.cleared, failed: SCAN_TEXTS.clearFailed }),
              });
            }}
          >
            全部丢弃并清空
          </Button>
        </Group>
      </Group>
      <ItemPanel
        key={item.id}
        row={item}
        rows={rows}
        controller={controller}
        examId={examId}
        subjectId={subjectId}
        onExisting={onExisting}
        onCompare={(studentId) => onCompare({ studentId, row: item })}
        onDiscard={() =>
          confirmThen({
            keyboard: true,
            message: SCAN_TEXTS.confirmDiscardOne,
            danger: true,
            onConfirm: () => discard([item.id], { ok: SCAN_TEXTS.discarded, failed: SCAN_TEXTS.discardFailed }),
          })
        }
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: ['scanView', 'fix', 'uploaded'] })}
      />
    </Stack>
  );
}

interface ItemPanelProps extends FixSubject {
  row: ScanRow;
  rows: readonly ScanRow[];
  controller: ScanController;
  onExisting: (row: ScanRow) => void;
  onCompare: (studentId: string) => void;
  onDiscard: () => void;
  onDeleted: () => void;
}

/** One sheet of the walk: its problem, images, the number field with the student search, and its actions. */
function ItemPanel({ row, rows, controller, examId, subjectId, onExisting, onCompare, onDiscard, onDeleted }: ItemPanelProps) {
  const context = controller.context();
  const maxLength = context.scanProp?.student_id_length ?? undefined;
  const [value, setValue] = useState(row.manualStudentId ?? '');
  const [problem, setProblem] = useState<string>();
  /** Typed or picked in the search: a new number clears the old problem. */
  const type = (next: string) => {
    setValue(next);
    setProblem(undefined);
  };
  const [checking, setChecking] = useState(false);
  const uploading = row.state === 'uploading';
  const o = row.outcome;
  const error = row.failure ?? o?.error ?? (row.state === 'incomplete' ? '' : SCAN_TEXTS.notRecognised);
  const temp = tempNumber(row);
  const recognised = o?.studentId ?? undefined;


  const confirmNumber = async () => {
    const v = value.trim();
    const rule = fixNumberProblem(v, {
      scanType: context.scanType,
      maxLength: maxLength ?? Number.POSITIVE_INFINITY,
      rows,
      rowId: row.id,
      ...(context.roomStudents ? { roomStudents: context.roomStudents } : {}),
      isCover: context.isCover,
    });
    setProblem(rule);
    if (rule) return;
    setChecking(true);
    let match: StudentRow | undefined;
    try {
      const found = await fetchStudents({
        exam_id: examId,
        subject_id: subjectId,
        key: v,
        all: true,
        page: 1,
        pagesize: 10,
        ...(context.scanType === '2' && context.examUnitId !== undefined ? { exam_unit_id: context.examUnitId } : {}),
      });
      match = exactMatch(v, found.datalist);
    } catch (e) {
      showError(failureText(e, SCAN_TEXTS.searchStudentFailed));
      return;
    } finally {
      setChecking(false);
    }
    if (!match) {
      setProblem(SCAN_TEXTS.numberNotFound(v));
      return;
    }
    const student = match;
    const uploaded = student.submit === 1;
    confirmThen({
      keyboard: true,
      title: uploaded ? '覆盖确认' : '确认考号',
      message: uploaded ? SCAN_TEXTS.confirmOverwrite(v, student.student_name) : SCAN_TEXTS.confirmNumber(v, student.student_name),
      ...(uploaded ? { confirmLabel: '覆盖', extra: { label: SCAN_TEXTS.comparePrevious, onClick: () => onCompare(v) } } : {}),
      onConfirm: () => controller.reupload(row.id, { studentId: v, ...(uploaded ? { isCover: true } : {}) }),
    });
  };

  const rotate = async () => {
    try {
      const pages = await controller.pages(row.id);
      const turned = await Promise.all(pages.map(rotate180));
      await Promise.all(row.images.map((image, i) => controller.replaceImage(image.path, turned[i] ?? '')));
    } catch (e) {
      showError(e instanceof Error && e.message === SCAN_TEXTS.emptyImage ? SCAN_TEXTS.emptyImage : SCAN_TEXTS.uploadFailed);
      return;
    }
    controller.reupload(row.id);
  };

  const deleteRecord = (studentId: string, page: PageNumber) =>
    confirmThen({
      keyboard: true,
      danger: true,
      message: SCAN_TEXTS.confirmDeleteRecord(studentId, page),
      onConfirm: () =>
        deletePicAndRollback(examId, subjectId, studentId, page).then(
          () => {
            showSuccess(SCAN_TEXTS.deleted);
            onDeleted();
          },
          (e: unknown) => showError(failureText(e, SCAN_TEXTS.deleteFailed)),
        ),
    });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        {uploading ? <Badge color="blue">上传中</Badge> : <Badge color="red">错误</Badge>}
        {recognised && <Text size="sm">识别考号：{recognised}</Text>}
        {!uploading && error && (
          <Text size="sm" c="var(--mantine-color-red-text)" role="note" aria-label="错误原因">
            {error}
          </Text>
        )}
      </Group>
      {row.state === 'incomplete' && row.failure && <Alert color="orange">{row.failure}</Alert>}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ScrollArea.Autosize mah="65vh" style={{ flex: 3 }} type="auto">
          <ItemImages images={row.images} imageSrc={controller.imageSrc} examId={examId} subjectId={subjectId} tempNumber={temp} />
        </ScrollArea.Autosize>
        <Stack gap="xs" style={{ flex: 2, minWidth: 320 }}>
          <NumberForm
            label="考号"
            placeholder={SCAN_TEXTS.enterNumber}
            value={value}
            maxLength={maxLength}
            problem={problem}
            onChange={type}
            onSubmit={() => void confirmNumber()}
            submitLabel="确定"
            busy={checking}
            disabled={uploading || row.state === 'incomplete'}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconRotate2 size={14} />} disabled={uploading || row.state === 'incomplete'} onClick={() => void rotate()}>
              旋转180°
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowsExchange size={14} />}
              disabled={uploading || row.images.length < 2}
              onClick={() => controller.reupload(row.id, { images: [...row.images].reverse() })}
            >
              交换正反面
            </Button>
            {o?.coverError && recognised && (
              <Button size="xs" variant="light" onClick={() => onExisting(row)}>
                已有试卷
              </Button>
            )}
            {recognised && !temp && (
              <Menu position="bottom-start">
                <Menu.Target>
                  <Button size="xs" variant="light" color="red" disabled={uploading}>
                    删除上传记录
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => deleteRecord(recognised, 1)}>第一页</Menu.Item>
                  <Menu.Item onClick={() => deleteRecord(recognised, 2)}>第二页</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} />} disabled={uploading} onClick={onDiscard}>
              丢弃
            </Button>
          </Group>
          <StudentSearch
            examId={examId}
            subjectId={subjectId}
            examUnitId={context.scanType === '2' ? context.examUnitId : undefined}
            onPick={(s) => type(s.student_id)}
          />
        </Stack>
      </Group>
    </Stack>
  );
}

