// The marking canvas page (netview/marking, spec 3 §2.8): one task (exam subject, question group, round) at a time.
// The header names the task and the teacher's progress, with 回评, 题干 and 异常卷; below, the paper on its desk. A
// submit shows the next paper at once (it was asked for and loaded while this one was marked); the zoom and scroll
// of each question group are kept in the app state's markingConfig.
import { startTransition, useCallback, useState } from 'react';
import { Box, Button, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import type { Schemas } from '@exam/sdk';
import { AnchorLink, ButtonLink } from '../../components/links';
import { LoadFailure } from '../../components/LoadFailure';
import { appStateAtom } from '../../lib/appState';
import { showFailure } from '../../lib/errors';
import { showSuccess, showWarning, useNotificationPosition } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { useStableHandler } from '../../lib/useStableHandler';
import { AbnormalDialog } from './AbnormalDialog';
import { HoldCountdown } from './HoldCountdown';
import { PaperDesk, type MarkingView } from './PaperDesk';
import { TaskTitle } from './TaskTitle';
import { ReviewDrawer } from './ReviewDrawer';
import { abnormalReasonsQuery, markingKeys, paperGone, reportAbnormal, resubmitMark, sendMark, tasksQuery, type TaskRef } from './queries';
import { MARKING_TEXTS as T } from './texts';
import { useMarkingFlow } from './useMarkingFlow';
import { usePaperHold } from './usePaperHold';
import { usePreviousPaper } from './usePreviousPaper';

export function MarkingScreen({ task }: { task: TaskRef }) {
  const queryClient = useQueryClient();
  const tasks = useQuery(tasksQuery);
  const reasons = useQuery(abnormalReasonsQuery(task.exam_id));
  const info = tasks.data?.find((t) => t.exam_id === task.exam_id && t.subject_id === task.subject_id && t.question_id === task.question_id && t.turn === task.turn);
  const flow = useMarkingFlow(task);
  const [progress, setProgress] = useState<Schemas['MarkSubmitResult']>();
  const [busy, setBusy] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [abnormalOpen, setAbnormalOpen] = useState(false);
  // The question's stem beside the answer (question-info-paper's regions and image), shown until the teacher hides it.
  const [stemOpen, setStemOpen] = useState(() => window.innerWidth >= STEM_BESIDE_MIN_WIDTH);
  const toggleStem = useCallback(() => setStemOpen((open) => !open), []);
  const [status, setStatus] = useState('');
  const [appState, setAppState] = useAtom(appStateAtom);
  const view = appState.markingConfig?.[String(task.question_id)];

  // A task that is not the teacher's says so (and why), never 加载失败 with 重试.
  const notMine = tasks.isSuccess && !info;
  const shown = flow.state.status === 'paper' && !notMine ? flow.state.shown : undefined;
  // Messages at the bottom left, over the paper's corner, never over the score panel's 提交.
  useNotificationPosition('bottom-left');
  const counts = progress ?? info;
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: markingKeys.all });
  // Failures: 登录失效 and the buffer cleared follow the global rule (spec 1 §8); the rest is said here (showFailure).
  const openPrevious = usePreviousPaper(task, shown?.review, flow.openReview, showFailure);
  /** The paper on screen is no longer this teacher's (the server said why): the next one comes. */
  const leave = (reason: string) => {
    showWarning(reason);
    void flow.advance();
  };
  const holdUntil = usePaperHold(shown, {
    onLapsed: () => {
      showWarning(T.holdLapsed);
      void flow.renew();
    },
    onGone: leave,
    onRenewFailed: (text) => showWarning(T.holdNotRenewed(text)),
  });

  // The desk is memoised: its handlers keep their identity from paper to paper.
  const onSubmit = useStableHandler(async (body: Schemas['SubmitMarkRequest']) => {
    if (!shown) return false;
    // Shown read-only once the request is on its way (the desk refuses score keys for this paper from the moment it
    // submits): the request does not wait for the repaint.
    startTransition(() => setBusy(true));
    try {
      if (shown.review !== undefined) {
        setProgress(await resubmitMark({ ...body, submit_key: shown.submitKey }));
        showSuccess(T.changed);
        refreshLists();
        flow.closeReview();
      } else {
        setProgress(await sendMark({ ...body, submit_key: shown.submitKey }));
        setStatus(T.submitted);
        await flow.advance();
      }
      return true;
    } catch (error) {
      const gone = shown.review === undefined ? paperGone(error) : undefined;
      if (gone) leave(gone);
      else showFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  });
  const onShown = useCallback(() => setStatus(''), []);
  const onPrevious = useStableHandler(() => void openPrevious());
  const onAbnormal = useStableHandler(() => task.turn !== 9 && setAbnormalOpen(true));
  const setView = useStableHandler((v: MarkingView) => setAppState((s) => ({ ...s, markingConfig: { ...s.markingConfig, [String(task.question_id)]: v } })));

  const onReport = async (reason: string) => {
    if (!shown) return false;
    try {
      await reportAbnormal({ paper_id: shown.paper.paper_id, question_id: task.question_id, turn: task.turn, reason });
      showSuccess(T.abnormalDone);
      refreshLists();
      await flow.advance();
      return true;
    } catch (error) {
      const gone = paperGone(error);
      if (gone) leave(gone);
      else showFailure(error);
      return Boolean(gone);
    }
  };

  return (
    <Stack component="main" gap="sm" p="sm" h="100dvh" style={{ overflow: 'hidden' }}>
      <Paper withBorder p="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <AnchorLink to="/main/marking" size="sm" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} />
                {T.backToTasks}
              </Group>
            </AnchorLink>
            <TaskTitle where={info ? `${info.exam_name} · ${info.subject_name} · ` : ''} what={`${info?.question_name ?? shown?.paper.question_name ?? T.tasksTitle} · ${ROUND_NAMES[task.turn]}`} />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {counts && (
              <Text size="sm" c="dimmed" data-testid="marking-progress">
                {T.progress(counts.marked, counts.remaining, counts.total)}
              </Text>
            )}
            {holdUntil !== undefined && <HoldCountdown until={holdUntil} />}
            <Text size="sm" c="teal" aria-live="polite" w={48}>
              {status}
            </Text>
            <Button variant="default" size="xs" leftSection={<IconHistory size={16} />} onClick={() => setReviewOpen(true)}>
              {T.review}
            </Button>
            {shown && shown.review === undefined && task.turn !== 9 && (
              <Button variant="light" color="orange" size="xs" leftSection={<IconAlertTriangle size={16} />} onClick={() => setAbnormalOpen(true)}>
                {T.abnormal}
              </Button>
            )}
            {shown?.review !== undefined && (
              <Button variant="default" size="xs" onClick={flow.closeReview}>
                {T.cancelReview}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>

      {!notMine && flow.state.status === 'loading' && (
        <Center style={{ flex: 1 }}>
          <Loader aria-label="正在取卷" />
        </Center>
      )}
      {notMine && (
        <Center style={{ flex: 1 }}>
          <Stack align="center" maw={480}>
            <Title order={2} size="h3">
              {T.notYourTask}
            </Title>
            <Text c="dimmed">{T.notYourTaskHint}</Text>
            <ButtonLink to="/main/marking">{T.backToTasks}</ButtonLink>
          </Stack>
        </Center>
      )}
      {!notMine && flow.state.status === 'error' && <LoadFailure error={flow.state.error} onRetry={flow.retry} />}
      {!notMine && flow.state.status === 'empty' && (
        <Center style={{ flex: 1 }}>
          <Stack align="center" maw={480}>
            <Title order={2} size="h3">
              {flow.state.quotaDone ? T.quotaDone : flow.state.remaining > 0 ? T.noPaper : flow.state.markedElsewhere > 0 ? T.noneForYouTitle : flow.state.stillMarking.length ? T.waitingTitle : T.allDone}
            </Title>
            {flow.state.quotaDone && <Text c="dimmed">{T.quotaDoneHint}</Text>}
            {!flow.state.quotaDone && flow.state.remaining > 0 && <Text c="dimmed">{T.noPaperHint}</Text>}
            {flow.state.remaining === 0 && flow.state.markedElsewhere > 0 && <Text c="dimmed">{T.markedElsewhere(flow.state.markedElsewhere)}</Text>}
            {flow.state.remaining === 0 && flow.state.stillMarking.length > 0 && <Text c="dimmed">{T.waitingFor(flow.state.stillMarking.map((r) => ROUND_NAMES[r]).join('、'))}</Text>}
            <Group>
              <Button variant="default" onClick={() => setReviewOpen(true)}>
                {T.review}
              </Button>
              <ButtonLink to="/main/marking">{T.backToTasks}</ButtonLink>
            </Group>
          </Stack>
        </Center>
      )}
      {shown && (
        <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <PaperDesk
            paper={shown.paper}
            {...(shown.review === undefined ? {} : { review: shown.review })}
            view={view}
            onView={setView}
            onSubmit={onSubmit}
            onShown={onShown}
            onPrevious={onPrevious}
            onAbnormal={onAbnormal}
            {...(hasStem(shown.paper) ? { stemOpen, onStem: toggleStem } : {})}
            busy={busy}
          />
          {stemOpen && hasStem(shown.paper) && <StemPanel paper={shown.paper} />}
        </Box>
      )}

      <ReviewDrawer
        task={task}
        opened={reviewOpen}
        onClose={() => setReviewOpen(false)}
        onOpen={(row) => {
          setReviewOpen(false);
          flow.openReview(row.paper_id, row.number).catch(showFailure);
        }}
      />
      <AbnormalDialog opened={abnormalOpen} onClose={() => setAbnormalOpen(false)} onReport={onReport} {...(reasons.data ? { reasons: reasons.data } : {})} />
    </Stack>
  );
}

/** Below this window width the stem starts hidden (the paper needs the room); 题干 shows it. */
const STEM_BESIDE_MIN_WIDTH = 1200;

const hasStem = (paper: Schemas['MarkingPaper']) => paper.stem_image !== null || paper.stem_regions.length > 0;

/** The question as the template shows it (the regions marked on question-info-paper) and its stem image, beside the answer. */
function StemPanel({ paper }: { paper: Schemas['MarkingPaper'] }) {
  return (
    <Paper component="aside" aria-label={T.stemTitle} withBorder p="xs" w={340} ml="sm" style={{ flexShrink: 0, overflow: 'auto' }}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {T.stemTitle}
        </Text>
        {paper.stem_regions.map((region, i) => (
          <Image key={region.url} src={region.url} alt={T.stemRegion(i + 1)} w="100%" fit="contain" />
        ))}
        {paper.stem_image && <Image src={paper.stem_image} alt={T.stemImage} w="100%" fit="contain" />}
      </Stack>
    </Paper>
  );
}
