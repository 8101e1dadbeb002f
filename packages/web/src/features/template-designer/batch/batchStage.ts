// The batch-add dialog's konva canvas, imperatively: the group areas' cut-outs stacked one below the other
// (optionGrid's stackAreas), the option boxes over them (first options filled, multi-select marked 多, generated
// numbers left of the first options, option letters under the boxes once numbered), scaled by the zoom. A click reports
// the box under the pointer or the page point of the area it fell in; the wheel reports its direction (the dialog
// zooms). Only the boxes listen to the pointer; images and labels do not.
import Konva from 'konva';
import type { PageArea } from '../model/types';
import { BATCH_TEXTS } from '../designerTexts';
import { optionLetter } from '../model/actions';
import { fromCanvas, optionRun, stackAreas, toCanvas, type BatchGrid, type CanvasHit } from './optionGrid';

/** Gap between stacked areas on the canvas (canvas pixels at zoom 1). */
export const AREA_GAP = 16;

export interface BatchStageView {
  grid: BatchGrid;
  /** One base64 JPEG per area (undefined while loading or when missing). */
  images: readonly (string | undefined)[];
  zoom: number;
}

export interface BatchStage {
  render(view: BatchStageView): void;
  destroy(): void;
}

const COLORS = { box: '#1c7ed6', first: '#e8590c', firstFill: 'rgba(253, 126, 20, 0.25)', number: '#c92a2a', multi: '#862e9c', frame: '#868e96' };

export function createBatchStage(container: HTMLDivElement, onHit: (hit: CanvasHit) => void, onWheel: (zoomIn: boolean) => void): BatchStage {
  const stage = new Konva.Stage({ container, width: 1, height: 1 });
  const imageLayer = new Konva.Layer({ listening: false });
  const boxLayer = new Konva.Layer();
  stage.add(imageLayer, boxLayer);
  const pictures = new Map<string, HTMLImageElement>();
  let last: BatchStageView | undefined;
  let areas: PageArea[] = [];
  let tops: number[] = [];

  const picture = (base64: string) => {
    let img = pictures.get(base64);
    if (!img) {
      img = new Image();
      img.onload = () => last && render(last);
      img.src = `data:image/jpeg;base64,${base64}`;
      pictures.set(base64, img);
    }
    return img;
  };

  stage.on('click tap', (e) => {
    const pos = stage.getPointerPosition();
    if (!pos) return;
    const zoom = last?.zoom ?? 1;
    const point = fromCanvas(areas, tops, pos.x / zoom, pos.y / zoom);
    if (!point) return;
    const cellId = e.target instanceof Konva.Rect && e.target.name() === 'option' ? e.target.id() : undefined;
    onHit({ ...point, cellId });
  });
  stage.on('wheel', (e) => {
    e.evt.preventDefault();
    onWheel(e.evt.deltaY < 0);
  });

  function render(view: BatchStageView): void {
    last = view;
    const { grid, zoom } = view;
    areas = grid.areas;
    tops = stackAreas(areas, AREA_GAP);
    const width = Math.max(1, ...areas.map((a) => a.w));
    const height = Math.max(1, (tops[tops.length - 1] ?? 0) + (areas[areas.length - 1]?.h ?? 0));
    stage.size({ width: Math.ceil(width * zoom), height: Math.ceil(height * zoom) });
    stage.scale({ x: zoom, y: zoom });

    imageLayer.destroyChildren();
    areas.forEach((a, i) => {
      const base64 = view.images[i];
      const top = tops[i] ?? 0;
      imageLayer.add(new Konva.Rect({ x: 0, y: top, width: a.w, height: a.h, fill: '#fff', stroke: COLORS.frame, strokeWidth: 1 / zoom, listening: false }));
      const img = base64 ? picture(base64) : undefined;
      if (img?.complete && img.naturalWidth > 0) imageLayer.add(new Konva.Image({ image: img, x: 0, y: top, width: a.w, height: a.h, listening: false }));
    });

    boxLayer.destroyChildren();
    const first = new Set(grid.first);
    const multi = new Set(grid.multi);
    const letters = new Map<string, string>();
    if (grid.numbers) for (const c of grid.boxes) if (first.has(c.id)) optionRun(grid, c).forEach((o, i) => letters.set(o.id, optionLetter(i)));
    for (const c of grid.boxes) {
      const at = toCanvas(areas, tops, c.area, c.x, c.y);
      const isFirst = first.has(c.id);
      boxLayer.add(
        new Konva.Rect({
          name: 'option',
          id: c.id,
          x: at.x,
          y: at.y,
          width: c.w,
          height: c.h,
          stroke: isFirst ? COLORS.first : COLORS.box,
          strokeWidth: (isFirst ? 2 : 1.5) / zoom,
          fill: isFirst ? COLORS.firstFill : 'rgba(28, 126, 214, 0.06)',
          hitStrokeWidth: 4,
        }),
      );
      const letter = letters.get(c.id);
      if (letter) {
        boxLayer.add(new Konva.Text({ x: at.x, y: at.y + c.h + 1, width: c.w, align: 'center', text: letter, fontSize: 8, fill: COLORS.box, listening: false }));
      }
      const number = grid.numbers?.[c.id];
      if (number !== undefined) {
        // The number on a white tag left of the first option, over whatever the sheet prints there.
        const text = new Konva.Text({ text: String(number), fontSize: 12, fontStyle: 'bold', fill: COLORS.number, padding: 1, listening: false });
        text.position({ x: at.x - text.width() - 3, y: at.y + (c.h - text.height()) / 2 });
        boxLayer.add(new Konva.Rect({ ...text.position(), width: text.width(), height: text.height(), fill: '#fff', opacity: 0.9, listening: false }), text);
      }
      if (multi.has(c.id)) {
        boxLayer.add(new Konva.Text({ x: at.x, y: at.y - 11, text: BATCH_TEXTS.multiMark, fontSize: 10, fill: COLORS.multi, listening: false }));
      }
    }
    stage.batchDraw();
  }

  return {
    render,
    destroy: () => {
      stage.destroy();
      pictures.clear();
    },
  };
}
