// The marking canvas's konva renderer: a thin view of the pure model (model/marks.ts). Three layers, none listening
// (a click is mapped to paper pixels by the stage and judged by the model):
// - images: the paper pieces stacked top to bottom (static);
// - areas: the sub-question areas with their name and full score (in the area's top right corner);
// - marks: the teacher's marks (✓, ✗, custom text, scores).
// Zoom is the stage scale. The host is as large as the zoomed (and turned) paper and scrolls in its container; the
// stage itself is only as large as what is in view (its canvases are sized to the viewport and moved with the scroll),
// so a new paper, a mark or a scroll redraws and composites a viewport of pixels, not the whole paper three times over
// (a two-page 作文 at the fitted zoom was three canvases of about 1200 × 3400).
// Rotation turns every layer by quarter turns about the paper's corner (a click is mapped back through the layers'
// transform, so the model only ever sees paper pixels); contrast is a CSS filter on the images' canvas alone (the
// marks stay red), so neither redraws the images.
import Konva from 'konva';
import type { Schemas } from '@exam/sdk';
import type { MarkingViewConfig } from '../../../lib/appState';
import { loadImage } from '../../../lib/images';
import type { Mark } from '../model/marks';

export type Rotation = NonNullable<MarkingViewConfig['rotation']>;

type Paper = Pick<Schemas['MarkingPaper'], 'paper_id' | 'width' | 'height' | 'images' | 'sub_questions'>;

const MARK_COLOR = '#e03131';
const TEXT_COLOR = '#c92a2a';

export class MarkRenderer {
  private readonly host: HTMLDivElement;
  /** The stage's container: moved within the host to stay in view as the host scrolls. */
  private readonly view: HTMLDivElement;
  private stage: Konva.Stage;
  private readonly onClick: (x: number, y: number) => void;
  private images = new Konva.Layer({ listening: false });
  private areas = new Konva.Layer({ listening: false });
  private marks = new Konva.Layer({ listening: false });
  private paper: Paper | undefined;
  private zoom = 1;
  private rotation: Rotation = 0;
  /** The part of the host in view: its size, and where it starts (the host's own pixels). */
  private viewport = { width: 1, height: 1 };
  private scrolled = { left: 0, top: 0 };
  /** The host's size: the zoomed (and turned) paper. */
  private size = { width: 1, height: 1 };

  /** The desk keeps one renderer from paper to paper (setPaper); it is destroyed when the desk leaves the screen. */
  constructor(host: HTMLDivElement, onClick: (x: number, y: number) => void) {
    this.onClick = onClick;
    this.host = host;
    host.style.position = 'relative';
    this.view = document.createElement('div');
    Object.assign(this.view.style, { position: 'absolute', left: '0', top: '0' });
    host.appendChild(this.view);
    this.stage = new Konva.Stage({ container: this.view, width: 1, height: 1 });
    this.stage.add(this.images, this.areas, this.marks);
    this.stage.on('click tap', (e) => {
      if ('button' in e.evt && e.evt.button !== 0) return;
      const p = this.marks.getRelativePointerPosition();
      if (p) this.onClick(p.x, p.y);
    });
  }

  /** Shows a paper: its pieces (loaded once per URL) and its sub-question areas. Resolves when the images are drawn. */
  async setPaper(paper: Paper): Promise<void> {
    this.paper = paper;
    this.images.destroyChildren();
    this.areas.destroyChildren();
    this.resize();
    let top = 0;
    const placed = paper.images.map((piece) => {
      const y = top;
      top += piece.height;
      return { piece, y };
    });
    this.drawAreas(paper);
    const loaded = await Promise.all(placed.map(({ piece }) => loadImage(piece.url)));
    if (this.paper !== paper) return;
    placed.forEach(({ piece, y }, i) => {
      this.images.add(new Konva.Image({ image: loaded[i], x: 0, y, width: piece.width, height: piece.height, perfectDrawEnabled: false }));
    });
    this.images.batchDraw();
  }

  private drawAreas(paper: Paper): void {
    for (const a of paper.sub_questions) {
      this.areas.add(new Konva.Rect({ x: a.x, y: a.y, width: a.width, height: a.height, stroke: a.color, strokeWidth: 1.5, dash: [8, 4], strokeScaleEnabled: false, perfectDrawEnabled: false }));
      // The label sits in the area's top right corner: the printed question number is at its left.
      this.areas.add(new Konva.Text({ x: a.x + 4, y: a.y + 4, width: Math.max(1, a.width - 8), align: 'right', text: `${a.subQuestionName}（满分${a.full_score}）`, fontSize: 14, fill: a.color }));
    }
    this.areas.batchDraw();
  }

  setMarks(marks: readonly Mark[]): void {
    this.marks.destroyChildren();
    for (const m of marks) this.marks.add(markShape(m));
    this.marks.batchDraw();
  }

  setZoom(zoom: number): void {
    this.zoom = zoom;
    this.resize();
  }

  setRotation(rotation: Rotation): void {
    this.rotation = rotation;
    this.resize();
  }

  /** Raises the contrast of the paper's images (faint scans). */
  setContrast(on: boolean): void {
    this.images.getNativeCanvasElement().style.filter = on ? 'contrast(1.8) brightness(0.9)' : '';
  }

  /** The size of the host's part in view (the scroll container's inner size): the stage is no larger. */
  setViewport(width: number, height: number): void {
    this.viewport = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
    this.resize();
  }

  /** Where the host is scrolled to (its own pixels at the top left of the view): the stage follows. */
  setScroll(left: number, top: number): void {
    this.scrolled = { left, top };
    this.place();
    this.stage.batchDraw();
  }

  private resize(): void {
    const pw = this.paper?.width ?? 1;
    const ph = this.paper?.height ?? 1;
    const turned = this.rotation === 90 || this.rotation === 270;
    const w = Math.max(1, Math.round((turned ? ph : pw) * this.zoom));
    const h = Math.max(1, Math.round((turned ? pw : ph) * this.zoom));
    this.size = { width: w, height: h };
    this.host.style.width = `${w}px`;
    this.host.style.height = `${h}px`;
    // The layers turn about the paper's corner, then move back into view (in paper pixels; the stage scales).
    const at = { 0: { x: 0, y: 0 }, 90: { x: ph, y: 0 }, 180: { x: pw, y: ph }, 270: { x: 0, y: pw } }[this.rotation];
    for (const layer of [this.images, this.areas, this.marks]) layer.setAttrs({ rotation: this.rotation, ...at });
    // Sizing a canvas clears and reallocates it, even to its own size: the next paper of a group keeps the stage's.
    const sw = Math.min(w, this.viewport.width);
    const sh = Math.min(h, this.viewport.height);
    if (this.stage.width() !== sw || this.stage.height() !== sh) this.stage.size({ width: sw, height: sh });
    this.stage.scale({ x: this.zoom, y: this.zoom });
    this.place();
    this.stage.batchDraw();
  }

  /** Puts the stage over the part of the host in view and shows that part of the paper on it. */
  private place(): void {
    const x = Math.max(0, Math.min(this.scrolled.left, this.size.width - this.stage.width()));
    const y = Math.max(0, Math.min(this.scrolled.top, this.size.height - this.stage.height()));
    this.view.style.transform = `translate(${x}px, ${y}px)`;
    this.stage.position({ x: -x, y: -y });
  }

  destroy(): void {
    this.stage.destroy();
    this.view.remove();
  }
}

function markShape(m: Mark): Konva.Shape {
  switch (m.kind) {
    case 'check':
      return new Konva.Line({ points: [m.x - 14, m.y - 2, m.x - 4, m.y + 10, m.x + 16, m.y - 14], stroke: MARK_COLOR, strokeWidth: 3, lineCap: 'round', lineJoin: 'round', perfectDrawEnabled: false });
    case 'cross':
      return new Konva.Shape({
        stroke: MARK_COLOR,
        strokeWidth: 3,
        lineCap: 'round',
        perfectDrawEnabled: false,
        sceneFunc: (ctx, shape) => {
          ctx.beginPath();
          ctx.moveTo(m.x - 10, m.y - 10);
          ctx.lineTo(m.x + 10, m.y + 10);
          ctx.moveTo(m.x + 10, m.y - 10);
          ctx.lineTo(m.x - 10, m.y + 10);
          ctx.strokeShape(shape);
        },
      });
    case 'text':
      return new Konva.Text({ x: m.x, y: m.y - 10, text: m.text, fontSize: 18, fill: TEXT_COLOR });
    case 'score':
    case 'input':
      return new Konva.Text({ x: m.x - 6, y: m.y - 14, text: m.kind === 'score' ? `+${m.text}` : m.text, fontSize: 26, fontStyle: 'bold', fill: TEXT_COLOR });
  }
}
