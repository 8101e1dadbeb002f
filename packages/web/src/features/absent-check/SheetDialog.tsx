// 查看试卷 of a row whose sheet carries the absent mark: its front page (examStudent/getStudentPaper), so the
// administrator sees the mark before confirming. A failure shows the server's text, or '获取试卷失败' (spec 2 §8).
import { Alert, Center, Image, Loader, Modal, ScrollArea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@exam/sdk';
import { describeError } from '../../lib/errors';
import { sheetImageQuery, type AbsentRow } from './queries';
import { ABSENT_TEXTS as T } from './texts';

/** The failure as the dialog says it: the server's own text when it sent one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status < 400) return error.message;
  return describeError(error);
}

export interface SheetDialogProps {
  examId: number;
  subjectId: number;
  subjectName: string;
  row: AbsentRow;
  onClose: () => void;
}

export function SheetDialog({ examId, subjectId, subjectName, row, onClose }: SheetDialogProps) {
  const image = useQuery(sheetImageQuery(examId, subjectId, row.student_id));
  return (
    <Modal opened onClose={onClose} title={T.sheetTitle(row.student_name, subjectName, row.student_id)} centered size="70rem">
      {image.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="加载中" />
        </Center>
      ) : image.isError ? (
        <Alert color="red" title={T.sheetFailed} role="alert">
          {failureText(image.error)}
        </Alert>
      ) : (
        <ScrollArea.Autosize mah="75vh">
          <Image src={`data:image/jpeg;base64,${image.data}`} alt={T.sheetAlt(row.student_name, subjectName)} fit="contain" />
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
