// The exam room arrangement (exam/examroomdesign, spec 3 §2.5, §4.5): a four-step wizard (0 parameters, 1 students
// and seats, 2 review, 3 results) in the exam page frame, with the exam-times dialog and a way back to room
// management. The results step can be opened at once (导出数据表, or ?step=3).
import { useState } from 'react';
import { Button, Card, Stepper } from '@mantine/core';
import { IconArrowBackUp, IconClockHour4, IconTable } from '@tabler/icons-react';
import { ExamPage } from '../../components/ExamPage';
import { ButtonLink } from '../../components/links';
import { mainLink } from '../../lib/mainLink';
import { ResultsStep } from './results/ResultsStep';
import { ExamTimesDialog } from './times/ExamTimesDialog';
import { WIZARD_TEXTS } from './texts';

export const ROOM_MANAGEMENT_PATH = '/main/exam/examroommge';

export interface RoomDesignScreenProps {
  /** The step to open with (3: the results). */
  initialStep?: 3;
}

export function RoomDesignScreen({ initialStep }: RoomDesignScreenProps) {
  const [step, setStep] = useState<number>(initialStep ?? 0);
  const [timesOpen, setTimesOpen] = useState(false);
  return (
    <ExamPage
      title={WIZARD_TEXTS.title}
      actions={
        <>
          <Button size="xs" variant="default" leftSection={<IconClockHour4 size={14} />} onClick={() => setTimesOpen(true)}>
            {WIZARD_TEXTS.examTimes}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconTable size={14} />} onClick={() => setStep(3)}>
            {WIZARD_TEXTS.exportTable}
          </Button>
          <ButtonLink size="xs" variant="default" leftSection={<IconArrowBackUp size={14} />} {...mainLink(ROOM_MANAGEMENT_PATH)}>
            {WIZARD_TEXTS.backToRooms}
          </ButtonLink>
        </>
      }
    >
      {({ examId, subjects }) => (
        <Card withBorder padding="md">
          <Stepper active={step} size="sm" allowNextStepsSelect={false}>
            {WIZARD_TEXTS.steps.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
          {step === 3 && <ResultsStep examId={examId} subjectNames={new Map(subjects.map((s) => [s.subject_id, s.subject_name]))} />}
          <ExamTimesDialog opened={timesOpen} onClose={() => setTimesOpen(false)} examId={examId} />
        </Card>
      )}
    </ExamPage>
  );
}
