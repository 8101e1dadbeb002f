// 已有试卷 (spec 3 §2.3, §4.3): a sheet whose page was already uploaded (a cover error) beside the sheet uploaded for
// its exam number (getpic; '获取已上传图片失败'). 覆盖 uploads it again overwriting the uploaded pages (is_cover for this
// upload only), 丢弃 takes it out of the list. When the uploaded sheet is another row of this batch (its twin, not yet
// saved), the dialog names that row and 覆盖 asks before taking the number from it (issue 26).
import { Button } from '@mantine/core';
import { confirmThen } from '../../../lib/confirm';
import { showSuccess } from '../../../lib/feedback';
import type { ScanController, ScanRow } from '../scanController';
import { SCAN_TEXTS } from '../scanTexts';
import { ImageCompareDialog } from './ImageCompareDialog';

export interface ExistingPaperDialogProps {
  row: ScanRow | undefined;
  onClose: () => void;
  controller: ScanController;
  /** Every row of the list (to find the twin in this batch). */
  rows: readonly ScanRow[];
  examId: number;
  subjectId: number;
}

/** The row of this batch whose upload holds the number (done, not itself refused as already uploaded). */
export function batchTwin(rows: readonly ScanRow[], row: ScanRow): ScanRow | undefined {
  const studentId = row.outcome?.studentId;
  if (!studentId) return undefined;
  return rows.find((r) => r.id !== row.id && r.state === 'done' && r.outcome?.studentId === studentId && !r.outcome.coverError);
}

export function ExistingPaperDialog({ row, onClose, controller, rows, examId, subjectId }: ExistingPaperDialogProps) {
  const studentId = row?.outcome?.studentId ?? '';
  const twin = row && batchTwin(rows, row);
  return (
    <ImageCompareDialog
      opened={row !== undefined}
      onClose={onClose}
      title="已有试卷"
      examId={examId}
      subjectId={subjectId}
      studentId={studentId}
      {...(twin ? { uploadedTitle: SCAN_TEXTS.batchTwin(twin.index) } : {})}
      thisSheet={row?.images.map((image) => controller.imageSrc(image.path)) ?? []}
      footer={
        row && (
          <>
            <Button
              variant="default"
              color="red"
              onClick={() =>
                confirmThen({
                  keyboard: true,
                  danger: true,
                  message: SCAN_TEXTS.confirmDiscardOne,
                  onConfirm: () => {
                    controller.removeRows([row.id]);
                    showSuccess(SCAN_TEXTS.discarded);
                    onClose();
                  },
                })
              }
            >
              丢弃
            </Button>
            <Button
              onClick={() =>
                confirmThen({
                  keyboard: true,
                  message: twin ? SCAN_TEXTS.confirmCoverTwin(studentId, twin.index) : SCAN_TEXTS.confirmCover(studentId),
                  confirmLabel: '覆盖',
                  ...(twin ? { danger: true } : {}),
                  onConfirm: () => {
                    controller.reupload(row.id, { studentId, isCover: true, ...(twin ? { displaces: twin.id } : {}) });
                    onClose();
                  },
                })
              }
            >
              覆盖
            </Button>
          </>
        )
      }
    />
  );
}
