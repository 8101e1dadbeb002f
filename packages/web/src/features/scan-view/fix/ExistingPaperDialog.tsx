// 已有试卷 (spec 3 §2.3, §4.3): a sheet whose page was already uploaded (a cover error) beside the sheet uploaded for
// its exam number (getpic; '获取已上传图片失败'). 覆盖 uploads it again overwriting the uploaded pages (is_cover for this
// upload only), 丢弃 takes it out of the list.
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
  examId: number;
  subjectId: number;
}

export function ExistingPaperDialog({ row, onClose, controller, examId, subjectId }: ExistingPaperDialogProps) {
  const studentId = row?.outcome?.studentId ?? '';
  return (
    <ImageCompareDialog
      opened={row !== undefined}
      onClose={onClose}
      title="已有试卷"
      examId={examId}
      subjectId={subjectId}
      studentId={studentId}
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
                  message: SCAN_TEXTS.confirmCover(studentId),
                  confirmLabel: '覆盖',
                  onConfirm: () => {
                    controller.reupload(row.id, { studentId, isCover: true });
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
