// The desk's toolbar: the draw modes with undo and clear, and the paper's view (zoom, fit, rotation, contrast, the key
// map). Memoised with stable handlers: it repaints when the mode, the number of marks or the view change, not for each
// paper or key.
import { memo } from 'react';
import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowsHorizontal, IconCheck, IconContrast, IconEraser, IconFileText, IconKeyboard, IconNumber, IconPencilPlus, IconRotateClockwise, IconTypography, IconX, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { DrawMode, MarkKind } from './model/marks';
import { MARKING_TEXTS as T } from './texts';

const MODES: { mode: MarkKind; icon: typeof IconCheck }[] = [
  { mode: 'check', icon: IconCheck },
  { mode: 'cross', icon: IconX },
  { mode: 'text', icon: IconTypography },
  { mode: 'score', icon: IconPencilPlus },
  { mode: 'input', icon: IconNumber },
];

export interface DeskToolbarProps {
  mode: DrawMode;
  /** The score a score mark places (打分 mode). */
  brush: number | undefined;
  /** How many marks are on the paper. */
  marks: number;
  locked: boolean;
  zoom: number;
  contrast: boolean;
  onMode: (mode: MarkKind) => void;
  onUndo: () => void;
  onClear: () => void;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  onRotate: () => void;
  onContrast: () => void;
  onHelp: () => void;
  /** The question's stem beside the paper, when it has one: shown or not, and the toggle. */
  stemOpen?: boolean;
  onStem?: () => void;
}

export const DeskToolbar = memo(function DeskToolbar({ mode, brush, marks, locked, zoom, contrast, onMode, onUndo, onClear, onZoom, onFit, onRotate, onContrast, onHelp, stemOpen, onStem }: DeskToolbarProps) {
  return (
    <Paper withBorder p={6}>
      <Group gap={6} justify="space-between">
        <Group gap={4} role="group" aria-label="标记方式">
          {MODES.map(({ mode: m, icon: Icon }) => (
            <Tooltip key={m} label={T.modes[m]}>
              <Button size="compact-sm" variant={mode === m ? 'filled' : 'default'} aria-pressed={mode === m} disabled={locked} leftSection={<Icon size={16} />} onClick={() => onMode(m)}>
                {T.modes[m]}
              </Button>
            </Tooltip>
          ))}
          <Tooltip label={T.undoMark}>
            <ActionIcon variant="default" aria-label={T.undoMark} disabled={!marks || locked} onClick={onUndo}>
              <IconArrowBackUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.clearMarks}>
            <ActionIcon variant="default" aria-label={T.clearMarks} disabled={!marks || locked} onClick={onClear}>
              <IconEraser size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4}>
          <Tooltip label={T.zoomOut}>
            <ActionIcon variant="default" aria-label={T.zoomOut} onClick={() => onZoom(-1)}>
              <IconZoomOut size={16} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center" aria-label="缩放比例">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label={T.zoomIn}>
            <ActionIcon variant="default" aria-label={T.zoomIn} onClick={() => onZoom(1)}>
              <IconZoomIn size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.fit}>
            <ActionIcon variant="default" aria-label={T.fit} onClick={onFit}>
              <IconArrowsHorizontal size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.rotate}>
            <ActionIcon variant="default" aria-label={T.rotate} onClick={onRotate}>
              <IconRotateClockwise size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.contrast}>
            <ActionIcon variant={contrast ? 'filled' : 'default'} aria-label={T.contrast} aria-pressed={contrast} onClick={onContrast}>
              <IconContrast size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={`${T.keyMapButton} (?)`}>
            <ActionIcon variant="default" aria-label={T.keyMapButton} onClick={onHelp}>
              <IconKeyboard size={16} />
            </ActionIcon>
          </Tooltip>
          {onStem && (
            <Tooltip label={stemOpen ? T.hideStem : T.showStem}>
              <ActionIcon variant={stemOpen ? 'light' : 'default'} aria-label={T.stem} aria-pressed={stemOpen} onClick={onStem}>
                <IconFileText size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {mode === 0 ? T.modeOff : mode === 'score' ? `打分：先在右侧选择分值，再在子题区域内点击${brush === undefined ? '' : `（当前 ${brush} 分）`}` : `${T.modes[mode]}：在试卷上点击放置标记`}
      </Text>
    </Paper>
  );
});
