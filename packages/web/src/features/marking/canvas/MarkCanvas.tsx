// The marking canvas as a React component: owns a MarkRenderer, feeds it the paper, the marks and the zoom, and keeps
// the scroll position in sync with the screen's (kept per question in the app state's markingConfig). The container
// carries the view (data-zoom, data-shown-paper once the paper's images are drawn) so tests and the benchmark can map
// paper pixels to the screen and tell when a paper is on screen. With drawing off the paper is dragged to pan it;
// Ctrl+wheel zooms it (the browser's own page zoom is kept from it).
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import type { Schemas } from '@exam/sdk';
import type { Mark } from '../model/marks';
import { MARKING_TEXTS as T } from '../texts';
import { MarkRenderer, type Rotation } from './MarkRenderer';

/** A press that moves further than this is a drag (spec 2 §9: drag threshold 8 px). */
const DRAG_THRESHOLD = 8;
/** The grey margin around the paper inside the scroll box (px). */
const PAD = 8;

export interface MarkCanvasProps {
  paper: Schemas['MarkingPaper'];
  marks: readonly Mark[];
  zoom: number;
  rotation: Rotation;
  contrast: boolean;
  /** Dragging pans the paper (drawing is off). */
  pan: boolean;
  /** Ctrl+wheel: one zoom step in (1) or out (-1). */
  onZoomStep: (direction: 1 | -1) => void;
  scroll: { top: number; left: number };
  onScroll: (scroll: { top: number; left: number }) => void;
  onClick: (x: number, y: number) => void;
  /** The paper's images are drawn (or failed to load). */
  onShown?: (paperId: string, failed: boolean) => void;
  /** The viewport width, for 适应宽度. */
  onViewport?: (width: number) => void;
}

export function MarkCanvas({ paper, marks, zoom, rotation, contrast, pan, onZoomStep, scroll, onScroll, onClick, onShown, onViewport }: MarkCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<MarkRenderer>();
  const [shown, setShown] = useState<string>();
  const click = useEffectEvent((x: number, y: number) => onClick(x, y));
  const shownEvent = useEffectEvent((id: string, failed: boolean) => onShown?.(id, failed));
  const viewport = useEffectEvent((w: number) => onViewport?.(w));
  const zoomStep = useEffectEvent((direction: 1 | -1) => onZoomStep(direction));
  const drag = useRef<{ x: number; y: number; top: number; left: number; moved: boolean }>(undefined);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const r = new MarkRenderer(el, (x, y) => click(x, y));
    setRenderer(r);
    return () => r.destroy();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      viewport(el.clientWidth - 2 * PAD);
      renderer?.setViewport(el.clientWidth, el.clientHeight);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [renderer]);

  // The paper and its view go to the renderer as the desk commits (layout effects), not a frame later: the next
  // paper's images are on the canvas in the frame that shows its numbers.
  useLayoutEffect(() => {
    if (!renderer) return;
    let current = true;
    renderer.setPaper(paper).then(
      () => {
        if (!current) return;
        setShown(paper.paper_id);
        shownEvent(paper.paper_id, false);
      },
      () => current && shownEvent(paper.paper_id, true),
    );
    return () => {
      current = false;
    };
  }, [renderer, paper]);

  useLayoutEffect(() => renderer?.setMarks(marks), [renderer, marks, paper]);
  useLayoutEffect(() => renderer?.setZoom(zoom), [renderer, zoom, paper]);
  useLayoutEffect(() => renderer?.setRotation(rotation), [renderer, rotation, paper]);
  useLayoutEffect(() => renderer?.setContrast(contrast), [renderer, contrast]);

  // Ctrl+wheel zooms the paper, not the page (a passive listener could not keep the browser's zoom from it).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey || e.deltaY === 0) return;
      e.preventDefault();
      zoomStep(e.deltaY < 0 ? 1 : -1);
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, []);

  // The kept scroll position is applied after the zoom has sized the stage.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (Math.abs(el.scrollTop - scroll.top) > 1) el.scrollTop = scroll.top;
    if (Math.abs(el.scrollLeft - scroll.left) > 1) el.scrollLeft = scroll.left;
  }, [scroll.top, scroll.left, zoom, shown]);

  return (
    <Box
      ref={box}
      role="region"
      aria-label={T.paperLabel}
      tabIndex={0}
      data-zoom={zoom}
      data-rotation={rotation}
      data-contrast={contrast ? 'high' : 'normal'}
      data-shown-paper={shown === paper.paper_id ? shown : ''}
      onScroll={(e) => {
        const { scrollTop: top, scrollLeft: left } = e.currentTarget;
        // The stage shows the part of the paper in view (the box's padding scrolls away first).
        renderer?.setScroll(left - PAD, top - PAD);
        onScroll({ top, left });
      }}
      onPointerDown={(e) => {
        if (!pan || e.button !== 0) return;
        drag.current = { x: e.clientX, y: e.clientY, top: e.currentTarget.scrollTop, left: e.currentTarget.scrollLeft, moved: false };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        const dx = e.clientX - d.x;
        const dy = e.clientY - d.y;
        if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        if (!d.moved) e.currentTarget.setPointerCapture(e.pointerId);
        d.moved = true;
        e.currentTarget.scrollTop = d.top - dy;
        e.currentTarget.scrollLeft = d.left - dx;
      }}
      onPointerUp={() => (drag.current = undefined)}
      onPointerCancel={() => (drag.current = undefined)}
      style={{ overflow: 'auto', flex: 1, minHeight: 0, minWidth: 0, background: 'var(--mantine-color-gray-light)', padding: PAD, cursor: pan ? 'grab' : 'crosshair' }}
    >
      <div ref={host} data-testid="mark-stage" style={{ background: 'white', boxShadow: 'var(--mantine-shadow-sm)' }} />
    </Box>
  );
}
