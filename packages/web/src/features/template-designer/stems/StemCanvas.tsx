// The template pages with a group's stem regions, drawn with konva (imperatively: `import Konva from 'konva'`). A
// small stand-in for the designer's canvas (canvas/TemplateCanvas, being built by the lead): pages stitched top to
// bottom at a zoom, the regions as rectangles (the selected one highlighted), a click selects a region, and in draw
// mode a mouse drag draws a new one, clipped to the page it starts on (spec 2 §4). A right click leaves draw mode and
// clears the selection. The pages do not listen; only the regions do.
import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import Konva from 'konva';
import type { PageArea, TemplatePage } from '../model/types';
import { STEM_TEXTS } from '../designerTexts';
import { pageAt, stitchedHeight, stitchedWidth, toStitched } from '../model/geometry';
import { dragToArea } from './stemGeometry';

export interface StemCanvasProps {
  pages: TemplatePage[];
  images: HTMLImageElement[];
  areas: PageArea[];
  selected: number | undefined;
  drawing: boolean;
  zoom: number;
  /** A region was drawn (draw mode ends with it). */
  onDrawn: (area: PageArea) => void;
  onSelect: (index: number | undefined) => void;
  /** Right click: leave draw mode, clear the selection. */
  onLeaveMode: () => void;
  /** Height of the scrolling view in CSS pixels. */
  height?: number | string;
}

const AREA_COLOR = '#1c7ed6';
const SELECTED_COLOR = '#f76707';

interface Scene {
  stage: Konva.Stage;
  pagesLayer: Konva.Layer;
  areasLayer: Konva.Layer;
  draft: Konva.Rect;
}

export function StemCanvas({ pages, images, areas, selected, drawing, zoom, onDrawn, onSelect, onLeaveMode, height = '70vh' }: StemCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<Scene | undefined>(undefined);
  // The latest props for the stage's event handlers, which are bound once.
  const latest = useRef({ pages, drawing, onDrawn, onSelect, onLeaveMode });
  useEffect(() => {
    latest.current = { pages, drawing, onDrawn, onSelect, onLeaveMode };
  });

  // The stage, its layers and the drawing gesture: made once.
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const stage = new Konva.Stage({ container, width: 1, height: 1 });
    const pagesLayer = new Konva.Layer({ listening: false });
    const areasLayer = new Konva.Layer();
    const draftLayer = new Konva.Layer({ listening: false });
    const draft = new Konva.Rect({ visible: false, stroke: SELECTED_COLOR, strokeWidth: 2, dash: [6, 4], fill: 'rgba(247,103,7,0.12)', strokeScaleEnabled: false });
    draftLayer.add(draft);
    stage.add(pagesLayer, areasLayer, draftLayer);
    scene.current = { stage, pagesLayer, areasLayer, draft };

    let start: { x: number; y: number } | undefined;
    let end: { x: number; y: number } | undefined;
    const pointer = () => stage.getRelativePointerPosition();
    const showDraft = () => {
      const area = start && end ? dragToArea(latest.current.pages, start, end) : undefined;
      const rect = area && toStitched(latest.current.pages, area);
      draft.visible(Boolean(rect));
      if (rect) draft.setAttrs({ x: rect.x, y: rect.y, width: rect.w, height: rect.h });
    };
    const finish = () => {
      if (!start) return;
      const area = end ? dragToArea(latest.current.pages, start, end) : undefined;
      start = undefined;
      end = undefined;
      draft.visible(false);
      if (area) latest.current.onDrawn(area);
    };
    stage.on('mousedown', (e) => {
      if (e.evt.button !== 0) return;
      const point = pointer();
      if (!point) return;
      if (latest.current.drawing) {
        if (pageAt(latest.current.pages, point.x, point.y) === undefined) return;
        start = point;
        end = point;
        showDraft();
        return;
      }
      const index: unknown = e.target.attrs.areaIndex;
      latest.current.onSelect(typeof index === 'number' ? index : undefined);
    });
    stage.on('mousemove', () => {
      if (!start) return;
      end = pointer() ?? end;
      showDraft();
    });
    stage.on('mouseup', () => {
      end = pointer() ?? end;
      finish();
    });
    // A drag released outside the stage still ends (at the last point seen on it).
    window.addEventListener('mouseup', finish);
    stage.on('contextmenu', (e) => {
      e.evt.preventDefault();
      start = undefined;
      draft.visible(false);
      latest.current.onLeaveMode();
    });
    return () => {
      window.removeEventListener('mouseup', finish);
      stage.destroy();
      scene.current = undefined;
    };
  }, []);

  // The pages at the zoom.
  useEffect(() => {
    const s = scene.current;
    if (!s) return;
    s.stage.size({ width: Math.max(1, Math.ceil(stitchedWidth(pages) * zoom)), height: Math.max(1, Math.ceil(stitchedHeight(pages) * zoom)) });
    s.stage.scale({ x: zoom, y: zoom });
    s.pagesLayer.destroyChildren();
    pages.forEach((page, i) => {
      const image = images[i];
      if (image) s.pagesLayer.add(new Konva.Image({ image, x: 0, y: page.top, width: page.width, height: page.height }));
      s.pagesLayer.add(new Konva.Rect({ x: 0, y: page.top, width: page.width, height: page.height, stroke: '#adb5bd', strokeWidth: 1, strokeScaleEnabled: false }));
    });
  }, [pages, images, zoom]);

  // The regions, the selected one highlighted.
  useEffect(() => {
    const s = scene.current;
    if (!s) return;
    s.areasLayer.destroyChildren();
    areas.forEach((area, index) => {
      if (!pages[area.p]) return;
      const rect = toStitched(pages, area);
      const chosen = index === selected;
      const color = chosen ? SELECTED_COLOR : AREA_COLOR;
      s.areasLayer.add(
        new Konva.Rect({ x: rect.x, y: rect.y, width: rect.w, height: rect.h, areaIndex: index, stroke: color, strokeWidth: chosen ? 3 : 2, fill: chosen ? 'rgba(247,103,7,0.15)' : 'rgba(28,126,214,0.12)', strokeScaleEnabled: false }),
        new Konva.Text({ x: rect.x + 4, y: rect.y + 4, text: String(index + 1), fontSize: 16, fill: color, listening: false }),
      );
    });
  }, [areas, selected, pages]);

  useEffect(() => {
    const container = scene.current?.stage.container();
    if (container) container.style.cursor = drawing ? 'crosshair' : 'default';
  }, [drawing]);

  return (
    <Box style={{ height, overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-1)' }}>
      <div ref={host} role="group" aria-label={STEM_TEXTS.canvas} />
    </Box>
  );
}
