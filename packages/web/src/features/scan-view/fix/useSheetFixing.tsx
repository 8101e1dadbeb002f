// Fixing sheets in the scanner view (spec 3 §2.3 dialogs, §4.4): one hook the screen mounts in three places — the
// toolbar's 处理错误 (N) button, the result table's row actions (处理, 修改考号, 已有试卷, 答案详情) and the dialogs.
// In room scan (type '1') the end of a scan opens the room scan error table when the room has problems, else the
// unrecognised-number dialog when sheets need fixing.
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import { showInfo } from '../../../lib/feedback';
import type { ScanController, ScanRow } from '../scanController';
import { SCAN_TEXTS } from '../scanTexts';
import { AnswerDetailViewer, answersOf } from './AnswerDetailViewer';
import { ExistingPaperDialog } from './ExistingPaperDialog';
import { needsFixing, scanEndDialog, uploadedNumber, type RoomProblem } from './fixRules';
import { ModifyNumberDialog } from './ModifyNumberDialog';
import { NotScannedDialog } from './NotScannedDialog';
import { RoomErrorDialog } from './RoomErrorDialog';
import { UnrecognisedDialog } from './UnrecognisedDialog';

export interface SheetFixingOptions {
  controller: ScanController;
  rows: readonly ScanRow[];
  scanning: boolean;
  examId: number;
  subjectId: number;
  /** connectScanner's questionInfo: names the sub-questions in the answer-detail viewer. */
  questionInfo?: Schemas['ScanQuestionInfo'] | null | undefined;
}

export interface SheetFixing {
  /** The toolbar's 处理错误 (N) and 未扫描名单 buttons. */
  toolbar: ReactNode;
  /** A row's fix actions for the result table. */
  rowActions: (row: ScanRow) => ReactNode;
  /** The dialogs (mount once). */
  dialogs: ReactNode;
  /** Opens the unrecognised-number dialog ('当前没有错误！' when nothing needs fixing). */
  openFix: (startAt?: string) => void;
  /** Opens the not-scanned list (e.g. from a progress bar). */
  openNotScanned: () => void;
}

export function useSheetFixing({ controller, rows, scanning, examId, subjectId, questionInfo }: SheetFixingOptions): SheetFixing {
  const [fixing, setFixing] = useState<{ startAt?: string } | undefined>();
  const [existing, setExisting] = useState<ScanRow>();
  const [modifying, setModifying] = useState<ScanRow>();
  const [answers, setAnswers] = useState<ScanRow>();
  const [room, setRoom] = useState<RoomProblem[]>();
  const [notScanned, setNotScanned] = useState(false);
  const errorCount = rows.filter(needsFixing).length;

  const openFix = useCallback(
    (startAt?: string) => {
      if (!controller.getSnapshot().rows.some(needsFixing)) {
        showInfo(SCAN_TEXTS.noErrors);
        return;
      }
      setFixing(startAt ? { startAt } : {});
    },
    [controller],
  );

  // Room scan: at scan end the room's problems, else the sheets to fix (spec 3 §4.2).
  useEffect(
    () =>
      controller.onScanEnd((ended) => {
        const open = scanEndDialog(ended, controller.context());
        if (open?.kind === 'room') setRoom(open.problems);
        else if (open?.kind === 'fix') setFixing({});
      }),
    [controller],
  );

  const closeFix = useCallback(() => setFixing(undefined), []);
  const examUnitId = controller.context().scanType === '2' ? controller.context().examUnitId : undefined;

  const openNotScanned = useCallback(() => setNotScanned(true), []);
  const toolbar = <FixToolbar errorCount={errorCount} onFix={openFix} onNotScanned={openNotScanned} />;

  // Stable, so the result table's memoised rows re-render only when their sheet changes.
  const rowActions = useCallback((row: ScanRow) => {
    if (row.state === 'uploading') return null;
    const showAnswers = () => {
      if (answersOf(row).length === 0) showInfo(SCAN_TEXTS.noAnswerData);
      else setAnswers(row);
    };
    const uploaded = uploadedNumber(row);
    return (
      <Group gap={4} wrap="nowrap">
        {needsFixing(row) && (
          <Button size="compact-xs" variant="light" color="red" onClick={() => openFix(row.id)} aria-label={`处理第 ${row.index} 张`}>
            处理
          </Button>
        )}
        {row.outcome?.coverError && row.outcome.studentId && (
          <Button size="compact-xs" variant="subtle" onClick={() => setExisting(row)} aria-label={`第 ${row.index} 张的已有试卷`}>
            已有试卷
          </Button>
        )}
        {uploaded && (
          <Button size="compact-xs" variant="subtle" onClick={() => setModifying(row)} aria-label={`修改考号（第 ${row.index} 张）`}>
            修改考号
          </Button>
        )}
        {row.state === 'done' && (
          <Button size="compact-xs" variant="subtle" onClick={showAnswers} aria-label={`第 ${row.index} 张的答案详情`}>
            答案
          </Button>
        )}
      </Group>
    );
  }, [openFix]);

  // The dialogs are the same elements from frame to frame while they are all closed: the screen renders every frame
  // while rows arrive, and closed dialogs need no rows (a dialog opening changes the state, which renders them anew).
  // An open dialog renders with every new snapshot of the scan, as it shows what changes (rows, thumbnails as they are
  // ready).
  const anyOpen = fixing !== undefined || existing !== undefined || modifying !== undefined || answers !== undefined || room !== undefined || notScanned;
  const snapshot = anyOpen ? controller.getSnapshot() : undefined;
  const dialogs = useMemo(() => {
    const subject = { examId, subjectId };
    const dialogRows = snapshot?.rows ?? NO_ROWS;
    return (
      <>
        <UnrecognisedDialog
          opened={fixing !== undefined}
          onClose={closeFix}
          covered={existing !== undefined}
          controller={controller}
          rows={dialogRows}
          scanning={scanning}
          startAt={fixing?.startAt}
          onExisting={setExisting}
          {...subject}
        />
        <ExistingPaperDialog row={existing} onClose={() => setExisting(undefined)} controller={controller} rows={dialogRows} {...subject} />
        <ModifyNumberDialog row={modifying} onClose={() => setModifying(undefined)} controller={controller} rows={dialogRows} {...subject} />
        <AnswerDetailViewer row={answers} onClose={() => setAnswers(undefined)} questionInfo={questionInfo} />
        <RoomErrorDialog
          problems={room}
          onClose={() => setRoom(undefined)}
          onFixSheets={
            dialogRows.some(needsFixing)
              ? () => {
                  setRoom(undefined);
                  setFixing({});
                }
              : undefined
          }
        />
        <NotScannedDialog opened={notScanned} onClose={() => setNotScanned(false)} examUnitId={examUnitId} {...subject} />
      </>
    );
  }, [snapshot, fixing, existing, modifying, answers, room, notScanned, scanning, controller, examId, subjectId, examUnitId, questionInfo, closeFix]);

  return { toolbar, rowActions, dialogs, openFix, openNotScanned };
}

const NO_ROWS: readonly ScanRow[] = [];

/** 处理错误 (N) and 未扫描名单: memoised, as the screen renders every frame while rows arrive. */
const FixToolbar = memo(function FixToolbar({ errorCount, onFix, onNotScanned }: { errorCount: number; onFix: () => void; onNotScanned: () => void }) {
  return (
    <>
      <Button variant={errorCount ? 'filled' : 'default'} color={errorCount ? 'red' : undefined} leftSection={<IconAlertTriangle size={16} />} onClick={() => onFix()}>
        {SCAN_TEXTS.fixErrors} ({errorCount})
      </Button>
      <Button variant="default" onClick={onNotScanned}>
        未扫描名单
      </Button>
    </>
  );
});
