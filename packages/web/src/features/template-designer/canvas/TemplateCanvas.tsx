// The template canvas as a React component: owns a CanvasRenderer for its lifetime, feeds it pages, shapes, the
// selection and the tool, and shows the zoom controls (0.2–2 in steps of 0.1, fit to width). The container carries
// the view (data-zoom, data-pan-x, data-pan-y) so tests and tools can map image pixels to the screen.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ActionIcon, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowsHorizontal, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { stepZoom } from '../model/geometry';
import type { Shape } from '../model/shapes';
import type { PageArea, PagePoint, TemplatePage } from '../model/types';
import { CanvasRenderer, type CanvasTool } from './CanvasRenderer';

export interface TemplateCanvasProps {
  pages: TemplatePage[];
  shapes: Shape[];
  selected: string | undefined;
  tool: CanvasTool;
  onDrawn: (area: PageArea) => void;
  onSelect: (id: string | undefined) => void;
  onChange: (id: string, area: PageArea) => boolean;
  onPoint?: (pt: PagePoint) => void;
  onCancel: () => void;
  height?: number | string;
  /** Accessible name of the canvas region. */
  label: string;
}

export function TemplateCanvas({ pages, shapes, selected, tool, height = '100%', label, ...events }: TemplateCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<CanvasRenderer>();
  const [view, setView] = useState({ zoom: 1, x: 0, y: 0 });
  const onDrawn = useEffectEvent((area: PageArea) => events.onDrawn(area));
  const onSelect = useEffectEvent((id: string | undefined) => events.onSelect(id));
  const onChange = useEffectEvent((id: string, area: PageArea) => events.onChange(id, area));
  const onPoint = useEffectEvent((pt: PagePoint) => events.onPoint?.(pt));
  const onCancel = useEffectEvent(() => events.onCancel());

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
    });
    const observer = new ResizeObserver(() => r.resize(el.clientWidth, el.clientHeight));
    observer.observe(el);
    setRenderer(r);
    return () => {
      observer.disconnect();
      r.destroy();
    };
  }, []);

  useEffect(() => renderer?.setPages(pages), [renderer, pages]);
  useEffect(() => renderer?.setShapes(shapes), [renderer, shapes]);
  useEffect(() => renderer?.setSelection(selected), [renderer, selected]);
  useEffect(() => renderer?.setTool(tool), [renderer, tool]);

  return (
    <Box pos="relative" h={height} style={{ overflow: 'hidden', background: 'var(--mantine-color-gray-1)', borderRadius: 4 }}>
      <div
        ref={box}
        role="application"
        aria-label={label}
        data-zoom={view.zoom}
        data-pan-x={view.x}
        data-pan-y={view.y}
        data-tool={tool}
        style={{ position: 'absolute', inset: 0 }}
        onContextMenu={(e) => e.preventDefault()}
      />
      <Paper withBorder shadow="xs" pos="absolute" top={8} right={8} px={6} py={2}>
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
