// The designer's konva renderer: a thin view of the pure model. Three layers:
// - pages: the stitched template images (static, not listening);
// - shapes: every area and scoring point drawn by ONE custom shape in one pass, culled to the viewport, not listening
//   (clicks are hit tested by the model, so thousands of areas cost one draw call and no hit graph);
// - active: the selected area as a draggable rectangle with a transformer (or a draggable point), and the rectangle
//   being drawn. Dragging redraws this layer only; the change is committed on drag/transform end. Several selected
//   areas (shift-click, the marquee) are drawn there as one group that the renderer drags itself.
// In select mode a press on an area selects it (and drags it once it moves), Shift+click adds or takes away, a drag
// on empty paper (or any drag with Shift) is a marquee; Space or the middle button pans, as in drawing programs.
// The handles of a small area at the zoom shown shrink to the corners outside it, or go, so its body stays draggable.
// Pan is the stage position, zoom the stage scale; neither touches the shapes. Spec 2 §4 (modes), §9 (zoom 0.2–2,
// marker radius 10, resize box 18, drag threshold 8).
import Konva from 'konva';
import { DRAG_THRESHOLD, MIN_BOX, POINT_RADIUS, clampZoom, clipToPage, fitZoom, rectFrom, stitchedHeight, stitchedWidth, toPagePoint, toStitched } from '../model/geometry';
import { hitTest, type Shape, type ShapeKind } from '../model/shapes';
import type { PageArea, PagePoint, Rect, TemplatePage } from '../model/types';
import { loadImage } from '../../../lib/images';
import { KIND_COLOR, SELECTED_COLOR } from './palette';

export type CanvasTool = 'select' | 'draw' | 'points';

/** What the view shows: zoom, the stage's place, and the handles the selected area has at this zoom. */
export interface CanvasView {
  zoom: number;
  x: number;
  y: number;
  handles: 'all' | 'corners' | 'none';
}

export interface CanvasCallbacks {
  /** A rectangle drawn in add mode, clipped to the page it started on. */
  onDrawn: (area: PageArea) => void;
  /** A click on a shape (or on nothing). */
  onSelect: (id: string | undefined) => void;
  /** The selected shape moved or resized; answers whether the model took it (otherwise it springs back). */
  onChange: (id: string, area: PageArea) => boolean;
  /** A click in scoring-point mode. */
  onPoint: (pt: PagePoint) => void;
  /** Right click. */
  onCancel: () => void;
  /** Zoom or pan changed (for the zoom read-out). */
  onView: (view: CanvasView) => void;
  /** Shift+click on a shape: into the selection or out of it. */
  onToggle: (id: string) => void;
  /** The marquee: the shapes wholly inside it (`add`: Shift held, join the selection). */
  onMarquee: (ids: string[], add: boolean) => void;
  /** Several selected shapes dragged by (dx, dy) image pixels; answers whether the model took it. */
  onMoveMany: (dx: number, dy: number) => boolean;
}

const MARGIN = 24;
/** The margin the view keeps around the pages (screen px), for the scrollbars. */
export const CANVAS_MARGIN = MARGIN;
/** The selected area's smaller side on screen from which it gets all eight handles, or the four corners. */
const HANDLES_ALL = 40;
const HANDLES_CORNERS = 16;
const ALL_ANCHORS = ['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right'];
const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

export class CanvasRenderer {
  private stage: Konva.Stage;
  private pagesLayer = new Konva.Layer({ listening: false });
  private shapesLayer = new Konva.Layer({ listening: false });
  private activeLayer = new Konva.Layer();
  private allShapes: Shape[] = [];
  private pages: TemplatePage[] = [];
  private selectedId: string | undefined;
  /** Every selected shape when there are several (`selectedId` is then unset). */
  private selection: readonly string[] = [];
  private multi = new Konva.Group({ listening: false });
  private tool: CanvasTool = 'select';
  private fitted = false;
  /** The press in progress; `grab` is an unselected shape pressed in select mode, moved if the press turns into a drag. */
  private press:
    | { x: number; y: number; sx: number; sy: number; pan: boolean; stageX: number; stageY: number; grab?: string; many?: boolean; marquee?: boolean; shift?: boolean; hit?: string }
    | undefined;
  private preview = new Konva.Rect({ visible: false, stroke: SELECTED_COLOR, dash: [6, 4], strokeScaleEnabled: false, listening: false });
  private activeRect = new Konva.Rect({ visible: false, draggable: true, strokeScaleEnabled: false, strokeWidth: 2, name: 'active' });
  private activePoint = new Konva.Circle({ visible: false, draggable: true, radius: POINT_RADIUS, name: 'active', fill: KIND_COLOR.point, opacity: 0.9 });
  private transformer: Konva.Transformer;
  /** Whether several shapes can be selected (shift-click, marquee); without it a drag on empty paper pans. */
  private multiSelect = false;
  setMultiSelect(on: boolean) {
    this.multiSelect = on;
  }
  /** Space held (not while typing): a press pans in every mode, as in drawing programs. */
  private spaceHeld = false;
  private onKey = (e: KeyboardEvent) => {
    if (e.key !== ' ') return;
    const typing = (e.target as HTMLElement | null)?.closest?.('input, textarea, select, [contenteditable="true"]');
    const held = e.type === 'keydown' && !typing;
    if (held === this.spaceHeld) return;
    this.spaceHeld = held;
    this.showCursor();
  };

  constructor(
    container: HTMLDivElement,
    private callbacks: CanvasCallbacks,
  ) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    const painter = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paint(ctx._context) });
    this.shapesLayer.add(painter);
    this.transformer = new Konva.Transformer({
      rotateEnabled: false,
      keepRatio: false,
      ignoreStroke: true,
      anchorSize: 9,
      borderStroke: SELECTED_COLOR,
      anchorStroke: SELECTED_COLOR,
      boundBoxFunc: (oldBox, box) => {
        const min = MIN_BOX * this.zoom;
        return box.width < min || box.height < min ? oldBox : box;
      },
    });
    this.activeLayer.add(this.multi, this.preview, this.activeRect, this.activePoint, this.transformer);
    this.stage.add(this.pagesLayer, this.shapesLayer, this.activeLayer);
    this.activeRect.on('dragend transformend', () => this.commitRect());
    // A Shift press on the selected area is a click into or out of the selection, or a marquee: never a drag.
    this.activeRect.on('dragstart', () => {
      if (this.press?.shift) this.activeRect.stopDrag();
    });
    this.activePoint.on('dragend', () => this.commitPoint());
    this.stage.on('pointerdown', (e) => this.down(e));
    this.stage.on('pointermove', () => this.move());
    this.stage.on('pointerup', (e) => this.up(e));
    this.stage.on('contextmenu', (e) => {
      e.evt.preventDefault();
      this.press = undefined;
      this.preview.visible(false);
      this.callbacks.onCancel();
    });
    this.stage.on('wheel', (e) => this.wheel(e.evt));
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('keyup', this.onKey);
  }

  get zoom(): number {
    return this.stage.scaleX();
  }

  destroy() {
    window.removeEventListener('keydown', this.onKey);
    window.removeEventListener('keyup', this.onKey);
    this.stage.destroy();
  }

  resize(width: number, height: number) {
    this.stage.size({ width, height });
    if (!this.fitted && this.pages.length > 0) this.fitWidth();
    else this.setView(this.zoom, this.stage.x(), this.stage.y());
  }

  setPages(pages: TemplatePage[]) {
    this.pages = pages;
    this.pagesLayer.destroyChildren();
    for (const page of pages) {
      const node = new Konva.Image({ x: 0, y: page.top, width: page.width, height: page.height, image: undefined, listening: false });
      const frame = new Konva.Rect({ x: 0, y: page.top, width: page.width, height: page.height, stroke: '#ced4da', strokeScaleEnabled: false, listening: false });
      this.pagesLayer.add(node, frame);
      void loadImage(page.src).then(
        (img) => {
          node.image(img);
          this.pagesLayer.batchDraw();
        },
        () => undefined,
      );
    }
    if (!this.fitted && pages.length > 0 && this.stage.width() > 0) this.fitWidth();
    this.pagesLayer.batchDraw();
    this.shapesLayer.batchDraw();
  }

  setShapes(shapes: Shape[]) {
    this.allShapes = shapes;
    this.syncActive();
    this.shapesLayer.batchDraw();
  }

  setSelection(ids: readonly string[]) {
    const id = ids.length === 1 ? ids[0] : undefined;
    // The shape being dragged stays under the pointer (the selection echoed back by the screen changes nothing).
    if (ids.length === 1 && id === this.selectedId && (this.activeRect.isDragging() || this.activePoint.isDragging())) return;
    this.selectedId = id;
    this.selection = ids.length > 1 ? ids : [];
    this.syncActive();
    this.shapesLayer.batchDraw();
  }

  setTool(tool: CanvasTool) {
    this.tool = tool;
    this.showCursor();
  }

  /** A hand while Space is held, an arrow to select, a cross to draw or set points. */
  private showCursor() {
    this.stage.container().style.cursor = this.spaceHeld ? 'grab' : this.tool === 'select' ? 'default' : 'crosshair';
  }

  // View.
  /** Fit to width (first render, and the toolbar's button). */
  fitWidth() {
    if (this.pages.length === 0) return;
    this.fitted = true;
    const zoom = fitZoom(this.stage.width() - MARGIN * 2, this.pages);
    this.setView(zoom, MARGIN, MARGIN);
  }

  /** Zooms about a point of the viewport (its centre by default). */
  zoomTo(zoom: number, anchor = { x: this.stage.width() / 2, y: this.stage.height() / 2 }) {
    const z = clampZoom(zoom);
    const old = this.zoom;
    const world = { x: (anchor.x - this.stage.x()) / old, y: (anchor.y - this.stage.y()) / old };
    this.setView(z, anchor.x - world.x * z, anchor.y - world.y * z);
  }

  /** Puts the stage at (x, y) (the scrollbars), held inside the content like every pan. */
  panTo(x: number, y: number) {
    this.setView(this.zoom, x, y);
  }

  panBy(dx: number, dy: number) {
    this.setView(this.zoom, this.stage.x() + dx, this.stage.y() + dy);
  }

  private setView(zoom: number, x: number, y: number) {
    const w = stitchedWidth(this.pages) * zoom;
    const h = stitchedHeight(this.pages) * zoom;
    const clamp = (v: number, content: number, view: number) => Math.min(MARGIN, Math.max(view - content - MARGIN, v));
    const nx = w + MARGIN * 2 <= this.stage.width() ? MARGIN : clamp(x, w, this.stage.width());
    const ny = h + MARGIN * 2 <= this.stage.height() ? MARGIN : clamp(y, h, this.stage.height());
    this.stage.scale({ x: zoom, y: zoom });
    this.stage.position({ x: nx, y: ny });
    this.fitHandles();
    this.transformer.forceUpdate();
    this.stage.batchDraw();
    this.callbacks.onView({ zoom, x: nx, y: ny, handles: this.handles });
  }

  private wheel(evt: WheelEvent) {
    evt.preventDefault();
    if (evt.ctrlKey || evt.metaKey) {
      const pointer = this.stage.getPointerPosition() ?? undefined;
      this.zoomTo(this.zoom * (evt.deltaY < 0 ? 1.1 : 1 / 1.1), pointer);
    } else {
      this.panBy(evt.shiftKey ? -evt.deltaY : -evt.deltaX, evt.shiftKey ? 0 : -evt.deltaY);
    }
  }

  // Painting.
  /**
   * Draws every shape but the selected one, culled to what the viewport shows. Shapes are batched by kind (the draw
   * order is by kind already, see listShapes): one path of rectangles filled and stroked per kind, one path of
   * markers, then the labels per kind — a few dozen canvas calls instead of three per area, which keeps the canvas'
   * recorded operations few (Chromium rasterises a long recording inside the frame's script).
   */
  private paint(ctx: CanvasRenderingContext2D) {
    const zoom = this.zoom;
    const view = {
      x: -this.stage.x() / zoom,
      y: -this.stage.y() / zoom,
      w: this.stage.width() / zoom,
      h: this.stage.height() / zoom,
    };
    const byKind = new Map<ShapeKind, { rects: Rect[]; labels: { r: Rect; text: string }[] }>();
    const skip = new Set(this.selection);
    for (const shape of this.allShapes) {
      if (shape.id === this.selectedId || skip.has(shape.id)) continue;
      const r = toStitched(this.pages, shape.area);
      if (r.x > view.x + view.w || r.y > view.y + view.h || r.x + r.w < view.x || r.y + r.h < view.y) continue;
      let batch = byKind.get(shape.ref.kind);
      if (!batch) byKind.set(shape.ref.kind, (batch = { rects: [], labels: [] }));
      batch.rects.push(r);
      // Labels only where they are readable and fit.
      if (shape.ref.kind !== 'point' && shape.label && r.w * zoom > 28 && r.h * zoom > 14) batch.labels.push({ r, text: shape.label });
    }
    ctx.lineWidth = 1.5 / zoom;
    ctx.font = `${12 / zoom}px sans-serif`;
    ctx.textBaseline = 'top';
    for (const [kind, { rects, labels }] of byKind) {
      const color = KIND_COLOR[kind];
      ctx.fillStyle = color;
      ctx.strokeStyle = color;
      ctx.beginPath();
      if (kind === 'point') {
        for (const r of rects) {
          ctx.moveTo(r.x + r.w / 2 + POINT_RADIUS, r.y + r.h / 2);
          ctx.arc(r.x + r.w / 2, r.y + r.h / 2, POINT_RADIUS, 0, Math.PI * 2);
        }
        ctx.fill();
        continue;
      }
      for (const r of rects) ctx.rect(r.x, r.y, r.w, r.h);
      ctx.globalAlpha = 0.08;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.stroke();
      for (const { r, text } of labels) ctx.fillText(text, r.x + 3 / zoom, r.y + 2 / zoom, r.w - 6 / zoom);
    }
  }

  private selectedShape(): Shape | undefined {
    return this.selectedId ? this.allShapes.find((s) => s.id === this.selectedId) : undefined;
  }

  /** Puts the selected shape on the active layer (or hides it); several selected are drawn as one group. */
  private syncActive() {
    const shape = this.selectedShape();
    this.activeRect.visible(false);
    this.activePoint.visible(false);
    this.transformer.nodes([]);
    this.multi.destroyChildren();
    this.multi.position({ x: 0, y: 0 });
    if (this.selection.length > 0) {
      const chosen = new Set(this.selection);
      for (const s of this.allShapes) {
        if (!chosen.has(s.id)) continue;
        const r = toStitched(this.pages, s.area);
        this.multi.add(
          s.ref.kind === 'point'
            ? new Konva.Circle({ x: r.x + r.w / 2, y: r.y + r.h / 2, radius: POINT_RADIUS, fill: KIND_COLOR.point, stroke: SELECTED_COLOR, strokeWidth: 3, strokeScaleEnabled: false })
            : new Konva.Rect({ x: r.x, y: r.y, width: r.w, height: r.h, fill: KIND_COLOR[s.ref.kind], opacity: 0.35, stroke: SELECTED_COLOR, strokeWidth: 2, strokeScaleEnabled: false }),
        );
      }
    }
    if (shape) {
      const r = toStitched(this.pages, shape.area);
      if (shape.ref.kind === 'point') {
        this.activePoint.setAttrs({ visible: true, x: r.x + r.w / 2, y: r.y + r.h / 2, stroke: SELECTED_COLOR, strokeWidth: 3, strokeScaleEnabled: false });
      } else {
        const color = KIND_COLOR[shape.ref.kind];
        this.activeRect.setAttrs({ visible: true, x: r.x, y: r.y, width: r.w, height: r.h, scaleX: 1, scaleY: 1, stroke: SELECTED_COLOR, fill: color, opacity: 0.35 });
        this.transformer.nodes([this.activeRect]);
        this.fitHandles();
      }
    }
    this.activeLayer.batchDraw();
    this.callbacks.onView({ zoom: this.zoom, x: this.stage.x(), y: this.stage.y(), handles: this.handles });
  }

  /**
   * The handles as the selected area's size on screen allows: all eight where it is large, the four corners just
   * outside it where it is small, none where it is tiny (its body is then all there is to press; the X/Y/宽/高
   * fields resize it). A handle never lies over the body of a small area.
   */
  private fitHandles() {
    if (this.transformer.nodes().length === 0) return;
    const side = Math.min(this.activeRect.width() * this.activeRect.scaleX(), this.activeRect.height() * this.activeRect.scaleY()) * this.zoom;
    if (side >= HANDLES_ALL) this.transformer.setAttrs({ enabledAnchors: ALL_ANCHORS, anchorSize: 9, padding: 0 });
    else if (side >= HANDLES_CORNERS) this.transformer.setAttrs({ enabledAnchors: CORNER_ANCHORS, anchorSize: 6, padding: 4 });
    else this.transformer.setAttrs({ enabledAnchors: [], padding: 0 });
  }

  /** The size the handles take now (tests read it off the container). */
  get handles(): 'all' | 'corners' | 'none' {
    const n = this.transformer.nodes().length === 0 ? 0 : this.transformer.enabledAnchors().length;
    return n >= 8 ? 'all' : n > 0 ? 'corners' : 'none';
  }

  private commitRect() {
    const shape = this.selectedShape();
    if (!shape) return;
    const node = this.activeRect;
    const x = node.x();
    const y = node.y();
    const w = node.width() * node.scaleX();
    const h = node.height() * node.scaleY();
    node.setAttrs({ width: w, height: h, scaleX: 1, scaleY: 1 });
    const page = this.pages[shape.area.p];
    const area = { x: Math.round(x), y: Math.round(y - (page?.top ?? 0)), w: Math.round(w), h: Math.round(h), p: shape.area.p };
    const a = shape.area;
    if (area.x === a.x && area.y === a.y && area.w === a.w && area.h === a.h) return this.syncActive();
    if (!this.callbacks.onChange(shape.id, area)) this.syncActive();
  }

  private commitPoint() {
    const shape = this.selectedShape();
    if (!shape) return;
    const page = this.pages[shape.area.p];
    const cx = this.activePoint.x();
    const cy = this.activePoint.y() - (page?.top ?? 0);
    const area = { x: Math.round(cx - POINT_RADIUS), y: Math.round(cy - POINT_RADIUS), w: POINT_RADIUS * 2, h: POINT_RADIUS * 2, p: shape.area.p };
    if (!this.callbacks.onChange(shape.id, area)) this.syncActive();
  }

  // Pointer.
  private world(): { x: number; y: number } {
    const p = this.stage.getPointerPosition() ?? { x: 0, y: 0 };
    return { x: (p.x - this.stage.x()) / this.zoom, y: (p.y - this.stage.y()) / this.zoom };
  }

  private down(e: Konva.KonvaEventObject<PointerEvent>) {
    // The middle button, or any press with Space held, pans the view in every mode.
    if (e.evt.button === 1 || (e.evt.button === 0 && this.spaceHeld)) {
      e.evt.preventDefault();
      const screen = this.stage.getPointerPosition() ?? { x: 0, y: 0 };
      this.press = { x: 0, y: 0, sx: screen.x, sy: screen.y, pan: true, stageX: this.stage.x(), stageY: this.stage.y() };
      return;
    }
    if (e.evt.button !== 0) return;
    const shift = e.evt.shiftKey && this.tool === 'select' && this.multiSelect;
    // Pressing the selected shape or its handles is konva's drag or resize (with Shift: a click takes it out).
    if (!shift && e.target !== this.stage && (e.target.name() === 'active' || e.target.getParent() === this.transformer)) return;
    if (shift && (this.activeRect.isDragging() || this.activePoint.isDragging())) this.activeNode().stopDrag();
    const w = this.world();
    const screen = this.stage.getPointerPosition() ?? { x: 0, y: 0 };
    const onShape = this.tool === 'select' ? hitTest(this.allShapes, this.pages, w.x, w.y) : undefined;
    this.press = { x: w.x, y: w.y, sx: screen.x, sy: screen.y, pan: false, stageX: this.stage.x(), stageY: this.stage.y() };
    if (this.tool !== 'select') return;
    // Shift: a click adds the shape or takes it out, a drag is a marquee joining the selection.
    if (shift) {
      Object.assign(this.press, { marquee: true, shift: true, hit: onShape?.id });
      return;
    }
    // A press on one of several selected shapes drags them all.
    if (onShape && this.selection.includes(onShape.id)) {
      Object.assign(this.press, { many: true, hit: onShape.id });
      return;
    }
    // A drag on empty paper is a marquee (where several can be selected; elsewhere it pans, as before).
    if (!onShape) {
      if (this.multiSelect) this.press.marquee = true;
      else this.press.pan = true;
      return;
    }
    // Press-and-drag on an unselected area selects it at once and, once the press moves, drags it (one gesture).
    {
      this.press.grab = onShape.id;
      this.setSelection([onShape.id]);
      this.callbacks.onSelect(onShape.id);
    }
  }

  /** The konva node the selected shape is dragged by. */
  private activeNode(): Konva.Shape {
    return this.selectedShape()?.ref.kind === 'point' ? this.activePoint : this.activeRect;
  }

  private move() {
    const press = this.press;
    if (!press) return;
    const screen = this.stage.getPointerPosition() ?? { x: 0, y: 0 };
    const moved = Math.hypot(screen.x - press.sx, screen.y - press.sy) >= DRAG_THRESHOLD;
    if (press.pan) {
      if (moved) this.setView(this.zoom, press.stageX + screen.x - press.sx, press.stageY + screen.y - press.sy);
      return;
    }
    if (press.many) {
      if (moved) {
        this.multi.position({ x: (screen.x - press.sx) / this.zoom, y: (screen.y - press.sy) / this.zoom });
        this.activeLayer.batchDraw();
      }
      return;
    }
    if (press.marquee) {
      if (!moved) return;
      const w = this.world();
      const r = rectFrom(press.x, press.y, w.x, w.y);
      this.preview.setAttrs({ visible: true, x: r.x, y: r.y, width: r.w, height: r.h });
      this.activeLayer.batchDraw();
      return;
    }
    if (press.grab !== undefined) {
      if (!moved || this.selectedId !== press.grab) return;
      // Konva takes over from here (its drag end commits the move): the node first goes where the pointer has taken
      // it since the press, so it follows the pointer from the spot that was pressed.
      const node = this.activeNode();
      node.position({ x: node.x() + (screen.x - press.sx) / this.zoom, y: node.y() + (screen.y - press.sy) / this.zoom });
      this.press = undefined;
      node.startDrag();
      return;
    }
    if (this.tool !== 'draw' || !moved) return;
    const w = this.world();
    const r = rectFrom(press.x, press.y, w.x, w.y);
    const clipped = clipToPage(this.pages, press, r);
    if (!clipped) return;
    const s = toStitched(this.pages, clipped);
    this.preview.setAttrs({ visible: true, x: s.x, y: s.y, width: s.w, height: s.h });
    this.activeLayer.batchDraw();
  }

  private up(e: Konva.KonvaEventObject<PointerEvent>) {
    const press = this.press;
    this.press = undefined;
    if (!press || e.evt.button !== 0 || (press.pan && this.spaceHeld)) return;
    // A press on an unselected shape that did not move selected it already.
    if (press.grab !== undefined) return;
    const screen = this.stage.getPointerPosition() ?? { x: 0, y: 0 };
    const moved = Math.hypot(screen.x - press.sx, screen.y - press.sy) >= DRAG_THRESHOLD;
    this.preview.visible(false);
    this.activeLayer.batchDraw();
    if (press.many && press.hit !== undefined) {
      if (!moved) return this.callbacks.onSelect(press.hit);
      const dx = Math.round((screen.x - press.sx) / this.zoom);
      const dy = Math.round((screen.y - press.sy) / this.zoom);
      if (!this.callbacks.onMoveMany(dx, dy)) this.syncActive();
      return;
    }
    if (press.marquee) {
      if (!moved) {
        if (press.shift) {
          if (press.hit !== undefined) this.callbacks.onToggle(press.hit);
        } else this.callbacks.onSelect(undefined);
        return;
      }
      const w = this.world();
      const box = rectFrom(press.x, press.y, w.x, w.y);
      const ids = this.allShapes.flatMap((s) => {
        const r = toStitched(this.pages, s.area);
        return r.x >= box.x && r.y >= box.y && r.x + r.w <= box.x + box.w && r.y + r.h <= box.y + box.h ? [s.id] : [];
      });
      this.callbacks.onMarquee(ids, !!press.shift);
      return;
    }
    if (moved) {
      if (this.tool === 'draw') {
        const w = this.world();
        const area = clipToPage(this.pages, press, rectFrom(press.x, press.y, w.x, w.y));
        if (area) this.callbacks.onDrawn(area);
      }
      return;
    }
    // A click (less than the drag threshold).
    if (this.tool === 'points') {
      const hit = hitTest(this.allShapes, this.pages, press.x, press.y);
      if (hit?.ref.kind === 'point') this.callbacks.onSelect(hit.id);
      else {
        const pt = toPagePoint(this.pages, press.x, press.y);
        if (pt) this.callbacks.onPoint(pt);
      }
      return;
    }
    this.callbacks.onSelect(hitTest(this.allShapes, this.pages, press.x, press.y)?.id);
  }
}
