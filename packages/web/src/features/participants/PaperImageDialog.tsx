// 查看试卷 (spec 2 §2.5, §8): the image of a submitted page (base64 JPEG from getStudentPaper). A failure shows the
// server's text, or '获取试卷失败'.
import { Alert, Center, Image, Loader, Modal, ScrollArea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@exam/sdk';
import { describeError } from '../../lib/errors';
import { PAGE_NAMES } from './participantRules';
import { paperImageQuery } from './queries';
import type { PaperRef } from './ParticipantTable';

export const PAPER_FAILED_TEXT = '获取试卷失败';

/** The failure as the dialog says it: the server's own text when it sent one. */
function failureText(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status < 400) return error.message || undefined;
  return describeError(error);
}

export function PaperImageDialog({ examId, paper, onClose }: { examId: number; paper: PaperRef; onClose: () => void }) {
  const image = useQuery(paperImageQuery({ exam_id: examId, subject_id: paper.subject.subject_id, student_id: paper.studentId, page: paper.page }));
  const title = `${paper.row.student_name} ${paper.subject.subject_name} ${PAGE_NAMES[paper.page]}（考号 ${paper.studentId}）`;
  return (
    <Modal opened onClose={onClose} title={title} centered size="70rem">
      {image.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : image.isError ? (
        <Alert color="red" title={PAPER_FAILED_TEXT} role="alert">
          {failureText(image.error) ?? ''}
        </Alert>
      ) : (
        <ScrollArea.Autosize mah="75vh">
          <Image src={`data:image/jpeg;base64,${image.data}`} alt={`${paper.row.student_name}${paper.subject.subject_name}${PAGE_NAMES[paper.page]}试卷`} fit="contain" />
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
