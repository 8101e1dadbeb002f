// 批量添加客观题小题 (spec 2 §2.1, §4, §5): a saved objective group's areas as cut-outs with the option boxes found in
// them; the tools remove columns, rows or single boxes, set boxes by hand, mark first options (one per sub-question,
// by box, column or row) and multi-select, then 生成小题号 numbers the first options from the start number in the
// ordering direction and 保存 adds the sub-questions to the group. The dialog recognises on opening and again with
// 重新识别 (tolerance width and colour depth); a failed call shows the server's text and keeps everything.
import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { BufferClearedError, LoginExpiredError } from '@exam/sdk';
import { describeError } from '../../../lib/errors';
import { showSuccess } from '../../../lib/feedback';
import type { GroupDraft } from '../model/types';
import { BATCH_TEXTS } from '../designerTexts';
import { createBatchStage, type BatchStage } from './batchStage';
import {
  BATCH_DEFAULTS,
  DEPTH_MAX,
  DEPTH_MIN,
  DEPTH_STEP,
  MINBLANK_MIN,
  OPTION_SIZE_MAX,
  OPTION_SIZE_MIN,
  START_NUMBER_MIN,
  buildPayload,
  clickAt,
  createGrid,
  generateNumbers,
  groupProblem,
  resetCells,
  setSetting,
  toggleMode,
  withRecognition,
  type BatchGrid,
  type BatchMode,
  type BatchSettings,
  type CanvasHit,
  type Direction,
} from './optionGrid';
import { ZOOM_MAX, ZOOM_MIN, stepZoom } from '../model/geometry';
import { batchAddSubQuestions, loadOptionImages, recogniseOptions } from './queries';

export interface BatchAddDialogProps {
  examId: number;
  subjectId: number;
  /** The group to fill (a saved objective group with questionId); undefined = closed. */
  group: GroupDraft | undefined;
  onClose: () => void;
  onSaved: () => void;
}

export function BatchAddDialog({ examId, subjectId, group, onClose, onSaved }: BatchAddDialogProps) {
  const problem = group ? groupProblem(group) : undefined;
  return (
    <Modal opened={group !== undefined} onClose={onClose} title={BATCH_TEXTS.title} size={problem ? 'md' : '90%'} centered closeOnClickOutside={false}>
      {group &&
        (problem ? (
          <Stack>
            <Alert color="yellow" role="alert">
              {problem}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {BATCH_TEXTS.close}
              </Button>
            </Group>
          </Stack>
        ) : (
          <BatchEditor key={group.key} examId={examId} subjectId={subjectId} group={group} onClose={onClose} onSaved={onSaved} />
        ))}
    </Modal>
  );
}

/** A message in the dialog's status line: a refusal or failure (warning) or what just happened (info). */
type Notice = { kind: 'warning' | 'info'; text: string } | undefined;

const failureText = (error: unknown) => (error instanceof LoginExpiredError || error instanceof BufferClearedError ? undefined : describeError(error));

function BatchEditor({ examId, subjectId, group, onClose, onSaved }: Required<Omit<BatchAddDialogProps, 'group'>> & { group: GroupDraft }) {
  const [grid, setGrid] = useState<BatchGrid>(() => createGrid(group.areas, BATCH_DEFAULTS));
  const [images, setImages] = useState<(string | undefined)[]>([]);
  const [zoom, setZoom] = useState(1);
  const [notice, setNotice] = useState<Notice>();
  const ids = { examid: examId, subjectid: subjectId };

  const imagesCall = useMutation({
    mutationFn: () => loadOptionImages({ ...ids, areas: group.areas }),
    meta: { localErrors: true },
    onSuccess: (result) => setImages(result),
    onError: (error) => {
      const text = failureText(error);
      if (text) setNotice({ kind: 'warning', text });
    },
  });
  const recognition = useMutation({
    mutationFn: (settings: BatchSettings) => recogniseOptions({ ...ids, areas: group.areas, minblank: settings.minblank, depth: settings.depth }),
    meta: { localErrors: true },
    onSuccess: (lists) => {
      const count = lists.reduce((n, list) => n + list.length, 0);
      setGrid((g) => withRecognition(g, lists));
      setNotice(count ? { kind: 'info', text: BATCH_TEXTS.recognised(count) } : { kind: 'warning', text: BATCH_TEXTS.noneFound });
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) setNotice({ kind: 'warning', text });
    },
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof batchAddSubQuestions>[0]) => batchAddSubQuestions(body),
    meta: { localErrors: true },
    onSuccess: () => {
      showSuccess(BATCH_TEXTS.saved);
      onSaved();
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) setNotice({ kind: 'warning', text });
    },
  });

  // Opening the dialog loads the cut-outs and recognises once (the calls' own state shows the progress).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    imagesCall.mutate();
    recognition.mutate(BATCH_DEFAULTS);
  }, [imagesCall, recognition]);

  const apply = (outcome: { grid: BatchGrid; warning?: string }, info?: (g: BatchGrid) => string) => {
    setGrid(outcome.grid);
    if (outcome.warning) setNotice({ kind: 'warning', text: outcome.warning });
    else setNotice(info ? { kind: 'info', text: info(outcome.grid) } : undefined);
  };
  const onGenerate = () =>
    apply(generateNumbers(grid), (g) => {
      const numbers = Object.values(g.numbers ?? {});
      return BATCH_TEXTS.generated(numbers.length, Math.min(...numbers), Math.max(...numbers));
    });
  const onSave = () => {
    const quesid = group.questionId;
    if (quesid === undefined) return;
    const built = buildPayload(grid, { ...ids, quesid });
    if ('warning' in built) setNotice({ kind: 'warning', text: built.warning });
    else {
      setNotice(undefined);
      save.mutate(built.payload);
    }
  };
  const setting = <K extends keyof BatchSettings>(key: K, value: BatchSettings[K]) => setGrid((g) => setSetting(g, key, value));
  const numberOrNull = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

  const modeButton = (mode: Exclude<BatchMode, 'none'>) => (
    <Button
      key={mode}
      size="xs"
      variant={grid.mode === mode ? 'filled' : 'default'}
      aria-pressed={grid.mode === mode}
      onClick={() => setGrid((g) => toggleMode(g, mode))}
    >
      {BATCH_TEXTS[mode]}
    </Button>
  );
  const busy = recognition.isPending || save.isPending;

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="light" loading={recognition.isPending} onClick={() => recognition.mutate(grid.settings)}>
          {BATCH_TEXTS.recognise}
        </Button>
        {modeButton('manualOption')}
        {modeButton('removeColumn')}
        {modeButton('removeRow')}
        {modeButton('removeItem')}
        {modeButton('firstColumn')}
        {modeButton('firstRow')}
        <Button size="xs" variant="default" onClick={() => apply({ grid: resetCells(grid) })}>
          {BATCH_TEXTS.reset}
        </Button>
        {modeButton('setFirst')}
        {modeButton('setMulti')}
        <Tooltip label={BATCH_TEXTS.zoomOut}>
          <ActionIcon variant="default" aria-label={BATCH_TEXTS.zoomOut} disabled={zoom <= ZOOM_MIN} onClick={() => setZoom((z) => stepZoom(z, -1))}>
            <IconZoomOut size={16} />
          </ActionIcon>
        </Tooltip>
        <Text size="xs" w={40} ta="center">
          {Math.round(zoom * 100)}%
        </Text>
        <Tooltip label={BATCH_TEXTS.zoomIn}>
          <ActionIcon variant="default" aria-label={BATCH_TEXTS.zoomIn} disabled={zoom >= ZOOM_MAX} onClick={() => setZoom((z) => stepZoom(z, 1))}>
            <IconZoomIn size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput size="xs" w={90} label={BATCH_TEXTS.optionWidth} min={OPTION_SIZE_MIN} max={OPTION_SIZE_MAX} clampBehavior="strict" allowDecimal={false} value={grid.settings.optionWidth} onChange={(v) => typeof v === 'number' && setting('optionWidth', v)} />
        <NumberInput size="xs" w={90} label={BATCH_TEXTS.optionHeight} min={OPTION_SIZE_MIN} max={OPTION_SIZE_MAX} clampBehavior="strict" allowDecimal={false} value={grid.settings.optionHeight} onChange={(v) => typeof v === 'number' && setting('optionHeight', v)} />
        <Stack gap={2}>
          <Text size="xs" fw={500}>
            {BATCH_TEXTS.direction} <Text span c="red">*</Text>
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={BATCH_TEXTS.direction}
            data={[
              { value: '1', label: BATCH_TEXTS.horizontal },
              { value: '2', label: BATCH_TEXTS.vertical },
            ]}
            value={String(grid.settings.direction ?? '')}
            onChange={(v) => setting('direction', (v === '1' ? 1 : 2) as Direction)}
          />
        </Stack>
        <NumberInput size="xs" w={90} label={BATCH_TEXTS.startNumber} withAsterisk min={START_NUMBER_MIN} allowDecimal={false} allowNegative={false} value={grid.settings.startNumber ?? ''} onChange={(v) => setting('startNumber', numberOrNull(v))} />
        <NumberInput size="xs" w={110} label={BATCH_TEXTS.minblank} min={MINBLANK_MIN} allowDecimal={false} allowNegative={false} value={grid.settings.minblank} onChange={(v) => typeof v === 'number' && setting('minblank', v)} />
        <NumberInput size="xs" w={90} label={BATCH_TEXTS.depth} min={DEPTH_MIN} max={DEPTH_MAX} step={DEPTH_STEP} clampBehavior="strict" allowDecimal={false} value={grid.settings.depth} onChange={(v) => typeof v === 'number' && setting('depth', v)} />
        <Button size="xs" variant="light" onClick={onGenerate} disabled={busy}>
          {BATCH_TEXTS.generate}
        </Button>
      </Group>

      <Group gap="sm" justify="space-between" mih={28}>
        <Group gap="xs">
          {recognition.isPending && (
            <>
              <Loader size="xs" />
              <Text size="sm">{BATCH_TEXTS.recognising}</Text>
            </>
          )}
          {!recognition.isPending && notice && (
            <Text size="sm" c={notice.kind === 'warning' ? 'orange.8' : 'dimmed'} role={notice.kind === 'warning' ? 'alert' : 'status'}>
              {notice.text}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {BATCH_TEXTS.modeHint[grid.mode]} · {BATCH_TEXTS.counts(grid.boxes.length, grid.first.length)}
        </Text>
      </Group>

      <BatchCanvas grid={grid} images={images} zoom={zoom} loading={imagesCall.isPending} onHit={(hit) => apply(clickAt(grid, hit))} onZoom={(zoomIn) => setZoom((z) => stepZoom(z, zoomIn ? 1 : -1))} />

      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {BATCH_TEXTS.close}
        </Button>
        <Button onClick={onSave} loading={save.isPending} disabled={recognition.isPending}>
          {BATCH_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** The konva stage in a scrolling box: created on mount, drawn on every change, destroyed on unmount. */
function BatchCanvas({
  grid,
  images,
  zoom,
  loading,
  onHit,
  onZoom,
}: {
  grid: BatchGrid;
  images: (string | undefined)[];
  zoom: number;
  loading: boolean;
  onHit: (hit: CanvasHit) => void;
  onZoom: (zoomIn: boolean) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const stage = useRef<BatchStage | undefined>(undefined);
  const handlers = useRef({ onHit, onZoom });
  useEffect(() => {
    handlers.current = { onHit, onZoom };
  });
  useEffect(() => {
    if (!host.current) return;
    const created = createBatchStage(host.current, (hit) => handlers.current.onHit(hit), (zoomIn) => handlers.current.onZoom(zoomIn));
    stage.current = created;
    return () => {
      created.destroy();
      stage.current = undefined;
    };
  }, []);
  useEffect(() => {
    stage.current?.render({ grid, images, zoom });
  }, [grid, images, zoom]);
  return (
    <Box pos="relative" style={{ height: '60vh', overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)' }}>
      {loading && (
        <Group gap="xs" p="xs" pos="absolute" style={{ zIndex: 1 }}>
          <Loader size="xs" />
          <Text size="sm">{BATCH_TEXTS.loadingImages}</Text>
        </Group>
      )}
      <div ref={host} role="img" aria-label={BATCH_TEXTS.canvasLabel} style={{ cursor: grid.mode === 'none' ? 'default' : 'crosshair', width: 'fit-content' }} />
    </Box>
  );
}
