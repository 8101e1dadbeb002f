// The subjects' exam times (spec 3 §2.5, §5). Placeholder until the exam-times part lands.
export interface ExamTimesDialogProps {
  opened: boolean;
  onClose: () => void;
  examId: number;
}

export function ExamTimesDialog(_props: ExamTimesDialogProps) {
  return null;
}
