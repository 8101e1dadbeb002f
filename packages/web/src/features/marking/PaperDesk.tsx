// One paper on the marking canvas: the draw-mode selector and zoom tools, the canvas, and the score panel (the score
// boxes of the sub-questions, the valid scores with their shortcut keys, the total, 提交). Keyboard first: Q W E R
// A S D F give the valid scores, digits go into the current box, ↑/↓ step through the valid scores, Enter confirms
// a box and moves to the next, and submits once every sub-question is scored; arrows outside a box scroll the paper,
// Esc turns the draw mode off. Its state lives as long as the paper: the screen gives each paper a new desk.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ActionIcon, Alert, Badge, Box, Button, Group, Kbd, Paper, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowsHorizontal, IconCheck, IconEraser, IconForms, IconNumber, IconPencilPlus, IconTypography, IconX, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import { showWarning } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { MarkCanvas } from './canvas/MarkCanvas';
import { MarkPromptDialog } from './MarkPromptDialog';
import { usePaperDraft } from './paperDraft';
import {
  SCROLL_STEP,
  acceptsScoreInput,
  checkScores,
  drawingOf,
  fitZoom,
  marksOf,
  parseScore,
  placeMark,
  shortcutScore,
  stepScore,
  subScores,
  toggleMode,
  zoomIn,
  zoomOut,
  type DrawMode,
  type Mark,
  type MarkKind,
} from './model/marks';
import { MARKING_TEXTS as T } from './texts';

export interface MarkingView {
  zoom: number;
  scrollTop: number;
  scrollLeft: number;
}

export interface PaperDeskProps {
  paper: Schemas['MarkingPaper'];
  /** 回评: the number of the marked paper open (its marking is shown and can be changed). */
  review?: number;
  view: MarkingView | undefined;
  onView: (view: MarkingView) => void;
  /** Sends the scores; resolves true when the server took them. */
  onSubmit: (body: Schemas['SubmitMarkRequest']) => Promise<boolean>;
  /** The moment the paper's images are on screen. */
  onShown?: (paperId: string) => void;
  /** A submit is under way: the scores and marks are read-only (what the server records is what the screen shows). */
  busy: boolean;
}

const MODES: { mode: MarkKind; icon: typeof IconCheck }[] = [
  { mode: 'check', icon: IconCheck },
  { mode: 'cross', icon: IconX },
  { mode: 'text', icon: IconTypography },
  { mode: 'score', icon: IconPencilPlus },
  { mode: 'input', icon: IconNumber },
];

const typedOf = (given: Schemas['MarkedScores'] | undefined): Record<number, string> =>
  Object.fromEntries((given?.scores ?? []).map((s) => [s.subquestion_id, String(s.score)]));

export function PaperDesk({ paper, review, view, onView, onSubmit, onShown, busy }: PaperDeskProps) {
  const areas = paper.sub_questions;
  const draft = usePaperDraft(paper, review);
  const [marks, setMarks] = useState<Mark[]>(() => draft.initial?.marks ?? (paper.given ? marksOf(paper.given.marks) : []));
  const [typed, setTyped] = useState<Record<number, string>>(() => draft.initial?.typed ?? typedOf(paper.given));
  const [active, setActive] = useState(0);
  const [mode, setMode] = useState<DrawMode>(0);
  const [brush, setBrush] = useState<number>();
  const [source, setSource] = useState<Schemas['InputSource']>(() => draft.initial?.source ?? 0);
  const [boxError, setBoxError] = useState<{ index: number; text: string }>();
  const [prompt, setPrompt] = useState<{ kind: 'text' | 'input'; x: number; y: number }>();
  const [viewport, setViewport] = useState(0);
  const [left, setLeft] = useState(() => (review === undefined ? paper.limit_time : 0));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const zoom = view?.zoom ?? (viewport ? fitZoom(paper.width, viewport) : 1);
  const scores = subScores(areas, typed, marks);
  const total = scores.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  const allScored = scores.every((s) => s !== undefined);

  // What is typed and drawn survives 登录失效, a reload and a lapsed hold (paperDraft.ts).
  const { keep } = draft;
  useEffect(() => keep({ typed, marks, source }), [keep, typed, marks, source]);

  // The group's time limit: 提交 opens once the paper has been on screen long enough.
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const setView = (v: Partial<MarkingView>) => onView({ zoom, scrollTop: view?.scrollTop ?? 0, scrollLeft: view?.scrollLeft ?? 0, ...v });

  const focusBox = (i: number) => {
    const index = Math.max(0, Math.min(areas.length - 1, i));
    setActive(index);
    boxes.current[index]?.focus();
    boxes.current[index]?.select();
  };

  const setBox = (index: number, value: string, how: Schemas['InputSource']) => {
    const area = areas[index];
    if (!area) return;
    setTyped((t) => ({ ...t, [area.subQuestionId]: value }));
    setSource(how);
    setBoxError(undefined);
  };

  const submit = async () => {
    if (busy) return;
    if (left > 0) return showWarning(T.limitLeft(left));
    const checked = checkScores(paper, scores);
    if ('error' in checked) {
      showWarning(checked.error);
      const first = scores.findIndex((s) => s === undefined);
      if (first >= 0) focusBox(first);
      return;
    }
    const taken = await onSubmit({ paper_id: paper.paper_id, question_id: paper.question_id, turn: paper.turn, scores: checked.scores, marks: drawingOf(marks), input_source: source });
    if (taken) draft.discard();
  };

  /** Enter in a box: confirm it and go to the next, or submit once every sub-question is scored. */
  const confirmBox = (index: number) => {
    const area = areas[index];
    const text = area ? typed[area.subQuestionId] : undefined;
    if (text && parseScore(text) === undefined) return setBoxError({ index, text: T.scoreInvalid });
    const nextUnscored = scores.findIndex((s, i) => s === undefined && i > index);
    if (index < areas.length - 1 && nextUnscored !== -1) return focusBox(nextUnscored);
    if (allScored) return void submit();
    const firstUnscored = scores.findIndex((s) => s === undefined);
    focusBox(firstUnscored >= 0 ? firstUnscored : index + 1);
  };

  const giveShortcut = (score: number, how: Schemas['InputSource']) => {
    const index = active;
    setBox(index, String(score), how);
    if (index < areas.length - 1) focusBox(index + 1);
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
    if (mode === 0 || busy) return;
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
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || prompt) return;
    if (busy) {
      // While the submit is under way no key changes the scores.
      if (e.key !== 'Escape' && e.key !== 'Tab') e.preventDefault();
      return;
    }
    const target = e.target as HTMLElement | null;
    const boxIndex = boxes.current.findIndex((b) => b === target);
    const inOtherField = boxIndex < 0 && target !== null && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
    if (e.key === 'Escape') {
      setMode(0);
      return;
    }
    if (inOtherField) return;
    const score = e.key.length === 1 ? shortcutScore(paper.shortcuts, e.key) : undefined;
    if (score !== undefined) {
      e.preventDefault();
      giveShortcut(score, 4);
      return;
    }
    if (boxIndex >= 0) return; // the box handles digits, arrows and Enter itself
    if (/^[0-9.]$/.test(e.key)) {
      e.preventDefault();
      const area = areas[active];
      const current = area ? (typed[area.subQuestionId] ?? '') : '';
      if (acceptsScoreInput(current + e.key)) setBox(active, current + e.key, 3);
      focusBox(active);
      return;
    }
    if (e.key === 'Enter' && target?.tagName !== 'BUTTON') {
      e.preventDefault();
      confirmBox(active);
      return;
    }
    const scroll = { ArrowDown: [SCROLL_STEP, 0], ArrowUp: [-SCROLL_STEP, 0], ArrowRight: [0, SCROLL_STEP], ArrowLeft: [0, -SCROLL_STEP] }[e.key];
    if (scroll && target?.tagName !== 'BUTTON') {
      e.preventDefault();
      setView({ scrollTop: Math.max(0, (view?.scrollTop ?? 0) + (scroll[0] ?? 0)), scrollLeft: Math.max(0, (view?.scrollLeft ?? 0) + (scroll[1] ?? 0)) });
    }
  });

  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // The first box is ready for the keyboard as soon as the paper is on screen.
  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  return (
    <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0, minWidth: 0 }}>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <Paper withBorder p={6}>
          <Group gap={6} justify="space-between">
            <Group gap={4} role="group" aria-label="标记方式">
              {MODES.map(({ mode: m, icon: Icon }) => (
                <Tooltip key={m} label={T.modes[m]}>
                  <Button
                    size="compact-sm"
                    variant={mode === m ? 'filled' : 'default'}
                    aria-pressed={mode === m}
                    leftSection={<Icon size={16} />}
                    onClick={() => setMode((current) => toggleMode(current, m))}
                  >
                    {T.modes[m]}
                  </Button>
                </Tooltip>
              ))}
              <Tooltip label={T.undoMark}>
                <ActionIcon variant="default" aria-label={T.undoMark} disabled={!marks.length} onClick={() => setMarks((list) => list.slice(0, -1))}>
                  <IconArrowBackUp size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={T.clearMarks}>
                <ActionIcon variant="default" aria-label={T.clearMarks} disabled={!marks.length} onClick={() => setMarks([])}>
                  <IconEraser size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Group gap={4}>
              <Tooltip label={T.zoomOut}>
                <ActionIcon variant="default" aria-label={T.zoomOut} onClick={() => setView({ zoom: zoomOut(zoom) })}>
                  <IconZoomOut size={16} />
                </ActionIcon>
              </Tooltip>
              <Text size="sm" w={48} ta="center" aria-label="缩放比例">
                {Math.round(zoom * 100)}%
              </Text>
              <Tooltip label={T.zoomIn}>
                <ActionIcon variant="default" aria-label={T.zoomIn} onClick={() => setView({ zoom: zoomIn(zoom) })}>
                  <IconZoomIn size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={T.fit}>
                <ActionIcon variant="default" aria-label={T.fit} onClick={() => setView({ zoom: fitZoom(paper.width, viewport || paper.width), scrollLeft: 0 })}>
                  <IconArrowsHorizontal size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <Text size="xs" c="dimmed" mt={4} aria-live="polite">
            {mode === 0 ? T.modeOff : mode === 'score' ? `打分：先在右侧选择分值，再在子题区域内点击${brush === undefined ? '' : `（当前 ${brush} 分）`}` : `${T.modes[mode]}：在试卷上点击放置标记`}
          </Text>
        </Paper>
        <Box style={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex' }}>
          <MarkCanvas
            paper={paper}
            marks={marks}
            zoom={zoom}
            scroll={{ top: view?.scrollTop ?? 0, left: view?.scrollLeft ?? 0 }}
            onScroll={(s) => setView({ scrollTop: s.top, scrollLeft: s.left })}
            onClick={onCanvasClick}
            onViewport={setViewport}
            onShown={(id, failed) => (failed ? showWarning(T.imageFailed) : onShown?.(id))}
          />
        </Box>
      </Stack>

      <Paper withBorder p="sm" w={300} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexShrink: 0 }}>
        <ScrollArea style={{ flex: 1 }} offsetScrollbars>
          <Stack gap="sm">
            {review !== undefined && <Badge variant="light" color="orange">{T.reviewing(review)}</Badge>}
            {draft.initial && (
              <Alert color="teal" variant="light" p="xs">
                {T.draftRestored}
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
            <Stack gap={6} role="group" aria-label="小题得分">
              {areas.map((a, i) => {
                const text = typed[a.subQuestionId];
                const fromMarks = text === undefined || text === '' ? scores[i] : undefined;
                return (
                  <TextInput
                    key={a.subQuestionId}
                    ref={(el) => {
                      boxes.current[i] = el;
                    }}
                    label={`第${a.subQuestionName}题`}
                    description={T.fullScore(a.full_score)}
                    inputMode="decimal"
                    autoComplete="off"
                    readOnly={busy}
                    value={text ?? (fromMarks === undefined ? '' : String(fromMarks))}
                    error={boxError?.index === i ? boxError.text : undefined}
                    onFocus={() => {
                      setActive(i);
                      // While a score box is in use the draw mode is off (spec 3 §4.9).
                      setMode(0);
                    }}
                    styles={{ input: { fontSize: 18, fontWeight: 600, borderColor: active === i ? 'var(--mantine-color-blue-filled)' : undefined } }}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      if (!acceptsScoreInput(value)) return setBoxError({ index: i, text: T.scoreInputRule });
                      setBox(i, value, 3);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        confirmBox(i);
                      } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                        e.preventDefault();
                        const next = stepScore(paper.valid_scores.filter((v) => v <= a.full_score), scores[i], e.key === 'ArrowUp' ? 1 : -1);
                        if (next !== undefined) setBox(i, String(next), 2);
                      }
                    }}
                  />
                );
              })}
            </Stack>
            <div>
              <Text size="sm" fw={500} mb={4}>
                {mode === 'score' ? '选择要标记的分值' : `有效分值（给第${areas[active]?.subQuestionName ?? ''}题）`}
              </Text>
              <Group gap={6}>
                {paper.valid_scores.map((v) => {
                  const key = paper.shortcuts.find((s) => s.score === v)?.key;
                  return (
                    <Button
                      key={v}
                      size="compact-md"
                      variant={mode === 'score' && brush === v ? 'filled' : 'light'}
                      disabled={busy}
                      onClick={() => (mode === 'score' ? setBrush(v) : giveShortcut(v, 1))}
                      aria-keyshortcuts={key?.toUpperCase()}
                    >
                      {v}分{key && ' '}
                      {key && (
                        <Kbd ml={4} size="xs">
                          {key.toUpperCase()}
                        </Kbd>
                      )}
                    </Button>
                  );
                })}
              </Group>
            </div>
            <Group justify="space-between">
              <Text fw={600}>{T.total}</Text>
              <Text fw={700} size="xl" data-testid="mark-total">
                {total}
                <Text span size="sm" c="dimmed">
                  {' '}
                  / {paper.full_score}
                </Text>
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {ROUND_NAMES[paper.turn]} · {T.keyboardHelp}
            </Text>
          </Stack>
        </ScrollArea>
        <Stack gap={4} mt="sm">
          {left > 0 && (
            <Text size="sm" c="orange" aria-live="polite">
              {T.limitLeft(left)}
            </Text>
          )}
          <Button size="md" leftSection={<IconForms size={18} />} onClick={() => void submit()} loading={busy} disabled={left > 0}>
            {review === undefined ? T.submit : T.resubmit}
          </Button>
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
    </Group>
  );
}
