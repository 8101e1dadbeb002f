// The template canvas as a React component: owns a CanvasRenderer for its lifetime, feeds it pages, shapes, the
// selection and the tool, and shows the zoom controls (0.2–2 in steps of 0.1, fit to width). The container carries
// the view (data-zoom, data-pan-x, data-pan-y) so tests and tools can map image pixels to the screen, and the handles
// the selected area has at this zoom (data-handles). Its own scrollbars show and move the pan when the pages are
// larger than the view (the page around it never scrolls).
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { ActionIcon, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowsHorizontal, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { stepZoom, stitchedHeight, stitchedWidth } from '../model/geometry';
import type { Shape } from '../model/shapes';
import type { PageArea, PagePoint, TemplatePage } from '../model/types';
import { CanvasRenderer, CANVAS_MARGIN, type CanvasTool, type CanvasView } from './CanvasRenderer';

export interface TemplateCanvasProps {
  pages: TemplatePage[];
  shapes: Shape[];
  /** The selected shape, or `selection` for one or several. */
  selected?: string;
  selection?: readonly string[];
  tool: CanvasTool;
  onDrawn: (area: PageArea) => void;
  onSelect: (id: string | undefined) => void;
  onChange: (id: string, area: PageArea) => boolean;
  onPoint?: (pt: PagePoint) => void;
  onCancel: () => void;
  onToggle?: (id: string) => void;
  onMarquee?: (ids: string[], add: boolean) => void;
  onMoveMany?: (dx: number, dy: number) => boolean;
  height?: number | string;
  /** Accessible name of the canvas region. */
  label: string;
}

export function TemplateCanvas({ pages, shapes, selected, selection: chosen, tool, height = '100%', label, ...events }: TemplateCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<CanvasRenderer>();
  const [view, setView] = useState<CanvasView>({ zoom: 1, x: 0, y: 0, handles: 'none' });
  const [size, setSize] = useState({ width: 0, height: 0 });
  const id = useId();
  const onDrawn = useEffectEvent((area: PageArea) => events.onDrawn(area));
  const onSelect = useEffectEvent((id: string | undefined) => events.onSelect(id));
  const onChange = useEffectEvent((id: string, area: PageArea) => events.onChange(id, area));
  const onPoint = useEffectEvent((pt: PagePoint) => events.onPoint?.(pt));
  const onCancel = useEffectEvent(() => events.onCancel());
  const onToggle = useEffectEvent((id: string) => events.onToggle?.(id));
  const onMarquee = useEffectEvent((ids: string[], add: boolean) => events.onMarquee?.(ids, add));
  const onMoveMany = useEffectEvent((dx: number, dy: number) => events.onMoveMany?.(dx, dy) ?? false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const r = new CanvasRenderer(el, {
      onDrawn: (a) => onDrawn(a),
      onSelect: (id) => onSelect(id),
      onChange: (id, a) => onChange(id, a),
      onPoint: (pt) => onPoint(pt),
      onCancel: () => onCancel(),
      onView: setView,
      onToggle: (id) => onToggle(id),
      onMarquee: (ids, add) => onMarquee(ids, add),
      onMoveMany: (dx, dy) => onMoveMany(dx, dy),
    });
    const observer = new ResizeObserver(() => {
      r.resize(el.clientWidth, el.clientHeight);
      setSize({ width: el.clientWidth, height: el.clientHeight });
    });
    observer.observe(el);
    setRenderer(r);
    return () => {
      observer.disconnect();
      r.destroy();
    };
  }, []);

  useEffect(() => renderer?.setPages(pages), [renderer, pages]);
  useEffect(() => renderer?.setShapes(shapes), [renderer, shapes]);
  // The same ids make the same selection (a new array each render must not redraw the active layer).
  const selectionKey = (chosen ?? (selected ? [selected] : [])).join('\n');
  useEffect(() => renderer?.setSelection(selectionKey ? selectionKey.split('\n') : []), [renderer, selectionKey]);
  useEffect(() => renderer?.setTool(tool), [renderer, tool]);
  const multiSelect = events.onMarquee !== undefined;
  useEffect(() => renderer?.setMultiSelect(multiSelect), [renderer, multiSelect]);

  return (
    <Box pos="relative" h={height} style={{ overflow: 'hidden', background: 'var(--mantine-color-gray-light)', borderRadius: 4 }}>
      <div
        ref={box}
        id={id}
        role="application"
        aria-label={label}
        data-zoom={view.zoom}
        data-pan-x={view.x}
        data-pan-y={view.y}
        data-tool={tool}
        data-handles={view.handles}
        style={{ position: 'absolute', inset: 0 }}
        onContextMenu={(e) => e.preventDefault()}
      />
      <Scrollbar
        orientation="horizontal"
        content={stitchedWidth(pages) * view.zoom + CANVAS_MARGIN * 2}
        viewport={size.width}
        offset={CANVAS_MARGIN - view.x}
        controls={id}
        onScroll={(offset) => renderer?.panTo(CANVAS_MARGIN - offset, view.y)}
      />
      <Scrollbar
        orientation="vertical"
        content={stitchedHeight(pages) * view.zoom + CANVAS_MARGIN * 2}
        viewport={size.height}
        offset={CANVAS_MARGIN - view.y}
        controls={id}
        onScroll={(offset) => renderer?.panTo(view.x, CANVAS_MARGIN - offset)}
      />
      <Paper withBorder shadow="xs" pos="absolute" top={8} right={18} px={6} py={2}>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="缩小">
            <ActionIcon variant="subtle" aria-label="缩小" disabled={view.zoom <= 0.2} onClick={() => renderer?.zoomTo(stepZoom(view.zoom, -1))}>
              <IconZoomOut size={16} />
            </ActionIcon>
          </Tooltip>
          <Text size="xs" w={44} ta="center" aria-label="缩放比例">
            {Math.round(view.zoom * 100)}%
          </Text>
          <Tooltip label="放大">
            <ActionIcon variant="subtle" aria-label="放大" disabled={view.zoom >= 2} onClick={() => renderer?.zoomTo(stepZoom(view.zoom, 1))}>
              <IconZoomIn size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="适应宽度">
            <ActionIcon variant="subtle" aria-label="适应宽度" onClick={() => renderer?.fitWidth()}>
              <IconArrowsHorizontal size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Paper>
    </Box>
  );
}

/** The scrollbars' thickness and the gap they leave each other at the corner. */
const BAR = 10;
/** How far an arrow key moves a focused scrollbar (px on screen). */
const KEY_STEP = 40;

interface ScrollbarProps {
  orientation: 'horizontal' | 'vertical';
  /** The pages' size on screen with the margins, the view's size, and how far the view is into the pages (px). */
  content: number;
  viewport: number;
  offset: number;
  /** The id of the canvas it scrolls. */
  controls: string;
  onScroll: (offset: number) => void;
}

/**
 * One of the canvas' scrollbars: its thumb is the part of the pages in view and follows every pan (wheel, drag,
 * zoom); dragging the thumb pans, a press on the track jumps there; focused, the keys move it. Shown only when the
 * pages do not fit.
 */
function Scrollbar({ orientation, content, viewport, offset, controls, onScroll }: ScrollbarProps) {
  const track = useRef<HTMLDivElement>(null);
  const grip = useRef<{ at: number; offset: number }>(undefined);
  if (viewport <= 0 || content <= viewport + 1) return null;
  const vertical = orientation === 'vertical';
  const length = viewport - BAR;
  const thumb = Math.max(24, (viewport / content) * length);
  const max = content - viewport;
  const at = Math.min(max, Math.max(0, offset));
  const start = (at / max) * (length - thumb);
  const coord = (e: ReactPointerEvent) => (vertical ? e.clientY : e.clientX);
  const perPixel = max / Math.max(1, length - thumb);
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const box = track.current?.getBoundingClientRect();
    const along = box ? coord(e) - (vertical ? box.top : box.left) : 0;
    // A press on the track beside the thumb brings the thumb's middle there first.
    let from = at;
    if (along < start || along > start + thumb) {
      from = Math.min(max, Math.max(0, (along - thumb / 2) * perPixel));
      onScroll(from);
    }
    grip.current = { at: coord(e), offset: from };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!grip.current) return;
    onScroll(Math.min(max, Math.max(0, grip.current.offset + (coord(e) - grip.current.at) * perPixel)));
  };
  const release = () => {
    grip.current = undefined;
  };
  // From the keyboard, as a page's own scrollbar: arrows a step, Page Up/Down most of a view, Home/End the ends.
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const back = vertical ? 'ArrowUp' : 'ArrowLeft';
    const forward = vertical ? 'ArrowDown' : 'ArrowRight';
    const page = viewport * 0.9;
    const to = { [back]: at - KEY_STEP, [forward]: at + KEY_STEP, PageUp: at - page, PageDown: at + page, Home: 0, End: max }[e.key];
    if (to === undefined) return;
    // Taken here: the screen's own keys (nudging the selected area) do not see it.
    e.preventDefault();
    onScroll(Math.min(max, Math.max(0, to)));
  };
  return (
    <div
      ref={track}
      role="scrollbar"
      tabIndex={0}
      className="mantine-focus-auto"
      aria-controls={controls}
      aria-orientation={orientation}
      aria-label={vertical ? '垂直滚动条' : '水平滚动条'}
      aria-valuemin={0}
      aria-valuemax={Math.round(max)}
      aria-valuenow={Math.round(at)}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={release}
      onPointerCancel={release}
      style={{
        position: 'absolute',
        ...(vertical ? { top: 0, right: 0, width: BAR, height: length } : { left: 0, bottom: 0, height: BAR, width: length }),
        background: 'var(--mantine-color-default-hover)',
        touchAction: 'none',
      }}
    >
      <div
        style={{
          position: 'absolute',
          ...(vertical ? { top: start, left: 2, width: BAR - 4, height: thumb } : { left: start, top: 2, height: BAR - 4, width: thumb }),
          borderRadius: BAR,
          background: 'var(--mantine-color-dimmed)', opacity: 0.7,
        }}
      />
    </div>
  );
}
