// The exam room arrangement (exam/examroomdesign, spec 3 §2.5, §4.5, §8.3): a four-step wizard in the exam page
// frame — 0 parameters, 1 students and seats, 2 review, 3 results — with 上一步 / 下一步 and 开始编排 on the review
// step, the exam-times dialog and a way back to room management. Step 0 goes on only when its rules hold (every
// failing message in one warning); step 1 opens the review on the first chosen pair; a successful arrangement moves
// to the results. The results step can be opened at once (导出数据表, or ?step=3). A failure keeps every choice.
import { useMemo, useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Stepper } from '@mantine/core';
import { IconArrowBackUp, IconClockHour4, IconNumbers, IconTable } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, LoginExpiredError } from '@exam/sdk';
import { ExamPage } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { ButtonLink } from '../../components/links';
import { showError, showInfo, showSuccess, showWarning } from '../../lib/feedback';
import { mainLink } from '../../lib/mainLink';
import { useUnsavedEdits } from '../../lib/unsavedEdits';
import { areasQuery, arrange, arrangeFailureText, examInfoQuery, roomDesignKeys, seatStateQuery, studentSeatsQuery } from './queries';
import { ResultsStep } from './results/ResultsStep';
import { NUMBER_RULE_TEXTS, WIZARD_TEXTS } from './texts';
import { ExamTimesDialog } from './times/ExamTimesDialog';
import { NumberRuleDialog } from './numbering/NumberRuleDialog';
import { EMPTY_PARAMS, arrangementParams, hasScoreBasis, paramProblems, type Params, type SubjectOption } from './wizard/params';
import { arrangeProblems, arrangementData, chosenPairs, pairsOf, selectionOf, withSelection, type PairSelection, type Selections } from './wizard/selection';
import { Step0Params } from './wizard/Step0Params';
import { Step1Pick } from './wizard/Step1Pick';
import { Step2Review } from './wizard/Step2Review';
import { newSeed, PreviewContext } from './wizard/preview';
import { RefusalDialog, type Refusal } from './wizard/RefusalDialog';
import { conflictSummary, pairConflicts, type ArrangedStudent, type TakenSeats } from './wizard/refusal';

export const ROOM_MANAGEMENT_PATH = '/main/exam/examroommge';
const T = WIZARD_TEXTS;

export interface RoomDesignScreenProps {
  /** The step to open with (3: the results). */
  initialStep?: 3;
}

export function RoomDesignScreen({ initialStep }: RoomDesignScreenProps) {
  const [step, setStep] = useState<number>(initialStep ?? 0);
  const [timesOpen, setTimesOpen] = useState(false);
  const [ruleOpen, setRuleOpen] = useState(false);
  return (
    <ExamPage
      title={T.title}
      actions={
        <>
          <Button size="xs" variant="default" leftSection={<IconClockHour4 size={14} />} onClick={() => setTimesOpen(true)}>
            {T.examTimes}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconNumbers size={14} />} onClick={() => setRuleOpen(true)}>
            {NUMBER_RULE_TEXTS.button}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconTable size={14} />} onClick={() => setStep(3)}>
            {T.exportTable}
          </Button>
          <ButtonLink size="xs" variant="default" leftSection={<IconArrowBackUp size={14} />} {...mainLink(ROOM_MANAGEMENT_PATH)}>
            {T.backToRooms}
          </ButtonLink>
        </>
      }
    >
      {({ examId, subjects }) => (
        <>
          <Wizard examId={examId} subjects={subjects} step={step} onStep={setStep} />
          <ExamTimesDialog opened={timesOpen} onClose={() => setTimesOpen(false)} examId={examId} />
          {ruleOpen && <NumberRuleDialog examId={examId} onClose={() => setRuleOpen(false)} />}
        </>
      )}
    </ExamPage>
  );
}

interface WizardProps {
  examId: number;
  subjects: readonly SubjectOption[];
  step: number;
  onStep: (step: number) => void;
}

function Wizard({ examId, subjects, step, onStep }: WizardProps) {
  const queryClient = useQueryClient();
  const info = useQuery(examInfoQuery(examId));
  const [params, setParams] = useState<Params>(EMPTY_PARAMS);
  // The random order's seed: the review's seat maps preview the draw arrange makes; a new one after each arrangement.
  const [seed, setSeed] = useState(newSeed);
  // The selections belong to the subjects they were made for (their students' remaining subjects, the seat states).
  const [picked, setPicked] = useState<{ subjects: string; selections: Selections }>({ subjects: '', selections: new Map() });
  const [pairKey, setPairKey] = useState<string>('');
  const [reviewKey, setReviewKey] = useState<string>('');
  const pairs = info.data ? pairsOf(info.data) : [];
  const preview = useMemo(() => ({ examId, params, seed, pairs: info.data ? pairsOf(info.data) : [] }), [examId, params, seed, info.data]);
  const subjectsKey = [...params.subjects].sort((a, b) => a - b).join(',');
  const selections = picked.subjects === subjectsKey ? picked.selections : new Map<string, PairSelection>();
  const shownPair = pairs.some((p) => p.key === pairKey) ? pairKey : (pairs[0]?.key ?? '');
  const chosen = chosenPairs(pairs, selections);
  const problems = arrangeProblems(pairs, selections, params.layout.every_other_seat);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The review's last change can be undone (the selections before it); any step change forgets it.
  const [undoTo, setUndoTo] = useState<Selections | null>(null);
  const go = (n: number) => {
    setUndoTo(null);
    onStep(n);
  };
  const reviewChange = (key: string, update: (sel: PairSelection) => PairSelection) => {
    setUndoTo(selections);
    change(key, update);
  };
  const undo = () => {
    if (!undoTo) return;
    setPicked({ subjects: subjectsKey, selections: undoTo });
    setUndoTo(null);
    showInfo(T.review.undone);
  };
  // Leaving the wizard (返回考场管理, the menu, Back) with students or seats chosen asks first.
  useUnsavedEdits(step < 3 && chosen.length > 0, undefined, T.leaveWizard);

  const change = (key: string, update: (sel: PairSelection) => PairSelection) =>
    setPicked((p) => {
      const current = p.subjects === subjectsKey ? p.selections : new Map<string, PairSelection>();
      return { subjects: subjectsKey, selections: withSelection(current, key, update(selectionOf(current, key))) };
    });

  const run = useMutation({
    mutationFn: arrange,
    meta: { localErrors: true },
    onSuccess: async () => {
      showSuccess(T.arranged);
      setSeed(newSeed());
      setPicked({ subjects: '', selections: new Map() });
      await queryClient.invalidateQueries({ queryKey: roomDesignKeys.exam(examId) });
      onStep(3);
    },
    onError: async (error) => {
      if (error instanceof LoginExpiredError) return;
      if (!(error instanceof ApiError && error.status === 200)) return showError(arrangeFailureText(error));
      setRefusal(await checkRefusal(arrangeFailureText(error)));
    },
  });

  /**
   * A refusal: the seat grids and student trees are loaded again; seats someone took meanwhile are unselected and
   * subjects someone arranged meanwhile are no longer asked for, and the dialog says what changed (or the server's
   * text when nothing did).
   */
  const checkRefusal = async (serverText: string): Promise<Refusal> => {
    await queryClient.invalidateQueries({ queryKey: roomDesignKeys.exam(examId) });
    const taken: TakenSeats[] = [];
    const arranged: ArrangedStudent[] = [];
    let next: Selections = selections;
    try {
      for (const p of chosen) {
        const areaIds = (await queryClient.fetchQuery(areasQuery(p.unit_id))).map((a) => a.area_id);
        const rooms = areaIds.length ? await queryClient.fetchQuery(seatStateQuery(examId, areaIds, params.subjects)) : [];
        const classes = await queryClient.fetchQuery(studentSeatsQuery(examId, p.unit_id, params.subjects));
        const found = pairConflicts(selectionOf(next, p.key), rooms, classes, params.subjects);
        next = withSelection(next, p.key, found.selection);
        taken.push(...found.taken);
        arranged.push(...found.arranged);
      }
    } catch {
      return { message: serverText, taken: [], arranged: [] };
    }
    if (!taken.length && !arranged.length) return { message: serverText, taken, arranged };
    setPicked({ subjects: subjectsKey, selections: next });
    return { message: conflictSummary(taken, arranged), taken, arranged };
  };

  const next = () => {
    if (step === 0) {
      const failing = paramProblems(params);
      if (failing.length) return showWarning(failing.join('；'));
      go(1);
    } else if (step === 1) {
      if (!chosen.length) return showWarning(T.arrangeRules.nothing);
      setReviewKey(chosen[0]?.key ?? '');
      go(2);
    }
  };
  const start = () => {
    if (problems.length) return showWarning(problems.join('；'));
    // Ordering by score needs a basis for at least one of the pairs arranged (the others are ordered by number, as step 0 says).
    if (params.order === 'score' && !hasScoreBasis(params, chosen.map((p) => p.key))) return showWarning(T.rules.scoreExams);
    run.mutate({ exam_id: examId, arrangement_data: arrangementData(pairs, selections), arrangement_params: arrangementParams(params, chosen.map((p) => p.key), seed) });
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="lg">
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          {T.steps.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
        {step < 3 && info.isError ? (
          <LoadFailure title={T.loadFailed} error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
        ) : step < 3 && info.isPending ? (
          <Skeleton h={240} />
        ) : step === 0 ? (
          <Step0Params examId={examId} subjects={subjects} params={params} onChange={setParams} pairs={pairs} />
        ) : step === 1 ? (
          <Step1Pick examId={examId} pairs={pairs} subjects={params.subjects} selections={selections} pairKey={shownPair} onPair={setPairKey} onChange={change} />
        ) : step === 2 ? (
          <PreviewContext.Provider value={preview}>
            <Step2Review
              pairs={chosen}
              selections={selections}
              activeKey={chosen.some((p) => p.key === reviewKey) ? reviewKey : (chosen[0]?.key ?? '')}
              onActive={setReviewKey}
              onChange={reviewChange}
              problems={problems}
              {...(undoTo ? { onUndo: undo } : {})}
              order={params.order}
              layout={params.layout}
            />
          </PreviewContext.Provider>
        ) : (
          <ResultsStep examId={examId} subjectNames={new Map(subjects.map((s) => [s.subject_id, s.subject_name]))} />
        )}
        <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
        {step === 3 ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onStep(0)}>
              {T.restart}
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end" gap="sm">
            {step > 0 && (
              <Button variant="default" onClick={() => go(step - 1)} disabled={run.isPending}>
                {T.previous}
              </Button>
            )}
            {step < 2 ? (
              <Button onClick={next} disabled={!info.isSuccess}>
                {T.next}
              </Button>
            ) : (
              <Button onClick={start} loading={run.isPending} disabled={problems.length > 0}>
                {T.start}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
