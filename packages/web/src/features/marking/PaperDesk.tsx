// One paper on the marking canvas: the draw-mode selector and view tools, the canvas, and the score panel (the score
// boxes of the sub-questions, the valid scores with their shortcut keys, the total, 提交). Keyboard first: the keys
// are model/keyMap.ts (shown on ?), and act on the score panel only, never through a dialog or drawer. The desk stays
// mounted from paper to paper and its parts are memoised, so a new paper changes the image and the numbers alone;
// the marks, scores and draw mode are the paper's. What is typed on a paper being marked is kept as a draft until it
// is submitted (usePaperDraft). A paper 回评 cannot change any more opens read-only, saying why.
import { memo, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import type { MarkingViewConfig } from '../../lib/appState';
import { showWarning } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { useStableHandler } from '../../lib/useStableHandler';
import { MarkCanvas } from './canvas/MarkCanvas';
import type { Rotation } from './canvas/MarkRenderer';
import { DeskToolbar } from './DeskToolbar';
import { KeyMapDialog } from './KeyMapDialog';
import { MarkPromptDialog } from './MarkPromptDialog';
import { applyScoreKeys, isScoreKey, keyAction, type ScoreKey } from './model/keyMap';
import { acceptsScoreInput, checkScores, drawingOf, fitZoom, marksOf, parseScore, placeMark, stepScore, subQuestionsOf, subScores, toggleMode, zoomIn, zoomOut, type DrawMode, type Mark, type MarkKind } from './model/marks';
import { ScoreBoxes, ScoreButtons, ScoreTotal } from './ScorePanel';
import { MARKING_TEXTS as T } from './texts';
import { useMarkingPrefs } from './useMarkingPrefs';
import { usePaperDraft } from './paperDraft';

export type MarkingView = MarkingViewConfig;

export interface PaperDeskProps {
  paper: Schemas['MarkingPaper'];
  /** 回评: the number of the marked paper open (its marking is shown and can be changed unless it is locked). */
  review?: number;
  view: MarkingView | undefined;
  onView: (view: MarkingView) => void;
  /** Sends the scores; resolves true when the server took them. */
  onSubmit: (body: Schemas['SubmitMarkRequest']) => Promise<boolean>;
  /** The moment the paper's images are on screen. */
  onShown?: (paperId: string) => void;
  /** PageUp: 回评 of the paper marked before this one. */
  onPrevious?: () => void;
  /** /: report the paper abnormal (not offered in 回评). */
  onAbnormal?: () => void;
  /** The question's stem beside the paper (MarkingScreen shows it): shown or not, and its toggle in the toolbar. */
  stemOpen?: boolean;
  onStem?: () => void;
  /**
   * A submit is under way: the scores and marks are read-only (what the server records is what the screen shows);
   * score keys typed meanwhile are the next paper's.
   */
  busy: boolean;
}


const typedOf = (given: Schemas['MarkedScores'] | undefined): Record<number, string> =>
  Object.fromEntries((given?.scores ?? []).map((s) => [s.subquestion_id, String(s.score)]));

/**
 * The canvas's width as the last desk measured it: the next paper starts at the fitted zoom at once, not at 100% and
 * then fitted (which sized the canvases twice per paper).
 */
let lastViewport = 0;

/** Whether a key event's target is where the desk's keys act: not a dialog or drawer, nor while one is open. */
const inDialog = (target: HTMLElement | null) => Boolean(target?.closest('[role="dialog"]') ?? document.querySelector('[aria-modal="true"]'));

export const PaperDesk = memo(function PaperDesk({ paper, review, view, onView, onSubmit, onShown, onPrevious, onAbnormal, busy, stemOpen, onStem }: PaperDeskProps) {
  const areas = paper.sub_questions;
  const subs = useMemo(() => subQuestionsOf(areas), [areas]);
  const locked = review === undefined ? undefined : (paper.given?.locked ?? undefined);
  const { initial: kept, keep, discard } = usePaperDraft(paper, review);
  const paperKey = `${paper.paper_id}:${review ?? 'new'}`;
  const [marks, setMarks] = useState<Mark[]>(() => kept?.marks ?? (paper.given ? marksOf(paper.given.marks) : []));
  const [typed, setTyped] = useState<Record<number, string>>(() => kept?.typed ?? typedOf(paper.given));
  const [active, setActive] = useState(0);
  const [mode, setMode] = useState<DrawMode>(0);
  const [brush, setBrush] = useState<number>();
  const [source, setSource] = useState<Schemas['InputSource']>(() => kept?.source ?? 0);
  const [boxError, setBoxError] = useState<{ index: number; text: string }>();
  const [prompt, setPrompt] = useState<{ kind: 'text' | 'input'; x: number; y: number }>();
  const [help, setHelp] = useState(false);
  const [prefs, setPrefs] = useMarkingPrefs();
  const [viewport, setViewport] = useState(lastViewport);
  const [left, setLeft] = useState(() => (review === undefined ? paper.limit_time : 0));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  /** The paper (paperKey) whose submit is under way: its scores and marks are what the server records. */
  const submitting = useRef<string>(undefined);
  /** Score keys typed while the submit was under way: they belong to the next paper. */
  const [queued, setQueued] = useState<ScoreKey[]>([]);

  // The desk stays on screen from paper to paper (only the paper's image and numbers change): a new paper starts
  // with its own marks, scores and time limit, the draw mode off, and takes the score keys typed while the previous
  // one was being submitted.
  const [deskPaper, setDeskPaper] = useState(paperKey);
  if (deskPaper !== paperKey) {
    const carried = applyScoreKeys(subs, kept?.typed ?? typedOf(paper.given), locked ? [] : queued);
    setDeskPaper(paperKey);
    setQueued([]);
    setMarks(kept?.marks ?? (paper.given ? marksOf(paper.given.marks) : []));
    setTyped(carried.typed);
    setSource(queued.length && !locked ? 4 : (kept?.source ?? 0));
    setActive(carried.active);
    setMode(0);
    setBrush(undefined);
    setBoxError(undefined);
    setPrompt(undefined);
    setLeft(review === undefined ? paper.limit_time : 0);
  }

  const zoom = view?.zoom ?? (viewport ? fitZoom(paper.width, viewport) : 1);
  const rotation = view?.rotation ?? 0;
  const scores = useMemo(() => subScores(areas, typed, marks), [areas, typed, marks]);
  const total = scores.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  const allScored = scores.every((s) => s !== undefined);

  // What is typed and drawn survives 登录失效, a reload, 回评 and a lapsed hold (paperDraft.ts).
  useEffect(() => keep({ typed, marks, source }), [keep, typed, marks, source]);

  // The group's time limit: 提交 opens once the paper has been on screen long enough.
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const setView = (v: Partial<MarkingView>) => onView({ ...view, zoom, scrollTop: view?.scrollTop ?? 0, scrollLeft: view?.scrollLeft ?? 0, ...v });

  const focusBox = (i: number) => {
    const index = Math.max(0, Math.min(subs.length - 1, i));
    setActive(index);
    boxes.current[index]?.focus();
    boxes.current[index]?.select();
  };

  const setBox = (index: number, value: string, how: Schemas['InputSource']) => {
    const sub = subs[index];
    if (!sub || locked || submitting.current === paperKey) return;
    setTyped((t) => ({ ...t, [sub.subQuestionId]: value }));
    setSource(how);
    setBoxError(undefined);
  };

  /** Submits the scores (those typed, or `typedNow` when a key has just given one). */
  const submit = async (typedNow = typed, how = source) => {
    if (submitting.current !== undefined || locked) return;
    if (left > 0) return showWarning(T.limitLeft(left));
    const now = typedNow === typed ? scores : subScores(areas, typedNow, marks);
    const checked = checkScores(paper, now);
    if ('error' in checked) {
      showWarning(checked.error);
      const first = now.findIndex((s) => s === undefined);
      if (first >= 0) focusBox(first);
      return;
    }
    submitting.current = paperKey;
    const sent = await onSubmit({ paper_id: paper.paper_id, question_id: paper.question_id, turn: paper.turn, scores: checked.scores, marks: drawingOf(marks), input_source: how }).finally(() => {
      submitting.current = undefined;
    });
    if (sent) discard();
    // The next paper took the keys typed meanwhile; when the submit failed they are dropped (they were not for this one).
    else setQueued([]);
  };

  /** Enter: confirm the box and go to the next, or submit once every sub-question is scored. */
  const confirmBox = (index: number) => {
    const sub = subs[index];
    const text = sub ? typed[sub.subQuestionId] : undefined;
    if (text && parseScore(text) === undefined) return setBoxError({ index, text: T.scoreInvalid });
    const nextUnscored = scores.findIndex((s, i) => s === undefined && i > index);
    if (index < subs.length - 1 && nextUnscored !== -1) return focusBox(nextUnscored);
    if (allScored) return void submit();
    const firstUnscored = scores.findIndex((s) => s === undefined);
    focusBox(firstUnscored >= 0 ? firstUnscored : index + 1);
  };

  /** A score key or button: the active box takes the score; with one-key marking a single sub-question is submitted. */
  const giveScore = (score: number, how: Schemas['InputSource']) => {
    const sub = subs[active];
    if (!sub || locked) return;
    if (prefs.oneKey && subs.length === 1) {
      setBox(active, String(score), how);
      return void submit({ ...typed, [sub.subQuestionId]: String(score) }, how);
    }
    setBox(active, String(score), how);
    if (active < subs.length - 1) focusBox(active + 1);
  };

  const place = (mark: Omit<Mark, 'subQuestionId'>) => {
    const placed = placeMark(marks, areas, mark);
    if ('error' in placed) return showWarning(placed.error);
    setMarks(placed.marks);
    const added = placed.marks[placed.marks.length - 1];
    if (added && (added.kind === 'score' || added.kind === 'input') && added.subQuestionId !== null) {
      // The box now shows what the score marks add up to.
      const id = added.subQuestionId;
      setTyped((t) => Object.fromEntries(Object.entries(t).filter(([k]) => k !== String(id))));
      setSource(added.kind === 'score' ? 1 : 3);
    }
  };

  const onCanvasClick = (x: number, y: number) => {
    if (mode === 0 || locked || submitting.current === paperKey) return;
    if (mode === 'text' || mode === 'input') {
      // The limit, the distance and (for a score) the area are judged before asking for the text.
      const trial = placeMark(marks, areas, { kind: mode, x, y, text: mode === 'text' ? '字' : '0' });
      if ('error' in trial) return showWarning(trial.error);
      return setPrompt({ kind: mode, x, y });
    }
    if (mode === 'score') {
      if (brush === undefined) return showWarning('请先在右侧选择要标记的分值');
      return place({ kind: 'score', x, y, text: String(brush) });
    }
    place({ kind: mode, x, y, text: '' });
  };

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || prompt || help) return;
    const target = e.target as HTMLElement | null;
    if (inDialog(target)) return;
    if (submitting.current === paperKey) {
      // While the submit is under way no key changes its scores: score keys are kept for the next paper.
      if (e.key === 'Escape' || e.key === 'Tab') return;
      e.preventDefault();
      const later = keyAction(e, { inBox: false, onButton: false }, paper.shortcuts);
      if (isScoreKey(later)) setQueued((q) => [...q, later]);
      return;
    }
    const boxIndex = boxes.current.findIndex((b) => b === target);
    if (boxIndex < 0 && target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    const action = keyAction(e, { inBox: boxIndex >= 0, onButton: target?.tagName === 'BUTTON' }, paper.shortcuts);
    if (!action) return;
    e.preventDefault();
    switch (action.do) {
      case 'score':
        return giveScore(action.score, 4);
      case 'full':
        return giveScore(subs[active]?.full_score ?? 0, 4);
      case 'zero':
        return giveScore(0, 4);
      case 'type':
        // Typed from outside the box: a new score for the active box, replacing its old one.
        focusBox(active);
        return setBox(active, action.text, 3);
      case 'confirm':
        return locked ? undefined : confirmBox(boxIndex >= 0 ? boxIndex : active);
      case 'step': {
        const sub = subs[boxIndex];
        const next = sub && stepScore(paper.valid_scores.filter((v) => v <= sub.full_score), scores[boxIndex], action.direction);
        return next === undefined ? undefined : setBox(boxIndex, String(next), 2);
      }
      case 'scroll':
        return setView({ scrollTop: Math.max(0, (view?.scrollTop ?? 0) + action.top), scrollLeft: Math.max(0, (view?.scrollLeft ?? 0) + action.left) });
      case 'previous':
        return onPrevious?.();
      case 'abnormal':
        return review === undefined ? onAbnormal?.() : undefined;
      case 'help':
        return setHelp(true);
      case 'modeOff':
        return setMode(0);
    }
  });

  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // The first box (or the one after the scores typed during the last submit) is ready for the keyboard as soon as the
  // paper is on screen, its score selected (typing replaces it).
  const focusActive = useEffectEvent(() => {
    boxes.current[active]?.focus();
    boxes.current[active]?.select();
  });
  useEffect(() => focusActive(), [paperKey]);

  // The score panel's handlers keep their identity, so its memoised parts repaint only when their own values change.
  const boxRef = useCallback((index: number, el: HTMLInputElement | null) => {
    boxes.current[index] = el;
  }, []);
  const onFocusBox = useStableHandler((index: number) => {
    setActive(index);
    // While a score box is in use the draw mode is off (spec 3 §4.9).
    setMode(0);
  });
  const onChangeBox = useStableHandler((index: number, value: string) => {
    if (!acceptsScoreInput(value)) return setBoxError({ index, text: T.scoreInputRule });
    setBox(index, value, 3);
  });
  const onPick = useStableHandler((v: number) => {
    if (submitting.current === paperKey) return setQueued((q) => [...q, { do: 'score', score: v }]);
    return mode === 'score' ? setBrush(v) : giveScore(v, 1);
  });
  const values = useMemo(() => subs.map((s, i) => typed[s.subQuestionId] ?? (scores[i] === undefined ? '' : String(scores[i]))), [subs, typed, scores]);
  const onMode = useCallback((m: MarkKind) => setMode((current) => toggleMode(current, m)), []);
  const onUndo = useCallback(() => setMarks((list) => list.slice(0, -1)), []);
  const onClear = useCallback(() => setMarks([]), []);
  const onZoom = useStableHandler((direction: 1 | -1) => setView({ zoom: direction === 1 ? zoomIn(zoom) : zoomOut(zoom) }));
  const onFit = useStableHandler(() => setView({ zoom: fitZoom(rotation % 180 ? paper.height : paper.width, viewport || paper.width), scrollLeft: 0 }));
  const onRotate = useStableHandler(() => setView({ rotation: ((rotation + 90) % 360) as Rotation }));
  const onContrast = useStableHandler(() => setView({ contrast: !view?.contrast }));
  const onHelp = useCallback(() => setHelp(true), []);

  return (
    <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0, minWidth: 0 }}>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <DeskToolbar
          mode={mode}
          brush={brush}
          marks={marks.length}
          locked={Boolean(locked)}
          zoom={zoom}
          contrast={Boolean(view?.contrast)}
          onMode={onMode}
          onUndo={onUndo}
          onClear={onClear}
          onZoom={onZoom}
          onFit={onFit}
          onRotate={onRotate}
          onContrast={onContrast}
          onHelp={onHelp}
          {...(onStem ? { stemOpen: Boolean(stemOpen), onStem } : {})}
        />
        <Box style={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex' }}>
          <MarkCanvas
            paper={paper}
            marks={marks}
            zoom={zoom}
            rotation={rotation}
            contrast={Boolean(view?.contrast)}
            pan={mode === 0}
            onZoomStep={onZoom}
            scroll={{ top: view?.scrollTop ?? 0, left: view?.scrollLeft ?? 0 }}
            onScroll={(s) => setView({ scrollTop: s.top, scrollLeft: s.left })}
            onClick={onCanvasClick}
            onViewport={(width) => {
              lastViewport = width;
              setViewport(width);
            }}
            onShown={(id, failed) => (failed ? showWarning(T.imageFailed) : onShown?.(id))}
          />
        </Box>
      </Stack>

      <Paper withBorder p="sm" w={300} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexShrink: 0 }}>
        <ScrollArea style={{ flex: 1 }} offsetScrollbars>
          <Stack gap="sm">
            {review !== undefined && <Badge variant="light" color="orange">{T.reviewing(review)}</Badge>}
            {kept && (
              <Alert color="teal" variant="light" p="xs">
                {T.draftRestored}
              </Alert>
            )}
            {locked && (
              <Alert color="gray" variant="light" p="xs">
                {T.locked(locked)}
              </Alert>
            )}
            {paper.self_review && (
              <Alert color="grape" variant="light" p="xs">
                {T.selfReview}
              </Alert>
            )}
            {paper.earlier.length > 0 && (
              <Alert color="blue" variant="light" p="xs" title={T.earlierTitle}>
                <Stack gap={2}>
                  {paper.earlier.map((e) => (
                    <Text key={`${e.turn}-${e.total ?? 'x'}`} size="sm">
                      {T.earlierScore(e.turn, e.total)}
                      {e.abnormal_reason ? `，${T.abnormalWhy(e.abnormal_reason)}` : ''}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            <ScoreBoxes subs={subs} values={values} active={active} error={boxError} readOnly={Boolean(locked) || busy} boxRef={boxRef} onFocusBox={onFocusBox} onChangeBox={onChangeBox} />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {mode === 'score' ? '选择要标记的分值' : `有效分值（给第${subs[active]?.subQuestionName ?? ''}题）`}
              </Text>
              <ScoreButtons validScores={paper.valid_scores} shortcuts={paper.shortcuts} chosen={mode === 'score' ? brush : undefined} disabled={Boolean(locked)} onPick={onPick} />
            </div>
            <ScoreTotal total={total} fullScore={paper.full_score} />
            <Text size="xs" c="dimmed">
              {ROUND_NAMES[paper.turn]} · {T.keyboardHelp}
              {prefs.oneKey && subs.length === 1 ? ` · ${T.oneKey}` : ''}
            </Text>
          </Stack>
        </ScrollArea>
        <Stack gap={4} mt="sm">
          {left > 0 && (
            <Text size="sm" c="orange" aria-live="polite">
              {T.limitLeft(left)}
            </Text>
          )}
          {!locked && (
            <Button size="md" leftSection={<IconForms size={18} />} onClick={() => void submit()} loading={busy} disabled={left > 0}>
              {review === undefined ? T.submit : T.resubmit}
            </Button>
          )}
        </Stack>
      </Paper>
      <MarkPromptDialog
        kind={prompt?.kind}
        onClose={() => setPrompt(undefined)}
        onConfirm={(text) => {
          if (!prompt) return undefined;
          const placed = placeMark(marks, areas, { kind: prompt.kind, x: prompt.x, y: prompt.y, text });
          if ('error' in placed) return placed.error;
          place({ kind: prompt.kind, x: prompt.x, y: prompt.y, text });
          setPrompt(undefined);
          return undefined;
        }}
      />
      <KeyMapDialog opened={help} onClose={() => setHelp(false)} shortcuts={paper.shortcuts} oneKey={prefs.oneKey} onOneKey={(oneKey) => setPrefs({ oneKey })} />
    </Group>
  );
});
